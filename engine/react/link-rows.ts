// Rows of the UI kit's List that open a page when tapped. The kit draws such a row as an <a>
// without href: no role, no tab stop, no keyboard. A row given tabIndex={0} is named a link here,
// takes focus, and opens with Enter, as a link does. Used by the flow lists and the shell's pages.
import { useCallback, type KeyboardEvent, type RefCallback } from 'react';

const ROW = 'a.adm-list-item[tabindex]';

function nameRows(container: HTMLElement): void {
  container.querySelectorAll(ROW).forEach((row) => {
    if (row.getAttribute('role') !== 'link') row.setAttribute('role', 'link');
  });
}

/** Put `ref` and `onKeyDown` on an element around the rows; give each opening row tabIndex={0}. */
export function useLinkRows<T extends HTMLElement = HTMLDivElement>(): { ref: RefCallback<T>; onKeyDown: (event: KeyboardEvent<T>) => void } {
  // Rows may mount after the component that owns the container rendered (a lazily loaded pager
  // re-mounts them, a tab's rows arrive with their data), so the rows are named whenever they
  // appear, not once per render of the owner.
  const ref = useCallback<RefCallback<T>>((container) => {
    if (!container) return undefined;
    nameRows(container);
    const watch = new MutationObserver(() => nameRows(container));
    watch.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex'] });
    return () => watch.disconnect();
  }, []);
  const onKeyDown = (event: KeyboardEvent<T>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target.matches(`${ROW}[role="link"]`)) {
      event.preventDefault();
      target.click();
    }
  };
  return { ref, onKeyDown };
}
