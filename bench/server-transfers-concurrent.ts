// Benchmark 5c: same-bank transfers (ITSI300001) from 32 concurrent clients to the real server
// process (`server/main.ts` on a SQLite file, listening on a loopback port) over keep-alive
// HTTP, then the ledger checked in the database file.
//
// Each client is its own benchmark customer with a session (logged on with password + SMS
// code, like a browser) and sends HKD 1.00 to the next client's account, each transfer with a
// fresh idempotency key and the current TOTP code of a device not used before in the run (the
// bank accepts a code once per device and 30-second step; see bench/lib/bench-customers.ts).
// Counted: transfers answered 00000 during the measured phase ÷ its wall time; the devices'
// TOTP codes for the phase are made just before it (as an authenticator app has them ready),
// the bank still verifies every one; latency is from sending the request to having parsed the
// answer. Log-on and warm-up transfers are outside the measured phase.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOTP, Secret } from 'otpauth';
import { OWN_BANK_CODE } from '../server/config.js';
import { openStore } from '../server/db/connect.js';
import { toSafeIntegerOrZero } from '../server/db/numbers.js';
import { ledgerProblems } from '../tests/unit/server/support/ledger-check';
import { BENCH_PASSWORD, OPENING_BALANCE, seedBenchCustomers, type BenchCustomer } from './lib/bench-customers';
import { BankHttpClient, cpuMsOf, cpuSplitOf, startServerProcess, type CpuSplit } from './lib/http-bank';
import { nowMs, percentile } from './lib/measure';
import { emit, fmt, isMain, type BenchRow } from './lib/result';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const TRANSFERS_PER_CLIENT = Number(process.env.BENCH_TRANSFERS_PER_CLIENT ?? 500);
const WARMUP_PER_CLIENT = 20;
const AMOUNT = 100; // HKD 1.00
const BUDGET_PER_SECOND = 2000;
const BUDGET_P99_MS = 50;
/** The bank's own CPU per transfer: at 0.5 ms one core carries 2,000 a second. */
const BUDGET_CPU_MS = 0.5;

/** Password, then the SMS code read from the sandbox outbox (ITSI320010), as the tests log on. */
async function logOn(client: BankHttpClient, loginId: string): Promise<string> {
  const first = await client.call<{ secondFactor: { ticket: string } }>('ITSI100001', { loginId, password: BENCH_PASSWORD });
  if (first.header.responseCode !== '00000') throw new Error(`log-on ${loginId}: ${first.header.responseCode}`);
  const { ticket } = first.data.secondFactor;
  const sent = await client.call<{ challengeId: string; transactionId: string }>('ITSI100005', { ticket });
  if (sent.header.responseCode !== '00000') throw new Error(`log-on SMS ${loginId}: ${sent.header.responseCode}`);
  const outbox = await client.call<{ messages: { body: string }[] }>('ITSI320010', {});
  const body = outbox.data.messages.find((m) => m.body.includes(sent.data.transactionId))?.body ?? '';
  const code = /one-time password is (\d{6})/.exec(body)?.[1];
  if (!code) throw new Error(`no SMS code for ${loginId}`);
  const done = await client.call<{ token: string }>('ITSI100004', { ticket, method: 'sms', challengeId: sent.data.challengeId, otp: code });
  if (done.header.responseCode !== '00000') throw new Error(`log-on second factor ${loginId}: ${done.header.responseCode}`);
  return done.data.token;
}

interface ClientRun {
  from: BenchCustomer;
  to: BenchCustomer;
  token: string;
  nextDevice: number;
  /** Codes made before the phase, by device and 30-second step (a device's own client work). */
  codes: Map<string, string>;
}

const STEP_MS = 30_000;
/** Steps of codes made ahead of a phase: two minutes; later steps are made when needed. */
const STEPS_AHEAD = 4;

function totpOf(seed: string): TOTP {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(seed) });
}

/**
 * Makes the codes of the devices a phase will use, for the current step and the next ones,
 * before the phase starts: an authenticator app's work, not the bank's, and on the same two
 * cores as the server it would otherwise be counted against the server's rate.
 */
function prepareCodes(runs: ClientRun[], count: number): void {
  const firstStep = Math.floor(Date.now() / STEP_MS);
  for (const run of runs) {
    run.codes.clear();
    for (const device of run.from.devices.slice(run.nextDevice, run.nextDevice + count)) {
      const totp = totpOf(device.seed);
      for (let step = firstStep; step < firstStep + STEPS_AHEAD; step += 1) {
        run.codes.set(`${device.deviceId}@${step}`, totp.generate({ timestamp: step * STEP_MS }));
      }
    }
  }
}

