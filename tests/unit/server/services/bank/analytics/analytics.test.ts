// The analytics collector (spec section 7): a beacon's batch (text/plain JSON) is stored with
// the listed fields only, whatever the browser sent; the sandbox lists it (ITSI160001); the
// CSP's connect-src allows an endpoint at another origin.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { type Bank } from '../../../support/helpers.js';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../../../../../../server/http/security-headers.js';

const beacon = (bank: Bank, payload: string) =>
  bank.app.inject({ method: 'POST', url: '/collect/events', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload });

describe('analytics collector', () => {
  it('stores a beacon batch without any personal value, and the sandbox lists it newest first', async ({ bank }) => {
    const res = await beacon(
      bank, JSON.stringify({
        events: [
          { type: 'pageview', eventId: 'pageview', page: '/mine/index', channelId: 'E03-WEB', appId: 'XPMBS' },
          {
            type: 'click', eventId: 'button-1', page: '/transfer-pay/transfer-create?amount=500.00', prodId: 'transfer.create', referrer: '/mine/index',
            custId: '8800012345', accountNo: '20139810527311', amount: 50000, telephoneNo: '91234567', desc: 'to 024765432101',
          },
          { type: 'click', eventId: '20139810527311', page: '/mine/index' },
        ],
      }),
    );
    expect(res.statusCode).toBe(204);
    const listed = await bank.call('ITSI160001', {});
    expect(listed.header.responseCode).toBe('00000');
    const events = listed.data.events as Record<string, string>[];
    expect(events).toHaveLength(2);
    expect(events.map(({ receivedAt: _, ...e }) => e)).toEqual(
      expect.arrayContaining([
        { type: 'pageview', eventId: 'pageview', page: '/mine/index', channelId: 'E03-WEB', appId: 'XPMBS' },
        { type: 'click', eventId: 'button-1', page: '/transfer-pay/transfer-create', prodId: 'transfer.create', referrer: '/mine/index' },
      ]),
    );
    const rows = await bank.app.bank.store.db.selectFrom('analytics_events').selectAll().execute();
    const stored = JSON.stringify(rows);
    for (const secret of ['8800012345', '20139810527311', '50000', '500.00', '91234567', '024765432101']) expect(stored).not.toContain(secret);
  });

  it('answers a batch that is no JSON with 400 and stores nothing', async ({ bank }) => {
    expect((await beacon(bank, '{events:')).statusCode).toBe(400);
    expect((await beacon(bank, JSON.stringify({ nothing: true }))).statusCode).toBe(204);
    expect((await bank.call('ITSI160001', {})).data.events).toEqual([]);
  });

  it('allows an endpoint at another origin in connect-src, and only that', () => {
    expect(contentSecurityPolicy('/collect/events')).toBe(CONTENT_SECURITY_POLICY);
    expect(contentSecurityPolicy('https://stats.example.com/collect?x=1')).toContain("connect-src 'self' https://stats.example.com;");
    expect(contentSecurityPolicy('http://stats.example.com/collect')).toBe(CONTENT_SECURITY_POLICY);
    expect(contentSecurityPolicy('not a url')).toBe(CONTENT_SECURITY_POLICY);
  });
});
