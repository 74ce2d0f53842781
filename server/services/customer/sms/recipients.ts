// Where a code goes when not to the registered mobile: binding a mainland card sends its code
// to the mobile the card's bank has on record (the card's reserved mobile of the waiting
// binding request), as the card's bank would; owning that phone is the proof the card is the
// customer's. Every other purpose uses the registered mobile.
import type { AppContext } from '../../../context.js';
import { BIND_PURPOSE, pendingBindMobile } from '../verification/cards.js';

export async function recipientOf(ctx: AppContext, customerId: string, purpose: string): Promise<string | undefined> {
  if (purpose === BIND_PURPOSE) return pendingBindMobile(ctx, customerId);
  return undefined;
}
