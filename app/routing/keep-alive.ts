// Route metadata keepAlive (spec section 2; only ebill-create declares it): the page is kept
// as the customer left it. What was typed lives in the journey's run (the run store keeps each
// step's data until the run finishes or is discarded); this keeps the other half, where the
// page was scrolled to, so leaving for the rules and coming back shows the same place.
import { useLayoutEffect } from 'react';

const positions = new Map<string, number>();

/**
 * `key` names the route in one journey's run (a new run starts at the top); `shown` says the
 * kept step is still on screen: the run moves to the next step before the address follows,
 * and that step's shorter page clamping the scroll is not where the customer left this one.
 */
export function useKeepAliveScroll(key: string, keepAlive: boolean | undefined, shown: () => boolean): void {
  // A layout effect: the listener goes before the next page's shorter content can clamp the
  // scroll (that scroll event must not count as where the customer left this page).
  useLayoutEffect(() => {
    if (!keepAlive) return;
    const saved = positions.get(key);
    let frames = 0;
    let frame = 0;
    // The form fills in as its data loads: wait (up to a second) until the page is tall enough.
    const restore = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (saved === undefined) return;
      if (room >= saved || frames > 60) window.scrollTo(0, Math.min(saved, room));
      else {
        frames += 1;
        frame = requestAnimationFrame(restore);
      }
    };
    frame = requestAnimationFrame(restore);
    const remember = () => {
      if (shown()) positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
    // `shown` reads the run as it is at the time of each scroll: no need to listen again for it.
  }, [key, keepAlive]);
}
