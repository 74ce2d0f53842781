// Benchmark 5a: same-bank transfers through the whole server (route, session, contract
// validation, token check, one SQLite transaction on a file) one after another, then the
// ledger invariants. Every transfer carries a fresh idempotency key and a fresh TOTP code: the
// bank refuses a code at or before the device's last accepted 30-second step, so the manual
// clock moves one step before each transfer (10:00 to 12:40 Hong Kong time, one business day,
// far inside the daily limit and the 5-minute idle timeout).
import { OWN_BANK_CODE } from '../server/config.js';
import { account, activateToken, idempotencyKey, otp } from '../tests/unit/server/support/helpers';
import { ledgerProblems } from '../tests/unit/server/support/ledger-check';
import { startFileBank, timedCall } from './lib/bank';
import { median, percentile } from './lib/measure';
import { emit, fmt, isMain, type BenchRow } from './lib/result';

const TRANSFERS = 300;
const WARMUP = 20;
const AMOUNT = 100; // HKD 1.00
const BUDGET_PER_SECOND = 150;
const BUDGET_P95_MS = 25;

export async function runServerTransfers(): Promise<BenchRow[]> {
  const bank = await startFileBank();
  try {
    const chan = await bank.login('chan.taiman');
    const wong = await bank.login('wong.siuming');
    const device = await activateToken(bank, chan);
    const from = await account(bank, chan, '01', 'HKD');
    const to = await account(bank, wong, '01', 'HKD');

    const transfer = async (): Promise<number> => {
      bank.clock.advance(30_000);
      const payload = {
        fromAccountId: from.accountId,
        payee: { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: to.accountNo },
        currency: 'HKD',
        amount: AMOUNT,
        idempotencyKey: idempotencyKey(),
        auth: { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) },
      };
      const { ms, body } = await timedCall(bank, 'ITSI300001', payload, chan);
      if (body.header.responseCode !== '00000') throw new Error(`transfer refused: ${body.header.responseCode}`);
      return ms;
    };

    for (let i = 0; i < WARMUP; i += 1) await transfer();
    const latencies: number[] = [];
    for (let i = 0; i < TRANSFERS; i += 1) latencies.push(await transfer());
    // Sequential, so the rate is the count over the time spent inside the server (client-side
    // work between requests, like making the TOTP code, is not the server's).
    const serverS = latencies.reduce((a, b) => a + b, 0) / 1000;

    // Money moved exactly once per transfer, and the books still balance.
    const moved = from.balance - (await account(bank, chan, '01', 'HKD')).balance;
    const problems = await ledgerProblems(bank.app);
    if (moved !== (TRANSFERS + WARMUP) * AMOUNT) problems.push(`from-account moved ${moved}, expected ${(TRANSFERS + WARMUP) * AMOUNT}`);
    const { total } = await bank.app.bank.store.db
      .selectFrom('postings')
      .select((eb) => eb.fn.sum<number>('amount').as('total'))
      .executeTakeFirstOrThrow();
    if (Number(total) !== 0) problems.push(`all postings sum to ${total}`);
    if (problems.length > 0) process.stderr.write(`ledger problems:\n  ${problems.join('\n  ')}\n`);

    const detail = `${TRANSFERS} sequential, SQLite file (WAL)`;
    return [
      { name: 'server: same-bank transfers', value: TRANSFERS / serverS, unit: 'transfers/s', budget: { kind: 'min', limit: BUDGET_PER_SECOND }, detail },
      {
        name: 'server: transfer latency p95',
        value: percentile(latencies, 95),
        unit: 'ms',
        budget: { kind: 'max', limit: BUDGET_P95_MS },
        detail: `median ${fmt(median(latencies))} ms, max ${fmt(Math.max(...latencies))} ms`,
      },
      { name: 'server: ledger problems after run', value: problems.length, unit: 'problems', budget: { kind: 'max', limit: 0 }, detail: 'postings sum to 0, balances = postings' },
    ];
  } finally {
    await bank.close();
  }
}

if (isMain(import.meta.url)) emit(await runServerTransfers());
