// ITSI404173: whether an amount is large enough that the soft token asks the customer to
// confirm it explicitly. Currencies are compared in HKD at fixed, deliberately high reference
// rates (a currency worth more than assumed only asks for confirmation sooner); an unknown
// currency always asks.
const HKD_PER_UNIT: Record<string, number> = { HKD: 1, MOP: 1, CNY: 1.2, USD: 7.9, EUR: 9, GBP: 10.5, JPY: 0.06, AUD: 5.5 };

/** Minor units of `currency` as HKD minor units (JPY has no minor unit). */
export function toHkdEquivalent(currency: string, minorUnits: number): number {
  const rate = HKD_PER_UNIT[currency];
  if (rate === undefined) return Number.MAX_SAFE_INTEGER;
  const units = currency === 'JPY' ? minorUnits : minorUnits / 100;
  return Math.ceil(units * rate * 100);
}
