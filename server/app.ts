// Builds the sandbox bank: database (migrated and seeded), contracts, the API route,
// security headers, rate limits, the front end and the settlement timer. Tests call
// buildServer with ':memory:' and a ManualClock, then use fastify.inject.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Clock } from './clock.js';
import { SharedClock } from './shared-clock.js';
import { databaseRateLimitStore } from './http/rate-limit-store.js';
import { DATA_DIR, DIST_DIR, loadSettings } from './config.js';
import type { AppContext } from './context.js';
import { openStore, type DialectWrapper } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { seedIfEmpty } from './seed/seed.js';
import { baselineConflicts } from './services/bank/flow-registry/baseline-check.js';
import { loadContracts } from './api/contracts.js';
import { registerApiRoute } from './api/route.js';
import { registerPhotoUpload } from './http/photo-upload.js';
import { registerFeedbackUpload } from './http/feedback-upload.js';
import { registerGoodsMessageUpload } from './http/goods-message-upload.js';
import { frameworkErrors, registerApiErrors } from './http/api-errors.js';
import { loadBankDirectory } from './services/money/banks.js';
import { createSeedCipher, loadSeedKey } from './services/customer/token/seed-cipher.js';
import { runDueWork, stopDueWork } from './services/bank/due-work.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerFrontEnd } from './http/static.js';
import { registerAnalyticsCollector } from './http/analytics.js';
import { registerEmbeddedPages } from './http/embedded.js';
import { registerStudio } from './http/studio.js';
import { registerJourneyBundles } from './http/journey-bundles.js';
import { loggerOptions } from './http/logger.js';

export interface BuildOptions {
  /** ':memory:', a SQLite file path, or a postgres:// URL. Default: DATABASE_URL or data/bank.sqlite. */
  databaseUrl?: string;
  clock?: Clock;
  logger?: boolean;
  /** Where the log goes when `logger` is on (default stdout); tests read it to prove no secret is logged. */
  logStream?: { write(line: string): void };
  /** Overrides SESSION_IDLE_MINUTES. */
  idleTimeoutMs?: number;
  /** Overrides SETTLE_SECONDS. */
  settleSeconds?: number;
  /** Overrides MIN_APP_VERSION: the oldest bank app served. */
  minAppVersion?: string;
  /** Period of the due-work timer; 0 turns it off (tests settle through reads). Default DUE_WORK_INTERVAL_MS or 10 s. */
  sweepIntervalMs?: number;
  /** Overrides TOKEN_SEED_KEY (64 hex characters or base64 of 32 bytes). */
  tokenSeedKey?: string;
  /** Serve the built front end from this folder. Default: dist/ at the repository root. */
  distDir?: string;
  /** Wraps the database dialect: only the deterministic simulation's fault injection (server/simulation/). */
  wrapDialect?: DialectWrapper;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The bank's context (database, clock, settings), for tests and maintenance scripts. */
    bank: AppContext;
  }
}

export const DEFAULT_DATABASE_FILE = path.join(DATA_DIR, 'bank.sqlite');

export async function buildServer(options: BuildOptions = {}): Promise<FastifyInstance> {
  const settings = loadSettings();
  if (options.idleTimeoutMs !== undefined) settings.sessionIdleMs = options.idleTimeoutMs;
  if (options.settleSeconds !== undefined) settings.settleSeconds = options.settleSeconds;
  if (options.minAppVersion !== undefined) settings.minAppVersion = options.minAppVersion;

  const app = Fastify({
    logger: loggerOptions(options.logger ?? false, options.logStream),
    bodyLimit: 64 * 1024,
    // The router's own errors (over-long path, malformed URL) answer the envelope under /api/.
    frameworkErrors,
    // Behind a reverse proxy set TRUST_PROXY=1 so per-IP limits see the client address.
    trustProxy: process.env.TRUST_PROXY === '1',
  });

  const store = openStore(options.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_FILE, (err) =>
    app.log.warn({ err }, 'database connection lost; the pool opens a new one'),
    options.wrapDialect,
  );
  app.addHook('onClose', async () => store.close());
  // Outside tests the clock is real time that testers may move forward (ITSI900002), kept in
  // the database so every process and the next start read the same time (shared-clock.ts).
  const clock = options.clock ?? new SharedClock(store.db);
  try {
    await migrateToLatest(store.db);
    if (clock instanceof SharedClock) await clock.load();
    await seedIfEmpty(store.db, clock.now());
  } catch (error) {
    await app.close();
    throw error;
  }

  const key = loadSeedKey({
    explicit: options.tokenSeedKey,
    env: process.env.TOKEN_SEED_KEY,
    ephemeral: store.ephemeral,
    dataDir: DATA_DIR,
  });
  const ctx: AppContext = {
    store,
    clock,
    settings,
    cipher: createSeedCipher(key),
    banks: loadBankDirectory(),
    log: app.log,
  };
  const contracts = loadContracts();
  app.decorate('bank', ctx);
  // A build whose flows differ from a published version is reported, never settled in silence.
  for (const conflict of await baselineConflicts(ctx)) app.log.warn({ flowId: conflict.flowId }, conflict.message);

  registerSecurityHeaders(app, settings.analyticsUrl, settings.behindTls);
  // A client's requests count in the database (rate-limit-store.ts), so several processes on
  // PostgreSQL count them together, on the same mechanism as the bank's other limits.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(store.bookkeeping),
    errorResponseBuilder: (_req, context) =>
      Object.assign(new Error(`Rate limit exceeded, retry in ${context.after}`), { statusCode: 429 }),
  });

  // On PostgreSQL another process may have moved the shared clock: each request that acts
  // reads the offset first (one indexed row), so it sees the time the mover saw.
  if (clock instanceof SharedClock && store.dialect === 'postgres') {
    app.addHook('onRequest', async (req) => {
      if (req.method === 'POST' || req.url.startsWith('/embedded/')) await clock.refresh();
    });
  }

  registerApiErrors(app);
  registerApiRoute(app, ctx, contracts);
  registerPhotoUpload(app, ctx);
  registerFeedbackUpload(app, ctx);
  registerGoodsMessageUpload(app, ctx);
  registerAnalyticsCollector(app, ctx);
  registerEmbeddedPages(app, ctx);
  registerStudio(app, ctx);
  registerJourneyBundles(app, ctx);
  await registerFrontEnd(app, options.distDir ?? DIST_DIR);

  const sweepMs = options.sweepIntervalMs ?? settings.dueWorkIntervalMs;
  if (sweepMs > 0) {
    // Skips a round while another run (this or another process) holds the due-work lock.
    const timer = setInterval(() => void runDueWork(ctx, undefined, { wait: false }), sweepMs);
    timer.unref();
    // Runs before the database is closed (close hooks run in reverse order of registration):
    // a run under way finishes its job instead of failing on a closed pool.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await stopDueWork(ctx);
    });
  }

  return app;
}
