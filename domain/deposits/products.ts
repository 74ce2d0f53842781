// The time deposit products of the bank: the currencies and periods of spec section 9, and the
// figures the spec leaves to the bank (docs/deposits.md): the minimum placement, the annual
// rates, the reference prime and interbank rates the early-withdrawal fee is measured with, the
// minimum fee (HKD 200, or its fixed equivalent in another currency) and the day count.
// Rates are annual rates in parts per million (3.85% p.a. = 38_500), so every computation
// stays in integers.

/** Spec section 9: HKD, CNY, USD, AUD, NZD, CAD, GBP, EUR, JPY, CHF, NOK, THB, SGD, offshore CNY. */
export const DEPOSIT_CURRENCIES = ['HKD', 'CNY', 'USD', 'AUD', 'NZD', 'CAD', 'GBP', 'EUR', 'JPY', 'CHF', 'NOK', 'THB', 'SGD', 'CNH'] as const;
export type DepositCurrency = (typeof DEPOSIT_CURRENCIES)[number];

/** Spec section 9: days 1, 7, 14, 38, 68, 98, 100, 128, 138, 168, 188, 228, 368. */
export const DAY_PERIODS = [1, 7, 14, 38, 68, 98, 100, 128, 138, 168, 188, 228, 368] as const;
/** Spec section 9: months 1 to 12, 15, 18, 24, 36, 48, 60. */
export const MONTH_PERIODS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 18, 24, 36, 48, 60] as const;

/** A period code as spec section 3 writes them: '1D', '7D', '1M', '12M', '60M'. */
export type PeriodCode = `${number}D` | `${number}M`;

export const PERIOD_CODES: readonly PeriodCode[] = [
  ...DAY_PERIODS.map((d) => `${d}D` as PeriodCode),
  ...MONTH_PERIODS.map((m) => `${m}M` as PeriodCode),
];

export interface Period {
  unit: 'D' | 'M';
  count: number;
}

/** The period of a code the spec lists, or undefined. */
export function parsePeriod(code: string): Period | undefined {
  if (!PERIOD_CODES.includes(code as PeriodCode)) return undefined;
  return { unit: code.endsWith('D') ? 'D' : 'M', count: Number(code.slice(0, -1)) };
}

export function isDepositCurrency(currency: string): currency is DepositCurrency {
  return (DEPOSIT_CURRENCIES as readonly string[]).includes(currency);
}

/**
 * Spec section 3, expire instruction: 1 renew the principal and credit the interest to the
 * designated account; 3 renew principal and interest; 4 credit principal and interest to the
 * designated account.
 */
export const MATURITY_INSTRUCTIONS = ['1', '3', '4'] as const;
export type MaturityInstruction = (typeof MATURITY_INSTRUCTIONS)[number];

export function isMaturityInstruction(code: string): code is MaturityInstruction {
  return (MATURITY_INSTRUCTIONS as readonly string[]).includes(code);
}

/**
 * Days in the year of the day count: actual/365 for HKD and the currencies whose money
 * markets count 365 days (GBP, AUD, NZD, CAD, SGD, THB, JPY), actual/360 for the others.
 */
const BASIS_360: ReadonlySet<string> = new Set(['USD', 'EUR', 'CHF', 'NOK', 'CNY', 'CNH']);
export function daysInYear(currency: DepositCurrency): 360 | 365 {
  return BASIS_360.has(currency) ? 360 : 365;
}

interface CurrencyTerms {
  /** Smallest placement, minor units. */
  minimum: number;
  /** The early-withdrawal fee's floor: HKD 200 or a fixed equivalent, minor units. */
  minimumFee: number;
  /** The bank's prime (best lending) rate of the currency, ppm. */
  prime: number;
  /** The interbank offered rate the bank measures early withdrawal against, ppm. */
  interbank: number;
  /** Annual rates by tenor band: call, 1-2 weeks, 1 month, 3 months, 6 months, 12 months, over a year. */
  bands: readonly [number, number, number, number, number, number, number];
}

