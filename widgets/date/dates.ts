// Date rules of the date widget: the value is an ISO calendar date 'YYYY-MM-DD'; the picker
// reaches back 60 years and, by default, forward to six months from today (spec section 9).
import dayjs, { type Dayjs } from 'dayjs';
import type { WidgetLocale } from '../context';

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

const DISPLAY: Record<WidgetLocale, string> = {
  'zh-TW': 'YYYY年M月D日',
  'zh-CN': 'YYYY年M月D日',
  en: 'D MMM YYYY',
};

/** '2025-03-07' -> '2025年3月7日' / '7 Mar 2025'; '' for anything that is not a date. */
export function formatDisplayDate(value: unknown, locale: WidgetLocale): string {
  const date = parseIsoDate(value);
  return date ? date.format(DISPLAY[locale]) : '';
}
