// Strengthened verification for "a large transfer in a short time" (spec section 4), one rule
// for every outgoing transfer: same-bank, local-bank, FPS, small-value, express and QR
// payments. The product's rule: the customer's outgoing transfers of the last 30 minutes (not
// rejected or cancelled) plus this one above HKD 50,000.00, every currency counted at its HKD
// equivalent. The equivalent uses the board's reference rate (the base the board moves
// around), not the moving mid rate, so the bank's pre-check and its submit a few seconds later
// always agree, and the rule does not flip with each 15-second tick of the board.
import { FX_PRODUCTS, isFxCurrency } from '../forex/rates';
import { minorDigits } from '../format/money';

export const LARGE_TRANSFER_WINDOW_MS = 30 * 60_000;
/** HKD 50,000.00 in minor units. */
export const LARGE_TRANSFER_THRESHOLD_HKD = 5_000_000;

/** An amount in minor units of `currency` as HKD minor units, rounded up (a rule of caution). */
export function hkdEquivalent(currency: string, amount: number): number {
  if (currency === 'HKD') return amount;
  if (!isFxCurrency(currency)) throw new Error(`no reference rate for ${currency}`);
  // rate: millionths of HKD per unit; amount / 10^digits units; HKD has 2 digits.
  const scale = 10 ** (2 - minorDigits(currency));
  return Math.ceil((amount * FX_PRODUCTS[currency].base * scale) / 1_000_000);
}

export interface RecentTransfer {
  currency: string;
  amount: number;
}

/** Whether this transfer, with the recent ones of the window, needs strengthened verification. */
export function isLargeInShortTime(recent: readonly RecentTransfer[], currency: string, amount: number): boolean {
  const total = recent.reduce((sum, t) => sum + hkdEquivalent(t.currency, t.amount), 0);
  return total + hkdEquivalent(currency, amount) > LARGE_TRANSFER_THRESHOLD_HKD;
}
