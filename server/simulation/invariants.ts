// What must hold after every operation, whatever was drawn and whatever failed:
//   per payment key (checkKeys, after each operation that sent one):
//     - a confirmed instruction is recorded exactly once, under the reference the client was
//       told, with its debit entry; a refused one not at all; an unanswered one at most once;
//     - every repeat of a key answered as the first (same data; never a refusal after a yes);
//     - its audit event (the one-time code that confirmed it, within minutes of its start) and the definition hash of the
//       journey that sent it (flow provenance);
//   the whole bank (checkWholeBank, after every Nth operation and every clock move):
//     - the ledger balances (tests/unit/server/support/ledger-check.ts: entries sum to zero, cached
//       balances are their postings' sums, each currency sums to zero);
//     - no customer balance below zero (no account has an overdraft);
//     - no customer sent more in a Hong Kong day than the bank's daily limit;
//     - no instruction posted twice (one entry per kind and reference: transfers, settlements,
//       returns, bill payments), every transfer with its debit entry;
//     - due work done once the clock has passed it, and once: no local-bank transfer of an
//       earlier day left unsettled, no bill payment of an earlier date left unexecuted, no
//       standing instruction left behind its date, none run twice for one date.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hkDate, isoAt } from '../clock.js';
import type { Database } from '../db/schema.js';
import { toSafeIntegerOrZero } from '../db/numbers.js';
import { parseFlowHeader } from '../services/bank/flow-provenance.js';
import { builtDefinitionFor } from '../services/bank/flow-registry/built-definitions.js';
import { COUNTED_STATUSES } from '../services/money/transfers/daily-limit.js';
import { ledgerProblems } from '../../tests/unit/server/support/ledger-check.js';

/** How long after an instruction's start its audit event may be written (a few sends of the driver). */
const AUDIT_WINDOW_MS = 5 * 60_000;

/** Instructions recorded in a row of their own, under their key (checked here); the others' effects are checked in invariants-journeys.ts. */
const RECORDED = new Set(['ITSI300001', 'ITSI300005', 'ITSI310002', 'ITSI600003', 'ITSI300011', 'ITSI140004', 'ITSI120003']);
/** Transfers and exchanges: each has its entry in the ledger from the start. */
const POSTED = new Set(['ITSI300001', 'ITSI300005', 'ITSI310002', 'ITSI140004', 'ITSI120003']);

export interface KeyRecord {
  code: 'ITSI300001' | 'ITSI300005' | 'ITSI310002' | 'ITSI600003' | 'ITSI300011' | 'ITSI140004' | 'ITSI120003' | 'ITSI120007' | 'ITSI700006' | 'ITSI700007';
  customerId: string;
  key: string;
  amount: number;
  /** Every answer's code in order; null: no answer reached the client. */
  answers: (string | null)[];
  /** The data of the first confirmation, and its reference. */
  first?: string;
  reference?: string;
  /** The data of a later confirmation that differed from the first. */
  mismatch?: string;
  /** The e-cheque a deposit or stop named, the time deposit a withdrawal named. */
  chequeId?: string;
  depositNo?: string;
}

interface Row {
  reference_no: string;
  entry_id: string | null;
  created_at: string;
  amount: number;
}

