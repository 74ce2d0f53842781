// Bill-payment rules without a database: accounts, limits, payment dates.
import { describe, expect, it } from 'vitest';
import { billAccountType, checkPaymentDate, forwardChangeable, paymentLimit } from '../../../../../../server/services/money/bills/rules.js';

const at = (iso: string) => Date.parse(iso);

describe('bill rules', () => {
  it('maps HKD savings, current and multi-currency accounts only', () => {
    expect(billAccountType('01', 'HKD')).toBe('SAV');
    expect(billAccountType('02', 'HKD')).toBe('CA');
    expect(billAccountType('03', 'HKD')).toBe('MTC');
    expect(billAccountType('03', 'USD')).toBeUndefined();
    expect(billAccountType('04', 'HKD')).toBeUndefined();
  });

  it('caps a payment by the merchant class and the preset limit', () => {
    expect(paymentLimit({ limitClass: 'general' }, 500_000_00)).toBe(50_000_00);
    expect(paymentLimit({ limitClass: 'tax' }, 500_000_00)).toBe(500_000_00);
    expect(paymentLimit({ limitClass: 'designated' }, 500_000_00)).toBe(500_000_00);
    expect(paymentLimit({ limitClass: 'designated' }, 2_000_000_00)).toBe(1_000_000_00);
  });

  it('today before noon is processed today, after noon or on Saturday the next business day', () => {
    expect(checkPaymentDate('2026-11-23', at('2026-11-23T02:00:00Z'))).toEqual({ ok: true, kind: 'now', effectiveDate: '2026-11-23' });
    expect(checkPaymentDate('2026-11-23', at('2026-11-23T04:00:00Z'))).toEqual({ ok: true, kind: 'now', effectiveDate: '2026-11-24' });
    expect(checkPaymentDate('2026-11-28', at('2026-11-28T02:00:00Z'))).toEqual({ ok: true, kind: 'now', effectiveDate: '2026-11-30' });
  });

  it('forward dates: weekdays only, holidays deferred, not in the past nor beyond 90 days', () => {
    const now = at('2026-11-23T02:00:00Z');
    expect(checkPaymentDate('2026-11-28', now)).toEqual({ ok: false, error: 'E600000007' });
    expect(checkPaymentDate('2026-11-22', now)).toEqual({ ok: false, error: 'E600000008' });
    expect(checkPaymentDate('2027-03-01', now)).toEqual({ ok: false, error: 'E600000008' });
    expect(checkPaymentDate('2026-12-25', now)).toEqual({ ok: true, kind: 'forward', effectiveDate: '2026-12-28' });
  });

  it('a forward-dated instruction changes only before its effective date (Hong Kong days)', () => {
    expect(forwardChangeable('2026-11-24', at('2026-11-23T15:59:00Z'))).toBe(true);
    expect(forwardChangeable('2026-11-24', at('2026-11-23T16:00:00Z'))).toBe(false);
  });
});
