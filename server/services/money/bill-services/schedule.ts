// Calendar arithmetic of regular bill payments: a payment day 1 to 28 (28 means the last
// day of the month), moved to the next business day when it falls on a Sunday, Saturday or
// Hong Kong holiday (domain/calendar, the same calendar the app uses).
import { hongKongCalendar } from '../../../../domain/calendar/index.js';

/** 'YYYYMM' (the wire form) to 'YYYY-MM'. */
export function monthOf(yyyymm: string): string {
  return `${yyyymm.slice(0, 4)}-${yyyymm.slice(4, 6)}`;
}

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

function lastDayOf(month: string): number {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** The calendar date a payment day names in a month; 28 is the month's last day. */
export function dueDate(month: string, paymentDay: number): string {
  const day = paymentDay >= 28 ? lastDayOf(month) : paymentDay;
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The business day the payment of a month actually runs. */
export function runDate(month: string, paymentDay: number): string {
  return hongKongCalendar.businessDayOnOrAfter(dueDate(month, paymentDay));
}

/** Changes to regular payments take effect on the next business day. */
export function nextBusinessDay(date: string): string {
  return hongKongCalendar.nextBusinessDay(date);
}

/** Months from `first` to `last` inclusive ('YYYY-MM'). */
export function monthsFrom(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) out.push(m);
  return out;
}
