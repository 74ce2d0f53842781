// Crashes in the middle of work: a load run during which a bank process is killed with
// SIGKILL at random moments, several times, and on PostgreSQL a random server session of the
// bank (its database connection) is ended with pg_terminate_backend; each while a client waits
// for the answer to a payment. The cluster starts a
// killed process again; a SQLite bank (one process) is started again here. Clients that lose
// an answer retry with the same idempotency key, as the app does. The checks after the run
// (load/lib/checks.ts) then prove: the ledger balanced, every confirmed payment there exactly
// once, retried keys answered with their first result, nothing half-applied, due work (the
// settlement of every transfer) neither lost nor doubled.
import pg from 'pg';
import { runLoad, type LoadOptions, type LoadResult } from './run-load.js';
import { sleep } from './mix.js';
import type { Target } from './target.js';

export interface CrashOptions extends Omit<LoadOptions, 'meanwhile'> {
  /** Bank processes killed with SIGKILL during the run. */
  kills: number;
  /** Database sessions of the bank ended during the run (PostgreSQL). */
  connectionKills: number;
}

export interface CrashResult extends LoadResult {
  killed: number;
  connectionsEnded: number;
}

export async function runCrash(options: CrashOptions): Promise<CrashResult> {
  const say = options.say ?? (() => undefined);
  let killed = 0;
  let connectionsEnded = 0;
  const meanwhile = async (target: Target, deadline: number, paymentsInFlight: () => number) => {
    const events: ('process' | 'connection')[] = [
      ...Array<'process'>(options.kills).fill('process'),
      ...Array<'connection'>(target.database === 'postgres' ? options.connectionKills : 0).fill('connection'),
    ].sort(() => Math.random() - 0.5);
    // Spread over the run at random moments, none in its last tenth (the clients must see
    // the bank back before they stop).
    const window = (deadline - performance.now()) * 0.9;
    const times = events.map(() => Math.random() * window).sort((a, b) => a - b);
    const start = performance.now();
    for (const [i, event] of events.entries()) {
      await sleep(start + times[i]! - performance.now());
      // In the middle of a payment: a client waits for its answer (until the deadline at most).
      while (paymentsInFlight() === 0 && performance.now() < deadline) await sleep(2);
      if (event === 'process') {
        if (await killProcess(target)) killed += 1;
      } else {
        const ended = await endConnection(target.databaseUrl);
        if (ended) {
          connectionsEnded += 1;
          say(`ended database session ${ended}`);
        }
      }
    }
  };
  const killProcess = async (target: Target): Promise<boolean> => {
    const workers = target.bank.workers();
    const pid = workers[Math.floor(Math.random() * workers.length)];
    if (!pid) return false;
    say(`kill -9 bank process ${pid}`);
    process.kill(pid, 'SIGKILL');
    if (target.database === 'sqlite') {
      await new Promise<void>((done) => (target.bank.child.exitCode !== null || target.bank.child.signalCode !== null ? done() : target.bank.child.once('exit', () => done())));
      await target.restart();
      say('bank started again');
    } else {
      // The cluster starts another; wait until it listens so the next kill finds one.
      const deadline = performance.now() + 300_000;
      while (target.bank.workers().includes(pid) || target.bank.workers().length < options.processes) {
        if (performance.now() > deadline) throw new Error('the cluster did not start a new bank process within 5 minutes');
        await sleep(100);
      }
    }
    return true;
  };
  const result = await runLoad({ ...options, meanwhile });
  if (killed < options.kills) result.problems.push(`only ${killed} of ${options.kills} processes could be killed`);
  return { ...result, killed, connectionsEnded };
}

/** Ends one of the bank's sessions on its database, preferring one in the middle of a statement. */
async function endConnection(databaseUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sessions = await client.query<{ pid: number; state: string }>(
      `select pid, state from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    const busy = sessions.rows.filter((s) => s.state !== 'idle');
    const pool = busy.length ? busy : sessions.rows;
    const chosen = pool[Math.floor(Math.random() * pool.length)];
    if (!chosen) return undefined;
    await client.query('select pg_terminate_backend($1)', [chosen.pid]);
    return chosen.pid;
  } finally {
    await client.end();
  }
}
