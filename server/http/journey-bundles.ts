// The registry's published journeys, as the shell asks for them (docs/publishing.md):
//   GET /journeys/published.json           the version new runs of each journey get, and its
//                                          bundle; small, revalidated with an ETag on each use
//   GET /journeys/versions/:flowId/:number  a version a run started on (published or retired), or
//                                          the map its runs move by once it is withdrawn
//   GET /journeys/bundles/:name            a compiled file, named by its content: immutable
// Same origin as the app, so the Content-Security-Policy stays `script-src 'self'`.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { bundleFile, publishedJourneysNow, servedVersion } from '../services/flow-registry/served.js';
import { migrationMapOf } from '../services/flow-registry/migration-maps.js';

const BUNDLE_NAME = /^[a-z0-9.-]+-[A-Z0-9]{8}\.js$/;

function acceptsBrotli(req: FastifyRequest): boolean {
  return /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

export function registerJourneyBundles(app: FastifyInstance, ctx: AppContext): void {
  const limit = { rateLimit: { max: 600, timeWindow: '1 minute' } };
  let list: { body: string; etag: string } | undefined;
  // A file's content never changes under its name: compressed once, kept while the bank runs.
  const files = new Map<string, { plain: string; br: Buffer }>();

  app.get('/journeys/published.json', { config: limit }, async (req, reply) => {
    const journeys = Object.fromEntries((await publishedJourneysNow(ctx)).map(({ flowId, ...served }) => [flowId, served]));
    const body = JSON.stringify({ journeys });
    if (list?.body !== body) list = { body, etag: `"${crypto.createHash('sha256').update(body).digest('hex').slice(0, 16)}"` };
    reply.header('Cache-Control', 'no-cache').header('ETag', list.etag).type('application/json; charset=utf-8');
    if (req.headers['if-none-match'] === list.etag) return reply.code(304).send();
    return reply.send(list.body);
  });

  app.get<{ Params: { flowId: string; number: string } }>('/journeys/versions/:flowId/:number', { config: limit }, async (req, reply) => {
    const number = Number(req.params.number);
    const served = Number.isSafeInteger(number) ? await servedVersion(ctx, req.params.flowId, number) : undefined;
    reply.header('Cache-Control', 'no-cache');
    if (served) {
      const { flowId: _flowId, ...version } = served;
      return version;
    }
    // Withdrawn for an urgent fix: the run moves to the version that replaced it, step by step.
    const map = Number.isSafeInteger(number) ? await migrationMapOf(ctx, req.params.flowId, number) : undefined;
    const replacement = map && (await servedVersion(ctx, req.params.flowId, map.to));
    if (!map || !replacement) return reply.code(404).send({ error: 'No such version.' });
    const { flowId: _flowId, ...to } = replacement;
    return { migrate: map, to };
  });

  app.get<{ Params: { name: string } }>('/journeys/bundles/:name', { config: limit }, async (req, reply) => {
    const { name } = req.params;
    // The entry is checked against its version on every request (a version withdrawn, or changed
    // by hand, stops being served at once); the compressed copy is kept.
    const code = BUNDLE_NAME.test(name) ? await bundleFile(ctx, name) : undefined;
    if (code === undefined) return reply.code(404).header('Cache-Control', 'no-store').send({ error: 'No such file.' });
    let file = files.get(name);
    if (!file) {
      file = { plain: code, br: zlib.brotliCompressSync(code) };
      files.set(name, file);
    }
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('Vary', 'Accept-Encoding').type('text/javascript; charset=utf-8');
    if (acceptsBrotli(req)) return reply.header('Content-Encoding', 'br').send(file.br);
    return reply.send(file.plain);
  });
}
