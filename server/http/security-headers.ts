// Security headers on every response (API, static files, errors). The CSP allows only this
// origin's scripts and style sheets (style attributes set by script through the CSSOM are not
// inline styles and need no exception); camera
// stays available to this origin for QR scanning.
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
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
].join('; ');

/**
 * The CSP with the analytics endpoint allowed: a path of this bank needs nothing more than
 * 'self'; an endpoint at another origin is added to connect-src (that origin only).
 */
export function contentSecurityPolicy(analyticsUrl?: string): string {
  if (!analyticsUrl || analyticsUrl.startsWith('/')) return CONTENT_SECURITY_POLICY;
  let origin: string;
  try {
    const url = new URL(analyticsUrl);
    if (url.protocol !== 'https:') return CONTENT_SECURITY_POLICY;
    origin = url.origin;
  } catch {
    return CONTENT_SECURITY_POLICY;
  }
  return CONTENT_SECURITY_POLICY.replace("connect-src 'self'", `connect-src 'self' ${origin}`);
}

export function registerSecurityHeaders(app: FastifyInstance, analyticsUrl?: string): void {
  const policy = contentSecurityPolicy(analyticsUrl);
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Permissions-Policy', 'camera=(self)');
    reply.header('X-Frame-Options', 'DENY');
    // Account data must never sit in a shared or browser cache.
    if (req.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