/** One transfer with the next unused device's current code; returns its latency in ms. */
async function transfer(client: BankHttpClient, run: ClientRun): Promise<number> {
  const device = run.from.devices[run.nextDevice++];
  if (!device) throw new Error('ran out of benchmark devices');
  const now = Date.now();
  const otp = run.codes.get(`${device.deviceId}@${Math.floor(now / STEP_MS)}`) ?? totpOf(device.seed).generate({ timestamp: now });
  const payload = {
    fromAccountId: run.from.accountId,
    payee: { name: run.to.nameEn, bankCode: OWN_BANK_CODE, accountNo: run.to.accountNo },
    currency: 'HKD',
    amount: AMOUNT,
    idempotencyKey: `bench-${randomBytes(12).toString('hex')}`,
    auth: { method: 'mobile-token', deviceId: device.deviceId, otp },
  };
  const start = nowMs();
  const answer = await client.call('ITSI300001', payload, run.token);
  const ms = nowMs() - start;
  if (answer.header.responseCode !== '00000') throw new Error(`transfer refused: ${answer.header.responseCode} ${answer.header.responseMessage}`);
  return ms;
}

/** Every client sends `count` transfers one after another; all clients at once. */
async function phase(client: BankHttpClient, runs: ClientRun[], count: number): Promise<{ latencies: number[]; wallMs: number }> {
  prepareCodes(runs, count);
  const latencies: number[] = [];
  const start = nowMs();
  await Promise.all(
    runs.map(async (run) => {
      for (let i = 0; i < count; i += 1) latencies.push(await transfer(client, run));
    }),
  );
  return { latencies, wallMs: nowMs() - start };
}

/** Ledger invariants plus: each benchmark account sent and received exactly its transfers. */
async function checkLedger(file: string, customers: BenchCustomer[], perClient: number): Promise<string[]> {
  const store = openStore(file);
  try {
    const problems = await ledgerProblems(store.db);
    const expected = perClient * AMOUNT;
    for (const c of customers) {
      const flows = await store.db
        .selectFrom('postings')
        .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
        .select([
          (eb) => eb.fn.sum<number>(eb.case().when('postings.amount', '<', 0).then(eb.ref('postings.amount')).else(0).end()).as('out'),
          (eb) => eb.fn.sum<number>(eb.case().when('postings.amount', '>', 0).then(eb.ref('postings.amount')).else(0).end()).as('in'),
        ])
        .where('postings.account_id', '=', c.accountId)
        .where('journal_entries.kind', '=', 'transfer')
        .executeTakeFirstOrThrow();
      const sent = -toSafeIntegerOrZero(flows.out);
      const received = toSafeIntegerOrZero(flows.in);
      if (sent !== expected) problems.push(`${c.loginId} sent ${sent}, expected ${expected}`);
      if (received !== expected) problems.push(`${c.loginId} received ${received}, expected ${expected}`);
      const account = await store.db.selectFrom('accounts').select('balance').where('id', '=', c.accountId).executeTakeFirstOrThrow();
      if (account.balance !== OPENING_BALANCE - sent + received) problems.push(`${c.loginId} balance ${account.balance} after sending ${sent} and receiving ${received}`);
      const rows = await store.db
        .selectFrom('transfers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', c.customerId)
        .where('status', '=', '1')
        .executeTakeFirstOrThrow();
      if (Number(rows.n) !== perClient) problems.push(`${c.loginId} has ${rows.n} completed transfers, expected ${perClient}`);
    }
    return problems;
  } finally {
    await store.db.destroy();
  }
}

