// When the results of a day's bill payments are known (spec section 9: "results shown after
// 20:30 Mon to Fri and after 13:30 Saturday with failure email then"). The merchants' answers
// for a processing day come back at its result time; a day without one (Sunday) has its
// results at the next day's. Pure: the bank's due work and the confirmation's note share it.
import { addDays } from './business-calendar';
import { hongKongCalendar } from './hong-kong';

export const BILL_RESULT_TIME_WEEKDAY = '20:30';
export const BILL_RESULT_TIME_SATURDAY = '13:30';

/** The result time of a date (YYYY-MM-DD), or null for a Sunday. */
export function billResultTime(date: string): string | null {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (day === 0) return null;
  return day === 6 ? BILL_RESULT_TIME_SATURDAY : BILL_RESULT_TIME_WEEKDAY;
}

/** The day and time (Hong Kong) the result of a payment processed on `date` is known. */
export function billResultAt(date: string): { date: string; time: string } {
  let day = date;
  while (billResultTime(day) === null) day = addDays(day, 1);
  return { date: day, time: billResultTime(day)! };
}

/** Whether, at the instant `now`, the result of a payment processed on `date` is known. */
export function billResultKnown(date: string, now: number): boolean {
  const at = billResultAt(date);
  const today = hongKongCalendar.localDate(now);
  return today > at.date || (today === at.date && hongKongCalendar.localTime(now) >= at.time);
}
