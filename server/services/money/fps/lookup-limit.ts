// FPS name lookups reveal (masked) names behind phone numbers and e-mails, so they are
// rate-limited per customer: at most LOOKUPS_PER_WINDOW in LOOKUP_WINDOW_MS, counted on the
// bank's clock, on the bank's one rate-limiting mechanism (limits/window-counter.ts), so the
// bank's processes share one count and a restart forgets nothing; only a count per customer
// is kept, never the looked-up values.
import type { AppContext } from '../../../context.js';
import { allowEvent } from '../../bank/limits/window-counter.js';

export const LOOKUPS_PER_WINDOW = 30;
export const LOOKUP_WINDOW_MS = 10 * 60_000;

/** Counts one look-up; false when the customer is over the limit. */
export function allowLookup(ctx: AppContext, customerId: string): Promise<boolean> {
  return allowEvent(ctx, 'fps-lookup', customerId, LOOKUPS_PER_WINDOW, LOOKUP_WINDOW_MS);
}
