// GET /embedded/{page}?lang=: the bank's pages the app frames (server/embedded/pages.ts), and
// their style sheet. Headers (own CSP, framed by this origin only) come from security-headers.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { EMBEDDED_CSS, EMBEDDED_PAGES, embeddedLang, renderEmbedded, type EmbeddedPage } from '../embedded/pages.js';

export function registerEmbeddedPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/embedded/embedded.css', (_req, reply) => reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(EMBEDDED_CSS));
  app.get<{ Params: { page: string }; Querystring: { lang?: string } }>('/embedded/:page', (req, reply) => {
    const name = req.params.page;
    if (!(EMBEDDED_PAGES as readonly string[]).includes(name)) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderEmbedded(name as EmbeddedPage, embeddedLang(req.query.lang), ctx.clock.now()));
  });
}
