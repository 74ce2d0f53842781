// The bank a load or crash run talks to, made for the run and removed after it: a SQLite file
// in a temporary folder (one process, server/main.ts), or a PostgreSQL database with one or
// more bank processes (server/cluster.ts). PostgreSQL is the DATABASE_URL server when it is
// set (a scratch database is created in it and dropped afterwards; loopback only), otherwise a
// server of the run's own from Debian's binaries. The synthetic customers are seeded first.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isPostgresUrl } from '../../server/db/connect.js';
import { freePort, startLocalPostgres, type LocalPostgres } from '../../server/db/local-postgres.js';
import { startBankProcess, type BankProcess } from './bank-process.js';
import { assertLoopback } from './http-client.js';
import { seedLoadCustomers, type LoadCustomer } from './seed-customers.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface TargetOptions {
  database: DatabaseKind;
  processes: number;
  customers: number;
  /** Extra environment for the bank processes (DUE_WORK_INTERVAL_MS, ...). */
  env?: Record<string, string>;
  /** Where the bank processes' log goes (default: the run's temporary folder, removed after). */
  logFile?: string;
}

export interface Target {
  database: DatabaseKind;
  databaseUrl: string;
  port: number;
  dir: string;
  customers: LoadCustomer[];
  bank: BankProcess;
  /** Starts the bank again on the same port (after it was killed: SQLite has no cluster to do it). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTarget(options: TargetOptions): Promise<Target> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-load-'));
  // As root the run's own PostgreSQL server runs as 'postgres', which must reach its folder.
  fs.chmodSync(dir, 0o755);
  const seedKey = randomBytes(32);
  let local: LocalPostgres | undefined;
  let scratch: { admin: string; name: string } | undefined;
  let databaseUrl: string;
  if (options.database === 'sqlite') {
    databaseUrl = path.join(dir, 'bank.sqlite');
  } else if (process.env.DATABASE_URL && isPostgresUrl(process.env.DATABASE_URL)) {
    const admin = process.env.DATABASE_URL;
    assertLoopback(new URL(admin).hostname);
    const name = `bank_load_${randomBytes(4).toString('hex')}`;
    await adminQuery(admin, `create database ${name}`);
    scratch = { admin, name };
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  } else {
    // Durable settings (fsync on): the figures are those of a database that keeps its commits.
    local = await startLocalPostgres({ dir: path.join(dir, 'postgres') });
    databaseUrl = local.url;
  }
  const customers = await seedLoadCustomers(databaseUrl, seedKey, options.customers);
  const port = await freePort();
  const logFile = options.logFile ?? path.join(dir, 'bank.log');
  const env = {
    DATABASE_URL: databaseUrl,
    TOKEN_SEED_KEY: seedKey.toString('hex'),
    PORT: String(port),
    HOST: '127.0.0.1',
    // Every client comes from 127.0.0.1: the per-address limit would stop the run at once. It
    // stays in the path (on PostgreSQL each request still counts in the shared store).
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    ...options.env,
  };
  const start = () => startBankProcess({ env, logFile, ...(options.database === 'postgres' ? { cluster: options.processes } : {}) });
  const target: Target = {
    database: options.database,
    databaseUrl,
    port,
    dir,
    customers,
    bank: await start(),
    async restart() {
      target.bank = await start();
    },
    async stop() {
      await target.bank.stop();
      if (scratch) await adminQuery(scratch.admin, `drop database if exists ${scratch.name} with (force)`);
      local?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return target;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
