// Account records: the customer's postings, read from the ledger's journal (every entry a
// transfer, bill payment, cheque fee, e-cheque or ATM withdrawal made), with filters and paging.
import { sql, type Kysely } from 'kysely';
import type { ITSI130003Request } from '../../../../generated/types/api.js';
import { hkStartOfDay, isoAt } from '../../../clock.js';
import type { Database } from '../../../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RecordsPage {
  records: {
    entryId: string;
    reference: string;
    kind: string;
    postedAt: string;
    accountId: string;
    accountNo: string;
    accountType: string;
    currency: string;
    amount: number;
    direction: 'in' | 'out';
    balanceAfter: number;
  }[];
  total: number;
  pageNo: number;
  pageSize: number;
  pageCount: number;
}

/** Undefined when the account is not the customer's. */
export async function accountRecords(db: Kysely<Database>, customerId: string, request: ITSI130003Request): Promise<RecordsPage | undefined> {
  if (request.accountId) {
    const own = await db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', request.accountId)
      .where('customer_id', '=', customerId)
      .where('kind', '=', 'customer')
      .executeTakeFirst();
    if (!own) return undefined;
  }
  // Opening balances are how the sandbox seeds money, not a customer's transaction.
  let base = db
    .selectFrom('postings as p')
    .innerJoin('journal_entries as e', 'e.id', 'p.entry_id')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .where('a.customer_id', '=', customerId)
    .where('a.kind', '=', 'customer')
    .where('e.kind', '!=', 'opening');
  if (request.accountId) base = base.where('p.account_id', '=', request.accountId);
  if (request.startDate) base = base.where('e.created_at', '>=', isoAt(hkStartOfDay(request.startDate)));
  if (request.endDate) base = base.where('e.created_at', '<', isoAt(hkStartOfDay(request.endDate) + DAY_MS));
  if (request.direction === 'in') base = base.where('p.amount', '>', 0);
  if (request.direction === 'out') base = base.where('p.amount', '<', 0);
  const size = sql<number>`abs(p.amount)`;
  if (request.minAmount !== undefined) base = base.where(size, '>=', request.minAmount);
  if (request.maxAmount !== undefined) base = base.where(size, '<=', request.maxAmount);

  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const { pageNo, pageSize } = request;
  const rows = await base
    .select(['p.entry_id', 'p.line_no', 'p.account_id', 'p.amount', 'e.kind', 'e.reference', 'e.created_at', 'a.account_no', 'a.account_type', 'a.currency', 'a.balance'])
    .orderBy('e.created_at', 'desc')
    .orderBy('p.entry_id', 'desc')
    .orderBy('p.line_no', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();

  // Balance after each posting: today's balance less every later posting of that account.
  const records = [];
  for (const r of rows) {
    const later = await db
      .selectFrom('postings as p')
      .innerJoin('journal_entries as e', 'e.id', 'p.entry_id')
      .select((eb) => eb.fn.sum<number | string | null>('p.amount').as('s'))
      .where('p.account_id', '=', r.account_id)
      .where((eb) =>
        eb.or([
          eb('e.created_at', '>', r.created_at),
          eb.and([eb('e.created_at', '=', r.created_at), eb('p.entry_id', '>', r.entry_id)]),
        ]),
      )
      .executeTakeFirst();
    records.push({
      entryId: r.entry_id,
      reference: r.reference,
      kind: r.kind,
      postedAt: r.created_at,
      accountId: r.account_id,
      accountNo: r.account_no,
      accountType: r.account_type,
      currency: r.currency,
      amount: Math.abs(r.amount),
      direction: r.amount > 0 ? ('in' as const) : ('out' as const),
      balanceAfter: r.balance - Number(later?.s ?? 0),
    });
  }
  return { records, total, pageNo, pageSize, pageCount: Math.ceil(total / pageSize) };
}
