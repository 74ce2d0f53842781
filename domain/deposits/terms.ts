// The arithmetic of a time deposit: the maturity date (Hong Kong business days), the interest
// at maturity and the early-withdrawal fee of spec section 9. Integers only: amounts in minor
// units, rates in parts per million, products in BigInt.
import { addDays, addMonths, hongKongCalendar } from '../calendar/index';
import { daysInYear, minimumEarlyWithdrawalFee, referenceRates, type DepositCurrency, type Period } from './products';

const PPM = 1_000_000n;

function toUtcMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

/** Whole days from one 'YYYY-MM-DD' date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / 86_400_000);
}

export { addMonths };

/**
 * The maturity date of a deposit placed on the value date: the period counted from it (days,
 * or calendar months to the same day, the month's end when shorter), moved to the next Hong
 * Kong business day when it falls on a Saturday, Sunday or public holiday.
 */
export function maturityDate(valueDate: string, period: Period): string {
  const nominal = period.unit === 'D' ? addDays(valueDate, period.count) : addMonths(valueDate, period.count);
  return hongKongCalendar.businessDayOnOrAfter(nominal);
}

function divideRoundingDown(numerator: bigint, denominator: bigint): bigint {
  return numerator / denominator;
}

function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * Simple interest for the actual days held: principal x rate x days / days in the year of the
 * currency, rounded down to the minor unit (the bank never pays a fraction it does not hold).
 */
export function interestFor(principal: number, ratePpm: number, days: number, currency: DepositCurrency): number {
  if (principal <= 0 || ratePpm <= 0 || days <= 0) return 0;
  const numerator = BigInt(principal) * BigInt(ratePpm) * BigInt(days);
  return Number(divideRoundingDown(numerator, PPM * BigInt(daysInYear(currency))));
}

export interface EarlyWithdrawalFee {
  /** Days from the withdrawal date to the maturity date. */
  remainingDays: number;
  daysInYear: 360 | 365;
  prime: number;
  interbank: number;
  /** Formula 1: (prime rate - 2.50% - deposit rate) x principal x remaining days / days in year; 0 when negative. */
  primeFormula: number;
  /** Formula 2: (interbank rate - deposit rate) x principal x remaining days / days in year; 0 when negative. */
  interbankFormula: number;
  /** The higher formula, at least the minimum fee, at most the principal. */
  fee: number;
  minimumFee: number;
  /** What the customer gets back: principal - fee. No interest. */
  proceeds: number;
}

const PRIME_MARGIN = 25_000; // 2.50% in ppm

function formula(principal: number, spreadPpm: number, remainingDays: number, basis: number): number {
  if (spreadPpm <= 0 || remainingDays <= 0) return 0;
  const numerator = BigInt(principal) * BigInt(spreadPpm) * BigInt(remainingDays);
  return Number(divideRoundingHalfUp(numerator, PPM * BigInt(basis)));
}

/**
 * Spec section 9: an early withdrawal earns no interest; the fee is the higher of two formula
 * results with a minimum of HKD 200: (prime rate - 2.50% - deposit rate) or (interbank rate -
 * deposit rate), times the principal, times remaining days over days in the year. Each
 * formula is rounded half up to the minor unit. The fee never exceeds the principal.
 */
export function earlyWithdrawalFee(input: {
  principal: number;
  ratePpm: number;
  currency: DepositCurrency;
  withdrawalDate: string;
  maturityDate: string;
  rates?: { prime: number; interbank: number };
}): EarlyWithdrawalFee {
  const { principal, ratePpm, currency } = input;
  const basis = daysInYear(currency);
  const { prime, interbank } = input.rates ?? referenceRates(currency);
  const remainingDays = Math.max(daysBetween(input.withdrawalDate, input.maturityDate), 0);
  const primeFormula = formula(principal, prime - PRIME_MARGIN - ratePpm, remainingDays, basis);
  const interbankFormula = formula(principal, interbank - ratePpm, remainingDays, basis);
  const minimumFee = minimumEarlyWithdrawalFee(currency);
  const fee = Math.min(Math.max(primeFormula, interbankFormula, minimumFee), principal);
  return { remainingDays, daysInYear: basis, prime, interbank, primeFormula, interbankFormula, fee, minimumFee, proceeds: principal - fee };
}
