// The sandbox bank for the benchmark against hand-written screens: server/main.ts's bank,
// serving dist/ as always, plus the hand-written screens' build (bench/hand-written/.out/)
// under /hand-written/ from a static root of its own. Same origin as the API and the product,
// so the session the benchmark logs on with (sessionStorage) serves both; same compression
// (the build's .br/.gz copies), same security headers (the bank's onSend hook) as dist/.
// Never part of the product: dist/ is not touched, and only the benchmark starts this.
import fastifyStatic from '@fastify/static';
import { buildServer } from '../../server/app.js';
import path from 'node:path';
import { HAND_WRITTEN_ASSETS, HAND_WRITTEN_BASE, HAND_WRITTEN_OUT } from './paths';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const app = await buildServer({ logger: false });
// The page under /hand-written/, its scripts and styles under /hand-written-assets/.
for (const [root, prefix] of [
  [HAND_WRITTEN_OUT, HAND_WRITTEN_BASE],
  [path.join(HAND_WRITTEN_OUT, HAND_WRITTEN_ASSETS), HAND_WRITTEN_ASSETS],
] as const) {
  await app.register(fastifyStatic, {
    root,
    prefix,
    index: false,
    preCompressed: true,
    cacheControl: false,
    decorateReply: false,
    setHeaders: (reply) => {
      // The benchmark disables the browser's cache in any case.
      reply.header('Cache-Control', 'no-cache');
      reply.header('Vary', 'Accept-Encoding');
    },
  });
}
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0), () => process.exit(1)));
