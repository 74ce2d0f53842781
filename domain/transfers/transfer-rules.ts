// Rules of the transfer types (spec sections 1 and 9), shared by the browser and the bank:
// which currencies a type takes, when it is processed, and what it costs.
import { hongKongCalendar } from '../calendar';
import { minorDigits, parseMoney } from '../format/money';

export const TRANSFER_KINDS = ['instant', 'small-value', 'express'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** Small-value: HKD only; instant (FPS): HKD or CNY; urgent/express: USD or EUR. */
export const KIND_CURRENCIES: Readonly<Record<TransferKind, readonly string[]>> = {
  'small-value': ['HKD'],
  instant: ['HKD', 'CNY'],
  express: ['USD', 'EUR'],
};

export function currencyAllowed(kind: TransferKind, currency: string): boolean {
  return KIND_CURRENCIES[kind].includes(currency);
}

/**
 * The Hong Kong date the transfer is processed. Instant and small-value transfers run 24
 * hours every day (FPS); express transfers only on business days before the 12:00 cut-off,
 * later ones the next business day with Hong Kong holidays honoured.
 */
export function valueDate(kind: TransferKind, nowMs: number): string {
  return kind === 'express' ? hongKongCalendar.processingDate(nowMs) : hongKongCalendar.localDate(nowMs);
}

/**
 * The bank's charge in minor units: the FPS fee and the express fee are both waived
 * (section 9). The beneficiary bank may still charge, which the confirmation says.
 */
export function transferFee(_kind: TransferKind, _amount: number, _currency: string): number {
  return 0;
}

/** Minor-unit digits of a currency: JPY has none, the others two (section 9; one rule, in format/money.ts). */
export const currencyDecimals = minorDigits;

/**
 * Parses an amount the customer typed into minor units without floating point; null when it
 * is not a positive amount with at most the currency's decimals ('Please input correct amount').
 */
export function parseAmount(text: string, currency: string): number | null {
  const parsed = parseMoney(text, currency);
  return parsed.ok && parsed.minor > 0 ? parsed.minor : null;
}
