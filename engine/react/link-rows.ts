// Rows of the UI kit's List that open a page when tapped. The kit draws such a row as an <a>
// without href: no role, no tab stop, no keyboard. A row given tabIndex={0} is named a link here,
// takes focus, and opens with Enter, as a link does. Used by the flow lists and the shell's pages.
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const ROW = 'a.adm-list-item[tabindex]';

/** Put `ref` and `onKeyDown` on an element around the rows; give each opening row tabIndex={0}. */
export function useLinkRows<T extends HTMLElement = HTMLDivElement>(): { ref: RefObject<T | null>; onKeyDown: (event: KeyboardEvent<T>) => void } {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelectorAll(ROW).forEach((row) => row.setAttribute('role', 'link'));
  });
  const onKeyDown = (event: KeyboardEvent<T>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target.matches(`${ROW}[role="link"]`)) {
      event.preventDefault();
      target.click();
    }
  };
  return { ref, onKeyDown };
}
