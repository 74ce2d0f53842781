// Money helpers. Amounts travel as integer minor units (cents; JPY has none), so nothing here
// ever goes through a floating-point division or multiplication: parsing works on the digit
// string and BigInt, formatting works on the integer's digits.

import { toHalfWidth } from './digits';
import type { Locale } from '../locale';

export type UiLocale = Locale;

/** Currencies without a minor unit (spec section 9: JPY zero decimals, others two). */
const ZERO_DECIMAL = new Set(['JPY']);

/** Number of decimal places the currency allows; unknown or missing currencies get two. */
export function minorDigits(currency: string | undefined | null): number {
  return currency && ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}

export type ParseMoneyResult =
  | { ok: true; minor: number }
  | { ok: false; reason: 'empty' | 'format' | 'decimals' | 'too-large' };

// Integer part: plain digits, or digits grouped in threes by commas ('1,234,567').
const INTEGER_PART = /^(\d+|\d{1,3}(,\d{3})+)$/;

/**
 * Parses what the customer typed into integer minor units of `currency`.
 * Accepts '1234', '1,234.5', '.5', '5.'; rejects signs, spaces inside, letters, misplaced
 * commas ('format'), more decimals than the currency allows ('decimals'), and values that do
 * not fit a safe integer ('too-large'). Zero parses (the form's minimum rule reports it).
 */
export function parseMoney(text: string, currency: string | undefined | null): ParseMoneyResult {
  const input = toHalfWidth(text ?? '').trim();
  if (input === '') return { ok: false, reason: 'empty' };
  const parts = input.split('.');
  if (parts.length > 2) return { ok: false, reason: 'format' };
  const integerPart = parts[0] ?? '';
  const fraction = parts[1] ?? '';
  if (integerPart === '' && fraction === '') return { ok: false, reason: 'format' };
  if (integerPart !== '' && !INTEGER_PART.test(integerPart)) return { ok: false, reason: 'format' };
  if (fraction !== '' && !/^\d+$/.test(fraction)) return { ok: false, reason: 'format' };
  const digits = minorDigits(currency);
  if (fraction.length > digits) return { ok: false, reason: 'decimals' };

  const whole = BigInt(integerPart.replace(/,/g, '') || '0');
  const minor = whole * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, reason: 'too-large' };
  return { ok: true, minor: Number(minor) };
}

/** '1234567' -> '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Splits a non-negative minor-unit BigInt into grouped whole part and fraction digits. */
function splitMinor(abs: bigint, digits: number): { whole: string; fraction: string } {
  const scale = 10n ** BigInt(digits);
  const whole = groupThousands((abs / scale).toString());
  const fraction = digits > 0 ? (abs % scale).toString().padStart(digits, '0') : '';
  return { whole, fraction };
}

export interface FormatMoneyOptions {
  /** Prefix the ISO currency code ('HKD 1,234.50'); default true. */
  symbol?: boolean;
}

/**
 * Formats integer minor units: formatMoney(123450, 'HKD') -> 'HKD 1,234.50',
 * formatMoney(1235, 'JPY') -> 'JPY 1,235'. Hong Kong, Macau and mainland usage all group with
 * commas and use a full stop for decimals, so the locale does not change the digits today;
 * it is part of the signature so callers need not change if that ever differs.
 * A value that is not a safe integer gives '' rather than a misleading figure.
 */
export function formatMoney(
  minor: number,
  currency: string | undefined | null,
  _locale: UiLocale = 'zh-TW',
  options: FormatMoneyOptions = {},
): string {
  if (!Number.isSafeInteger(minor)) return '';
  const digits = minorDigits(currency);
  const { whole, fraction } = splitMinor(BigInt(Math.abs(minor)), digits);
  const amount = `${minor < 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
  const withSymbol = options.symbol ?? true;
  return withSymbol && currency ? `${currency.toUpperCase()} ${amount}` : amount;
}

const TEN_THOUSAND_UNIT: Record<UiLocale, string | null> = {
  'zh-TW': '萬',
  'zh-CN': '万',
  // English has no ten-thousand unit; English screens keep the full figure.
  en: null,
};

/**
 * Spec section 9: amounts over 10,000 are shown in units of ten thousand
 * (formatTenThousands(1234567800, 'HKD', 'zh-TW') -> 'HKD 1,234.56萬'). The figure is
 * truncated, never rounded up, so a balance is not overstated. Amounts up to 10,000 and
 * English screens fall back to formatMoney.
 */
export function formatTenThousands(
  minor: number,
  currency: string | undefined | null,
  locale: UiLocale = 'zh-TW',
  options: FormatMoneyOptions = {},
): string {
  const unit = TEN_THOUSAND_UNIT[locale];
  if (!Number.isSafeInteger(minor) || unit === null) return formatMoney(minor, currency, locale, options);
  const scale = 10n ** BigInt(minorDigits(currency));
  const abs = BigInt(Math.abs(minor));
  if (abs <= 10000n * scale) return formatMoney(minor, currency, locale, options);
  const hundredths = (abs * 100n) / (10000n * scale);
  const { whole, fraction } = splitMinor(hundredths, 2);
  const amount = `${minor < 0 ? '-' : ''}${whole}.${fraction}${unit}`;
  const withSymbol = options.symbol ?? true;
  return withSymbol && currency ? `${currency.toUpperCase()} ${amount}` : amount;
}
