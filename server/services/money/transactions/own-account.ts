// The one lookup of "an account of this customer that may do this": the customer's own,
// active, and, where the service says so, of an allowed type and currency. Each service maps
// "not usable" to its own error code.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AccountsTable, Database } from '../../../db/schema.js';
import { prepared } from '../../../db/prepared.js';

const customerAccount = prepared<{ customerId: string; accountId: string }>()((db, p) =>
  db.selectFrom('accounts').selectAll().where('id', '=', p.accountId).where('customer_id', '=', p.customerId).where('kind', '=', 'customer'),
);

export interface AccountRules {
  /** Account types allowed (01 savings, 02 current, 03 multi-currency ...); any when absent. */
  types?: readonly string[];
  /** Currencies allowed; any when absent. */
  currencies?: readonly string[];
}

/** Savings, current and multi-currency: the accounts money is sent and paid from. */
export const PAYING_ACCOUNT_TYPES: readonly string[] = ['01', '02', '03'];

export async function ownAccount(
  db: Kysely<Database> | Transaction<Database>,
  customerId: string,
  accountId: string,
  rules: AccountRules = {},
): Promise<Selectable<AccountsTable> | undefined> {
  const account = await customerAccount.first(db, { customerId, accountId });
  if (!account || account.status !== 'active') return undefined;
  if (rules.types && !rules.types.includes(account.account_type)) return undefined;
  if (rules.currencies && !rules.currencies.includes(account.currency)) return undefined;
  return account;
}

/** Every active account of the customer (a picker's list), in the order the services show them. */
export function activeAccountsOf(db: Kysely<Database> | Transaction<Database>, customerId: string, order: 'display' | 'type-then-display' = 'display') {
  let query = db.selectFrom('accounts').selectAll().where('customer_id', '=', customerId).where('kind', '=', 'customer').where('status', '=', 'active');
  if (order === 'type-then-display') query = query.orderBy('account_type');
  return query.orderBy('sort_order').execute();
}
