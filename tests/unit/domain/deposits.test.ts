// Time deposit arithmetic: the spec's currencies and periods, maturity dates on Hong Kong
// business days, interest by the currency's day count, and the early-withdrawal fee of spec
// section 9 (no interest; the higher of two formulas; at least HKD 200).
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_CURRENCIES,
  PERIOD_CODES,
  addMonths,
  daysInYear,
  depositRate,
  earlyWithdrawalFee,
  formatRate,
  interestFor,
  maturityDate,
  minimumEarlyWithdrawalFee,
  parsePeriod,
} from '../../../domain/deposits';

describe('products', () => {
  it('offers the currencies and periods of spec section 9, nothing else', () => {
    expect(DEPOSIT_CURRENCIES).toEqual(['HKD', 'CNY', 'USD', 'AUD', 'NZD', 'CAD', 'GBP', 'EUR', 'JPY', 'CHF', 'NOK', 'THB', 'SGD', 'CNH']);
    expect(PERIOD_CODES).toEqual([
      '1D', '7D', '14D', '38D', '68D', '98D', '100D', '128D', '138D', '168D', '188D', '228D', '368D',
      '1M', '2M', '3M', '4M', '5M', '6M', '7M', '8M', '9M', '10M', '11M', '12M', '15M', '18M', '24M', '36M', '48M', '60M',
    ]);
    expect(parsePeriod('30D')).toBeUndefined();
    expect(parsePeriod('13M')).toBeUndefined();
    expect(parsePeriod('98D')).toEqual({ unit: 'D', count: 98 });
    expect(parsePeriod('60M')).toEqual({ unit: 'M', count: 60 });
    expect(depositRate('HKD', '13M')).toBeUndefined();
    expect(depositRate('XAU', '3M')).toBeUndefined();
    for (const currency of DEPOSIT_CURRENCIES) for (const code of PERIOD_CODES) expect(depositRate(currency, code)).toBeGreaterThanOrEqual(0);
  });

  it('counts actual/365 for HKD and actual/360 for USD', () => {
    expect(daysInYear('HKD')).toBe(365);
    expect(daysInYear('USD')).toBe(360);
    expect(daysInYear('GBP')).toBe(365);
    expect(daysInYear('EUR')).toBe(360);
  });

  it('writes rates with four decimals', () => {
    expect(formatRate(30_000)).toBe('3.0000%');
    expect(formatRate(38_500)).toBe('3.8500%');
    expect(formatRate(100)).toBe('0.0100%');
    expect(formatRate(0)).toBe('0.0000%');
  });
});

describe('maturity date', () => {
  it('counts days, or months to the same day, the month end when shorter', () => {
    expect(maturityDate('2026-11-25', { unit: 'D', count: 7 })).toBe('2026-12-02');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-11-25', 60)).toBe('2031-11-25');
  });

  it('moves a maturity on a Saturday, Sunday or Hong Kong holiday to the next business day', () => {
    // 2026-11-25 + 31 days = 2026-12-26, the first weekday after Christmas (Sat), then Sunday: Monday 28th.
    expect(maturityDate('2026-11-25', { unit: 'D', count: 31 })).toBe('2026-12-28');
    // One month from 2026-11-25 is 2026-12-25, Christmas Day (Fri).
    expect(maturityDate('2026-11-25', { unit: 'M', count: 1 })).toBe('2026-12-28');
    // 2026-11-28 is a Saturday: a 7-day deposit from the 21st matures on Monday the 30th.
    expect(maturityDate('2026-11-21', { unit: 'D', count: 7 })).toBe('2026-11-30');
    expect(maturityDate('2026-11-20', { unit: 'D', count: 7 })).toBe('2026-11-27');
  });
});

describe('interest', () => {
  it('is principal x rate x days / days in year, rounded down to the cent', () => {
    // HKD 100,000 at 3.20% for 92 days, actual/365: 806.5753... -> 806.57
    expect(interestFor(10_000_000, 32_000, 92, 'HKD')).toBe(80_657);
    // USD 10,000 at 3.85% for 92 days, actual/360: 98.3888... -> 98.38
    expect(interestFor(1_000_000, 38_500, 92, 'USD')).toBe(9_838);
    // JPY has no minor unit: JPY 1,000,000 at 0.02% for 30 days = 16.43 -> 16
    expect(interestFor(1_000_000, 200, 30, 'JPY')).toBe(16);
    expect(interestFor(1_000_000, 0, 30, 'CHF')).toBe(0);
    expect(interestFor(1_000_000, 10_000, 0, 'HKD')).toBe(0);
  });

  it('stays exact for the largest amounts (no floating point)', () => {
    // HKD 9,000,000,000,000.00 at 3.00% for 365 days is exactly 3% of it.
    expect(interestFor(900_000_000_000_000, 30_000, 365, 'HKD')).toBe(27_000_000_000_000);
  });
});

