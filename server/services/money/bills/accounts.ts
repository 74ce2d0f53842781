// ITSI600002: the accounts that may pay a bill (HKD savings, current and multi-currency
// sub-accounts: bill-payment types SAV, CA, MTC) with their available balance.
import type { AppContext } from '../../../context.js';
import { accountView } from '../ledger.js';
import { billAccountType } from './rules.js';
import { activeAccountsOf } from '../transactions/own-account.js';

export async function billAccounts(ctx: AppContext, customerId: string) {
  const rows = await activeAccountsOf(ctx.store.db, customerId, 'type-then-display');
  return {
    accounts: rows
      .filter((a) => billAccountType(a.account_type, a.currency))
      .map(accountView),
  };
}
