// The accounts pages' view of an account: balances, the Money Safe lock and an ATM card's
// status. One mapping for the overview, the details and every answer that returns an account.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AccountsTable, Database } from '../../../db/schema.js';
import { accountView, availableBalance } from '../ledger.js';
import { DEPOSIT_CURRENCIES } from '../../../../domain/deposits/index.js';

/** Account types that can hold a Money Safe: the deposit accounts money is paid from. */
export const SAFE_ACCOUNT_TYPES: readonly string[] = ['01', '02', '03'];
export const ATM_CARD_TYPE = '04';

/** An ATM card is active until its holder locks it. */
export function cardStatusOf(a: Pick<Selectable<AccountsTable>, 'account_type' | 'card_status'>): 'active' | 'locked' | undefined {
  if (a.account_type !== ATM_CARD_TYPE) return undefined;
  return a.card_status === 'locked' ? 'locked' : 'active';
}

export function holdingView(a: Selectable<AccountsTable>) {
  const cardStatus = cardStatusOf(a);
  return {
    ...accountView(a),
    safeLocked: a.safe_locked,
    ...(cardStatus ? { cardStatus } : {}),
    ...(cardStatus && a.card_status_at ? { cardStatusAt: a.card_status_at } : {}),
  };
}

// The spec's currency order (section 9): HKD, CNY, USD, ... EUR ...; anything else after them.
const CURRENCY_ORDER: readonly string[] = DEPOSIT_CURRENCIES;

/** Where a currency's accounts stand in a list of the customer's accounts. */
export function currencyRank(currency: string): number {
  return CURRENCY_ORDER.includes(currency) ? CURRENCY_ORDER.indexOf(currency) : CURRENCY_ORDER.length;
}

/** The customer's accounts (all statuses), by type, then currency, then display order. */
export async function holdingsOf(db: Kysely<Database> | Transaction<Database>, customerId: string, accountType?: string) {
  let query = db.selectFrom('accounts').selectAll().where('customer_id', '=', customerId).where('kind', '=', 'customer');
  if (accountType) query = query.where('account_type', '=', accountType);
  const rows = await query.orderBy('sort_order').execute();
  return rows.sort(
    (a, b) =>
      a.account_type.localeCompare(b.account_type) ||
      currencyRank(a.currency) - currencyRank(b.currency) ||
      a.sort_order - b.sort_order,
  );
}

/** Balances per account type and currency (a total in one currency never mixes currencies). */
export function totalsByType(rows: Selectable<AccountsTable>[]) {
  const totals = new Map<string, { accountType: string; currency: string; balance: number; available: number; count: number }>();
  for (const a of rows) {
    const key = `${a.account_type}/${a.currency}`;
    const t = totals.get(key) ?? { accountType: a.account_type, currency: a.currency, balance: 0, available: 0, count: 0 };
    t.balance += Math.max(a.balance, 0);
    t.available += availableBalance(a);
    t.count += 1;
    totals.set(key, t);
  }
  return [...totals.values()];
}
