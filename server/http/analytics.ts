// The analytics collector (spec section 7): POST {analyticsUrl} with { events: [...] } as JSON,
// sent by navigator.sendBeacon as text/plain (a beacon must not need a preflight). Answers
// 204 whatever it kept; nobody waits for it. Its own rate limit per address.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { storeBatch } from '../services/bank/analytics/events.js';

/** The collector's path when the endpoint is this bank ('/collect/events'), else undefined. */
export function collectorPath(analyticsUrl: string): string | undefined {
  return analyticsUrl.startsWith('/') ? analyticsUrl.split('?')[0] : undefined;
}

export function registerAnalyticsCollector(app: FastifyInstance, ctx: AppContext): void {
  const path = collectorPath(ctx.settings.analyticsUrl);
  if (!path) return;
  app.post(path, { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, bodyLimit: 32 * 1024 }, async (req, reply) => {
    let body: unknown = req.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
      }
    }
    await storeBatch(ctx, body);
    return reply.code(204).send();
  });
}
