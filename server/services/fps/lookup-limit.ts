// FPS name lookups reveal (masked) names behind phone numbers and e-mails, so they are
// rate-limited per customer: at most LOOKUPS_PER_WINDOW in LOOKUP_WINDOW_MS, counted on the
// bank's clock. Kept in memory per running bank (a restart forgets, which only loosens the
// limit for a few minutes); never stores the looked-up values.
import type { AppContext } from '../../context.js';

export const LOOKUPS_PER_WINDOW = 30;
export const LOOKUP_WINDOW_MS = 10 * 60_000;

const recent = new WeakMap<AppContext, Map<string, number[]>>();

/** Records one lookup; false when the customer is over the limit (nothing is recorded then). */
export function allowLookup(ctx: AppContext, customerId: string): boolean {
  let byCustomer = recent.get(ctx);
  if (!byCustomer) recent.set(ctx, (byCustomer = new Map()));
  const now = ctx.clock.now();
  const times = (byCustomer.get(customerId) ?? []).filter((t) => t > now - LOOKUP_WINDOW_MS);
  if (times.length >= LOOKUPS_PER_WINDOW) {
    byCustomer.set(customerId, times);
    return false;
  }
  times.push(now);
  byCustomer.set(customerId, times);
  return true;
}