export async function runServerTransfersConcurrent(): Promise<BenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-bench-concurrent-'));
  const file = path.join(dir, 'bank.sqlite');
  const seedKey = randomBytes(32);
  try {
    const perClient = WARMUP_PER_CLIENT + TRANSFERS_PER_CLIENT;
    const customers = await seedBenchCustomers(file, seedKey, CLIENTS, perClient);
    const server = await startServerProcess(
      {
        PORT: process.env.BENCH_SERVER_PORT ?? '0',
        HOST: '127.0.0.1',
        DATABASE_URL: file,
        TOKEN_SEED_KEY: seedKey.toString('hex'),
        // 32 clients from one address would meet the per-IP limit at once; it stays in the path.
        API_RATE_LIMIT_PER_MINUTE: '100000000',
      },
      process.env.BENCH_SERVER_NODE_ARGS ? process.env.BENCH_SERVER_NODE_ARGS.split(' ') : [],
    );
    const client = new BankHttpClient('127.0.0.1', server.port, CLIENTS);
    let measured: { latencies: number[]; wallMs: number };
    let serverCpuMs: number | null = null;
    let split: CpuSplit | null = null;
    let clientCpuMs = 0;
    try {
      const runs: ClientRun[] = [];
      for (const [i, from] of customers.entries()) {
        runs.push({ from, to: customers[(i + 1) % customers.length]!, token: await logOn(client, from.loginId), nextDevice: 0, codes: new Map() });
      }
      await phase(client, runs, WARMUP_PER_CLIENT);
      const cpuBefore = cpuMsOf(server.child.pid);
      const splitBefore = cpuSplitOf(server.child.pid);
      const ownBefore = process.cpuUsage();
      measured = await phase(client, runs, TRANSFERS_PER_CLIENT);
      const own = process.cpuUsage(ownBefore);
      const cpuAfter = cpuMsOf(server.child.pid);
      const splitAfter = cpuSplitOf(server.child.pid);
      // Threads that ended during the phase drop out of the split (not of the total).
      if (splitBefore && splitAfter) {
        split = {
          mainUser: splitAfter.mainUser - splitBefore.mainUser,
          mainSystem: splitAfter.mainSystem - splitBefore.mainSystem,
          otherThreads: splitAfter.otherThreads - splitBefore.otherThreads,
        };
      }
      // This process's CPU in the phase (the 32 clients, making the phase's codes included).
      clientCpuMs = (own.user + own.system) / 1000;
      if (cpuBefore !== null && cpuAfter !== null) serverCpuMs = cpuAfter - cpuBefore;
    } finally {
      client.close();
      await server.stop();
    }

    const problems = await checkLedger(file, customers, perClient);
    if (problems.length > 0) process.stderr.write(`ledger problems:\n  ${problems.slice(0, 20).join('\n  ')}\n`);
    const { latencies, wallMs } = measured;
    const rate = latencies.length / (wallMs / 1000);
    const cpu =
      (serverCpuMs === null ? '' : `, server CPU ${fmt(serverCpuMs / latencies.length)} ms/transfer`) +
      `, clients CPU ${fmt(clientCpuMs / latencies.length)} ms/transfer`;
    const detail = `${CLIENTS} clients × ${TRANSFERS_PER_CLIENT}, keep-alive HTTP to server/main.ts, SQLite file${cpu}, load ${os.loadavg()[0]!.toFixed(1)}`;
    const p99 = percentile(latencies, 99);
    const cpuRow: BenchRow[] =
      serverCpuMs === null
        ? []
        : [
            {
              // The bank process's CPU time (user + system, every thread: what process.cpuUsage()
              // reports inside it), not wall time: the clients' share of the two cores moves the
              // rate and the latencies, hardly this.
              name: 'server: CPU per concurrent same-bank transfer',
              value: serverCpuMs / latencies.length,
              unit: 'ms',
              budget: { kind: 'max', limit: BUDGET_CPU_MS },
              detail:
                `bank process user + system CPU over the measured phase ÷ transfers; ${fmt(rate)} transfers/s, p99 ${fmt(p99)} ms at ${CLIENTS} clients` +
                (split
                  ? `; main thread user ${fmt(split.mainUser / latencies.length)} + system ${fmt(split.mainSystem / latencies.length)} ms, other threads ${fmt(split.otherThreads / latencies.length)} ms`
                  : '') +
                `; clients CPU ${fmt(clientCpuMs / latencies.length)} ms/transfer`,
            },
          ];
    return [
      ...cpuRow,
      { name: 'server: concurrent same-bank transfers', value: rate, unit: 'transfers/s', budget: { kind: 'min', limit: BUDGET_PER_SECOND }, detail },
      {
        name: 'server: concurrent transfer latency p99',
        value: p99,
        unit: 'ms',
        budget: { kind: 'max', limit: BUDGET_P99_MS },
        detail: `median ${fmt(percentile(latencies, 50))} ms, p95 ${fmt(percentile(latencies, 95))} ms, max ${fmt(Math.max(...latencies))} ms`,
      },
      {
        name: 'server: ledger problems after concurrent run',
        value: problems.length,
        unit: 'problems',
        budget: { kind: 'max', limit: 0 },
        detail: 'journals sum to 0, balances = postings, each account sent and received its transfers',
      },
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) emit(await runServerTransfersConcurrent());