describe('early withdrawal fee', () => {
  const base = { currency: 'HKD' as const, withdrawalDate: '2026-11-25', maturityDate: '2027-02-25' }; // 92 days

  it('charges the minimum HKD 200 when both formulas come to less', () => {
    const fee = earlyWithdrawalFee({ ...base, principal: 1_000_000, ratePpm: 30_000, rates: { prime: 52_500, interbank: 38_000 } });
    expect(fee.remainingDays).toBe(92);
    // prime formula: 5.25% - 2.50% - 3.00% < 0 -> 0; interbank: (3.80% - 3.00%) x 10,000 x 92/365 = 20.16
    expect(fee.primeFormula).toBe(0);
    expect(fee.interbankFormula).toBe(2_016);
    expect(fee.fee).toBe(20_000);
    expect(fee.proceeds).toBe(980_000);
  });

  it('takes the interbank formula when it is the higher one', () => {
    // HKD 1,000,000 at 3.00%, interbank 3.80%, prime 5.25%: interbank 2,016.44 vs prime 0.
    const fee = earlyWithdrawalFee({ ...base, principal: 100_000_000, ratePpm: 30_000, rates: { prime: 52_500, interbank: 38_000 } });
    expect(fee.interbankFormula).toBe(201_644);
    expect(fee.primeFormula).toBe(0);
    expect(fee.fee).toBe(201_644);
    expect(fee.proceeds).toBe(100_000_000 - 201_644);
  });

  it('takes the prime formula when it is the higher one', () => {
    // HKD 1,000,000 at 1.00%, prime 6.00%, interbank 3.00%: prime (6 - 2.5 - 1 = 2.50%) 6,301.37 vs interbank (2.00%) 5,041.10.
    const fee = earlyWithdrawalFee({ ...base, principal: 100_000_000, ratePpm: 10_000, rates: { prime: 60_000, interbank: 30_000 } });
    expect(fee.primeFormula).toBe(630_137);
    expect(fee.interbankFormula).toBe(504_110);
    expect(fee.fee).toBe(630_137);
  });

  it('rounds each formula half up to the cent', () => {
    // HKD 10,000 at 0%, interbank 1%, 1 day: 0.27397 -> 0.27; 2 days: 0.5479 -> 0.55
    const one = earlyWithdrawalFee({ currency: 'HKD', principal: 1_000_000, ratePpm: 0, withdrawalDate: '2026-11-25', maturityDate: '2026-11-26', rates: { prime: 0, interbank: 10_000 } });
    expect(one.interbankFormula).toBe(27);
    const two = earlyWithdrawalFee({ currency: 'HKD', principal: 1_000_000, ratePpm: 0, withdrawalDate: '2026-11-25', maturityDate: '2026-11-27', rates: { prime: 0, interbank: 10_000 } });
    expect(two.interbankFormula).toBe(55);
  });

  it('uses the currency day count and its HKD 200 equivalent', () => {
    // USD 100,000 at 3.50%, interbank 4.30%, prime 6.00% (6 - 2.5 - 3.5 = 0): 90 days over 360 = 200.00 (above the USD 26 floor)
    const fee = earlyWithdrawalFee({ currency: 'USD', principal: 10_000_000, ratePpm: 35_000, withdrawalDate: '2026-11-25', maturityDate: '2027-02-23', rates: { prime: 60_000, interbank: 43_000 } });
    expect(fee.daysInYear).toBe(360);
    expect(fee.interbankFormula).toBe(20_000);
    expect(fee.fee).toBe(20_000);
    expect(minimumEarlyWithdrawalFee('USD')).toBe(2_600);
    expect(minimumEarlyWithdrawalFee('HKD')).toBe(20_000);
  });

  it('never takes more than the principal', () => {
    const fee = earlyWithdrawalFee({ ...base, principal: 15_000, ratePpm: 30_000 });
    expect(fee.fee).toBe(15_000);
    expect(fee.proceeds).toBe(0);
  });
});
