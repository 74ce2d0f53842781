// Every answer under /api/ is the bank's envelope with a translated message, whatever fails
// before a handler runs: the router's errors, unknown paths, malformed or oversized bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startBank, type Bank } from '../support/helpers.js';

let bank: Bank;
beforeAll(async () => {
  bank = await startBank();
});
afterAll(() => bank.close());

async function envelopeOf(options: InjectOptions) {
  const res = await bank.app.inject(options);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return res.json() as { header: { responseCode: string; responseMessage: string }; data: object };
}

const json = { 'content-type': 'application/json' };
const zhCn = JSON.stringify({ header: { locale: 'zh_CN', appId: 'XPMBS', termType: 'WEB' } });

describe('the envelope, whatever fails', () => {
  it('an over-long path parameter (the router answers 414 by itself)', async () => {
    const body = await envelopeOf({ method: 'POST', url: '/api/' + 'A'.repeat(500), headers: json, payload: zhCn });
    // The router answers before the body is read, so the message is in the default language.
    expect(body.header).toEqual({ responseCode: 'E000000404', responseMessage: '不支援此交易。' });
    expect(body.data).toEqual({});
  });

  it('a malformed URL', async () => {
    const body = await envelopeOf({ method: 'POST', url: '/api/%E0%A4%A', headers: json, payload: '{}' });
    expect(body.header.responseCode).toBe('E000000400');
    expect(body.header.responseMessage).toBe('請求資料不正確：(body)');
  });

  it('unknown paths and methods, with /api itself', async () => {
    for (const [method, url] of [['POST', '/api/nope/deeper'], ['GET', '/api/ITSI200001'], ['POST', '/api'], ['GET', '/api?x=1']] as const) {
      const body = await envelopeOf({ method, url, headers: json, payload: method === 'POST' ? zhCn : undefined });
      expect(body.header.responseCode, url).toBe('E000000404');
    }
    // The language is still the caller's when the path is unknown.
    expect((await envelopeOf({ method: 'POST', url: '/api/nope/deeper', headers: json, payload: zhCn })).header.responseMessage).toBe('不支持此交易。');
    // Outside /api/ the plain 404 stays.
    expect((await bank.app.inject({ method: 'GET', url: '/nothing-here' })).statusCode).toBe(404);
  });

  it('malformed JSON', async () => {
    const body = await envelopeOf({ method: 'POST', url: '/api/ITSI200001', headers: json, payload: '{"header":' });
    expect(body.header).toEqual({ responseCode: 'E000000400', responseMessage: '請求資料不正確：(body)' });
  });

  it('a wrong content type', async () => {
    const body = await envelopeOf({ method: 'POST', url: '/api/ITSI200001', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(body.header.responseCode).toBe('E000000400');
  });

  it('a body over the limit', async () => {
    const payload = JSON.stringify({ header: { locale: 'en_US' }, padding: 'x'.repeat(70 * 1024) });
    const body = await envelopeOf({ method: 'POST', url: '/api/ITSI200001', headers: json, payload });
    // An unread body has no language: the default one (zh-TW).
    expect(body.header).toEqual({ responseCode: 'E000000413', responseMessage: '請求資料過大。' });
  });

  it('a body that is JSON but not an object', async () => {
    const body = await envelopeOf({ method: 'POST', url: '/api/ITSI200001', headers: json, payload: 'null' });
    expect(body.header.responseCode).toBe('E000000400');
  });
});
