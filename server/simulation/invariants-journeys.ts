// The invariants of the journeys beyond payments (journeys.ts).
//   after every operation (checkJourneys):
//     - no e-cheque the operation deposited is deposited twice (one deposit per cheque,
//       whatever its outcome; all cheques in the whole-bank check);
//     - an e-cheque's state only goes forward: apply -> normal -> in-transit -> used or
//       back-to-bank; normal -> stopped; apply -> apply-failure; normal -> destroyed; apply or
//       normal -> internal-void; nothing leaves used, back-to-bank, stopped or the others;
//     - a confirmed deposit of a cheque is recorded once, for the depositing payee; a
//       confirmed stop left the cheque stopped with its fee entry; a confirmed early
//       withdrawal left the time deposit withdrawn under that key with its closing entry;
//     - an exchange is posted at its quote: the same amounts and rate, in integer minor units,
//       one entry of four lines (the sold amount out of the customer's account into the FX
//       position of that currency, the bought amount out of the FX position of the other into
//       the customer's account), each currency's lines summing to zero;
//   the whole bank (JourneyBaseline.check, with checkWholeBank):
//     - a time deposit's principal moved once: the bank's time-deposit account of each
//       currency holds the running deposits' principals (its difference from their sum is what
//       it was when the run began);
//     - due work done: no running time deposit past its maturity date, no deposited cheque past
//       its clearing date still pending, once the clock has passed them;
//     - one active binding per device: a device id is bound to one customer, once;
//     - no e-cheque deposited twice.
import type { Kysely } from 'kysely';
import { hkDate, isoAt } from '../clock.js';
import type { Database } from '../db/schema.js';
import { toSafeIntegerOrZero } from '../db/numbers.js';
import type { KeyRecord } from './invariants.js';
import type { Journeys } from './journeys.js';

type Db = Kysely<Database>;

const FORWARD: Record<string, readonly string[]> = {
  apply: ['normal', 'apply-failure', 'internal-void'],
  normal: ['in-transit', 'stopped', 'destroyed', 'internal-void'],
  'in-transit': ['used', 'back-to-bank'],
};

function confirmed(r: KeyRecord): boolean {
  return r.answers.includes('00000');
}

/**
 * `chequesWritten`: a statement wrote the e-cheques table during the operation (the fault layer
 * sees every statement of the bank's process, faults.ts); when none did, no cheque's state can
 * have moved and the table (which grows with the run, each row a cheque's file) is not read.
 */
export async function checkJourneys(db: Db, journeys: Journeys, touched: KeyRecord[], since: number, chequesWritten = true): Promise<string[]> {
  const problems: string[] = [];
  // Only a deposit (ITSI700006) writes a deposit row, so the cheques this operation tried to
  // deposit are the only ones that can have gained a second; the whole-bank check counts all.
  for (const r of touched) {
    if (r.code !== 'ITSI700006' || !r.chequeId) continue;
    const rows = await db.selectFrom('e_cheque_deposits').select('id').where('cheque_id', '=', r.chequeId).execute();
    if (rows.length > 1) problems.push(`e-cheque ${r.chequeId} deposited ${rows.length} times`);
  }

  const changed = chequesWritten ? await db.selectFrom('e_cheques').select(['id', 'status']).where('updated_at', '>=', isoAt(since)).execute() : [];
  for (const { id, status } of changed) {
    const was = journeys.chequeStatus.get(id);
    if (was !== undefined && was !== status && !FORWARD[was]?.includes(status)) problems.push(`e-cheque ${id} went from ${was} back to ${status}`);
    journeys.chequeStatus.set(id, status);
  }

  for (const r of touched) {
    if (!confirmed(r)) continue;
    const what = `${r.code} key ${r.key}`;
    if (r.code === 'ITSI700006') {
      const rows = await db.selectFrom('e_cheque_deposits').select('customer_id').where('cheque_id', '=', r.chequeId!).execute();
      if (rows.length !== 1 || rows[0]!.customer_id !== r.customerId) problems.push(`${what}: confirmed deposit of ${r.chequeId} recorded ${rows.length} times (${rows.map((x) => x.customer_id).join(',')})`);
    } else if (r.code === 'ITSI700007') {
      const cheque = await db.selectFrom('e_cheques').select(['status', 'stop_entry_id']).where('id', '=', r.chequeId!).executeTakeFirst();
      if (cheque?.status !== 'stopped' || !cheque.stop_entry_id) problems.push(`${what}: confirmed stop, but ${r.chequeId} is ${cheque?.status} (fee entry ${cheque?.stop_entry_id ?? 'none'})`);
    } else if (r.code === 'ITSI120007') {
      const td = await db.selectFrom('time_deposits').select(['status', 'withdraw_key', 'closing_entry_id']).where('id', '=', r.depositNo!).executeTakeFirst();
      if (td?.status !== 'withdrawn' || td.withdraw_key !== r.key || !td.closing_entry_id) problems.push(`${what}: confirmed withdrawal, but ${r.depositNo} is ${td?.status} (key ${td?.withdraw_key}, entry ${td?.closing_entry_id ?? 'none'})`);
    } else if (r.code === 'ITSI140004') {
      problems.push(...(await exchangeProblems(db, r)));
    }
  }
  return problems;
}

