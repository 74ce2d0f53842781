// Limits of "at most N events in the last W" per subject (a customer's FPS name look-ups),
// counted on the bank's clock and kept in the database, so every process of the bank counts
// the same events and a restart forgets nothing. The count and the new event are one
// transaction; on PostgreSQL a transaction-scoped advisory lock on the subject makes
// concurrent checks of one subject take turns (SQLite transactions already do).
import { sql } from 'kysely';
import type { AppContext } from '../../../context.js';

/** The two-key advisory locks of these limits (apart from the due work's one-key lock). */
const LOCK_CLASS = 398;

/** Events older than this are purged by the due work (longer than any window in use). */
export const LONGEST_WINDOW_MS = 24 * 60 * 60_000;

/** Records one event and returns true, or returns false (recording nothing) when over the limit. */
export async function allowEvent(ctx: AppContext, scope: string, subject: string, max: number, windowMs: number): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.store.db.transaction().execute(async (trx) => {
    if (ctx.store.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${`${scope}:${subject}`}))`.execute(trx);
    const row = await trx
      .selectFrom('limit_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('scope', '=', scope)
      .where('subject', '=', subject)
      .where('at', '>', now - windowMs)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= max) return false;
    await trx.insertInto('limit_events').values({ scope, subject, at: now }).execute();
    return true;
  });
}

export async function purgeOldEvents(ctx: AppContext): Promise<void> {
  await ctx.store.db.deleteFrom('limit_events').where('at', '<=', ctx.clock.now() - LONGEST_WINDOW_MS).execute();
}
