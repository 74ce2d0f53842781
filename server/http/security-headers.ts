// Security headers on every response (API, static files, errors). The CSP allows only this
// origin's scripts and style sheets (style attributes set by script through the CSSOM are not
// inline styles and need no exception); camera
// stays available to this origin for QR scanning.
// Frames: the app may frame only the bank's own /embedded/ pages (precious metal, stock
// pages): `frame-src` names that path of this origin and nothing else. Those pages carry their
// own, stricter policy (no scripts at all) and may be framed by this origin only.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const EMBEDDED_PATH = '/embedded/';

const BASE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

/** The app's policy without an origin to name (e.g. a static preview): no frames at all. */
export const CONTENT_SECURITY_POLICY = [...BASE_POLICY, "frame-src 'none'"].join('; ');

/** The app's policy for pages of this origin: frames from its /embedded/ path only. */
export function contentSecurityPolicy(origin: string | undefined): string {
  // A CSP source with a path needs the scheme and host; 'self' cannot carry a path.
  if (!origin || !/^https?:\/\/[a-z0-9.:[\]-]+$/i.test(origin)) return CONTENT_SECURITY_POLICY;
  return [...BASE_POLICY, `frame-src ${origin}${EMBEDDED_PATH}`].join('; ');
}

/** The policy of an embedded page: its own style sheet, nothing that runs, framed by this origin only. */
export const EMBEDDED_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

function originOf(req: FastifyRequest): string | undefined {
  const host = req.headers.host;
  return host ? `${req.protocol}://${host}` : undefined;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const embedded = req.url.startsWith(EMBEDDED_PATH);
    reply.header('Content-Security-Policy', embedded ? EMBEDDED_CONTENT_SECURITY_POLICY : contentSecurityPolicy(originOf(req)));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Permissions-Policy', embedded ? 'camera=(), geolocation=()' : 'camera=(self), geolocation=(self)');
    reply.header('X-Frame-Options', embedded ? 'SAMEORIGIN' : 'DENY');
    // Account data must never sit in a shared or browser cache.
    if (req.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
