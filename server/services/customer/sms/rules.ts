// The rules of SMS one-time codes (spec sections 8 and 9).
import { ERR } from '../../../../generated/error-codes.js';
export const SMS_CODE_DIGITS = 6;
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** A new code for the same transaction may be requested only after this wait. */
export const SMS_RESEND_AFTER_MS = 100_000;
export const SMS_MAX_FAILURES = 5;
/** After a lock the customer calls the hotline; the sandbox lifts it after a day. */
export const SMS_LOCK_MS = 24 * 60 * 60_000;

export const SMS_ERRORS = {
  resendTooEarly: ERR.WAIT_SECONDS_BEFORE_REQUESTING_ANOTHER_CODE,
  noCode: ERR.REQUEST_SMS_CODE_FIRST,
  expired: ERR.SMS_CODE_EXPIRED_REQUEST_NEW_ONE,
  locked: ERR.SMS_CODE_ENTERED_INCORRECTLY_TOO_MANY,
  incorrect: ERR.ENTERED_INCORRECTLY_RE_ATTEMPTS_LEFT,
  noMobile: ERR.NO_REGISTERED_MOBILE_NUMBER_CONTACT_BANK,
  purpose: ERR.TRANSACTION_DOES_NOT_USE_SMS_CODE,
} as const;

/** "+852 91234567" -> "+852 ****4567": enough for the customer to recognise their number. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  const country = /^\+(\d{1,3})[ -]/.exec(mobile)?.[1];
  const local = country ? digits.slice(country.length) : digits;
  const shown = local.slice(-4);
  return `${country ? `+${country} ` : ''}${'*'.repeat(Math.max(local.length - 4, 0))}${shown}`;
}

/** Mobile numbers compared and looked up as digits only. */
export function mobileKey(mobile: string): string {
  return mobile.replace(/\D/g, '');
}