const TERMS: Record<DepositCurrency, CurrencyTerms> = {
  HKD: { minimum: 1_000_000, minimumFee: 20_000, prime: 52_500, interbank: 38_000, bands: [1_000, 5_000, 25_000, 30_000, 32_000, 31_000, 28_000] },
  CNY: { minimum: 1_000_000, minimumFee: 18_500, prime: 34_500, interbank: 19_000, bands: [500, 3_000, 12_000, 15_000, 16_500, 17_000, 18_000] },
  CNH: { minimum: 1_000_000, minimumFee: 18_500, prime: 34_500, interbank: 21_000, bands: [500, 3_500, 13_000, 16_000, 17_500, 18_000, 18_500] },
  USD: { minimum: 100_000, minimumFee: 2_600, prime: 75_000, interbank: 43_000, bands: [1_000, 10_000, 35_000, 38_500, 39_000, 37_500, 33_000] },
  AUD: { minimum: 200_000, minimumFee: 4_000, prime: 70_000, interbank: 43_500, bands: [500, 8_000, 30_000, 33_000, 34_000, 33_500, 31_000] },
  NZD: { minimum: 200_000, minimumFee: 4_400, prime: 75_000, interbank: 40_000, bands: [500, 8_000, 28_000, 31_000, 31_500, 30_000, 28_000] },
  CAD: { minimum: 200_000, minimumFee: 3_600, prime: 52_000, interbank: 27_000, bands: [500, 5_000, 18_000, 20_000, 21_000, 21_500, 21_000] },
  GBP: { minimum: 100_000, minimumFee: 2_100, prime: 75_000, interbank: 42_000, bands: [500, 8_000, 30_000, 33_000, 34_000, 33_000, 30_000] },
  EUR: { minimum: 100_000, minimumFee: 2_400, prime: 40_000, interbank: 20_000, bands: [100, 2_000, 10_000, 13_000, 14_000, 14_500, 14_000] },
  JPY: { minimum: 200_000, minimumFee: 4_000, prime: 18_750, interbank: 5_000, bands: [0, 0, 100, 200, 500, 1_000, 1_500] },
  CHF: { minimum: 100_000, minimumFee: 2_300, prime: 25_000, interbank: 5_000, bands: [0, 0, 0, 100, 500, 1_000, 1_500] },
  NOK: { minimum: 1_000_000, minimumFee: 28_000, prime: 65_000, interbank: 46_000, bands: [500, 8_000, 30_000, 33_000, 34_000, 34_500, 33_000] },
  THB: { minimum: 5_000_000, minimumFee: 93_000, prime: 70_000, interbank: 17_000, bands: [0, 2_000, 6_000, 8_000, 9_000, 10_000, 11_000] },
  SGD: { minimum: 200_000, minimumFee: 3_400, prime: 52_500, interbank: 15_000, bands: [500, 3_000, 9_000, 11_000, 12_000, 12_500, 13_000] },
};

/** Approximate days of a period, for the tenor band only (the real days count from the value date). */
function nominalDays(period: Period): number {
  return period.unit === 'D' ? period.count : period.count * 30;
}

function bandOf(period: Period): number {
  const days = nominalDays(period);
  if (days <= 1) return 0;
  if (days <= 14) return 1;
  if (days <= 45) return 2;
  if (days <= 100) return 3;
  if (days <= 190) return 4;
  if (days <= 370) return 5;
  return 6;
}

/** The annual rate (ppm) of a currency and period code, or undefined when either is not offered. */
export function depositRate(currency: string, periodCode: string): number | undefined {
  const period = parsePeriod(periodCode);
  if (!period || !isDepositCurrency(currency)) return undefined;
  return TERMS[currency].bands[bandOf(period)];
}

export function minimumPlacement(currency: DepositCurrency): number {
  return TERMS[currency].minimum;
}

export function minimumEarlyWithdrawalFee(currency: DepositCurrency): number {
  return TERMS[currency].minimumFee;
}

export function referenceRates(currency: DepositCurrency): { prime: number; interbank: number } {
  return { prime: TERMS[currency].prime, interbank: TERMS[currency].interbank };
}

/** An annual rate in ppm as the customer reads it: 38_500 -> '3.8500%'. */
export function formatRate(ppm: number): string {
  const sign = ppm < 0 ? '-' : '';
  const abs = Math.abs(ppm);
  return `${sign}${Math.floor(abs / 10_000)}.${String(abs % 10_000).padStart(4, '0')}%`;
}
