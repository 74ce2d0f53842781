// Behind TLS (BEHIND_TLS=1) every response carries HSTS of a year for the host and its
// subdomains; without it, none (browsers ignore the header over plain HTTP anyway).
import { afterEach, describe, expect, it } from 'vitest';
import { STRICT_TRANSPORT_SECURITY } from '../../../../server/http/security-headers.js';
import { startBank, type Bank } from '../support/helpers.js';

let bank: Bank | undefined;
afterEach(async () => {
  await bank?.close();
  bank = undefined;
  delete process.env.BEHIND_TLS;
});

describe('HSTS behind TLS', () => {
  it('is at least a year, with subdomains, on API answers, errors and pages', async () => {
    process.env.BEHIND_TLS = '1';
    bank = await startBank();
    const maxAge = Number(/max-age=(\d+)/.exec(STRICT_TRANSPORT_SECURITY)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(STRICT_TRANSPORT_SECURITY).toContain('includeSubDomains');
    for (const res of [
      await bank.app.inject({ method: 'POST', url: '/api/ITSI900002', payload: { header: { locale: 'en_US' } } }),
      await bank.app.inject({ method: 'POST', url: '/api/NOPE', payload: {} }),
      await bank.app.inject({ method: 'GET', url: '/' }),
      await bank.app.inject({ method: 'GET', url: '/no/such/file' }),
    ]) {
      expect(res.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    }
  });

  it('is not sent when the bank is not behind TLS', async () => {
    bank = await startBank();
    const res = await bank.app.inject({ method: 'POST', url: '/api/ITSI900002', payload: { header: { locale: 'en_US' } } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
