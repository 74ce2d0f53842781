// One runner of the due work at a time, across every bank process on the database.
//
// PostgreSQL: a session-level advisory lock held on one connection for the whole run. Another
// process (or another run in this process) that asks while it is held either waits (a tester
// moved the clock and expects the work for the new time done when the answer comes) or skips
// (the periodic timer: the holder is doing the same work). If the holder dies, PostgreSQL
// ends its session and frees the lock; if only its connection is cut, `stillHeld` turns false
// and the run stops before the next job. Each job also claims its rows (row locks and status
// guards in the same transaction as the money), so a job cut off half-way is finished by the
// next run and nothing is done twice.
//
// SQLite: one process owns the file; runs in this process take turns.
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';

/** The advisory lock's key: any constant the bank's other advisory locks do not use. */
export const DUE_WORK_LOCK_KEY = 398_000_001;

export interface DueRun {
  /** False once the lock may have been lost (its connection failed): stop starting jobs. */
  stillHeld(): Promise<boolean>;
}

const localTurns = new WeakMap<AppContext['store'], Promise<unknown>>();

/**
 * Runs `work` holding the due-work lock. `wait`: wait for the holder to finish; otherwise
 * return false at once when another run holds it.
 */
export async function withDueWorkLock(ctx: AppContext, wait: boolean, work: (run: DueRun) => Promise<void>): Promise<boolean> {
  if (ctx.store.dialect !== 'postgres') return localTurn(ctx, wait, work);
  return ctx.store.db.connection().execute(async (conn) => {
    if (wait) {
      await sql`select pg_advisory_lock(${DUE_WORK_LOCK_KEY})`.execute(conn);
    } else {
      const got = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${DUE_WORK_LOCK_KEY}) as ok`.execute(conn);
      if (!got.rows[0]?.ok) return false;
    }
    let held = true;
    const run: DueRun = {
      async stillHeld() {
        if (!held) return false;
        try {
          await sql`select 1`.execute(conn);
        } catch {
          held = false;
        }
        return held;
      },
    };
    try {
      await work(run);
    } finally {
      // On a broken connection the session, and with it the lock, is already gone.
      if (held) await sql`select pg_advisory_unlock(${DUE_WORK_LOCK_KEY})`.execute(conn).catch(() => undefined);
    }
    return true;
  });
}

const running = new WeakMap<AppContext['store'], boolean>();

async function localTurn(ctx: AppContext, wait: boolean, work: (run: DueRun) => Promise<void>): Promise<boolean> {
  if (!wait && running.get(ctx.store)) return false;
  const previous = localTurns.get(ctx.store) ?? Promise.resolve();
  const mine = previous.then(async () => {
    running.set(ctx.store, true);
    try {
      await work({ stillHeld: async () => true });
    } finally {
      running.set(ctx.store, false);
    }
  });
  localTurns.set(ctx.store, mine.catch(() => undefined));
  await mine;
  return true;
}
