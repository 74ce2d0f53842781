// Starts the sandbox bank: `npx tsx server/main.ts` (PORT, HOST, DATABASE_URL, ...).
import v8 from 'node:v8';
import { buildServer } from './app.js';
import { bankUrl, banner } from './banner.js';
import { batchedStdout } from './http/logger.js';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const app = await buildServer({ logger: true, logStream: batchedStdout() });
await app.listen({ port, host });

// The port actually bound (PORT=0 picks a free one, as the benchmarks do).
const address = app.server.address();
const boundPort = typeof address === 'object' && address ? address.port : port;
process.stdout.write(banner(bankUrl(host, boundPort)));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Under NODE_V8_COVERAGE (`npm run coverage`), what this process ran is written now, before
    // the close: a second signal or a kill during it would otherwise lose all of it. (Node writes
    // the rest, the close itself, at exit.) Without the variable there is nothing to write.
    if (process.env.NODE_V8_COVERAGE) v8.takeCoverage();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
