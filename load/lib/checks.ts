// After a run: what the database must show, whatever happened during it.
//   - the ledger balances (every entry sums to zero, every cached balance is its postings' sum);
//   - every payment the client saw confirmed is there exactly once, with its debit;
//   - nothing is half-applied: every transfer and bill payment that debited has its one entry,
//     and no entry of a kind that happens once per instruction is there twice;
//   - due work neither lost nor doubled: once the clock has passed the settlement time, every
//     outgoing transfer is settled (or returned) exactly once.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.js';
import { ledgerProblems } from '../../tests/unit/server/support/ledger-check.js';
import type { Confirmed } from './mix.js';

export async function runChecks(db: Kysely<Database>, confirmed: Confirmed[], mismatches: string[]): Promise<string[]> {
  const problems = await ledgerProblems(db);
  problems.push(...mismatches.map((m) => `a retried key answered differently from its first answer: ${m}`));

  // Entries that exist once per instruction, by kind: none twice.
  const doubled = await db
    .selectFrom('journal_entries')
    .select(['kind', 'reference', (eb) => eb.fn.countAll<number>().as('n')])
    .where('kind', 'in', ['transfer', 'settlement', 'transfer-return', 'bill-payment'])
    .groupBy(['kind', 'reference'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  for (const d of doubled) problems.push(`${d.kind} entry ${d.reference} is there ${d.n} times`);

  const transfers = new Map(
    (await db.selectFrom('transfers').select(['reference_no', 'status', 'transfer_type', 'amount', 'entry_id', 'settle_entry_id', 'refund_entry_id']).execute()).map((t) => [t.reference_no, t]),
  );
  const bills = new Map((await db.selectFrom('bill_payments').select(['reference_no', 'status', 'amount', 'entry_id']).execute()).map((b) => [b.reference_no, b]));
  const entries = new Set((await db.selectFrom('journal_entries').select('id').execute()).map((e) => e.id));

  for (const c of confirmed) {
    if (c.code === 'ITSI600003') {
      const bill = bills.get(c.referenceNo);
      if (!bill) problems.push(`confirmed bill payment ${c.referenceNo} is missing`);
      else if (bill.amount !== c.amount) problems.push(`bill payment ${c.referenceNo} is for ${bill.amount}, the client paid ${c.amount}`);
      continue;
    }
    const t = transfers.get(c.referenceNo);
    if (!t) problems.push(`confirmed transfer ${c.referenceNo} is missing`);
    else if (t.amount !== c.amount) problems.push(`transfer ${c.referenceNo} is for ${t.amount}, the client sent ${c.amount}`);
  }
  const keys = new Set<string>();
  for (const c of confirmed) {
    const k = `${c.customerId} ${c.idempotencyKey}`;
    if (keys.has(k)) problems.push(`idempotency key ${c.idempotencyKey} confirmed twice`);
    keys.add(k);
  }

  for (const t of transfers.values()) {
    if (!entries.has(t.entry_id)) problems.push(`transfer ${t.reference_no} has no debit entry`);
    if (t.transfer_type === 'local-bank' && (t.status === '1' || t.status === '2')) {
      const settled = t.status === '1' ? t.settle_entry_id : t.refund_entry_id;
      if (!settled || !entries.has(settled)) problems.push(`transfer ${t.reference_no} is ${t.status} without its settlement entry`);
    }
  }
  for (const b of bills.values()) {
    if (b.status === '2' && (!b.entry_id || !entries.has(b.entry_id))) problems.push(`bill payment ${b.reference_no} accepted without its debit entry`);
  }
  return problems;
}

/** Outgoing transfers still waiting for the receiving bank (after the clock passed their time: lost due work). */
export async function unsettled(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('transfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('transfer_type', '=', 'local-bank')
    .where('status', '=', '0')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
