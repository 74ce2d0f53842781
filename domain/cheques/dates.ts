// The dates of an e-cheque: it may be dated today or post-dated up to 90 days, is valid for
// six months from its date (as a paper cheque in Hong Kong), and cannot be deposited before
// its date. Dates are Hong Kong calendar dates, YYYY-MM-DD.
import dayjs from 'dayjs';

export const MAX_POST_DATED_DAYS = 90;
export const VALIDITY_MONTHS = 6;

export type ChequeDateCheck = { ok: true; postDated: boolean } | { ok: false; reason: 'past' | 'too-far' | 'invalid' };

export function checkChequeDate(chequeDate: string, today: string): ChequeDateCheck {
  const date = dayjs(chequeDate, 'YYYY-MM-DD', true);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(chequeDate) || !date.isValid() || date.format('YYYY-MM-DD') !== chequeDate) return { ok: false, reason: 'invalid' };
  if (chequeDate < today) return { ok: false, reason: 'past' };
  if (chequeDate > dayjs(today).add(MAX_POST_DATED_DAYS, 'day').format('YYYY-MM-DD')) return { ok: false, reason: 'too-far' };
  return { ok: true, postDated: chequeDate > today };
}

/** The last day the cheque may be deposited: six calendar months after its date, less a day. */
export function lastValidDate(chequeDate: string): string {
  return dayjs(chequeDate).add(VALIDITY_MONTHS, 'month').subtract(1, 'day').format('YYYY-MM-DD');
}

export type PresentCheck = { ok: true } | { ok: false; reason: 'post-dated' | 'expired' };

/** Whether a cheque of this date may be presented (deposited) on `today`. */
export function checkPresentable(chequeDate: string, today: string): PresentCheck {
  if (today < chequeDate) return { ok: false, reason: 'post-dated' };
  if (today > lastValidDate(chequeDate)) return { ok: false, reason: 'expired' };
  return { ok: true };
}
