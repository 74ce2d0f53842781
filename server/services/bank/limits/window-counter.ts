// The bank's one rate-limiting mechanism: fixed windows counted in the database, so every
// process of the bank counts the same hits and a restart forgets nothing. Used by the API's
// per-address limit (through @fastify/rate-limit's store, server/http/rate-limit-store.ts, on
// real time: it protects the machine) and by per-customer limits of the bank's own
// (allowEvent: the FPS name look-ups, on the bank's clock). A window starts with a key's first
// hit and lasts its length; each hit is one atomic upsert, whose row lock orders concurrent
// hits from any process on PostgreSQL (SQLite has one writer anyway).
// Why our own and not a library: no well-kept rate limiter has stores for both SQLite and
// PostgreSQL that count on the bank's clock (the sandbox clock the tests move) and share the
// bank's connections and migrations (docs/decisions.md, "One rate-limiting mechanism").
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { prepared } from '../../../db/prepared.js';

/** Keys of limits counted on the bank's clock start with this (never an address: not hex). */
const BANK_CLOCK_KEY = 'bank:';

// Every API request counts here (the per-address limit): built and compiled once (db/prepared.ts).
const hit = prepared<{ key: string; now: number; fresh: number }>()((db, p) =>
  db
    .insertInto('rate_limit_windows')
    .values({ key: p.key, hits: 1, ends_at: p.fresh })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit_windows.ends_at <= ${p.now} then 1 else rate_limit_windows.hits + 1 end`,
        ends_at: sql<number>`case when rate_limit_windows.ends_at <= ${p.now} then ${p.fresh} else rate_limit_windows.ends_at end`,
      }),
    )
    .returning(['hits', 'ends_at']),
);

/** One hit on `key`: the hits in its current window (this one included) and the milliseconds the window has left. */
export async function hitWindow(db: Kysely<Database>, key: string, windowMs: number, now = Date.now()): Promise<{ hits: number; ttl: number }> {
  const row = await hit.first(db, { key, now, fresh: now + windowMs });
  if (!row) throw new Error('rate limit window: the upsert returned no row');
  return { hits: Number(row.hits), ttl: Math.max(0, Number(row.ends_at) - now) };
}

/**
 * One event of `scope` for `subject` on the bank's clock: true while the subject has had at
 * most `max` in the current window, false once over (the window's end does not move, so
 * refused attempts do not prolong it).
 */
export async function allowEvent(ctx: AppContext, scope: string, subject: string, max: number, windowMs: number): Promise<boolean> {
  const { hits } = await hitWindow(ctx.store.bookkeeping, `${BANK_CLOCK_KEY}${scope}:${subject}`, windowMs, ctx.clock.now());
  return hits <= max;
}

/**
 * Windows that ended, removed by the due work: the API's by real time, the bank's own by the
 * bank's clock (which may have been moved ahead; real time would leave them for that long).
 */
export async function purgeEndedWindows(ctx: AppContext): Promise<void> {
  const db = ctx.store.bookkeeping;
  await db.deleteFrom('rate_limit_windows').where('ends_at', '<=', Date.now()).where('key', 'not like', `${BANK_CLOCK_KEY}%`).execute();
  await db.deleteFrom('rate_limit_windows').where('ends_at', '<=', ctx.clock.now()).where('key', 'like', `${BANK_CLOCK_KEY}%`).execute();
}
