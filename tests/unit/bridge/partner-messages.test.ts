// Partner REQUEST messages: answered only for allow-listed origins, to that origin only.
import { describe, expect, it, vi } from 'vitest';
import { handlePartnerMessage, isPartnerRequest, partnerOrigins } from '../../../bridge';

const ALLOWED = ['https://partner.example'];

function event(origin: string, data: unknown) {
  const source = { postMessage: vi.fn() };
  return { origin, data, source };
}

describe('partner messages', () => {
  it('reads the allow-list from config, exact origins only', () => {
    expect(partnerOrigins({ partnerOrigins: ['https://partner.example', 'https://*.evil.example', 'https://a.example/path', 3] })).toEqual(['https://partner.example']);
    expect(partnerOrigins({})).toEqual([]);
  });

  it('recognises REQUEST as text or as { type }', () => {
    expect(isPartnerRequest('REQUEST')).toBe(true);
    expect(isPartnerRequest({ type: 'REQUEST' })).toBe(true);
    expect(isPartnerRequest({ type: 'OTHER' })).toBe(false);
    expect(isPartnerRequest(null)).toBe(false);
  });

  it('calls ITSI421030 for an allowed origin and answers it alone', async () => {
    const fetchTime = vi.fn(async () => ({ dateTime: '202603101000' }));
    const e = event('https://partner.example', { type: 'REQUEST' });
    expect(await handlePartnerMessage(e, ALLOWED, fetchTime)).toBe(true);
    expect(fetchTime).toHaveBeenCalledOnce();
    expect(e.source.postMessage).toHaveBeenCalledWith({ type: 'RESPONSE', code: 'ITSI421030', dateTime: '202603101000' }, 'https://partner.example');
  });

  it('ignores other origins and other messages', async () => {
    const fetchTime = vi.fn(async () => ({ dateTime: '202603101000' }));
    for (const e of [event('https://evil.example', 'REQUEST'), event('https://partner.example.evil.example', 'REQUEST'), event('https://partner.example', 'HELLO')]) {
      expect(await handlePartnerMessage(e, ALLOWED, fetchTime)).toBe(false);
      expect(e.source.postMessage).not.toHaveBeenCalled();
    }
    expect(fetchTime).not.toHaveBeenCalled();
  });
});
