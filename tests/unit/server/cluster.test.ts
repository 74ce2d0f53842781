// Two bank processes (server/main.ts, as `npm start` runs it) on one PostgreSQL database:
// the sandbox clock, the API rate limit, the FPS look-up limit and the log-on lock are one for
// both, and over days of the sandbox clock every due instruction (local-bank settlement,
// forward-dated bill payments, transfer plans, regular payments, e-cheque clearing, time
// deposit maturity) is executed exactly once although both processes run the due work on a
// fast timer and both move the clock, at times at the same moment.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { DEMO_STAFF, STAFF_PASSWORD } from '../../../server/seed/staff-accounts.js';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { ManualClock } from '../../../server/clock.js';
import { openStore, type Store } from '../../../server/db/connect.js';
import { TOO_MANY } from '../../../server/api/errors.js';
import { BankClient, type Envelope } from '../../../load/lib/http-client.js';
import { startBankProcess, type BankProcess } from '../../../load/lib/bank-process.js';
import { account, activateToken, bankClient, idempotencyKey, otp, type Bank } from './support/helpers.js';
import { ledgerProblems } from './support/ledger-check.js';
import { pgBinaries, startPgCluster, type PgCluster } from './support/pg-cluster.js';

/** Tuesday 12 March 2030, 10:00 in Hong Kong: the instructions fall due on Wednesday the 13th. */
const PREP_START = '2030-03-12T02:00:00.000Z';
const DUE_DATE = '2030-03-13';
const RATE_LIMIT = 60;

let pg: PgCluster | undefined;
let store: Store;
const seedKey = randomBytes(32).toString('hex');
let a: BankProcess;
let b: BankProcess;
let prepEnd = 0;
/** Made before the processes started: local-bank transfers waiting to settle, active time deposits. */
let waiting: { reference_no: string }[] = [];
let activeDeposits: { id: string }[] = [];
/** The regular payments made here (the demo data has its own). */
let schedules: string[] = [];

/** A client per source address: the per-IP limit counts each apart (127.0.0.0/8 is all loopback). */
function client(proc: BankProcess, address: string): BankClient {
  return new BankClient('127.0.0.1', proc.port, { localAddress: address, sockets: 8 });
}

async function call<T = Record<string, any>>(c: BankClient, code: string, payload: object = {}, token?: string): Promise<Envelope<T>> {
  return (await c.call<T>(code, payload, token)).envelope;
}

/** Log-on with the password and the SMS code from the sandbox outbox, as the browser does. */
async function logOn(c: BankClient, loginId: string): Promise<string> {
  const first = await call<{ secondFactor: { ticket: string } }>(c, 'ITSI100001', { loginId, password: 'Demo@2026' });
  const { ticket } = first.data.secondFactor;
  const sent = await call<{ challengeId: string; transactionId: string }>(c, 'ITSI100005', { ticket });
  const outbox = await call<{ messages: { body: string }[] }>(c, 'ITSI320010', {});
  const code = /one-time password is (\d{6})/.exec(outbox.data.messages.find((m) => m.body.includes(sent.data.transactionId))?.body ?? '')?.[1];
  const done = await call<{ token: string }>(c, 'ITSI100004', { ticket, method: 'sms', challengeId: sent.data.challengeId, otp: code });
  if (done.header.responseCode !== '00000') throw new Error(`log-on ${loginId}: ${done.header.responseCode}`);
  return done.data.token;
}

