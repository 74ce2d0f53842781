// Starts the sandbox bank: `npx tsx server/main.ts` (PORT, HOST, DATABASE_URL, ...).
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './app.js';
import { DIST_DIR } from './config.js';
import { batchedStdout } from './http/logger.js';
import { DEMO_CUSTOMERS } from './seed/demo-data.js';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const app = await buildServer({ logger: true, logStream: batchedStdout() });
await app.listen({ port, host });

// The port actually bound (PORT=0 picks a free one, as the benchmarks do).
const address = app.server.address();
const boundPort = typeof address === 'object' && address ? address.port : port;
const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}/`;
const lines = [
  '',
  '================ Sandbox bank ================',
  `  URL:  ${url}`,
  fs.existsSync(path.join(DIST_DIR, 'index.html')) ? '  Front end: served from dist/' : '  Front end: dist/ not built (npm run build); API only',
  '',
  '  Demo logins (login id / password):',
  ...DEMO_CUSTOMERS.map((c) => `    ${c.loginId.padEnd(14)} ${c.password.padEnd(10)} ${c.nameZh} ${c.nameEn}`),
  '==============================================',
  '',
];
process.stdout.write(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
