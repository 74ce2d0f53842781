// FPS name lookups reveal (masked) names behind phone numbers and e-mails, so they are
// rate-limited per customer: at most LOOKUPS_PER_WINDOW in LOOKUP_WINDOW_MS, counted on the
// bank's clock. Kept in the database (limits/sliding-window.ts), so the bank's processes share
// one count and a restart forgets nothing; only the time of each look-up is kept, never the
// looked-up values.
import type { AppContext } from '../../../context.js';
import { allowEvent } from '../../bank/limits/sliding-window.js';

export const LOOKUPS_PER_WINDOW = 30;
export const LOOKUP_WINDOW_MS = 10 * 60_000;

/** Records one lookup; false when the customer is over the limit (nothing is recorded then). */
export function allowLookup(ctx: AppContext, customerId: string): Promise<boolean> {
  return allowEvent(ctx, 'fps-lookup', customerId, LOOKUPS_PER_WINDOW, LOOKUP_WINDOW_MS);
}