async function rowsOf(db: Kysely<Database>, r: KeyRecord): Promise<Row[]> {
  if (r.code === 'ITSI140004') {
    return db.selectFrom('fx_exchanges').select(['reference_no', 'entry_id', 'created_at', 'sell_amount as amount']).where('customer_id', '=', r.customerId).where('idempotency_key', '=', r.key).execute();
  }
  if (r.code === 'ITSI120003') {
    return db.selectFrom('time_deposits').select(['reference_no', 'entry_id', 'placed_at as created_at', 'principal as amount']).where('customer_id', '=', r.customerId).where('idempotency_key', '=', r.key).execute();
  }
  if (r.code === 'ITSI300011') {
    return db.selectFrom('transfer_plans').select(['id as reference_no', 'created_at', 'amount']).select((eb) => eb.val<string | null>(null).as('entry_id')).where('customer_id', '=', r.customerId).where('idempotency_key', '=', r.key).execute();
  }
  if (r.code !== 'ITSI600003') {
    return db.selectFrom('transfers').select(['reference_no', 'entry_id', 'created_at', 'amount']).where('customer_id', '=', r.customerId).where('idempotency_key', '=', r.key).execute();
  }
  // A bill payment's key is kept with its answer (bill_requests), which names the payment.
  const kept = await db.selectFrom('bill_requests').select('response_json').where('customer_id', '=', r.customerId).where('idempotency_key', '=', r.key).execute();
  const references = kept.map((k) => (JSON.parse(k.response_json) as { payment?: { referenceNo?: string } }).payment?.referenceNo ?? '');
  if (references.length === 0) return [];
  const rows = await db.selectFrom('bill_payments').select(['reference_no', 'entry_id', 'created_at', 'amount']).where('reference_no', 'in', references).execute();
  return rows.length === kept.length ? rows : [...rows, ...references.filter((ref) => !rows.some((row) => row.reference_no === ref)).map((ref) => ({ reference_no: `${ref} (kept answer without its payment)`, entry_id: null, created_at: '', amount: -1 }))];
}

export async function checkKeys(db: Kysely<Database>, records: KeyRecord[]): Promise<string[]> {
  const problems: string[] = [];
  for (const r of records) {
    const what = `${r.code} key ${r.key}`;
    if (r.mismatch) problems.push(`${what}: a repeat answered ${r.mismatch}, the first answer was ${r.first}`);
    const yes = r.answers.indexOf('00000');
    const laterNo = yes >= 0 ? r.answers.slice(yes + 1).find((a) => a !== null && a !== '00000') : undefined;
    if (laterNo) problems.push(`${what}: confirmed, then a repeat was refused with ${laterNo}`);
    if (!RECORDED.has(r.code)) continue;
    const rows = await rowsOf(db, r);
    if (rows.length > 1) problems.push(`${what}: recorded ${rows.length} times`);
    const refused = yes < 0 && r.answers.length > 0 && r.answers.every((a) => a !== null);
    if (refused && rows.length > 0) problems.push(`${what}: refused (${r.answers.join(',')}) but recorded as ${rows[0]!.reference_no}`);
    if (yes < 0) continue;
    const row = rows[0];
    if (!row) {
      problems.push(`${what}: confirmed as ${r.reference} but not recorded`);
      continue;
    }
    if (row.reference_no !== r.reference) problems.push(`${what}: confirmed as ${r.reference}, recorded as ${row.reference_no}`);
    if (Number(row.amount) !== r.amount) problems.push(`${what}: for ${r.amount}, recorded for ${row.amount}`);
    if (POSTED.has(r.code) && !row.entry_id) problems.push(`${what}: transfer ${row.reference_no} without its debit entry`);
    const expected = parseFlowHeader(builtDefinitionFor(r.code));
    const provenance = await db.selectFrom('flow_provenance').select('flow_hash').where('customer_id', '=', r.customerId).where('tx_code', '=', r.code).where('idempotency_key', '=', r.key).executeTakeFirst();
    if (expected && (!provenance || provenance.flow_hash !== expected.hash)) problems.push(`${what}: no definition hash kept (${provenance?.flow_hash ?? 'none'})`);
    // The instruction reads the clock when it starts, the audit event when the code is checked:
    // another request may move the clock in between (the driver's clock moves 30 s a send).
    const audit = await db
      .selectFrom('auth_events')
      .select('id')
      .where('customer_id', '=', r.customerId)
      .where('event', '=', 'token-otp')
      .where('outcome', '=', 'success')
      .where('at', '>=', row.created_at)
      .where('at', '<=', isoAt(Date.parse(row.created_at) + AUDIT_WINDOW_MS))
      .executeTakeFirst();
    if (!audit) problems.push(`${what}: no audit event of the code that confirmed it at ${row.created_at}`);
  }
  return problems;
}

