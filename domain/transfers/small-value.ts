// The small-value transfer daily limit (spec sections 4 and 9): set by the customer; it
// falls back to zero when the registered mobile number was changed or deleted, the e-mail
// was deleted, or the service went unused for 18 months; a limit of 0 ends the service.
import dayjs from 'dayjs';

export const SMALL_VALUE_INACTIVE_MONTHS = 18;
/** The highest daily limit a customer may choose: HKD 10,000.00 (product decision). */
export const SMALL_VALUE_MAX_LIMIT = 1_000_000;

export interface SmallValueSetting {
  /** Minor units of HKD per Hong Kong day. */
  limit: number;
  /** The mobile number registered when the limit was set. */
  mobileAtSet: string;
  /** The e-mail registered when the limit was set ('' when none). */
  emailAtSet: string;
  /** ISO instant the limit was set. */
  setAt: string;
  /** ISO instant of the last small-value transfer, null when never used. */
  lastUsedAt: string | null;
}

export interface ContactDetails {
  mobile: string;
  /** Undefined when the bank does not keep an e-mail for the customer. */
  email?: string | null;
}

/** The limit in force now: 0 after any of the reset events. */
export function effectiveSmallValueLimit(setting: SmallValueSetting | null | undefined, contact: ContactDetails, nowMs: number): number {
  if (!setting || setting.limit <= 0) return 0;
  if (!contact.mobile || contact.mobile !== setting.mobileAtSet) return 0;
  if (setting.emailAtSet && contact.email !== undefined && !contact.email) return 0;
  const lastActive = setting.lastUsedAt && setting.lastUsedAt > setting.setAt ? setting.lastUsedAt : setting.setAt;
  if (!dayjs(nowMs).isBefore(dayjs(lastActive).add(SMALL_VALUE_INACTIVE_MONTHS, 'month'))) return 0;
  return setting.limit;
}

/** What may still be sent today without a second factor. */
export function remainingSmallValue(limit: number, usedToday: number): number {
  return Math.max(0, limit - usedToday);
}
