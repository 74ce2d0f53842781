// Swipe cells (flow `item.swipe`): where a row settles when the finger lifts. Spec section 4:
// a closed cell opens when dragged past 15 % of its actions' width; an open one stays open
// while it is still past 85 % (dragging it back more than 15 % closes it). Pure, so the gesture
// code only measures and moves.

/** Share of the actions' width a drag must pass to open a closed cell. */
export const SWIPE_OPEN_SHARE = 0.15;
/** Share of the actions' width an open cell must keep to stay open. */
export const SWIPE_KEEP_SHARE = 0.85;
/** Pixels of horizontal movement before a touch counts as a swipe, not a tap or a scroll. */
export const SWIPE_SLOP = 8;

/** Keeps a drag between closed (0) and fully open (-width): actions sit on the right. */
export function clampOffset(offset: number, width: number): number {
  return Math.min(0, Math.max(-width, offset));
}

/**
 * Whether the cell ends open. `offset` is how far the row is moved (0 closed, -width fully
 * open), `wasOpen` whether it was open when the drag began.
 */
export function settleOpen(offset: number, width: number, wasOpen: boolean): boolean {
  if (width <= 0) return false;
  const shown = Math.abs(clampOffset(offset, width)) / width;
  return wasOpen ? shown > SWIPE_KEEP_SHARE : shown > SWIPE_OPEN_SHARE;
}

/** A pointer movement is a horizontal swipe once it passes the slop more sideways than down. */
export function isSwipe(dx: number, dy: number): boolean {
  return Math.abs(dx) > SWIPE_SLOP && Math.abs(dx) > Math.abs(dy);
}