/** The instructions that fall due, made through the bank's own codes before the processes start. */
async function prepare(url: string): Promise<void> {
  const clock = new ManualClock(PREP_START);
  const bank: Bank = bankClient(await buildServer({ databaseUrl: url, clock, sweepIntervalMs: 0, tokenSeedKey: seedKey }), clock);
  try {
    const next = () => clock.advance(30_000); // one token code per 30-second step
    const ok = (res: { header: { responseCode: string } }, what: string) => {
      if (res.header.responseCode !== '00000') throw new Error(`${what}: ${res.header.responseCode}`);
    };
    const chan = await bank.login('chan.taiman');
    const wong = await bank.login('wong.siuming');
    const lee = await bank.login('lee.kayan');
    const [chanToken, wongToken, leeToken] = [await activateToken(bank, chan), await activateToken(bank, wong), await activateToken(bank, lee)];
    const auth = (d: { deviceId: string; seed: string }) => ({ method: 'mobile-token', deviceId: d.deviceId, otp: otp(d.seed, clock) });
    const chanHkd = await account(bank, chan, '01', 'HKD');
    const wongHkd = await account(bank, wong, '01', 'HKD');
    const leeHkd = await account(bank, lee, '02', 'HKD');
    for (let i = 0; i < 3; i += 1) {
      next();
      ok(await bank.call('ITSI300001', { fromAccountId: chanHkd.accountId, payee: { name: 'CHEUNG KA FAI', bankCode: '004', accountNo: '817263540838' }, currency: 'HKD', amount: 1_000 + i, idempotencyKey: idempotencyKey(), auth: auth(chanToken) }, { token: chan }), 'local-bank transfer');
      ok(await bank.call('ITSI600003', { merchantId: 'M2401', billType: '01', billNo: '1234567890', fromAccountId: wongHkd.accountId, currency: 'HKD', amount: 100_00 + i, paymentDate: DUE_DATE, needReceipt: 'N', idempotencyKey: idempotencyKey(), auth: auth(wongToken) }, { token: wong }), 'forward-dated bill');
      ok(await bank.call('ITSI300011', { fromAccountId: leeHkd.accountId, payee: { name: 'HO CHI KEUNG', bankCode: '012', accountNo: '01287500123456' }, currency: 'HKD', amount: 200_00 + i, frequency: 'once', startDate: DUE_DATE, idempotencyKey: idempotencyKey(), auth: auth(leeToken) }, { token: lee }), 'transfer plan');
      const cheque = await bank.call('ITSI700008', { drawerLoginId: 'lee.kayan', payeeName: 'Chan Tai Man', currency: 'HKD', amount: 300_00 + i });
      ok(cheque, 'sandbox cheque');
      ok(await bank.call('ITSI700006', { toAccountId: chanHkd.accountId, fileBase64: cheque.data.contentBase64, idempotencyKey: idempotencyKey() }, { token: chan }), 'cheque deposit');
    }
    const seeded = (await bank.app.bank.store.db.selectFrom('regular_payments').select('id').execute()).map((r) => r.id);
    for (let i = 0; i < 2; i += 1) {
      next();
      ok(await bank.call('ITSI630003', { merchantId: 'M2401', billType: '01', billNo: `12345678${i}0`, fromAccountId: wongHkd.accountId, amount: 50_00 + i, paymentDay: 13, startMonth: '203003', endOption: '2', receipt: 'N', idempotencyKey: idempotencyKey(), auth: auth(wongToken) }, { token: wong }), 'regular payment');
    }
    prepEnd = clock.now();
    const { db } = bank.app.bank.store;
    waiting = await db.selectFrom('transfers').select('reference_no').where('status', '=', '0').where('plan_id', 'is', null).execute();
    schedules = (await db.selectFrom('regular_payments').select('id').execute()).map((r) => r.id).filter((id) => !seeded.includes(id));
    activeDeposits = await db.selectFrom('time_deposits').select('id').where('status', '=', 'active').execute();
  } finally {
    await bank.close();
  }
}

