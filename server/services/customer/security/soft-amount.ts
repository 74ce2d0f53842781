// ITSI404173: whether an amount is large enough that the soft token asks the customer to
// confirm it explicitly. Currencies are compared in HKD at fixed, deliberately high reference
// rates (a currency worth more than assumed only asks for confirmation sooner); an unknown
// currency always asks. Integer arithmetic only: the rates are exact fractions and the
// amounts minor units, so no amount is ever rounded through floating point.
import { minorDigits } from '../../../../domain/format/money.js';

/** HKD per unit of each currency, as [numerator, denominator]. */
const HKD_PER_UNIT: Record<string, readonly [bigint, bigint]> = {
  HKD: [1n, 1n],
  MOP: [1n, 1n],
  CNY: [12n, 10n],
  USD: [79n, 10n],
  EUR: [9n, 1n],
  GBP: [105n, 10n],
  JPY: [6n, 100n],
  AUD: [55n, 10n],
};

/** Minor units of `currency` as HKD minor units, rounded up. */
export function toHkdEquivalent(currency: string, minorUnits: number): number {
  const rate = HKD_PER_UNIT[currency];
  if (rate === undefined || !Number.isSafeInteger(minorUnits)) return Number.MAX_SAFE_INTEGER;
  const [numerator, denominator] = rate;
  // HKD cents = minor units ÷ 10^digits × rate × 100, rounded up.
  const top = BigInt(minorUnits) * numerator * 100n;
  const bottom = denominator * 10n ** BigInt(minorDigits(currency));
  const cents = (top + bottom - 1n) / bottom;
  return cents > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(cents);
}
