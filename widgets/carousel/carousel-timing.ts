// Spec section 9: "swipe 3000 ms interval, 300 ms speed": a carousel turns to its next slide
// every 3,000 ms, each turn taking 300 ms.
export const CAROUSEL_INTERVAL_MS = 3000;
export const CAROUSEL_TRANSITION_MS = 300;

/** How far a finger or pointer must travel sideways to turn a slide. */
export const CAROUSEL_SWIPE_PX = 40;

/** The slide `by` steps from `index`, wrapping round at either end. */
export function turn(index: number, by: number, total: number): number {
  return total === 0 ? 0 : (((index + by) % total) + total) % total;
}