describe.skipIf(!pgBinaries)('two bank processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    pg = await startPgCluster();
    await prepare(pg.url);
    store = openStore(pg.url);
    const env = { DATABASE_URL: pg.url, TOKEN_SEED_KEY: seedKey, PORT: '0', HOST: '127.0.0.1', DUE_WORK_INTERVAL_MS: '100', API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) };
    [a, b] = await Promise.all([startBankProcess({ env }), startBankProcess({ env })]);
    // Both processes to the time the instructions were made at.
    expect((await call(client(a, '127.0.0.3'), 'ITSI900002', { moveTo: new Date(prepEnd).toISOString() })).header.responseCode).toBe('00000');
  }, 300_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await store?.close();
    pg?.stop();
  });

  it('one clock: a move on one process is the time of the other, and survives its restart', async () => {
    const onA = client(a, '127.0.0.3');
    const moved = await onA.call('ITSI900002', { advanceMs: 60_000 });
    const onB = await client(b, '127.0.0.3').call('ITSI900002', {});
    const seen = Date.parse(onB.envelope.data.now);
    expect(seen).toBeGreaterThanOrEqual(Date.parse(moved.envelope.data.now));
    expect(seen - Date.parse(moved.envelope.data.now)).toBeLessThan(30_000);
    await b.stop();
    b = await startBankProcess({ env: { DATABASE_URL: pg!.url, TOKEN_SEED_KEY: seedKey, PORT: '0', HOST: '127.0.0.1', DUE_WORK_INTERVAL_MS: '100', API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
    const restarted = await client(b, '127.0.0.3').call('ITSI900002', {});
    expect(Date.parse(restarted.envelope.data.now)).toBeGreaterThanOrEqual(Date.parse(moved.envelope.data.now));
  }, 120_000);

  it('one API rate limit per client address, whichever process answers', async () => {
    const clients = [client(a, '127.0.0.2'), client(b, '127.0.0.2')];
    const codes: string[] = [];
    for (let i = 0; i < RATE_LIMIT + 20; i += 1) codes.push((await call(clients[i % 2]!, 'ITSI900002')).header.responseCode);
    expect(codes.filter((c) => c === '00000')).toHaveLength(RATE_LIMIT);
    expect(codes.filter((c) => c === TOO_MANY)).toHaveLength(20);
    // Another address has its own window.
    expect((await call(client(b, '127.0.0.4'), 'ITSI900002')).header.responseCode).toBe('00000');
  }, 120_000);

  it('counters commit without waiting for the disk; money and everything else as the server is set', async () => {
    // The test server itself runs without disk syncs (throwaway data), so what is checked is
    // where each pool's setting comes from: the bookkeeping sessions ask for it themselves.
    const setting = async (db: Store['db']) =>
      (await sql<{ setting: string; source: string }>`select setting, source from pg_settings where name = 'synchronous_commit'`.execute(db)).rows[0]!;
    expect(await setting(store.bookkeeping)).toEqual({ setting: 'off', source: 'client' });
    expect((await setting(store.db)).source).not.toBe('client');
  });

  it('one FPS look-up limit per customer and one log-on lock per login id', async () => {
    const onA = client(a, '127.0.0.5');
    const onB = client(b, '127.0.0.5');
    const token = await logOn(onA, 'chan.taiman');
    const lookups: string[] = [];
    for (let i = 0; i < 31; i += 1) {
      lookups.push((await call(i % 2 ? onB : onA, 'ITSI300004', { proxyType: 'MOBN', proxyValue: '98765432', currency: 'HKD', amount: 10_000 }, token)).header.responseCode);
    }
    expect(lookups.slice(0, 30).every((c) => c === '00000')).toBe(true);
    expect(lookups[30]).toBe(TOO_MANY);

    // Six wrong passwords at once, three to each process: five are counted as wrong, the
    // sixth finds the login id locked; then even the right password is refused.
    const guesses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(i % 2 ? client(b, '127.0.0.6') : client(a, '127.0.0.6'), 'ITSI100001', { loginId: 'no.such.customer', password: `Guess@${i}000` })),
    );
    const answers = guesses.map((g) => g.header.responseCode).sort();
    expect(answers).toEqual(['E000000429', 'E100000001', 'E100000001', 'E100000001', 'E100000001', 'E100000001']);
  }, 180_000);

  it('runs every due instruction exactly once while both processes run the due work and move the clock over days', async () => {
    const movers = Array.from({ length: 12 }, (_, i) => client(i % 2 ? b : a, `127.0.0.${20 + i}`));
    // Eight days in four-hour steps; every third step both processes move the clock at once.
    for (let step = 0; step < 48; step += 1) {
      const moves = step % 3 === 0 ? [movers[step % 12]!, movers[(step + 1) % 12]!] : [movers[step % 12]!];
      const answers = await Promise.all(moves.map((m) => call(m, 'ITSI900002', { advanceMs: moves.length === 2 ? 2 * 60 * 60_000 : 4 * 60 * 60_000 })));
      for (const answer of answers) expect(answer.header.responseCode).toBe('00000');
    }
    await new Promise((done) => setTimeout(done, 1_000)); // a few more timer rounds in both
    const { db } = store;
    const entries = async (kind: string, reference: string) =>
      Number((await db.selectFrom('journal_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', kind).where('reference', '=', reference).executeTakeFirstOrThrow()).n);

    // Local-bank transfers made before: each settled once.
    expect(waiting.length).toBe(3);
    for (const t of waiting) {
      expect(await entries('settlement', t.reference_no)).toBe(1);
    }
    // Forward-dated bill payments: each debited once and accepted.
    const bills = await db.selectFrom('bill_payments').select(['reference_no', 'status']).where('effective_date', '=', DUE_DATE).execute();
    expect(bills).toHaveLength(3);
    for (const bill of bills) {
      expect(bill.status).toBe('2');
      expect(await entries('bill-payment', bill.reference_no)).toBe(1);
    }
    // Transfer plans: one transfer each, settled once.
    const plans = await db.selectFrom('transfer_plans').select(['id', 'runs', 'status']).execute();
    expect(plans).toHaveLength(3);
    for (const plan of plans) {
      expect(plan).toMatchObject({ runs: 1, status: 'finished' });
      const made = await db.selectFrom('transfers').select(['reference_no']).where('plan_id', '=', plan.id).execute();
      expect(made).toHaveLength(1);
      expect(await entries('settlement', made[0]!.reference_no)).toBe(1);
    }
    // Regular payments: the March run of each, once.
    expect(schedules).toHaveLength(2);
    const runs = await db.selectFrom('regular_payment_runs').select(['schedule_id', 'month', 'reference_no', 'status']).where('schedule_id', 'in', schedules).execute();
    expect(runs).toHaveLength(2);
    for (const run of runs) {
      expect(run).toMatchObject({ month: '2030-03', status: 'done' });
      expect(await entries('bill-payment', run.reference_no)).toBe(1);
    }
    // Deposited e-cheques: each cleared once.
    const deposits = await db.selectFrom('e_cheque_deposits').innerJoin('e_cheques', 'e_cheques.id', 'e_cheque_deposits.cheque_id').select(['e_cheque_deposits.status', 'e_cheques.id', 'e_cheques.cheque_no']).execute();
    expect(deposits).toHaveLength(3);
    for (const d of deposits) {
      expect(d.status).toBe('cleared');
      expect(await entries('e-cheque', `${d.id}/${d.cheque_no}`)).toBe(1);
    }
    // The demo time deposit that matures within days: matured once (one entry per maturity).
    const matured = await db.selectFrom('time_deposits').select('id').where('id', 'in', activeDeposits.map((d) => d.id)).where('status', '!=', 'active').execute();
    expect(matured.length).toBeGreaterThanOrEqual(1);
    const maturityEntries = await db.selectFrom('journal_entries').select('id').where('kind', '=', 'time-deposit').where('created_at', '>', new Date(prepEnd).toISOString()).execute();
    expect(maturityEntries).toHaveLength(matured.length);

    expect(await ledgerProblems(db)).toEqual([]);
  }, 300_000);

  it('a journey published through one process is listed, served and accepted by the other within a minute', async () => {
    const FLOW = 'flows/transfer/transfer-create.json';
    const NOTE = 'Same-bank and local-bank transfers run 24 hours a day, every day.';
    const text = fs.readFileSync(FLOW, 'utf8').replace(NOTE, `${NOTE} Published on one process.`);
    // Each member of staff signs in on one process; the session, the keys and the approvals are in
    // the shared database, so the other process knows them.
    const c0 = client(a, '127.0.0.92');
    const bankNow = async () => Date.parse((await call<{ now: string }>(c0, 'ITSI900002', {})).data.now);
    const signIn = async (proc: BankProcess, loginId: string) => {
      const secret = DEMO_STAFF.find((m) => m.loginId === loginId)!.totpSecret;
      const otp = new TOTP({ period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: await bankNow() });
      const res = await fetch(`http://127.0.0.1:${proc.port}/api/studio/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId, password: STAFF_PASSWORD, otp }) });
      expect(res.status).toBe(200);
      return ((await res.json()) as { token: string }).token;
    };
    const tokens = { author: await signIn(a, 'author.one'), one: await signIn(b, 'approver.one'), two: await signIn(a, 'approver.two') };
    const studio = async (proc: BankProcess, action: string, body: object, token: string) =>
      (await fetch(`http://127.0.0.1:${proc.port}/api/studio/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-staff-token': token }, body: JSON.stringify(body) })).json();
    /** The approver's decision signed by a key of theirs, as their browser signs it. */
    const approveOn = async (proc: BankProcess, token: string, version: { number: number; hash: string; changeClass: string }) => {
      const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const { keyId } = await studio(proc, 'keys', { publicKey: crypto.createPublicKey(privateKey).export({ format: 'jwk' }) }, token);
      const message = `approve:transfer.create@${version.number}#${version.hash}|${version.changeClass}|all`;
      const signature = crypto.sign('sha256', Buffer.from(message), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
      expect(await studio(proc, 'decide', { flowId: 'transfer.create', number: version.number, decision: 'approve', keyId, signature }, token)).toEqual({ ok: true });
    };
    const listed = async () => ((await (await fetch(`http://127.0.0.1:${b.port}/journeys/published.json`)).json()) as { journeys: Record<string, { version: number; hash: string; bundle: string }> }).journeys['transfer.create'];
    // The other process has answered the list before (and keeps it for a few seconds).
    expect(await listed()).toBeUndefined();

    const draft = await studio(a, 'draft', { path: FLOW, text }, tokens.author);
    expect(draft).toMatchObject({ ok: true, version: { state: 'draft', changeClass: 'texts' } });
    const number = draft.version.number as number;
    await approveOn(b, tokens.one, draft.version);
    expect(await studio(a, 'publish', { flowId: 'transfer.create', number }, tokens.two)).toMatchObject({ ok: true });
    await expect.poll(async () => (await listed())?.version, { timeout: 60_000, interval: 500 }).toBe(number);
    const served = (await listed())!;
    const bundle = await fetch(`http://127.0.0.1:${b.port}/journeys/bundles/${served.bundle}`);
    expect(bundle.status).toBe(200);
    expect(await bundle.text()).toContain('Published on one process.');

    // The other process lets a request naming the version through to the transfer's own checks
    // (this one has no authentication and is refused by them); a forged hash stops before.
    const c = client(b, '127.0.0.91');
    const token = await logOn(c, 'lee.kayan');
    const named = (await c.call('ITSI300001', { amount: 1 }, token, `transfer.create@${number}#${served.hash}`)).envelope;
    expect(named.header.responseCode).not.toBe('00000');
    expect(named.header.responseCode).not.toBe('E000000409');
    const forged = (await c.call('ITSI300001', { amount: 1 }, token, `transfer.create@${number}#0123456789abcdef`)).envelope;
    expect(forged.header.responseCode).toBe('E000000409');

    const back = await studio(b, 'rollback', { flowId: 'transfer.create' }, tokens.one);
    expect(back).toMatchObject({ retired: { number } });
    await expect.poll(async () => (await listed())?.version, { timeout: 60_000, interval: 500 }).toBeUndefined();
  }, 180_000);
});
