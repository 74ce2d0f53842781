// While a sheet or a dialog of ours is open, the page behind it is out of reach: `inert` takes it
// out of the keyboard's order and the accessibility tree (and aria-hidden says the same to older
// readers), so a screen-reader user cannot wander onto a control behind the sheet, and Tab stays
// in the sheet. The sheets are drawn outside the app's root (antd-mobile's Popup portals to the
// body), so the root alone is made inert. Sheets can stack (a token sheet over a picker): the
// page comes back when the last one closes.
import { useEffect } from 'react';

const APP_ROOT_ID = 'root';
let openSheets = 0;

function setBackgroundInert(inert: boolean): void {
  const root = document.getElementById(APP_ROOT_ID);
  if (!root) return;
  if (inert) {
    root.setAttribute('inert', '');
    root.setAttribute('aria-hidden', 'true');
  } else {
    root.removeAttribute('inert');
    root.removeAttribute('aria-hidden');
  }
}

/** Makes the page behind inert while `open` is true. */
export function useInertBackground(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    openSheets += 1;
    if (openSheets === 1) setBackgroundInert(true);
    return () => {
      openSheets -= 1;
      if (openSheets === 0) setBackgroundInert(false);
    };
  }, [open]);
}
