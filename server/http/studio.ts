// The studio's calls (docs/studio.md): /api/studio/… on the sandbox bank, so the Vite dev
// server's /api proxy reaches them too. Nothing is registered with NODE_ENV=production: a bank
// in production can neither show nor write a flow file. Writes are limited to flows/<area>/*.json
// (server/studio/flow-files.ts) and only after the flow linter passed.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { BankError } from '../api/errors.js';
import { parseRollout } from '../../domain/publishing/rollout.js';
import { registerStudioImpact } from './studio-impact.js';
import { registerStudioScreens } from './studio-screens.js';
import { endStaffSession, logOnStaff, registerStaffKey, staffOfSession, type StaffMember, type StaffRole } from '../services/bank/staff/staff.js';

const ALL_ROLES: readonly StaffRole[] = ['author', 'approver', 'qa'];

type Studio = typeof import('../studio/flow-files.js');

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The studio's page is of this bank, or of a development server on this machine (the Vite dev
 * server proxies /api and rewrites Host): a request another site's page makes is refused. (A
 * cross-site POST of JSON needs a CORS preflight this bank never grants; this is one more wall.)
 */
function allowedOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return url.host === req.headers.host || LOOPBACK.has(url.hostname);
  } catch {
    return false;
  }
}

export function registerStudio(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.settings.production) return;
  // The linter and its schemas load with the first call, not with every start of the bank.
  let studio: Promise<Studio> | undefined;
  const load = () => (studio ??= import('../studio/flow-files.js'));
  const limit = { rateLimit: { max: 600, timeWindow: '1 minute' } };

  /**
   * The studio answers its own pages only, and only a signed-in member of staff (x-staff-token,
   * services/bank/staff/staff.ts) whose role may do what is asked: the bank enforces each role, so a
   * hidden button is never the only wall.
   */
  const guard = async (req: FastifyRequest, reply: FastifyReply, roles: readonly StaffRole[] = ALL_ROLES): Promise<StaffMember | undefined> => {
    reply.header('Cache-Control', 'no-store');
    if (!allowedOrigin(req)) {
      await reply.code(403).send({ error: 'The studio answers its own pages only.' });
      return undefined;
    }
    const staff = await staffOfSession(ctx, req.headers['x-staff-token']);
    if (!staff) {
      await reply.code(401).send({ error: 'Sign in to the studio.' });
      return undefined;
    }
    if (!roles.includes(staff.role)) {
      await reply.code(403).send({ error: `A ${staff.role} may not do this.` });
      return undefined;
    }
    return staff;
  };

  const refuse = async (reply: FastifyReply, e: unknown, s: Studio) => {
    if (e instanceof s.StudioPathError) return reply.code(400).send({ error: e.message });
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return reply.code(404).send({ error: 'No such flow file.' });
    throw e;
  };

  app.get('/api/studio/flows', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply);
    if (!staff) return reply;
    const s = await load();
    return { flows: s.listFlows() };
  });

  app.get<{ Querystring: { path?: string } }>('/api/studio/flow', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply);
    if (!staff) return reply;
    const s = await load();
    try {
      const text = s.readFlowText(req.query.path ?? '');
      const id = (JSON.parse(text) as { id?: unknown }).id;
      return { path: req.query.path, text, fixtures: typeof id === 'string' ? s.fixturesOf(id) : [] };
    } catch (e) {
      return refuse(reply, e, s);
    }
  });

  // Flows are larger than a customer's request: the route takes up to 1 MB.
  const bodyLimit = 1024 * 1024;
  app.post<{ Body: { path?: unknown; text?: unknown } }>('/api/studio/check', { config: limit, bodyLimit }, async (req, reply) => {
    const staff = await guard(req, reply);
    if (!staff) return reply;
    const s = await load();
    if (typeof req.body?.text !== 'string') return reply.code(400).send({ error: 'text is required' });
    try {
      return s.checkFlow(String(req.body.path ?? ''), req.body.text);
    } catch (e) {
      return refuse(reply, e, s);
    }
  });

  app.post<{ Body: { path?: unknown; text?: unknown; base?: unknown } }>('/api/studio/save', { config: limit, bodyLimit }, async (req, reply) => {
    const staff = await guard(req, reply, ['author']);
    if (!staff) return reply;
    const s = await load();
    const { text, base } = req.body ?? {};
    if (typeof text !== 'string' || !(typeof base === 'string' || base === null)) return reply.code(400).send({ error: 'text and base are required' });
    try {
      const result = s.saveFlow(String(req.body.path ?? ''), text, base);
      ctx.log.info({ path: req.body.path, ok: result.ok, created: result.created }, 'studio save');
      return reply.code(result.ok ? 200 : result.conflict ? 409 : 422).send(result);
    } catch (e) {
      return refuse(reply, e, s);
    }
  });

  app.get<{ Params: { flowId: string } }>('/api/studio/definitions/:flowId', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply);
    if (!staff) return reply;
    const s = await load();
    const saved = s.savedDefinition(req.params.flowId);
    return saved ?? reply.code(404).send({ error: 'No such flow.' });
  });

  // The registry (docs/publishing.md): a draft from the editor's text (authors), decisions on it
  // (approvers, signed by their browser's key), publishing it, rolling a journey back, withdrawing
  // a version with a migration map (approvers). In production nothing here is registered.
  const registry = () => import('../services/bank/flow-registry/registry.js');

  app.get<{ Params: { flowId: string } }>('/api/studio/versions/:flowId', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply);
    if (!staff) return reply;
    const r = await registry();
    const { flowId } = req.params;
    const [versions, current] = await Promise.all([r.versionsOf(ctx, flowId), r.currentVersion(ctx, flowId)]);
    return { baseline: r.baselineOf(flowId) ?? null, current: current?.number ?? null, versions };
  });

  app.get<{ Params: { flowId: string; number: string } }>('/api/studio/changes/:flowId/:number', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply);
    if (!staff) return reply;
    const changes = await (await registry()).changesOf(ctx, req.params.flowId, Number(req.params.number));
    return changes ?? reply.code(404).send({ error: 'No such version.' });
  });

  app.post<{ Body: { path?: unknown; text?: unknown; rollout?: unknown } }>('/api/studio/draft', { config: limit, bodyLimit }, async (req, reply) => {
    const staff = await guard(req, reply, ['author']);
    if (!staff) return reply;
    const s = await load();
    if (typeof req.body?.text !== 'string') return reply.code(400).send({ error: 'text is required' });
    try {
      s.readFlowText(String(req.body.path ?? ''));
      const rollout = parseRollout(req.body.rollout);
      if (rollout === undefined) return reply.code(400).send({ error: 'rollout: a share of 1 to 100, and optionally channels, languages, maxRefusedRate (0 to 1) and minRequests' });
      const result = await (await registry()).saveDraft(ctx, { path: String(req.body.path), text: req.body.text, author: staff.loginId, rollout });
      ctx.log.info({ path: req.body.path, ok: result.ok, number: result.ok ? result.version.number : undefined }, 'studio draft');
      return reply.code(result.ok ? 200 : 422).send(result);
    } catch (e) {
      return refuse(reply, e, s);
    }
  });

  app.post<{ Body: { flowId?: unknown; number?: unknown } }>('/api/studio/publish', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply, ['approver']);
    if (!staff) return reply;
    const { flowId, number } = req.body ?? {};
    if (typeof flowId !== 'string' || typeof number !== 'number') return reply.code(400).send({ error: 'flowId and number are required' });
    const result = await (await registry()).publish(ctx, flowId, number, staff.loginId);
    ctx.log.info({ flowId, number, ok: result.ok, reason: result.ok ? undefined : result.reason }, 'studio publish');
    return reply.code(result.ok ? 200 : result.reason === 'not-found' ? 404 : 409).send(result);
  });

  app.post<{ Body: { flowId?: unknown; from?: unknown; to?: unknown; steps?: unknown } }>('/api/studio/withdraw', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply, ['approver']);
    if (!staff) return reply;
    const { flowId, from, to, steps } = req.body ?? {};
    const isMap = (v: unknown): v is Record<string, string> => !!v && typeof v === 'object' && Object.values(v).every((t) => typeof t === 'string');
    if (typeof flowId !== 'string' || typeof from !== 'number' || typeof to !== 'number' || !isMap(steps)) return reply.code(400).send({ error: 'flowId, from, to and steps are required' });
    const { withdrawWithMap } = await import('../services/bank/flow-registry/migration-maps.js');
    const result = await withdrawWithMap(ctx, { flowId, from, to, steps, by: staff.loginId });
    ctx.log.info({ flowId, from, to, ok: result.ok, reason: result.ok ? undefined : result.reason }, 'studio withdraw');
    return reply.code(result.ok ? 200 : 409).send(result);
  });

  app.post<{ Body: { flowId?: unknown } }>('/api/studio/rollback', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply, ['approver']);
    if (!staff) return reply;
    const { flowId } = req.body ?? {};
    if (typeof flowId !== 'string') return reply.code(400).send({ error: 'flowId is required' });
    const result = await (await registry()).rollback(ctx, flowId, staff.loginId);
    ctx.log.info({ flowId, retired: result.retired?.number, current: result.current?.number }, 'studio rollback');
    return reply.code(result.retired ? 200 : 409).send(result);
  });

  app.post<{ Body: { flowId?: unknown; number?: unknown; decision?: unknown; keyId?: unknown; signature?: unknown } }>('/api/studio/decide', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply, ['approver']);
    if (!staff) return reply;
    const { flowId, number, decision, keyId, signature } = req.body ?? {};
    if (typeof flowId !== 'string' || typeof number !== 'number' || (decision !== 'approve' && decision !== 'reject') || typeof keyId !== 'string' || typeof signature !== 'string') {
      return reply.code(400).send({ error: 'flowId, number, decision, keyId and signature are required' });
    }
    const { decide } = await import('../services/bank/flow-registry/approvals.js');
    const result = await decide(ctx, staff, { flowId, number, decision, keyId, signature });
    ctx.log.info({ flowId, number, decision, by: staff.loginId, ok: result.ok, reason: result.ok ? undefined : result.reason }, 'studio decision');
    return reply.code(result.ok ? 200 : 409).send(result);
  });

  app.post<{ Body: { publicKey?: unknown } }>('/api/studio/keys', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply, ['approver']);
    if (!staff) return reply;
    try {
      return { keyId: await registerStaffKey(ctx, staff, req.body?.publicKey as JsonWebKey) };
    } catch (e) {
      return reply.code(400).send({ error: (e as Error).message });
    }
  });

  // What a journey's fixtures prove (paths walked, mutation score and survivors), for QA.
  app.get<{ Params: { flowId: string } }>('/api/studio/proof/:flowId', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (req, reply) => {
    const staff = await guard(req, reply);
    if (!staff) return reply;
    const { flowProof } = await import('../studio/flow-proof.js');
    const proof = await flowProof(req.params.flowId);
    return proof ?? reply.code(404).send({ error: 'No such flow.' });
  });

  // The versions the bank rolled back by itself: every signed-in member of staff is told.
  app.get('/api/studio/notices', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply);
    if (!staff) return reply;
    const { bankRollbacks } = await import('../services/bank/flow-registry/notices.js');
    return { notices: await bankRollbacks(ctx.store.db) };
  });

  app.get<{ Params: { flowId: string } }>('/api/studio/audit/:flowId', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply);
    if (!staff) return reply;
    const { auditOf } = await import('../services/bank/flow-registry/audit-chain.js');
    return { entries: await auditOf(ctx.store.db, req.params.flowId) };
  });

  registerStudioImpact(app, ctx, guard);
  registerStudioScreens(app, ctx, guard);

  // The staff log-on: password and the authenticator's code; five wrong attempts lock the id.
  app.post<{ Body: { loginId?: unknown; password?: unknown; otp?: unknown } }>('/api/studio/session', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!allowedOrigin(req)) return reply.code(403).send({ error: 'The studio answers its own pages only.' });
    const { loginId, password, otp } = req.body ?? {};
    if (typeof loginId !== 'string' || typeof password !== 'string' || typeof otp !== 'string') return reply.code(400).send({ error: 'loginId, password and otp are required' });
    try {
      const result = await logOnStaff(ctx, { loginId, password, otp });
      ctx.log.info({ loginId, ok: result.ok }, 'studio log-on');
      return result.ok ? { token: result.token, staff: result.staff } : reply.code(401).send({ error: 'The login id, password or code is not right.' });
    } catch (e) {
      if (e instanceof BankError) return reply.code(429).send({ error: 'Too many attempts: this login id is locked for 15 minutes.' });
      throw e;
    }
  });

  app.get('/api/studio/session', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply);
    return staff ? { staff } : reply;
  });

  app.delete('/api/studio/session', { config: limit }, async (req, reply) => {
    const token = req.headers['x-staff-token'];
    if (typeof token === 'string') await endStaffSession(ctx, token);
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });
}
