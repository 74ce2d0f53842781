// Time source of the sandbox bank. Everything that depends on "now" (sessions, TOTP steps,
// daily limits, settlement) reads it from a Clock so tests can move time deterministically.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { HONG_KONG_TIME_ZONE, hongKongCalendar } from '../domain/calendar/hong-kong.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Business days, value dates and daily limits follow Hong Kong time (domain/calendar). */
export const BANK_TIME_ZONE = HONG_KONG_TIME_ZONE;

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to (tests). */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: number | string | Date = Date.now()) {
    this.current = new Date(start).getTime();
  }

  now(): number {
    return this.current;
  }

  set(time: number | string | Date): void {
    this.current = new Date(time).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * The sandbox's clock outside tests: real time plus an offset that testers can move forward
 * (sandbox-only ITSI900002) to see instructions execute on their dates. Never backwards:
 * ledgers, sessions and one-time codes assume time only grows.
 */
export class AdjustableClock implements Clock {
  private offset = 0;

  now(): number {
    return Date.now() + this.offset;
  }

  advance(ms: number): void {
    if (ms > 0) this.offset += ms;
  }

  /** Sets the offset from real time, if it is larger (the clock never goes back). */
  protected raiseTo(offset: number): void {
    if (offset > this.offset) this.offset = offset;
  }

  /** Moves to an instant, if it is later than now. */
  moveTo(time: number): void {
    this.advance(time - this.now());
  }
}

/** ISO-8601 UTC text with milliseconds: fixed width, so it also sorts correctly as text. */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

/** The Hong Kong calendar date (YYYY-MM-DD) of an instant: the domain calendar's one formatter. */
export function hkDate(ms: number): string {
  return hongKongCalendar.localDate(ms);
}

/** The Hong Kong time of day (HH:mm, 24-hour) of an instant. */
export function hkTime(ms: number): string {
  return hongKongCalendar.localTime(ms);
}

/** The Hong Kong date of an instant as YYYYMMDD (used in reference numbers). */
export function hkCompactDate(ms: number): string {
  return hkDate(ms).replaceAll('-', '');
}

/** First instant (epoch ms) of a Hong Kong calendar date given as YYYY-MM-DD. */
export function hkStartOfDay(date: string): number {
  return dayjs.tz(`${date} 00:00:00`, BANK_TIME_ZONE).valueOf();
}

/** [start, end) instants of a Hong Kong calendar month given as YYYY-MM. */
export function hkMonthRange(yearMonth: string): { start: number; end: number } {
  const start = dayjs.tz(`${yearMonth}-01 00:00:00`, BANK_TIME_ZONE);
  return { start: start.valueOf(), end: start.add(1, 'month').valueOf() };
}

// Day ranges by date, remembered: dayjs's tz() formats through a new Intl formatter on every
// call, and every transfer asks for today's range (daily limit). Bounded: a long-running
// server only ever asks about a few days.
const dayRanges = new Map<string, { start: number; end: number }>();

/** [start, end) instants of the Hong Kong day containing the instant. */
export function hkDayRange(ms: number): { start: number; end: number } {
  const date = hkDate(ms);
  let range = dayRanges.get(date);
  if (!range) {
    const start = hkStartOfDay(date);
    range = { start, end: dayjs(start).tz(BANK_TIME_ZONE).add(1, 'day').valueOf() };
    if (dayRanges.size >= 64) dayRanges.clear();
    dayRanges.set(date, range);
  }
  return { ...range };
}
