// Bulk stop of physical cheques (spec sections 3, 4, 5): one cheque or a run of consecutive
// cheque numbers from one cheque book. The rules both the screen and the bank apply: the range
// itself, which cheques a stop can still reach, and the handling fee. The spec leaves the
// maximum count and the fee open; docs/cheques.md records the values chosen here.

/** Cheque numbers are the 6 digits printed on the cheque (MICR line). */
export const CHEQUE_NO_PATTERN = /^[0-9]{6}$/;
/** The most cheques one instruction may stop: one book's worth. */
export const MAX_STOP_COUNT = 50;
/** Handling fee per cheque the stop reaches (accepted or pending), in HKD minor units. */
export const STOP_FEE_PER_CHEQUE = 100_00;

/** Cheque statuses of spec section 4, as stored. */
export type ChequeStatus = 'apply' | 'apply-failure' | 'in-transit' | 'back-to-bank' | 'normal' | 'destroyed' | 'stopped' | 'internal-void' | 'used';
/** Bulk stop handling of spec section 4: accepted, rejected, pending. */
export type StopResult = 'accepted' | 'rejected' | 'pending';

export type RangeProblem = 'format' | 'order' | 'too-many' | 'outside-book';

export interface ChequeRange {
  from: number;
  to: number;
  count: number;
}

export function chequeNo(n: number): string {
  return String(n).padStart(6, '0');
}

/** Checks a range (toNo empty or equal to fromNo: one cheque) against the book's numbers. */
export function checkRange(fromNo: string, toNo: string | undefined, book?: { firstNo: number; lastNo: number }): { ok: ChequeRange } | { problem: RangeProblem } {
  const last = toNo === undefined || toNo === '' ? fromNo : toNo;
  if (!CHEQUE_NO_PATTERN.test(fromNo) || !CHEQUE_NO_PATTERN.test(last)) return { problem: 'format' };
  const from = Number(fromNo);
  const to = Number(last);
  if (to < from) return { problem: 'order' };
  const count = to - from + 1;
  if (count > MAX_STOP_COUNT) return { problem: 'too-many' };
  if (book && (from < book.firstNo || to > book.lastNo)) return { problem: 'outside-book' };
  return { ok: { from, to, count } };
}

/**
 * What a stop does to a cheque in a given status. Only an unused cheque (normal) is stopped at
 * once; one already presented and in clearing (in transit) is pending: the stop is lodged and
 * the presentment is returned unpaid if it still arrives. Everything else is rejected with why.
 */
export function stopOutcome(status: ChequeStatus): { result: StopResult; reason?: 'used' | 'stopped' | 'void' } {
  switch (status) {
    case 'normal':
      return { result: 'accepted' };
    case 'in-transit':
      return { result: 'pending' };
    case 'used':
      return { result: 'rejected', reason: 'used' };
    case 'stopped':
      return { result: 'rejected', reason: 'stopped' };
    default:
      return { result: 'rejected', reason: 'void' };
  }
}

/** The fee: charged for each cheque the stop reaches, never for a rejected one. */
export function stopFee(results: readonly StopResult[]): number {
  return results.filter((r) => r !== 'rejected').length * STOP_FEE_PER_CHEQUE;
}
