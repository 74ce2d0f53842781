// Every answer under /api/ is the bank's envelope (HTTP 200, translated message), whatever
// fails before a transaction handler runs: a malformed URL or an over-long path (the router's
// own errors), an unknown path, malformed JSON, a wrong content type, a body over the limit,
// the rate limit. Anything else keeps the framework's plain answer.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../api/envelope.js';
import { BAD_REQUEST, SERVER_ERROR, TOO_LARGE, TOO_MANY, UNKNOWN_CODE } from '../api/errors.js';
import { requestLang } from '../api/route.js';

/** `/api`, `/api/…` and `/api?…`: the paths that speak the envelope. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function codeFor(status: number): string {
  if (status === 429) return TOO_MANY;
  if (status === 413) return TOO_LARGE;
  if (status === 414) return UNKNOWN_CODE;
  return status >= 400 && status < 500 ? BAD_REQUEST : SERVER_ERROR;
}

function answer(error: FastifyError | (Error & { statusCode?: number }), req: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  const code = codeFor(status);
  if (code === SERVER_ERROR) req.log.error({ err: error }, 'request failed');
  return reply.code(200).send(failure(code, requestLang(req.body), { fields: '(body)' }));
}

/** Fastify option `frameworkErrors`: the router's errors (bad URL, over-long path parameter). */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  if (isApiPath(req.url)) {
    void answer(Object.assign(error, { statusCode: error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400 }), req, reply);
    return;
  }
  void reply.code(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400).type('text/plain; charset=utf-8').send('Bad Request');
}

export function registerApiErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (!isApiPath(req.url)) return reply.send(error);
    return answer(error, req, reply);
  });
  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url)) return reply.code(200).send(failure(UNKNOWN_CODE, requestLang(req.body)));
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
