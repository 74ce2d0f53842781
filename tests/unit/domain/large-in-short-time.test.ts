// The one rule of "a large transfer in a short time" (spec section 4) for every transfer kind.
import { describe, expect, it } from 'vitest';
import { hkdEquivalent, isLargeInShortTime, LARGE_TRANSFER_THRESHOLD_HKD } from '../../../domain/transfers/large-in-short-time';

describe('large transfer in a short time', () => {
  it.each([
    ['HKD', 12_345, 12_345],
    ['USD', 100, 780], // USD 1.00 at the reference 7.80
    ['EUR', 100, 845],
    ['CNY', 100, 108],
    ['JPY', 1_000, 5_150], // no minor unit: JPY 1,000 is HKD 51.50
    ['USD', 1, 8], // rounded up
  ])('%s %i is HKD minor %i', (currency, amount, hkd) => {
    expect(hkdEquivalent(currency, amount)).toBe(hkd);
  });

  it.each([
    [[], 'HKD', LARGE_TRANSFER_THRESHOLD_HKD, false],
    [[], 'HKD', LARGE_TRANSFER_THRESHOLD_HKD + 1, true],
    [[{ currency: 'HKD', amount: 4_000_000 }], 'HKD', 1_000_000, false],
    [[{ currency: 'HKD', amount: 4_000_000 }], 'HKD', 1_000_001, true],
    [[{ currency: 'USD', amount: 500_000 }], 'HKD', 1_100_001, true], // USD 5,000 = HKD 39,000
    [[{ currency: 'USD', amount: 500_000 }], 'HKD', 1_100_000, false],
    // CNY 10,000 = HKD 10,800; EUR 2,000 = HKD 16,900; with HKD 30,000: HKD 57,700
    [[{ currency: 'CNY', amount: 1_000_000 }, { currency: 'HKD', amount: 3_000_000 }], 'EUR', 200_000, true],
    [[{ currency: 'CNY', amount: 1_000_000 }, { currency: 'HKD', amount: 3_000_000 }], 'EUR', 100_000, false],
  ] as const)('recent %j and %s %i: %s', (recent, currency, amount, large) => {
    expect(isLargeInShortTime(recent, currency, amount)).toBe(large);
  });

  it('refuses to guess a currency without a reference rate', () => {
    expect(() => hkdEquivalent('XYZ', 1)).toThrow();
  });
});
