// The API rate limit's counters in the database, for a bank that runs as several processes:
// a client's requests count in one window whichever process answers them, so N processes do
// not allow N times the limit. A store for @fastify/rate-limit (the same contract as its
// Redis store): a window starts with a key's first request and lasts `timeWindow` ms; each
// request adds one hit in a single atomic upsert, whose row lock orders concurrent requests.
// Times are real time (the limit protects the machine, not the sandbox's business day).
import { sql, type Kysely } from 'kysely';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/schema.js';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The plugin passes the route's window as a third argument (its own stores read it too). */
const DEFAULT_WINDOW_MS = 60_000;

/** One hit on `key`: the hits in its current window and the milliseconds the window has left. */
export async function hitWindow(db: Kysely<Database>, key: string, windowMs: number, now = Date.now()): Promise<{ hits: number; ttl: number }> {
  const fresh = now + windowMs;
  const row = await db
    .insertInto('rate_limit_windows')
    .values({ key, hits: 1, ends_at: fresh })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit_windows.ends_at <= ${now} then 1 else rate_limit_windows.hits + 1 end`,
        ends_at: sql<number>`case when rate_limit_windows.ends_at <= ${now} then ${fresh} else rate_limit_windows.ends_at end`,
      }),
    )
    .returning(['hits', 'ends_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), ttl: Math.max(0, Number(row.ends_at) - now) };
}

/** Windows that ended: removed by the due work. */
export async function purgeEndedWindows(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limit_windows').where('ends_at', '<=', now).execute();
}

/**
 * The route a child store counts for. The plugin's types say `child` receives the route's
 * options; at run time it passes its merged limit options with the route under `routeInfo`
 * (as its own Redis store reads it). Both shapes are read here, by what they hold.
 */
function routeKey(options: object): string {
  const route: unknown = 'routeInfo' in options ? options.routeInfo : options;
  if (typeof route !== 'object' || route === null) return '-';
  const method = 'method' in route ? route.method : '';
  const url = 'url' in route && typeof route.url === 'string' ? route.url : '';
  return `${String(method ?? '')}${url}-`;
}

/** The store class the plugin instantiates (`store` option), bound to the bank's database. */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin constructs the root store with its options; a child store gets its route's prefix. */
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number = DEFAULT_WINDOW_MS): void {
      hitWindow(db, this.prefix + key, timeWindow).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Each route with its own limit counts apart, as the plugin's own stores do.
      return new DatabaseRateLimitStore({}, routeKey(routeOptions));
    }
  };
}
