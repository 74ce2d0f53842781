// The direct debit upper payment limit. "No upper limit" is a flag, never an amount: the
// spec's screens use 99999999 (set-up) and 9999999999999.99 (amend) as "no limit" values,
// and a request carrying either (as minor units) is read as the flag at this boundary.
import { ERR } from '../../../../generated/error-codes.js';

/** The highest real limit the bank accepts: HKD 10,000,000.00. */
export const DD_MAX_UPPER_LIMIT = 10_000_000_00;

/** 99999999 and 9999999999999.99 in HKD minor units. */
export const LEGACY_NO_LIMIT_VALUES: readonly number[] = [99_999_999_00, 999_999_999_999_999];

export type UpperLimit = { noUpperLimit: true; upperLimit: null } | { noUpperLimit: false; upperLimit: number };

/** The stored form of a requested limit, or an error code: E620000005 over the maximum, E620000008 zero or missing. */
export function normaliseUpperLimit(noUpperLimit: boolean, upperLimit: number | undefined): UpperLimit | { error: string } {
  if (noUpperLimit || (upperLimit !== undefined && LEGACY_NO_LIMIT_VALUES.includes(upperLimit))) {
    return { noUpperLimit: true, upperLimit: null };
  }
  if (upperLimit === undefined || upperLimit <= 0) return { error: ERR.UPPER_PAYMENT_LIMIT_NOT_0 };
  if (!Number.isSafeInteger(upperLimit) || upperLimit > DD_MAX_UPPER_LIMIT) return { error: ERR.UPPER_PAYMENT_LIMIT_EXCEEDS_MAXIMUM_RE };
  return { noUpperLimit: false, upperLimit };
}
