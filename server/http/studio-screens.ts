// The studio's screen snapshots (docs/testing.md, "Screen snapshots"), behind the studio's
// guard (server/http/studio.ts), sandbox only like the rest of the studio:
// - GET composition/<flow>: what the capture view renders a flow's steps from (the flow
//   expanded, its forms, its fixtures), the same data the runner hashes;
// - GET review, GET picture: the screens the last run found changed, and their pictures;
// - POST decide: QA (or an author) accepts a screen into the committed baseline or refuses it;
// - GET findings: the layout findings the baseline allows, screen by screen.
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { StaffMember, StaffRole } from '../services/bank/staff/staff.js';

type Guard = (req: FastifyRequest, reply: FastifyReply, roles?: readonly StaffRole[]) => Promise<StaffMember | undefined>;

export function registerStudioScreens(app: FastifyInstance, ctx: AppContext, guard: Guard): void {
  const limit = { rateLimit: { max: 1200, timeWindow: '1 minute' } };
  const review = () => import('../studio/screens/review.js');

  app.get<{ Params: { flowId: string } }>('/api/studio/screens/composition/:flowId', { config: limit }, async (req, reply) => {
    if (!(await guard(req, reply))) return reply;
    const { flowComposition } = await import('../studio/screens/composition.js');
    const c = flowComposition(req.params.flowId);
    return c ? { path: c.path, flow: c.flow, forms: c.forms, fixtures: c.fixtures } : reply.code(404).send({ error: 'No such flow.' });
  });

  app.get('/api/studio/screens/review', { config: limit }, async (req, reply) => {
    if (!(await guard(req, reply))) return reply;
    const r = await review();
    const items = r.readReview().items.map((i) => ({ ...i, hasBefore: fs.existsSync(r.pictureFile('accepted', i.flow, i.step, i.screen)) }));
    return { items };
  });

  app.get<{ Querystring: { flow?: string; step?: string; screen?: string; which?: string } }>('/api/studio/screens/picture', { config: limit }, async (req, reply) => {
    if (!(await guard(req, reply))) return reply;
    const { flow = '', step = '', screen = '', which } = req.query;
    if (which !== 'accepted' && which !== 'current') return reply.code(400).send({ error: 'which is accepted or current' });
    let file: string;
    try {
      file = (await review()).pictureFile(which, flow, step, screen);
    } catch {
      return reply.code(400).send({ error: 'Not a screen.' });
    }
    if (!fs.existsSync(file)) return reply.code(404).send({ error: 'No such picture on this machine.' });
    return reply.type('image/png').send(fs.readFileSync(file));
  });

  app.post<{ Body: { flow?: unknown; step?: unknown; screen?: unknown; decision?: unknown } }>('/api/studio/screens/decide', { config: limit }, async (req, reply) => {
    const staff = await guard(req, reply, ['qa', 'author']);
    if (!staff) return reply;
    const { flow, step, screen, decision } = req.body ?? {};
    if (typeof flow !== 'string' || typeof step !== 'string' || typeof screen !== 'string' || (decision !== 'accept' && decision !== 'refuse')) {
      return reply.code(400).send({ error: 'flow, step, screen and decision (accept or refuse) are required' });
    }
    const result = (await review()).decide(flow, step, screen, decision);
    ctx.log.info({ flow, step, screen, decision, by: staff.loginId, ok: result.ok }, 'studio screen decision');
    return reply.code(result.ok ? 200 : 404).send({ ok: result.ok });
  });

  app.get('/api/studio/screens/findings', { config: limit }, async (req, reply) => {
    if (!(await guard(req, reply))) return reply;
    const { BASELINE_DIR, parseBaseline } = await import('../studio/screens/baseline.js');
    const out: { flow: string; step: string; screen: string; findings: string[] }[] = [];
    for (const name of fs.existsSync(BASELINE_DIR) ? fs.readdirSync(BASELINE_DIR).sort() : []) {
      if (!name.endsWith('.json')) continue;
      const b = parseBaseline(fs.readFileSync(`${BASELINE_DIR}/${name}`, 'utf8'));
      for (const [step, entry] of Object.entries(b.steps)) {
        for (const [screen, s] of Object.entries(entry.screens)) if (s.findings.length) out.push({ flow: b.flow, step, screen, findings: s.findings });
      }
    }
    return { findings: out };
  });
}
