// Ledger invariants, checked straight in the database: every journal entry sums to zero and
// every cached balance equals the sum of its account's postings.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/db/schema.js';
import { toSafeIntegerOrZero } from '../../../../server/db/numbers.js';

/** `target`: a built server, or a database opened on its own (a file the server wrote). */
export async function ledgerProblems(target: FastifyInstance | Kysely<Database>): Promise<string[]> {
  const db = 'bank' in target ? target.bank.store.db : target;
  const problems: string[] = [];
  const entries = await db
    .selectFrom('postings')
    .select(['entry_id', (eb) => eb.fn.sum<string | number>('amount').as('total'), (eb) => eb.fn.countAll<number | string>().as('lines')])
    .groupBy('entry_id')
    .execute();
  if (entries.length === 0) problems.push('no journal entries at all');
  for (const e of entries) {
    if (toSafeIntegerOrZero(e.total) !== 0) problems.push(`entry ${e.entry_id} sums to ${String(e.total)}`);
    if (Number(e.lines) < 2) problems.push(`entry ${e.entry_id} has ${String(e.lines)} line(s)`);
  }
  const orphanEntries = await db
    .selectFrom('journal_entries')
    .leftJoin('postings', 'postings.entry_id', 'journal_entries.id')
    .select('journal_entries.id')
    .where('postings.entry_id', 'is', null)
    .execute();
  for (const o of orphanEntries) problems.push(`entry ${o.id} has no postings`);

  const accounts = await db.selectFrom('accounts').select(['id', 'balance']).execute();
  const sums = await db
    .selectFrom('postings')
    .select(['account_id', (eb) => eb.fn.sum<string | number>('amount').as('total')])
    .groupBy('account_id')
    .execute();
  const byAccount = new Map(sums.map((s) => [s.account_id, toSafeIntegerOrZero(s.total)]));
  for (const a of accounts) {
    const posted = byAccount.get(a.id) ?? 0;
    if (posted !== a.balance) problems.push(`account ${a.id} caches ${a.balance} but postings sum to ${posted}`);
  }
  // Per currency the whole ledger balances too.
  const perCurrency = await db
    .selectFrom('accounts')
    .select(['currency', (eb) => eb.fn.sum<string | number>('balance').as('total')])
    .groupBy('currency')
    .execute();
  for (const c of perCurrency) {
    if (toSafeIntegerOrZero(c.total) !== 0) problems.push(`currency ${c.currency} ledger sums to ${String(c.total)}`);
  }
  return problems;
}
