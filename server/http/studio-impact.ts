// The studio's impact review (docs/publishing.md, "Impact review"): GET
// /api/studio/impact/<flow>/<number> answers what a version changes against the version it
// replaces, its fixtures replayed against it and its bundle's size. Any signed-in member of
// staff may read it, behind the studio's own guard (server/http/studio.ts). The replay and the
// compilation are the slow part: a tighter rate than the studio's other reads.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { StaffMember } from '../services/bank/staff/staff.js';

type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<StaffMember | undefined>;

export function registerStudioImpact(app: FastifyInstance, ctx: AppContext, guard: Guard): void {
  app.get<{ Params: { flowId: string; number: string } }>('/api/studio/impact/:flowId/:number', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (req, reply) => {
    const staff = await guard(req, reply);
    if (!staff) return reply;
    const number = Number(req.params.number);
    if (!Number.isSafeInteger(number) || number < 1) return reply.code(400).send({ error: 'The version is a whole number.' });
    const { impactOf } = await import('../services/bank/flow-registry/impact.js');
    const impact = await impactOf(ctx, req.params.flowId, number);
    ctx.log.info({ flowId: req.params.flowId, number, by: staff.loginId, found: impact !== undefined }, 'studio impact review');
    return impact ?? reply.code(404).send({ error: 'No such version.' });
  });
}
