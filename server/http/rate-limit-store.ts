// @fastify/rate-limit's store for the API's per-address limit, on the bank's one counter
// (services/bank/limits/window-counter.ts): a client's requests count in one window whichever
// process answers them, so N processes do not allow N times the limit, on SQLite and
// PostgreSQL alike. The same contract as the plugin's Redis store.
import type { Kysely } from 'kysely';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/schema.js';
import { hitWindow } from '../services/bank/limits/window-counter.js';

export { hitWindow };

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The plugin passes the route's window as a third argument (its own stores read it too). */
const DEFAULT_WINDOW_MS = 60_000;

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
