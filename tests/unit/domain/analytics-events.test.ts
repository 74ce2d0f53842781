// Analytics events carry the listed fields only, and no value that may be personal data: an
// event made of a customer's account, amount, ID, telephone and e-mail keeps none of them.
import { describe, expect, it } from 'vitest';
import { MAX_BATCH, sanitizeBatch, sanitizeEvent } from '../../../domain/analytics/events';

const personal = {
  type: 'click',
  eventId: 'button-2',
  page: '/transfer-pay/transfer-create?amount=1234.50&payeeAccount=024765432101',
  prodId: 'transfer.create',
  channelId: 'H112',
  appId: 'XPMBS',
  referrer: '/transfer-pay/payee-register-delete?payeeId=P123456',
  // Fields the spec lists but that identify the customer: never kept.
  custId: '8800012345',
  telephoneNo: '+852 91234567',
  // Not analytics fields at all.
  accountNo: '20139810527311',
  amount: 123450,
  idNumber: 'A123456(7)',
  // Listed fields carrying personal values.
  desc: 'Paid HKD 1,234.50 to 024-765-432101',
  reserve1: 'chan.taiman@example.com',
  activeId: 'A123456(7)',
  managerId: '91234567',
  custSource: '$ 300',
};

describe('analytics events', () => {
  it('keep the listed fields and drop every personal value', () => {
    const event = sanitizeEvent(personal)!;
    expect(event).toEqual({
      type: 'click',
      eventId: 'button-2',
      page: '/transfer-pay/transfer-create',
      prodId: 'transfer.create',
      channelId: 'H112',
      appId: 'XPMBS',
      referrer: '/transfer-pay/payee-register-delete',
    });
    const text = JSON.stringify(event);
    for (const secret of ['8800012345', '91234567', '20139810527311', '123450', '1234', 'A123456', '@', 'HKD', '300', 'payeeId']) {
      expect(text).not.toContain(secret);
    }
  });

  it('keep ordinary campaign values', () => {
    expect(sanitizeEvent({ type: 'pageview', eventId: 'pageview', page: '/mine/index', activeId: 'spring-promo', custSource: 'E03-WEB', desc: 'home' })).toMatchObject({
      activeId: 'spring-promo',
      custSource: 'E03-WEB',
      desc: 'home',
    });
  });

  it('refuse what is no event: unknown type, no event id, a page that is not a route', () => {
    expect(sanitizeEvent({ type: 'purchase', eventId: 'x', page: '/a' })).toBeUndefined();
    expect(sanitizeEvent({ type: 'click', eventId: '20139810527311', page: '/a' })).toBeUndefined();
    expect(sanitizeEvent({ type: 'click', eventId: 'x', page: 'https://evil.example/' })).toBeUndefined();
    expect(sanitizeEvent('click')).toBeUndefined();
  });

  it('keep at most one batch worth of events', () => {
    const events = Array.from({ length: MAX_BATCH + 5 }, (_, i) => ({ type: 'click', eventId: `button-${i % 9}`, page: '/mine/index' }));
    expect(sanitizeBatch({ events: [...events, personal] })).toHaveLength(MAX_BATCH);
    expect(sanitizeBatch({ events: 'all' })).toEqual([]);
    expect(sanitizeBatch(null)).toEqual([]);
  });
});
