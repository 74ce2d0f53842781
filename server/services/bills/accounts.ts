// ITSI600002: the accounts that may pay a bill (HKD savings, current and multi-currency
// sub-accounts: bill-payment types SAV, CA, MTC) with their available balance.
import type { AppContext } from '../../context.js';
import { accountView } from '../ledger.js';
import { billAccountType } from './rules.js';

export async function billAccounts(ctx: AppContext, customerId: string) {
  const rows = await ctx.store.db
    .selectFrom('accounts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'customer')
    .where('status', '=', 'active')
    .orderBy('account_type')
    .orderBy('sort_order')
    .execute();
  return {
    accounts: rows
      .filter((a) => billAccountType(a.account_type, a.currency))
      .map(accountView),
  };
}
