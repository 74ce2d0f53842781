// The mobile UI kit's imperative toast and dialog, in a chunk of their own: with the
// animation and gesture libraries under them they weigh more than the rest of the shell's UI,
// and the first screen never shows either before the customer acts. Reached via overlays().
//
// antd-mobile 5 renders Toast and Dialog into detached containers with the legacy
// ReactDOM.render, which React 19 no longer has; unstableSetRender lets it use createRoot.
// Their texts follow the global default config, which setupMobileUi keeps in the UI language.
import { unstableSetRender } from 'antd-mobile';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import './motion';

const roots = new WeakMap<Element | DocumentFragment, Root>();

function renderWithRoot(node: ReactElement, container: Element | DocumentFragment) {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    // Unmount on a later task: antd-mobile calls this from inside its own render/effect
    // callbacks, where React refuses to unmount a root synchronously.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
}

unstableSetRender(renderWithRoot);

export { Dialog, Toast } from 'antd-mobile';
