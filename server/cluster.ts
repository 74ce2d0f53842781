// `npm run start:cluster`: the sandbox bank as several processes on one PostgreSQL database,
// behind Node's cluster module (the first process accepts connections and hands them to the
// bank processes in turn). What the processes share lives in the database: sessions,
// idempotency, the sandbox clock, the API rate limit and the other limits, and the due-work
// lock that lets only one process at a time run the work that falls due.
//
// DATABASE_URL=postgres://... uses that database; without it the project's own PostgreSQL
// server is started in data/postgres (Debian's server binaries) and stopped on exit.
// CLUSTER_PROCESSES (default 2) bank processes; PORT and HOST as for `npm start`. A bank
// process that dies is started again; SIGINT / SIGTERM stop them all.
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { buildServer } from './app.js';
import { bankUrl, banner } from './banner.js';
import { DATA_DIR } from './config.js';
import { openStore, isPostgresUrl } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { startLocalPostgres, type LocalPostgres } from './db/local-postgres.js';
import { batchedStdout } from './http/logger.js';
import { seedIfEmpty } from './seed/seed.js';
import { chequeKeyFromFile } from './services/money/e-cheques/signing-key.js';
import { loadSeedKey } from './services/customer/token/seed-cipher.js';
import { SharedClock } from './shared-clock.js';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

if (cluster.isPrimary) await primary();
else await bankProcess();

async function primary(): Promise<void> {
  const count = Number(process.env.CLUSTER_PROCESSES ?? 2);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`CLUSTER_PROCESSES must be a positive integer: ${process.env.CLUSTER_PROCESSES}`);
  let local: LocalPostgres | undefined;
  let url = process.env.DATABASE_URL;
  if (url && !isPostgresUrl(url)) {
    process.stderr.write('start:cluster runs on PostgreSQL: set DATABASE_URL=postgres://... or unset it to use data/postgres\n');
    process.exit(2);
  }
  if (!url) {
    local = await startLocalPostgres({ dir: path.join(DATA_DIR, 'postgres'), port: optionalPort(process.env.CLUSTER_POSTGRES_PORT) });
    url = local.url;
  }
  await prepare(url);

  let stopping = false;
  const started = new Map<number, number>();
  const fork = (): Worker => {
    const worker = cluster.fork({ DATABASE_URL: url });
    started.set(worker.id, Date.now());
    return worker;
  };
  let listening = 0;
  cluster.on('listening', (worker) => {
    process.stdout.write(`cluster: bank process ${worker.process.pid} listening\n`);
    listening += 1;
    if (listening === count) {
      process.stdout.write(banner(bankUrl(host, port), [`Processes: ${count} on PostgreSQL ${redact(url!)}`]));
    }
  });
  let quickDeaths = 0;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A process that dies at once again and again (the database is down) is restarted more slowly.
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    quickDeaths = lived < 5_000 ? quickDeaths + 1 : 0;
    const delay = Math.min(10_000, 250 * 2 ** Math.min(quickDeaths, 6));
    process.stdout.write(`cluster: bank process ${worker.process.pid} ended (${signal ?? code}); starting another in ${delay} ms\n`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });
  for (let i = 0; i < count; i += 1) fork();

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((done) => {
            if (w.isDead()) return done();
            const kill = setTimeout(() => w.process.kill('SIGKILL'), 10_000);
            w.once('exit', () => {
              clearTimeout(kill);
              done();
            });
            w.process.kill('SIGTERM');
          }),
      ),
    );
    local?.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

/** Once, before the bank processes start: schema, demo data, shared clock row and key files. */
async function prepare(url: string): Promise<void> {
  const store = openStore(url);
  try {
    await migrateToLatest(store.db);
    const clock = new SharedClock(store.db);
    await clock.load();
    await seedIfEmpty(store.db, clock.now());
  } finally {
    await store.close();
  }
  // Made here so that processes starting together never race to create them.
  if (!process.env.TOKEN_SEED_KEY) loadSeedKey({ ephemeral: false, dataDir: DATA_DIR });
  chequeKeyFromFile(DATA_DIR);
}

async function bankProcess(): Promise<void> {
  const app = await buildServer({ logger: true, logStream: batchedStdout() });
  await app.listen({ port, host });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

function optionalPort(value: string | undefined): number | undefined {
  return value ? Number(value) : undefined;
}

/** The URL without its password, for the banner. */
function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
