// Security headers on every response (API, pages, errors; scripts and style sheets get nosniff
// alone, see SUBRESOURCE below). The CSP allows only this
// origin's scripts and style sheets (style attributes set by script through the CSSOM are not
// inline styles and need no exception); camera and geolocation stay available to this origin
// (QR scanning, the nearest branch).
// Frames: the app may frame pages of its own origin only (`frame-src 'self'`), and of those only
// the bank's /embedded/ pages (precious metal, stock) agree to be framed: every other page says
// `frame-ancestors 'none'` and `X-Frame-Options: DENY`. The embedded pages carry their own,
// stricter policy (no scripts at all) and may be framed by this origin only. A path in
// `frame-src` would need the scheme and host, which the bank would have to take from the
// request's Host header: not worth reflecting a header into the policy.
import type { FastifyInstance } from 'fastify';

export const EMBEDDED_PATH = '/embedded/';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** The policy of an embedded page: its own style sheet, nothing that runs, framed by this origin only. */
export const EMBEDDED_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Where the build puts the QR scanner's worker (vite.config.ts, `worker`), and the one policy of
 * this bank that lets a script compile WebAssembly: the worker runs the QR reader's polyfill,
 * ZXing-C++ compiled to WebAssembly, where the browser has no BarcodeDetector of its own
 * (widgets/qr/detector.ts). 'wasm-unsafe-eval' permits WebAssembly compilation only, never
 * JavaScript eval; a dedicated worker loaded from a URL of this origin is governed by the
 * policy of its own response, not the page's, so the page keeps `script-src 'self'` and only
 * this worker may compile the reader (docs/security.md). It imports its code from this origin,
 * fetches the .wasm from it and nothing else.
 */
export const QR_WORKER_PATH = '/assets/qr-worker/';

export const QR_WORKER_CONTENT_SECURITY_POLICY = ["default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", "connect-src 'self'"].join('; ');

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

/**
 * HTTP Strict Transport Security when the bank is served over HTTPS (BEHIND_TLS=1): browsers
 * then refuse plain HTTP to this host and its subdomains for a year (ASVS 5.0 3.4.1, level 2).
 * Not preloaded: entering the browsers' preload list is a decision about the bank's whole
 * domain, taken with its owner (docs/security.md). Without TLS the header would mean nothing
 * (browsers ignore it over HTTP) and is not sent.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The front end's scripts and style sheets (the entry and the hashed build assets). A browser
 * applies the CSP, framing, referrer and permissions policies of the document (or worker) that
 * loads them, never of a script or style sheet fetched as a subresource: on these the headers
 * were about 430 bytes of every response, ten of them before a journey's form works. They keep
 * nosniff, which is what protects a subresource. A worker's script is not a subresource: it is
 * served with a policy of its own (QR_WORKER_PATH, outside this pattern).
 */
const SUBRESOURCE = /^\/(?:index\.js|assets\/[^/?]+\.(?:js|css))(?:\?|$)/;

export function registerSecurityHeaders(app: FastifyInstance, analyticsUrl?: string, behindTls = false): void {
  const policy = contentSecurityPolicy(analyticsUrl);
  app.addHook('onSend', async (req, reply, payload) => {
    if (behindTls) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    reply.header('X-Content-Type-Options', 'nosniff');
    if (req.method === 'GET' && reply.statusCode === 200 && SUBRESOURCE.test(req.url)) return payload;
    if (req.url.startsWith(QR_WORKER_PATH)) {
      reply.header('Content-Security-Policy', QR_WORKER_CONTENT_SECURITY_POLICY);
      reply.header('Referrer-Policy', 'no-referrer');
      return payload;
    }
    const embedded = req.url.startsWith(EMBEDDED_PATH);
    reply.header('Content-Security-Policy', embedded ? EMBEDDED_CONTENT_SECURITY_POLICY : policy);
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Permissions-Policy', embedded ? 'camera=(), geolocation=()' : 'camera=(self), geolocation=(self)');
    reply.header('X-Frame-Options', embedded ? 'SAMEORIGIN' : 'DENY');
    // Account data must never sit in a shared or browser cache.
    if (req.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