async function exchangeProblems(db: Db, r: KeyRecord): Promise<string[]> {
  const what = `exchange key ${r.key}`;
  const e = await db.selectFrom('fx_exchanges').selectAll().where('customer_id', '=', r.customerId).where('idempotency_key', '=', r.key).executeTakeFirst();
  if (!e) return []; // checkKeys reports a confirmed exchange that is not recorded
  const q = await db.selectFrom('fx_quotes').selectAll().where('id', '=', e.quote_id).executeTakeFirst();
  const problems: string[] = [];
  const sell = Number(e.sell_amount);
  const buy = Number(e.buy_amount);
  if (!Number.isSafeInteger(sell) || !Number.isSafeInteger(buy) || sell <= 0 || buy <= 0) problems.push(`${what}: amounts ${e.sell_amount} / ${e.buy_amount} are not positive integer minor units`);
  if (!q) return [...problems, `${what}: its quote ${e.quote_id} is gone`];
  if (Number(q.sell_amount) !== sell || Number(q.buy_amount) !== buy || Number(q.rate_micros) !== Number(e.rate_micros) || q.sell_currency !== e.sell_currency || q.buy_currency !== e.buy_currency)
    problems.push(`${what}: posted ${sell} ${e.sell_currency} -> ${buy} ${e.buy_currency} at ${e.rate_micros}, quoted ${q.sell_amount} -> ${q.buy_amount} at ${q.rate_micros}`);
  const lines = await db
    .selectFrom('postings')
    .innerJoin('accounts', 'accounts.id', 'postings.account_id')
    .select(['postings.account_id', 'postings.amount', 'accounts.currency', 'accounts.kind'])
    .where('postings.entry_id', '=', e.entry_id)
    .execute();
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(l.currency, (sums.get(l.currency) ?? 0) + Number(l.amount));
  for (const [currency, sum] of sums) if (sum !== 0) problems.push(`${what}: its ${currency} lines sum to ${sum}`);
  const out = lines.find((l) => l.account_id === e.from_account_id);
  const into = lines.find((l) => l.account_id === e.to_account_id);
  if (lines.length !== 4 || Number(out?.amount) !== -sell || Number(into?.amount) !== buy || lines.filter((l) => l.kind === 'fx-position').length !== 2)
    problems.push(`${what}: entry ${e.entry_id} is not the customer's -${sell} and +${buy} through the FX positions (${lines.map((l) => `${l.kind} ${l.amount} ${l.currency}`).join('; ')})`);
  return problems;
}

/** What the whole-bank journey checks compare against: the time-deposit accounts as the run began. */
export class JourneyBaseline {
  private constructor(private readonly heldOver: Map<string, number>) {}

  /** Per currency: the bank's time-deposit account less the running deposits' principals. */
  private static async heldOver(db: Db): Promise<Map<string, number>> {
    const accounts = await db.selectFrom('accounts').select(['currency', 'balance']).where('kind', '=', 'time-deposits').execute();
    const running = await db
      .selectFrom('time_deposits')
      .select(['currency', (eb) => eb.fn.sum<number | string>('principal').as('sum')])
      .where('status', '=', 'active')
      .groupBy('currency')
      .execute();
    const out = new Map<string, number>();
    for (const a of accounts) out.set(a.currency, (out.get(a.currency) ?? 0) + Number(a.balance));
    for (const r of running) out.set(r.currency, (out.get(r.currency) ?? 0) - Number(r.sum));
    return out;
  }

  static async read(db: Db): Promise<JourneyBaseline> {
    return new JourneyBaseline(await JourneyBaseline.heldOver(db));
  }

  async check(db: Db, now: number, dueWorkRan: boolean): Promise<string[]> {
    const problems: string[] = [];
    const held = await JourneyBaseline.heldOver(db);
    for (const currency of new Set([...held.keys(), ...this.heldOver.keys()])) {
      const was = this.heldOver.get(currency) ?? 0;
      const is = held.get(currency) ?? 0;
      if (was !== is) problems.push(`time deposits ${currency}: the bank's account and the running principals differ by ${is}, ${was} when the run began (a principal moved twice or not at all)`);
    }
    const devices = await db
      .selectFrom('token_devices')
      .select(['device_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('device_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    for (const d of devices) problems.push(`device ${d.device_id} has ${toSafeIntegerOrZero(d.n)} token bindings`);
    const twice = await db
      .selectFrom('e_cheque_deposits')
      .select(['cheque_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('cheque_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    for (const t of twice) problems.push(`e-cheque ${t.cheque_id} deposited ${toSafeIntegerOrZero(t.n)} times`);
    if (dueWorkRan) problems.push(...(await this.dueProblems(db, now)));
    return problems;
  }

  /** Due work done once the clock has passed it (after every clock move, and in the whole-bank check). */
  async dueProblems(db: Db, now: number): Promise<string[]> {
    const problems: string[] = [];
    const today = hkDate(now);
    const due = await db.selectFrom('time_deposits').select(['id', 'maturity_date']).where('status', '=', 'active').where('maturity_date', '<', today).execute();
    for (const d of due) problems.push(`time deposit ${d.id} matured on ${d.maturity_date} and is still running (due work lost)`);
    const pending = await db.selectFrom('e_cheque_deposits').select(['cheque_id', 'clearing_date']).where('status', '=', 'pending').where('clearing_date', '<', today).execute();
    for (const p of pending) problems.push(`e-cheque ${p.cheque_id} was due to clear on ${p.clearing_date} and is still pending (due work lost)`);
    return problems;
  }
}
