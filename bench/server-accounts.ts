// Benchmark 5b: the idle path, ITSI200001 (the customer's accounts), which every home page
// and every transfer's input step calls. No money moves; the cost is the route, the session
// check (a read and a write), the contract validation and a read of the accounts.
import { inject, startFileBank } from './lib/bank';
import { median, nowMs, percentile } from './lib/measure';
import { emit, fmt, isMain, type BenchRow } from './lib/result';

const REQUESTS = 2000;
const WARMUP = 100;
const BUDGET_PER_SECOND = 1000;

export async function runServerAccounts(): Promise<BenchRow[]> {
  const bank = await startFileBank();
  try {
    const chan = await bank.login('chan.taiman');
    const list = async (): Promise<number> => {
      const start = nowMs();
      const res = await inject(bank, 'ITSI200001', { purpose: 'all' }, chan);
      const took = nowMs() - start;
      if (res.header.responseCode !== '00000' || res.data.accounts.length === 0) throw new Error(`accounts: ${res.header.responseCode}`);
      return took;
    };
    for (let i = 0; i < WARMUP; i += 1) await list();
    const latencies: number[] = [];
    const started = nowMs();
    for (let i = 0; i < REQUESTS; i += 1) latencies.push(await list());
    const elapsedS = (nowMs() - started) / 1000;
    return [
      {
        name: 'server: ITSI200001 accounts',
        value: REQUESTS / elapsedS,
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
