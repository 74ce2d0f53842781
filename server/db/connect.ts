// Opens the database: SQLite (file or :memory:) by default, PostgreSQL for postgres:// URLs.
// Both go through the same Kysely query layer; the few dialect differences are handled by
// the `dialect` flag (row locks) and by parsing PostgreSQL int8 to number here.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import type { Database } from './schema.js';
import { toSafeInteger } from './numbers.js';
import { BankSqliteDialect, registerDirect } from './sqlite-driver.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  /**
   * For counters that protect the machine rather than record the bank's business (the API
   * rate-limit windows, a session's last-seen time): on PostgreSQL its commits do not wait for
   * the log's flush to disk (`synchronous_commit = off`), so a busy counter row is not held
   * for a disk sync per request. A crash of the database server can lose the last fraction of
   * a second of such counts (a window counts a few requests less, a session looks idle a
   * little earlier); money, log-on attempts and everything else stay on `db`, fully durable.
   * On SQLite it is `db` itself (its commits do not wait for a disk sync either).
   */
  bookkeeping: Kysely<Database>;
  dialect: DialectName;
  /** True when the data disappears with the process (tests). */
  ephemeral: boolean;
  /** Closes every connection (both pools on PostgreSQL). */
  close(): Promise<void>;
}

const INT8_OID = 20;

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/**
 * Wraps the dialect of the bank's main connection (`db`, not `bookkeeping`). Only the
 * deterministic simulation passes one (server/simulation/faults.ts): it decides which
 * statement or commit fails. The bank itself never does.
 */
export type DialectWrapper = (dialect: Dialect) => Dialect;

const asIs: DialectWrapper = (dialect) => dialect;

/**
 * `onConnectionError`: told when an idle PostgreSQL connection breaks (the server restarted,
 * an administrator ended the session); the pool drops it and opens a new one when needed.
 */
export function openStore(databaseUrl: string, onConnectionError?: (error: Error) => void, wrap: DialectWrapper = asIs): Store {
  if (isPostgresUrl(databaseUrl)) return openPostgres(databaseUrl, onConnectionError, wrap);
  return openSqlite(databaseUrl, wrap);
}

function openSqlite(file: string, wrap: DialectWrapper): Store {
  const ephemeral = file === ':memory:';
  if (!ephemeral) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers (e.g. a second process inspecting the file) coexist with the server.
  // synchronous=NORMAL in WAL mode syncs the log at checkpoints rather than at every commit:
  // a commit survives a crash of the process (it is in the WAL file), only a power cut can
  // lose the last commits, and the database never corrupts. The per-commit fsync was most of
  // a transfer's time on disk. busy_timeout makes another process writing the same file wait
  // its turn instead of failing at once.
  if (!ephemeral) {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    // Checkpoints run in a worker thread (db/checkpointer.ts); this one only if it falls behind.
    sqlite.pragma('wal_autocheckpoint = 20000');
    sqlite.pragma('journal_size_limit = 67108864');
  }
  // 64 MB of page cache instead of 2 MB: index pages of random keys (ids, idempotency keys,
  // reference numbers) are touched all over; re-reading them from the OS cost time per query.
  sqlite.pragma('cache_size = -65536');
  // Each request's transaction is a savepoint inside the open group (db/sqlite-driver.ts), so
  // every page it changes is first copied to the sub-journal, which SQLite spills to a temporary
  // file past 64 KB: a transfer's pages went out with a write system call each, then the file
  // was truncated, closed and made anew. In memory the copy stays a copy. The sub-journal only
  // serves a rollback to the savepoint inside this process; what survives a crash is the WAL,
  // unchanged. (Temporary tables and sorts live in memory too: the bank's are small.)
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('foreign_keys = ON');
  const dialect = new BankSqliteDialect(sqlite, ephemeral ? undefined : file);
  const db = new Kysely<Database>({ dialect: wrap(dialect) });
  // Prepared queries run straight on the driver, unless a wrapper is to see every statement.
  if (wrap === asIs) registerDirect(db, dialect);
  return { db, bookkeeping: db, dialect: 'sqlite', ephemeral, close: () => db.destroy() };
}

function openPostgres(connectionString: string, onConnectionError: ((error: Error) => void) | undefined, wrap: DialectWrapper): Store {
  const db = postgresKysely({ connectionString, max: 10 }, onConnectionError, wrap);
  const bookkeeping = postgresKysely({ connectionString, max: 4, options: '-c synchronous_commit=off' }, onConnectionError, asIs);
  return {
    db,
    bookkeeping,
    dialect: 'postgres',
    ephemeral: false,
    close: async () => {
      await Promise.all([db.destroy(), bookkeeping.destroy()]);
    },
  };
}

function postgresKysely(config: pg.PoolConfig, onConnectionError: ((error: Error) => void) | undefined, wrap: DialectWrapper): Kysely<Database> {
  const pool = new pg.Pool({
    ...config,
    // Parse int8 (bigint columns, COUNT) to number for this pool only; amounts stay below
    // 2^53, and toSafeInteger throws rather than silently losing precision.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => toSafeInteger(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // Without a listener a connection's error (its session ended by the server, the network
  // cut) is an uncaught exception that ends the whole process. The pool listens only while a
  // connection is idle; a connection held for a transaction or the due-work lock needs its
  // own listener. The statement under way fails, and the pool drops the broken connection
  // when it is given back.
  pool.on('error', (error) => onConnectionError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => onConnectionError?.(error)));
  return new Kysely<Database>({ dialect: wrap(new PostgresDialect({ pool })) });
}
