// Benchmark 5b: the idle path, ITSI200001 (the customer's accounts), which every home page
// and every transfer's input step calls. No money moves; the cost is the route, the rate
// limiter, the session check (a read and a write), the contract validation, the lazy
// settlement query and a read of the accounts.
import { startFileBank, timedCall } from './lib/bank';
import { median, percentile } from './lib/measure';
import { emit, fmt, isMain, type BenchRow } from './lib/result';

const REQUESTS = 2000;
const WARMUP = 100;
const BUDGET_PER_SECOND = 1000;

export async function runServerAccounts(): Promise<BenchRow[]> {
  const bank = await startFileBank();
  try {
    const chan = await bank.login('chan.taiman');
    const list = async (): Promise<number> => {
      const { ms, body } = await timedCall(bank, 'ITSI200001', { purpose: 'all' }, chan);
      if (body.header.responseCode !== '00000' || body.data.accounts.length === 0) throw new Error(`accounts: ${body.header.responseCode}`);
      return ms;
    };
    for (let i = 0; i < WARMUP; i += 1) await list();
    const latencies: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) latencies.push(await list());
    // Sequential, so the rate is the count over the time spent inside the server (client-side
    // work between requests, like making the TOTP code, is not the server's).
    const serverS = latencies.reduce((a, b) => a + b, 0) / 1000;
    return [
      {
        name: 'server: ITSI200001 accounts',
        value: REQUESTS / serverS,
        unit: 'requests/s',
        budget: { kind: 'min', limit: BUDGET_PER_SECOND },
        detail: `${REQUESTS} sequential, median ${fmt(median(latencies))} ms, p95 ${fmt(percentile(latencies, 95))} ms`,
      },
    ];
  } finally {
    await bank.close();
  }
}

if (isMain(import.meta.url)) emit(await runServerAccounts());
