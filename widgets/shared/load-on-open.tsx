// A popup whose code (and the mobile kit's popup with its animation and gesture libraries)
// loads the first time it opens, then stays mounted so it opens and closes as before. A form
// with a date or an account picker therefore shows, and takes input, before any of it arrives.
import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';

export function loadOnOpen<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Popup = lazy(async () => ({ default: await load() }));
  function LoadOnOpen(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Popup {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    ) : null;
  }
  return LoadOnOpen;
}
