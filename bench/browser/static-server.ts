// Serves the benchmark's own pages (peers and the engine harness) the way the sandbox bank
// serves the app: brotli or gzip by Accept-Encoding, at the same settings as the app's build
// (build-tools/precompress.ts), the product's strict CSP, no caching. With gzip here and
// brotli for the app, the peers' bytes read about 15 % heavier than the same code served alike.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { CONTENT_SECURITY_POLICY } from '../../server/http/security-headers';
import { compressed, type Encoding } from '../../build-tools/precompress';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

export async function serveStatic(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const cache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding: Encoding = /\bbr\b/.test(accepted) ? 'br' : 'gzip';
    const key = `${encoding}:${file}`;
    if (!cache.has(key)) cache.set(key, compressed(fs.readFileSync(file), encoding));
    const body = cache.get(key)!;
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Encoding': encoding,
      'Content-Length': body.length,
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    });
    res.end(body);
  });
  // An ephemeral port on the loopback: never one another run on this machine is using.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
