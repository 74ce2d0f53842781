// Benchmark 5c: a flood of password checks must not stall the bank. 200 log-ons (ITSI100001)
// stay in flight while another customer reads balances (ITSI200001) one after another; the
// reads' p99 is the number. Password hashing runs in the thread pool (scrypt) with a cap on
// concurrent checks, so the event loop keeps serving. The flood is credential stuffing: every
// attempt a login id of its own, which the bank checks against a stand-in hash all the same
// (an unknown id must take as long as a known one). Attempts at one id are counted before
// the check and lock it after five, so a flood at one customer would measure the lock instead.
import { startFileBank, timedCall } from './lib/bank';
import { median, nowMs, percentile } from './lib/measure';
import { emit, fmt, isMain, type BenchRow } from './lib/result';

const IN_FLIGHT = 200;
const READS = 400;
const BUDGET_P99_MS = 50;

export async function runServerPasswordFlood(): Promise<BenchRow[]> {
  const bank = await startFileBank();
  try {
    const wong = await bank.login('wong.siuming');
    const header = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };
    let stop = false;
    let logons = 0;
    let refusal: string | undefined;
    const logOn = async (): Promise<void> => {
      while (!stop) {
        const loginId = `flood.${logons}.${Math.random().toString(36).slice(2, 8)}`;
        const res = await bank.app.inject({ method: 'POST', url: '/api/ITSI100001', payload: { header, loginId, password: 'Guess@2026' } });
        const code = (res.json() as { header: { responseCode: string } }).header.responseCode;
        // Every attempt is refused the same way; a different answer (too many, a crash) stops the run.
        refusal ??= code;
        if (code === '00000' || code !== refusal) throw new Error(`log-on: ${code}`);
        logons += 1;
      }
    };
    const started = nowMs();
    const cpuBefore = process.cpuUsage();
    const flood = Array.from({ length: IN_FLIGHT }, logOn);
    const latencies: number[] = [];
    for (let i = 0; i < READS; i += 1) {
      const { ms, body } = await timedCall(bank, 'ITSI200001', { purpose: 'all' }, wong);
      if (body.header.responseCode !== '00000') throw new Error(`accounts: ${body.header.responseCode}`);
      latencies.push(ms);
    }
    stop = true;
    await Promise.all(flood);
    const seconds = (nowMs() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    // CPU time (the thread pool's included) per check: what one guess costs the bank, whatever
    // else the machine is doing.
    const cpuMsPerCheck = (cpu.user + cpu.system) / 1000 / Math.max(logons, 1);
    return [
      {
        name: 'server: balance reads p99 under a password flood',
        value: percentile(latencies, 99),
        unit: 'ms',
        budget: { kind: 'max', limit: BUDGET_P99_MS },
        detail: `${READS} reads beside ${IN_FLIGHT} log-ons in flight (${fmt(logons / seconds)} password checks/s, ${fmt(cpuMsPerCheck)} ms of CPU each, answered ${refusal}), median ${fmt(median(latencies))} ms`,
      },
    ];
  } finally {
    await bank.close();
  }
}

if (isMain(import.meta.url)) emit(await runServerPasswordFlood());
