// Forex arithmetic: the moving board, spreads, conversion and its rounding, quote expiry and the
// float password rules.
import { describe, expect, it } from 'vitest';
import {
  boardRate,
  cashRate,
  convert,
  convertAt,
  floatPasswordProblem,
  floatPasswordStrength,
  formatRate,
  FX_CURRENCIES,
  FX_PRODUCTS,
  midRate,
  quoteExpired,
  RATE_TICK_MS,
  rateHistory,
} from '../../../domain/forex';

const T0 = Date.parse('2026-03-10T02:00:00.000Z');

describe('rate board', () => {
  it('is a function of the clock: the same instant gives the same rate, and it moves between ticks', () => {
    expect(midRate('EUR', T0)).toBe(midRate('EUR', T0 + RATE_TICK_MS - 1 - (T0 % RATE_TICK_MS)));
    const day = Array.from({ length: 200 }, (_, i) => midRate('EUR', T0 + i * RATE_TICK_MS * 7));
    expect(new Set(day).size).toBeGreaterThan(50);
  });

  it('stays within each currency swing around its base, USD inside the link band', () => {
    for (const c of FX_CURRENCIES) {
      const p = FX_PRODUCTS[c];
      for (let i = 0; i < 500; i += 1) {
        const mid = midRate(c, T0 + i * 977_000);
        expect(Math.abs(mid - p.base)).toBeLessThanOrEqual(Math.ceil((p.base * p.swingPpm) / 1_000_000) + 1);
      }
    }
    for (let i = 0; i < 500; i += 1) {
      const usd = boardRate('USD', T0 + i * 3_600_000);
      expect(usd.bankBuy).toBeGreaterThan(7_750_000);
      expect(usd.bankSell).toBeLessThan(7_850_000);
    }
  });

  it('sells above and buys below mid by half the spread; the counter spread is wider', () => {
    const usd = boardRate('USD', T0);
    expect(usd.bankSell - usd.mid).toBe(Math.round((usd.mid * 2_000) / 2_000_000));
    expect(usd.mid - usd.bankBuy).toBe(usd.bankSell - usd.mid);
    const cash = cashRate('USD', T0)!;
    expect(cash.bankSell - cash.bankBuy).toBeGreaterThan(usd.bankSell - usd.bankBuy);
    expect(cashRate('NOK', T0)).toBeUndefined();
  });

  it('formats rates with four decimals, six for JPY and THB', () => {
    expect(formatRate(7_780_000, 'USD')).toBe('7.7800');
    expect(formatRate(51_234, 'JPY')).toBe('0.051234');
    expect(formatRate(1_081_234, 'CNY')).toBe('1.0812');
  });

  it('gives the history oldest first, ending now', () => {
    const h = rateHistory('GBP', T0, 30, 120_000);
    expect(h).toHaveLength(30);
    expect(h[29]).toEqual({ at: T0, mid: midRate('GBP', T0) });
    expect(h[0]!.at).toBe(T0 - 29 * 120_000);
  });
});

describe('conversion', () => {
  it('HKD to USD at the bank selling rate, rounded down to the cent', () => {
    // HKD 10,000.00 at 7.8039 HKD per USD = USD 1,281.4106... -> 1,281.41
    const c = convertAt('HKD', 'USD', 1_000_000, 1_000_000, 7_803_900);
    expect(c.buyAmount).toBe(128_141);
    expect(c.rateMicros).toBe(128_141); // 0.128141 USD per HKD
  });

  it('USD to HKD at the bank buying rate', () => {
    const c = convertAt('USD', 'HKD', 100_00, 7_796_100, 1_000_000);
    expect(c.buyAmount).toBe(779_61);
  });

  it('cross through HKD and into JPY, which has no minor unit', () => {
    // USD 1.00 -> HKD 7.7961 -> JPY 7.7961 / 0.052 = 149.925 -> 149
    expect(convertAt('USD', 'JPY', 100, 7_796_100, 52_000).buyAmount).toBe(149);
    // JPY 10,000 -> HKD 10,000 x 0.0515 = 515.00 -> CNY 515 / 1.0832 = 475.443... -> 475.44
    expect(convertAt('JPY', 'CNY', 10_000, 51_500, 1_083_200).buyAmount).toBe(47_544);
  });

  it('never pays more than the sold amount is worth at the quoted rates (rounding down)', () => {
    for (let amount = 1; amount < 5_000; amount += 37) {
      const c = convert('HKD', 'EUR', amount, T0);
      expect(c.buyAmount * c.buyRate).toBeLessThanOrEqual(amount * c.sellRate);
      expect((c.buyAmount + 1) * c.buyRate).toBeGreaterThan(amount * c.sellRate);
    }
  });

  it('a round trip loses the spread', () => {
    const there = convert('HKD', 'USD', 1_000_000, T0);
    const back = convert('USD', 'HKD', there.buyAmount, T0);
    expect(back.buyAmount).toBeLessThan(1_000_000);
    expect(back.buyAmount).toBeGreaterThan(997_000);
  });

  it('refuses the same currency on both sides', () => {
    expect(() => convert('USD', 'USD', 100, T0)).toThrow();
  });
});

describe('quote expiry', () => {
  it('holds until the expiry instant, not at or after it', () => {
    expect(quoteExpired(T0 + 30_000, T0 + 29_999)).toBe(false);
    expect(quoteExpired(T0 + 30_000, T0 + 30_000)).toBe(true);
  });
});

describe('float password rules', () => {
  it('accepts six digits of medium or strong strength', () => {
    expect(floatPasswordProblem('135792')).toBeNull();
    expect(floatPasswordStrength('135792')).toBe('3');
    expect(floatPasswordStrength('130031')).toBe('2');
  });
  it('refuses other lengths, letters, one digit, runs and weak repeats', () => {
    expect(floatPasswordProblem('12345')).toBe('format');
    expect(floatPasswordProblem('12a456')).toBe('format');
    expect(floatPasswordProblem('888888')).toBe('repeated');
    expect(floatPasswordProblem('123456')).toBe('sequence');
    expect(floatPasswordProblem('876543')).toBe('sequence');
    expect(floatPasswordProblem('121212')).toBe('weak');
    expect(floatPasswordProblem('123123')).toBe('weak');
    expect(floatPasswordProblem('112211')).toBe('weak');
  });
});
