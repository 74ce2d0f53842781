// Mortgage arithmetic: the annuity instalment (also at a rate of 0), a schedule whose principal
// parts repay exactly the loan, the year summary, and the branch finder's distance sort.
import { describe, expect, it } from 'vitest';
import { monthlyInstalment, monthlyInterest, mortgageQuote, repaymentSchedule, scheduleByYear } from '../../../domain/mortgage/index';
import { distanceMetres, sortByDistance } from '../../../domain/geo/index';

describe('annuity instalment', () => {
  it('matches the annuity formula for HKD 5,000,000 at 3.5% over 30 years', () => {
    // 5,000,000 × (0.035/12) / (1 − (1 + 0.035/12)^−360) = 22,452.2344 -> 22,452.23
    expect(monthlyInstalment(500_000_000, 35_000, 360)).toBe(2_245_223);
  });

  it('is the principal divided by the months, rounded up, at a rate of 0', () => {
    expect(monthlyInstalment(1_200_000, 0, 12)).toBe(100_000);
    expect(monthlyInstalment(1_000_000, 0, 3)).toBe(333_334);
    const schedule = repaymentSchedule(1_000_000, 0, 3);
    expect(schedule.map((l) => l.instalment)).toEqual([333_334, 333_334, 333_332]);
    expect(schedule.every((l) => l.interest === 0)).toBe(true);
  });

  it('rounds each month\'s interest half up to the cent', () => {
    // 100.00 × 6% / 12 = 0.50 exactly; 1.01 × 6% / 12 = 0.00505 -> 0.01; 0.99 × 6% / 12 -> 0.00
    expect(monthlyInterest(10_000, 60_000)).toBe(50);
    expect(monthlyInterest(101, 60_000)).toBe(1);
    expect(monthlyInterest(99, 60_000)).toBe(0);
  });

  it('refuses terms outside the product', () => {
    expect(() => monthlyInstalment(0, 30_000, 12)).toThrow(RangeError);
    expect(() => monthlyInstalment(100_000, -1, 12)).toThrow(RangeError);
    expect(() => monthlyInstalment(100_000, 30_000, 361)).toThrow(RangeError);
    expect(() => monthlyInstalment(100.5, 30_000, 12)).toThrow(RangeError);
  });
});

describe('repayment schedule', () => {
  for (const [principal, rate, months] of [
    [500_000_000, 35_000, 360],
    [123_456_789, 28_750, 247],
    [100_000, 199_999, 7],
    [999_999, 0, 13],
    [1, 10_000, 1],
  ] as const) {
    it(`repays exactly ${principal} cents at ${rate} ppm over ${months} months`, () => {
      const lines = repaymentSchedule(principal, rate, months);
      expect(lines).toHaveLength(months);
      expect(lines.reduce((s, l) => s + l.principal, 0)).toBe(principal);
      expect(lines[lines.length - 1]!.balance).toBe(0);
      for (const l of lines) {
        expect(l.instalment).toBe(l.principal + l.interest);
        expect(Number.isInteger(l.interest) && l.principal >= 0).toBe(true);
      }
      const quote = mortgageQuote(principal, rate, months);
      expect(quote.totalInterest).toBe(lines.reduce((s, l) => s + l.interest, 0));
      expect(quote.totalRepayment).toBe(principal + quote.totalInterest);
      // the last instalment differs from the regular one by rounding only
      expect(Math.abs(quote.lastInstalment - quote.monthlyInstalment)).toBeLessThanOrEqual(months);
    });
  }

  it('groups by loan year with the year-end balance', () => {
    const lines = repaymentSchedule(12_000_000, 24_000, 30);
    const years = scheduleByYear(lines);
    expect(years.map((y) => [y.year, y.firstNo, y.lastNo])).toEqual([[1, 1, 12], [2, 13, 24], [3, 25, 30]]);
    expect(years.reduce((s, y) => s + y.principal, 0)).toBe(12_000_000);
    expect(years[0]!.balance).toBe(lines[11]!.balance);
    expect(years[2]!.balance).toBe(0);
  });
});

describe('distance sort', () => {
  it('measures the great-circle distance', () => {
    // Central (22.2819, 114.1582) to Tsim Sha Tsui (22.2976, 114.1722): about 2.25 km
    const d = distanceMetres(22.2819, 114.1582, 22.2976, 114.1722);
    expect(d).toBeGreaterThan(2_100);
    expect(d).toBeLessThan(2_400);
    expect(distanceMetres(22.2, 114.1, 22.2, 114.1)).toBe(0);
  });

  it('sorts nearest first, ties by code', () => {
    const here = { latitude: 22.3193, longitude: 114.1694 }; // Mong Kok
    const sorted = sortByDistance(
      [
        { code: 'C', latitude: 22.1987, longitude: 113.5439 }, // Macau
        { code: 'B', latitude: 22.2819, longitude: 114.1582 }, // Central
        { code: 'A', latitude: 22.3186, longitude: 114.1700 }, // Mong Kok
        { code: 'D', latitude: 22.2819, longitude: 114.1582 },
      ],
      here,
    );
    expect(sorted.map((b) => b.code)).toEqual(['A', 'B', 'D', 'C']);
    expect(sorted[0]!.distance).toBeLessThan(sorted[1]!.distance);
  });
});
