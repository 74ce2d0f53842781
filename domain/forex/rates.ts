// Exchange rates of the sandbox bank, quoted against HKD. The board moves with the bank's clock
// and nothing else: the mid rate of a currency at an instant is a pure function of the time,
// so every page, quote and test that reads the same instant reads the same rate. Rates are
// integers in millionths of a Hong Kong dollar per ONE unit of the currency (USD 7.7800 is
// 7_780_000; JPY 0.051234 is 51_234). The bank sells at mid plus half its spread, buys at mid
// less half; the counter (cash) rates have a wider spread.


export const FX_CURRENCIES = ['USD', 'CNY', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'NZD', 'SGD', 'THB', 'NOK', 'CNH'] as const;
export type FxCurrency = (typeof FX_CURRENCIES)[number];
export type ExchangeCurrency = FxCurrency | 'HKD';

/** The rate board changes once per tick of the sandbox clock. */
export const RATE_TICK_MS = 15_000;

interface Product {
  /** Mid rate the board moves around, millionths of HKD per unit. */
  base: number;
  /** Largest move away from the base, in parts per million of it. */
  swingPpm: number;
  /** Spread of the telegraphic (account) rates, bank sells minus bank buys, ppm of mid. */
  spreadPpm: number;
  /** Spread of the counter (banknote) rates, ppm of mid; absent: no banknotes at the counter. */
  cashSpreadPpm?: number;
}

export const FX_PRODUCTS: Record<FxCurrency, Product> = {
  // The Hong Kong dollar is linked to the US dollar within 7.75-7.85: a narrow swing.
  USD: { base: 7_800_000, swingPpm: 2_500, spreadPpm: 2_000, cashSpreadPpm: 12_000 },
  CNY: { base: 1_080_000, swingPpm: 8_000, spreadPpm: 6_000, cashSpreadPpm: 20_000 },
  CNH: { base: 1_078_000, swingPpm: 9_000, spreadPpm: 6_000 },
  EUR: { base: 8_450_000, swingPpm: 15_000, spreadPpm: 8_000, cashSpreadPpm: 40_000 },
  GBP: { base: 9_880_000, swingPpm: 15_000, spreadPpm: 8_000, cashSpreadPpm: 40_000 },
  JPY: { base: 51_500, swingPpm: 20_000, spreadPpm: 10_000, cashSpreadPpm: 45_000 },
  AUD: { base: 5_080_000, swingPpm: 18_000, spreadPpm: 10_000, cashSpreadPpm: 45_000 },
  CAD: { base: 5_560_000, swingPpm: 15_000, spreadPpm: 10_000, cashSpreadPpm: 45_000 },
  CHF: { base: 8_820_000, swingPpm: 15_000, spreadPpm: 10_000, cashSpreadPpm: 50_000 },
  NZD: { base: 4_560_000, swingPpm: 18_000, spreadPpm: 12_000 },
  SGD: { base: 5_820_000, swingPpm: 10_000, spreadPpm: 10_000, cashSpreadPpm: 45_000 },
  THB: { base: 222_000, swingPpm: 15_000, spreadPpm: 16_000, cashSpreadPpm: 60_000 },
  NOK: { base: 720_000, swingPpm: 20_000, spreadPpm: 16_000 },
};

export function isFxCurrency(code: string): code is FxCurrency {
  return (FX_CURRENCIES as readonly string[]).includes(code);
}

export function isExchangeCurrency(code: string): code is ExchangeCurrency {
  return code === 'HKD' || isFxCurrency(code);
}

/** A small per-currency number, so the currencies do not move in step. */
function phaseOf(currency: string): number {
  let h = 0;
  for (const ch of currency) h = (h * 31 + ch.charCodeAt(0)) % 997;
  return h / 997;
}

export function tickOf(now: number): number {
  return Math.floor(now / RATE_TICK_MS);
}

/** Mid rate at a tick: the base moved by two slow waves (periods of about 2 hours and 17 minutes). */
export function midRate(currency: FxCurrency, now: number): number {
  const p = FX_PRODUCTS[currency];
  const t = tickOf(now);
  const phase = phaseOf(currency) * 2 * Math.PI;
  const wave = 0.7 * Math.sin((2 * Math.PI * t) / 480 + phase) + 0.3 * Math.sin((2 * Math.PI * t) / 68 + 3 * phase);
  return Math.round(p.base * (1 + (wave * p.swingPpm) / 1_000_000));
}

export interface BoardRate {
  currency: FxCurrency;
  mid: number;
  /** The bank buys the currency from the customer at this rate (customer sells). */
  bankBuy: number;
  /** The bank sells the currency to the customer at this rate (customer buys). */
  bankSell: number;
}

function withSpread(currency: FxCurrency, mid: number, spreadPpm: number): BoardRate {
  const half = Math.round((mid * spreadPpm) / 2_000_000);
  return { currency, mid, bankBuy: mid - half, bankSell: mid + half };
}

/** Telegraphic (account-to-account) rates of a currency at an instant. */
export function boardRate(currency: FxCurrency, now: number): BoardRate {
  return withSpread(currency, midRate(currency, now), FX_PRODUCTS[currency].spreadPpm);
}

/** Counter (banknote) rates; undefined for a currency the counter does not handle in cash. */
export function cashRate(currency: FxCurrency, now: number): BoardRate | undefined {
  const spread = FX_PRODUCTS[currency].cashSpreadPpm;
  return spread === undefined ? undefined : withSpread(currency, midRate(currency, now), spread);
}

/** The whole board at an instant, in the order of FX_CURRENCIES. */
export function rateBoard(now: number): BoardRate[] {
  return FX_CURRENCIES.map((c) => boardRate(c, now));
}

/** The mid rate at each of `points` instants `stepMs` apart, ending at `now` (oldest first). */
export function rateHistory(currency: FxCurrency, now: number, points: number, stepMs: number): { at: number; mid: number }[] {
  const out: { at: number; mid: number }[] = [];
  for (let i = points - 1; i >= 0; i -= 1) {
    const at = now - i * stepMs;
    out.push({ at, mid: midRate(currency, at) });
  }
  return out;
}

/** The decimals a rate is shown with: four, six for JPY and THB (small units). */
export function rateDecimals(currency: string): number {
  return currency === 'JPY' || currency === 'THB' ? 6 : 4;
}

/** A rate as shown: HKD per unit with four decimals, six for JPY and THB (small units). */
export function formatRate(micros: number, currency: string): string {
  const places = rateDecimals(currency);
  const scaled = Math.round(micros / 10 ** (6 - places));
  const text = String(scaled).padStart(places + 1, '0');
  return `${text.slice(0, -places)}.${text.slice(-places)}`;
}

