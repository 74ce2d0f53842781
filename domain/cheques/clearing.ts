// When a deposited e-cheque clears: the next business day after the day it counts as
// deposited. A deposit after the 17:30 cut-off, or on a Saturday, Sunday or holiday, counts
// as deposited the next business day (Hong Kong cheque clearing, spec section 9).
import { hongKongCalendar } from '../calendar/index';

export const CHEQUE_CUT_OFF = '17:30';

/** The business day the deposit counts from. */
export function depositBusinessDay(ms: number): string {
  const date = hongKongCalendar.localDate(ms);
  if (hongKongCalendar.isBusinessDay(date) && hongKongCalendar.localTime(ms) < CHEQUE_CUT_OFF) return date;
  return hongKongCalendar.nextBusinessDay(date);
}

/** The date the drawer is debited and the payee credited (or the cheque bounces). */
export function clearingDate(ms: number): string {
  return hongKongCalendar.nextBusinessDay(depositBusinessDay(ms));
}
