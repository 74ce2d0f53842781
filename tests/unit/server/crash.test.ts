// A short `npm run crash` (load/crash.ts): under load, bank processes are killed with SIGKILL
// (and on PostgreSQL a bank's database session is ended); afterwards the ledger balances,
// every payment a client saw confirmed is there exactly once, retried keys answered with their
// first result, nothing is half-applied and every transfer settled exactly once. SQLite always
// (one process, started again here); PostgreSQL with two processes when its server is installed.
import { describe, expect, it } from 'vitest';
import { runCrash, type CrashOptions } from '../../../load/lib/crash-run.js';
import { pgBinaries } from './support/pg-cluster.js';

const short: Omit<CrashOptions, 'database' | 'processes' | 'connectionKills'> = {
  // Enough customers to keep the clients busy for the whole run (each token code once: about
  // one visit per customer per 30 to 60 seconds), so a kill always finds payments in flight.
  customers: 120,
  users: 6,
  // Short: each kill waits for a payment in flight, and retries reuse their code while it is
  // current, so the run does not need to be long to crash in the middle of work.
  seconds: 6,
  kills: 1,
  // Due work every second and settlement after 5 seconds: the kills land in the middle of it.
  env: { DUE_WORK_INTERVAL_MS: '1000', SETTLE_SECONDS: '5' },
};

describe('crash in the middle of work', () => {
  it('SQLite: a killed bank loses no confirmed payment and doubles nothing', async () => {
    const result = await runCrash({ ...short, database: 'sqlite', processes: 1, connectionKills: 0 });
    expect(result.problems).toEqual([]);
    expect(result.killed).toBe(1);
    expect(result.confirmed).toBeGreaterThan(0);
  }, 900_000);

  it.skipIf(!pgBinaries)('PostgreSQL, two processes: killed processes and ended database sessions lose and double nothing', async () => {
    const result = await runCrash({ ...short, kills: 2, database: 'postgres', processes: 2, connectionKills: 2 });
    expect(result.problems).toEqual([]);
    expect(result.killed).toBe(2);
    expect(result.connectionsEnded).toBe(2);
    expect(result.confirmed).toBeGreaterThan(0);
  }, 900_000);
});
