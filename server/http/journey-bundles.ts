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
import { bundleFile, chooseFor, publishedVersionsNow, servedVersion, type Caller } from '../services/bank/flow-registry/served.js';
import { authenticate } from '../services/customer/sessions.js';
import { migrationMapOf } from '../services/bank/flow-registry/migration-maps.js';

const BUNDLE_NAME = /^[a-z0-9.-]+-[A-Z0-9]{8}\.js$/;

function acceptsBrotli(req: FastifyRequest): boolean {
  return /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

export function registerJourneyBundles(app: FastifyInstance, ctx: AppContext): void {
  const limit = { rateLimit: { max: 600, timeWindow: '1 minute' } };
  let list: { body: string; etag: string } | undefined;
  // A file's content never changes under its name: compressed once, kept while the bank runs.
  const files = new Map<string, { plain: string; br: Buffer }>();

  app.get<{ Querystring: { lang?: string } }>('/journeys/published.json', { config: limit }, async (req, reply) => {
    // Who asks decides what a version rolling out gives them: the customer's session (sent by the
    // shell once logged on), the channel and the language.
    const caller: Caller = {};
    const token = req.headers['x-auth-token'];
    if (typeof token === 'string') caller.customerId = await authenticate(ctx, token).then((s) => s.customerId, () => undefined);
    const channel = req.headers['x-channel-id'];
    if (typeof channel === 'string' && channel.length <= 40) caller.channel = channel;
    if (typeof req.query.lang === 'string' && req.query.lang.length <= 10) caller.language = req.query.lang;
    const chosen = chooseFor(await publishedVersionsNow(ctx), caller);
    const journeys = Object.fromEntries(chosen.map(({ flowId, rollout: _rollout, ...served }) => [flowId, served]));
    const body = JSON.stringify({ journeys });
    if (list?.body !== body) list = { body, etag: `"${crypto.createHash('sha256').update(body).digest('hex').slice(0, 16)}"` };
    // The answer is this caller's: never kept by a shared cache.
    reply.header('Cache-Control', 'private, no-cache').header('ETag', list.etag).type('application/json; charset=utf-8');
    if (req.headers['if-none-match'] === list.etag) return reply.code(304).send();
    return reply.send(list.body);
  });

  app.get<{ Params: { flowId: string; number: string } }>('/journeys/versions/:flowId/:number', { config: limit }, async (req, reply) => {
    const number = Number(req.params.number);
    const served = Number.isSafeInteger(number) ? await servedVersion(ctx, req.params.flowId, number) : undefined;
    reply.header('Cache-Control', 'no-cache');
    if (served) {
      const { flowId: _flowId, rollout: _rollout, ...version } = served;
      return version;
    }
    // Withdrawn for an urgent fix: the run moves to the version that replaced it, step by step.
    const map = Number.isSafeInteger(number) ? await migrationMapOf(ctx, req.params.flowId, number) : undefined;
    const replacement = map && (await servedVersion(ctx, req.params.flowId, map.to));
    if (!map || !replacement) return reply.code(404).send({ error: 'No such version.' });
    const { flowId: _flowId, rollout: _rollout, ...to } = replacement;
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
