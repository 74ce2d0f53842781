// Currency exchange between two of the customer's own accounts. The customer names the amount
// to SELL (debited from the from-account); the bank works out what it pays into the
// to-account. Every cross goes through HKD: the bank buys the sold currency at its buying rate
// and sells the bought currency at its selling rate (HKD itself at 1). Arithmetic is exact on
// BigInt: HKD value = sold × bankBuy(sold), bought = HKD value / bankSell(bought), each in the
// currencies' minor units (JPY has none). The amount paid out is rounded DOWN to the bought
// currency's minor unit: the bank never pays a fraction it did not receive, and the customer
// sees the exact amount before confirming.
import { minorDigits } from '../format/money';
import { boardRate, isFxCurrency, type ExchangeCurrency } from './rates';

const MICRO = 1_000_000n;

/** Millionths of HKD per unit of the currency at which the bank buys (sold side) or sells (bought side). */
function hkdPerUnit(currency: ExchangeCurrency, side: 'bankBuy' | 'bankSell', now: number): bigint {
  if (!isFxCurrency(currency)) return MICRO;
  return BigInt(boardRate(currency, now)[side]);
}

export interface Conversion {
  sellCurrency: ExchangeCurrency;
  buyCurrency: ExchangeCurrency;
  /** Minor units of the sold currency. */
  sellAmount: number;
  /** Minor units of the bought currency, rounded down. */
  buyAmount: number;
  /** Bought units per ONE sold unit, in millionths (the rate the customer is quoted). */
  rateMicros: number;
  /** Rates used, millionths of HKD per unit (1,000,000 for HKD). */
  sellRate: number;
  buyRate: number;
}

/** Converts with explicit rates (millionths of HKD per unit on each side). */
export function convertAt(sellCurrency: ExchangeCurrency, buyCurrency: ExchangeCurrency, sellAmount: number, sellRate: number, buyRate: number): Conversion {
  if (!Number.isSafeInteger(sellAmount) || sellAmount < 0) throw new Error('The amount must be a non-negative integer of minor units');
  const sellScale = 10n ** BigInt(minorDigits(sellCurrency));
  const buyScale = 10n ** BigInt(minorDigits(buyCurrency));
  // bought minor = sold minor / sellScale × sellRate / buyRate × buyScale, floored once at the end.
  const numerator = BigInt(sellAmount) * BigInt(sellRate) * buyScale;
  const denominator = sellScale * BigInt(buyRate);
  const buyAmount = Number(numerator / denominator);
  const rateMicros = Number((BigInt(sellRate) * MICRO) / BigInt(buyRate));
  return { sellCurrency, buyCurrency, sellAmount, buyAmount, rateMicros, sellRate, buyRate };
}

/** Converts at the board's rates of the instant. */
export function convert(sellCurrency: ExchangeCurrency, buyCurrency: ExchangeCurrency, sellAmount: number, now: number): Conversion {
  if (sellCurrency === buyCurrency) throw new Error('An exchange needs two different currencies');
  return convertAt(sellCurrency, buyCurrency, sellAmount, Number(hkdPerUnit(sellCurrency, 'bankBuy', now)), Number(hkdPerUnit(buyCurrency, 'bankSell', now)));
}

/** A quoted rate (bought per sold, millionths) as shown, at least four significant decimals. */
export function formatCrossRate(rateMicros: number): string {
  const text = String(rateMicros).padStart(7, '0');
  return `${text.slice(0, -6)}.${text.slice(-6)}`;
}

/** How long a quote holds, in seconds (shown to the customer). */
export const QUOTE_HOLD_SECONDS = 30;

export function quoteExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt;
}