export async function checkWholeBank(app: FastifyInstance, now: number, dueWorkRan: boolean): Promise<string[]> {
  const db = app.bank.store.db;
  const problems = await ledgerProblems(db);
  const negative = await db.selectFrom('accounts').select(['account_no', 'balance']).where('kind', '=', 'customer').where('balance', '<', 0).execute();
  for (const a of negative) problems.push(`account ${a.account_no} is at ${a.balance}, below zero`);

  const limits = app.bank.settings.dailyLimits as Record<string, number>;
  const sent = new Map<string, number>();
  const transfers = await db.selectFrom('transfers').select(['customer_id', 'currency', 'amount', 'created_at']).where('status', 'in', COUNTED_STATUSES).execute();
  for (const t of transfers) {
    const day = `${t.customer_id} ${t.currency} ${hkDate(Date.parse(t.created_at))}`;
    sent.set(day, (sent.get(day) ?? 0) + t.amount);
  }
  for (const [day, total] of sent) {
    const limit = limits[day.split(' ')[1]!];
    if (limit !== undefined && total > limit) problems.push(`${day}: sent ${total}, over the daily limit ${limit}`);
  }

  const doubled = await db
    .selectFrom('journal_entries')
    .select(['kind', 'reference', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('kind', 'in', ['transfer', 'settlement', 'transfer-return', 'bill-payment', 'currency-exchange', 'time-deposit', 'e-cheque', 'e-cheque-stop-fee'])
    .groupBy(['kind', 'reference'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  for (const d of doubled) problems.push(`${d.kind} entry ${d.reference} posted ${toSafeIntegerOrZero(d.n)} times`);
  // A standing instruction runs once per date: its transfers' keys are plan-<id>-<date>.
  const planRuns = await db
    .selectFrom('transfers')
    .select(['idempotency_key', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('idempotency_key', 'like', 'plan-%')
    .groupBy('idempotency_key')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  for (const r of planRuns) problems.push(`standing instruction run ${r.idempotency_key} made ${toSafeIntegerOrZero(r.n)} transfers`);
  const missing = await db.selectFrom('transfers').leftJoin('journal_entries', 'journal_entries.id', 'transfers.entry_id').select('transfers.reference_no').where('journal_entries.id', 'is', null).execute();
  for (const m of missing) problems.push(`transfer ${m.reference_no} has no debit entry`);

  if (dueWorkRan) problems.push(...(await dueWorkProblems(app, now)));
  return problems;
}

/** Due work done once the clock has passed it (after every clock move, and in the whole-bank check). */
export async function dueWorkProblems(app: FastifyInstance, now: number): Promise<string[]> {
  const db = app.bank.store.db;
  const problems: string[] = [];
  const today = hkDate(now);
  const unsettled = await db
    .selectFrom('transfers')
    .select('reference_no')
    .where('transfer_type', '=', 'local-bank')
    .where('status', '=', '0')
    .where('value_date', '<', today)
    .where('created_at', '<', isoAt(now - app.bank.settings.settleSeconds * 1000))
    .execute();
  for (const t of unsettled) problems.push(`transfer ${t.reference_no} of an earlier day was never settled (due work lost)`);
  const unpaid = await db.selectFrom('bill_payments').select('reference_no').where('status', 'in', ['0', '1']).where('effective_date', '<', today).execute();
  for (const b of unpaid) problems.push(`bill payment ${b.reference_no} of an earlier date was never executed (due work lost)`);
  const idle = await db.selectFrom('transfer_plans').select(['id', 'next_date']).where('status', '=', 'active').where('next_date', '<', today).execute();
  for (const p of idle) problems.push(`transfer plan ${p.id} was due on ${p.next_date} and never ran (due work lost)`);
  return problems;
}
