// Spec section 6's service prerequisites, enforced in ONE place for every code whose contract
// names them (schemas/api/*.json `prerequisites`), by the API route after the risk rules and
// before the factors, so a refusal costs no one-time code:
//   a valid personal internet banking account   the session itself (only such a customer logs on);
//   transfer-limit    a daily transfer limit above zero (the bank's default counts as set; a
//                     customer who set 0 has stopped transfers) -> PLZ_SET_LIMIT;
//   transfer-notices  the notifications of transfers out on, so the customer learns of every
//                     transfer at once -> PLZ_NOTICE_ON.
// A missing one answers service-auth (spec section 8) with the block-redirect address of the
// page that sets it up; the app opens it and brings the customer back to try again.
import type { AppContext } from '../context.js';
import { wantsNotice } from '../services/customer/notices/preferences.js';
import { limitOf } from '../services/customer/settings/limits.js';
import type { Contract } from './contracts.js';
import { serviceAuth } from './errors.js';

export async function enforcePrerequisites(ctx: AppContext, contract: Contract, customerId: string): Promise<void> {
  for (const need of contract.prerequisites ?? []) {
    if (need === 'transfer-limit' && (await limitOf(ctx, ctx.store.db, customerId, 'transfer-daily')) <= 0) throw serviceAuth('PLZ_SET_LIMIT');
    if (need === 'transfer-notices' && !(await wantsNotice(ctx.store.db, customerId, 'transferOut'))) throw serviceAuth('PLZ_NOTICE_ON');
  }
}
