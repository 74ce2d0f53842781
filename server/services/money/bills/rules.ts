// Bill-payment rules that need no database: which accounts may pay a bill, the most one
// payment may be, and which payment dates are allowed. The sandbox applies them on every
// request; the flows show the same rules to the customer first.
import { addDays, hongKongCalendar, weekday } from '../../../../domain/calendar/index.js';
import { LIMIT_MINOR, type Merchant } from '../merchants.js';
import { ERR } from '../../../../generated/error-codes.js';

/** Bill-payment account types (spec section 3) by the bank's customer account type. */
export const BILL_ACCOUNT_TYPE: Readonly<Record<string, 'SAV' | 'CA' | 'MTC'>> = { '01': 'SAV', '02': 'CA', '03': 'MTC' };

/** Bills are paid in Hong Kong dollars; other currencies would need an exchange first. */
export const BILL_CURRENCY = 'HKD';

/** How far ahead a forward-dated bill payment may be set. */
export const MAX_FORWARD_DAYS = 90;

export function billAccountType(accountType: string, currency: string): 'SAV' | 'CA' | 'MTC' | undefined {
  return currency === BILL_CURRENCY ? BILL_ACCOUNT_TYPE[accountType] : undefined;
}

/** The most one payment to this merchant may be: its class limit, capped by the preset limit. */
export function paymentLimit(merchant: Pick<Merchant, 'limitClass'>, presetLimit: number): number {
  return Math.min(LIMIT_MINOR[merchant.limitClass], presetLimit);
}

export type DateCheck = { ok: true; kind: 'now' | 'forward'; effectiveDate: string } | { ok: false; error: string };

/**
 * Today (at `now`) is a pay-now instruction processed today before the 12:00 cut-off on a
 * business day, else on the next business day. A later date is forward-dated: Monday to
 * Friday only (a holiday on a weekday is processed on the next business day), at most
 * MAX_FORWARD_DAYS ahead.
 */
export function checkPaymentDate(paymentDate: string, now: number): DateCheck {
  const today = hongKongCalendar.localDate(now);
  if (paymentDate === today) return { ok: true, kind: 'now', effectiveDate: hongKongCalendar.processingDate(now) };
  if (paymentDate < today || paymentDate > addDays(today, MAX_FORWARD_DAYS)) return { ok: false, error: ERR.SELECT_EFFECTIVE_DATE_WITHIN_90_DAYS };
  const day = weekday(paymentDate);
  if (day === 0 || day === 6) return { ok: false, error: ERR.DEAL_VALID_FROM_MONDAY_FRIDAY_ONLY };
  return { ok: true, kind: 'forward', effectiveDate: hongKongCalendar.businessDayOnOrAfter(paymentDate) };
}

/** A forward-dated instruction may change until the day before its effective date. */
export function forwardChangeable(effectiveDate: string, now: number): boolean {
  return hongKongCalendar.localDate(now) < effectiveDate;
}

/** Spec section 5: up to 20 English letters, digits and spaces. */
export const NICKNAME_PATTERN = /^[A-Za-z0-9 ]{0,20}$/;
/** Receipt addressee: letters (any script), digits, spaces, middle dot and . ' - only. */
export const RECEIPT_NAME_PATTERN = /^[\p{L}\p{N} ·.'-]{1,60}$/u;
