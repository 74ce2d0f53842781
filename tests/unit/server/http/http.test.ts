// HTTP-level behaviour: response contract enforcement, rate limits, the front end files.
import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressDir } from '../../../../build-tools/precompress.js';
import type { Handler } from '../../../../server/api/handler.js';
import { handlers } from '../../../../server/handlers/index.js';
import { startBank, type Bank } from '../support/helpers.js';
import { QR_WORKER_CONTENT_SECURITY_POLICY } from '../../../../server/http/security-headers.js';

let bank: Bank | undefined;
afterEach(async () => {
  await bank?.close();
  bank = undefined;
});

describe('response contract', () => {
  it('a response that breaks its own schema is answered E000000500, never sent', async () => {
    const registry = handlers as unknown as Record<string, Handler<'ITSI900001'>>;
    const original = registry.ITSI900001;
    registry.ITSI900001 = async () => ({ customers: [{ loginId: 'x', password: 'y', customerName: 'z', secret: 'leak' }] });
    try {
      bank = await startBank();
      const res = await bank.call('ITSI900001', {}, { locale: 'en_US' });
      expect(res.header.responseCode).toBe('E000000500');
      expect(res.data).toEqual({});
      expect(JSON.stringify(res)).not.toContain('leak');
    } finally {
      if (original) registry.ITSI900001 = original;
    }
  });

  it('an exception in a handler is answered E000000500', async () => {
    const registry = handlers as unknown as Record<string, Handler<'ITSI900001'>>;
    const original = registry.ITSI900001;
    registry.ITSI900001 = async () => {
      throw new Error('boom');
    };
    try {
      bank = await startBank();
      const res = await bank.call('ITSI900001', {}, { locale: 'zh_CN' });
      expect(res.header).toEqual({ responseCode: 'E000000500', responseMessage: '系统繁忙，请稍后再试。' });
    } finally {
      if (original) registry.ITSI900001 = original;
    }
  });
});

describe('rate limit', () => {
  it('answers E000000429 in the envelope once an address exceeds the per-minute limit', async () => {
    const previous = process.env.API_RATE_LIMIT_PER_MINUTE;
    process.env.API_RATE_LIMIT_PER_MINUTE = '3';
    try {
      bank = await startBank();
    } finally {
      if (previous === undefined) delete process.env.API_RATE_LIMIT_PER_MINUTE;
      else process.env.API_RATE_LIMIT_PER_MINUTE = previous;
    }
    const codes: string[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await bank.call('ITSI900001')).header.responseCode);
    expect(codes).toEqual(['00000', '00000', '00000', 'E000000429']);
  });
});

describe('front end files', () => {
  it('serves index.html at / only, and the built assets', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    try {
      fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>bank</title>');
      fs.mkdirSync(path.join(dist, 'assets'));
      fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
      fs.mkdirSync(path.join(dist, 'static'));
      fs.writeFileSync(path.join(dist, 'static', 'config.json'), '{}');
      bank = await startBank({ distDir: dist });

      // The page preloads its configuration; the bank's no-cache makes a changed file count at once.
      const config = await bank.app.inject({ method: 'GET', url: '/static/config.json' });
      expect(config.headers['cache-control']).toBe('no-cache');

      const home = await bank.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<title>bank</title>');
      expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(home.headers['cache-control']).toBe('no-cache');

      const asset = await bank.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      // A script is a subresource: the document's policies do not apply to it, nosniff does.
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['content-security-policy']).toBeUndefined();
      expect(asset.headers['x-frame-options']).toBeUndefined();
      // A missing asset is answered like any other page, with every header.
      const missing = await bank.app.inject({ method: 'GET', url: '/assets/none-0000.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'none'");

      expect((await bank.app.inject({ method: 'GET', url: '/transfer-pay/transfer-create' })).statusCode).toBe(404);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("serves the QR scanner's worker with the one policy that allows WebAssembly, and its .wasm compressed", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    try {
      fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>bank</title>');
      fs.mkdirSync(path.join(dist, 'assets', 'qr-worker'), { recursive: true });
      fs.writeFileSync(path.join(dist, 'assets', 'qr-worker', 'scan-worker-1234.js'), 'self.onmessage = () => {};');
      const wasm = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(4096)]);
      fs.writeFileSync(path.join(dist, 'assets', 'reader-1234.wasm'), wasm);
      expect(precompressDir(dist)).toBe(1);
      bank = await startBank({ distDir: dist });

      const worker = await bank.app.inject({ method: 'GET', url: '/assets/qr-worker/scan-worker-1234.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-security-policy']).toBe(QR_WORKER_CONTENT_SECURITY_POLICY);
      expect(QR_WORKER_CONTENT_SECURITY_POLICY).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(QR_WORKER_CONTENT_SECURITY_POLICY).not.toMatch(/'unsafe-eval'|'unsafe-inline'|\*/);
      expect(worker.headers['x-content-type-options']).toBe('nosniff');
      // Every page keeps a policy without WebAssembly.
      const home = await bank.app.inject({ method: 'GET', url: '/' });
      expect(home.headers['content-security-policy']).not.toContain('wasm-unsafe-eval');

      // Streaming compilation needs the WebAssembly type; the file goes out as the build's brotli copy.
      const reader = await bank.app.inject({ method: 'GET', url: '/assets/reader-1234.wasm', headers: { 'accept-encoding': 'br' } });
      expect(reader.headers['content-type']).toBe('application/wasm');
      expect(reader.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(reader.rawPayload).equals(wasm)).toBe(true);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('sends the build-time brotli or gzip copy to browsers that accept it, with Vary', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    try {
      const source = `export const text = ${JSON.stringify('繁體中文 '.repeat(400))};\n`;
      fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>bank</title>${'<!-- pad -->'.repeat(80)}`);
      fs.mkdirSync(path.join(dist, 'assets'));
      fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), source);
      expect(precompressDir(dist)).toBe(2);
      bank = await startBank({ distDir: dist });

      const br = await bank.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Never revalidated: no validators, no ranges.
      expect(br.headers.etag).toBeUndefined();
      expect(br.headers['last-modified']).toBeUndefined();
      expect(br.headers['accept-ranges']).toBeUndefined();
      expect(br.headers['content-type']).toContain('javascript');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(source);

      const gz = await bank.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(source);

      const plain = await bank.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(source);

      const home = await bank.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
      expect(home.headers['content-encoding']).toBe('br');
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.headers['content-security-policy']).toContain("script-src 'self'");
      // The document is revalidated: it keeps its validator and answers 304 when unchanged.
      expect(home.headers.etag).toBeDefined();
      const again = await bank.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': String(home.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(zlib.brotliDecompressSync(home.rawPayload).toString()).toContain('<title>bank</title>');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('runs API-only when there is no build', async () => {
    bank = await startBank({ distDir: path.join(os.tmpdir(), 'no-such-dist-folder') });
    expect((await bank.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
  });
});
