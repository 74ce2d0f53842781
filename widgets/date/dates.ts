// Date rules of the date widget: the value is an ISO calendar date 'YYYY-MM-DD'; the picker
// reaches back 60 years and, by default, forward to six months from today (spec section 9).
import dayjs, { type Dayjs } from 'dayjs';
import type { WidgetLocale } from '../context';
import { textsFor } from '../i18n';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses 'YYYY-MM-DD' strictly (no 2024-02-30); undefined otherwise. */
export function parseIsoDate(value: unknown): Dayjs | undefined {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return undefined;
  const date = dayjs(value);
  return date.isValid() && date.format('YYYY-MM-DD') === value ? date : undefined;
}

export function toIsoDate(date: Date | Dayjs): string {
  return dayjs(date).format('YYYY-MM-DD');
}

/** Picker bounds; ui:options.min / max ('YYYY-MM-DD' or 'today') override the defaults. */
export function dateBounds(options: { min?: unknown; max?: unknown }, today: Dayjs = dayjs()): { min: Dayjs; max: Dayjs } {
  const bound = (option: unknown, fallback: Dayjs) => (option === 'today' ? today : (parseIsoDate(option) ?? fallback));
  return {
    min: bound(options.min, today.subtract(60, 'year')).startOf('day'),
    max: bound(options.max, today.add(6, 'month')).endOf('day'),
  };
}


/** '2025-03-07' -> '2025年3月7日' / '7 Mar 2025'; '' for anything that is not a date. */
export function formatDisplayDate(value: unknown, locale: WidgetLocale): string {
  const date = parseIsoDate(value);
  return date ? date.format(textsFor(locale).dateFormat) : '';
}

/** The years, months of a year and days of a month a picker offers between min and max. */
export function dateParts(draft: Dayjs, min: Dayjs, max: Dayjs): { years: number[]; months: number[]; days: number[] } {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const y = draft.year();
  const m = draft.month() + 1;
  const years = range(min.year(), max.year());
  const months = range(y === min.year() ? min.month() + 1 : 1, y === max.year() ? max.month() + 1 : 12);
  const lastDay = draft.daysInMonth();
  const atMin = y === min.year() && m === min.month() + 1;
  const atMax = y === max.year() && m === max.month() + 1;
  const days = range(atMin ? min.date() : 1, atMax ? Math.min(max.date(), lastDay) : lastDay);
  return { years, months, days };
}

/**
 * A date with one part changed, kept real (31 Jan -> February gives 28/29 Feb) and inside
 * min..max (a part that would leave the range takes the nearest allowed day).
 */
export function withPart(draft: Dayjs, part: 'year' | 'month' | 'day', value: number, min: Dayjs, max: Dayjs): Dayjs {
  const y = part === 'year' ? value : draft.year();
  const m = part === 'month' ? value - 1 : draft.month();
  const first = dayjs(new Date(y, m, 1));
  const d = Math.min(part === 'day' ? value : draft.date(), first.daysInMonth());
  const next = first.date(d);
  if (next.isBefore(min, 'day')) return min.startOf('day');
  if (next.isAfter(max, 'day')) return max.startOf('day');
  return next;
}
