// Business days and cut-off times, shared by the browser (date pickers, "next working day"
// notes) and the sandbox bank (value dates, instruction execution). Dates are calendar
// dates as 'YYYY-MM-DD' text in the bank's time zone; arithmetic runs on UTC midnights, so
// it never depends on the machine's own time zone.

export interface BusinessCalendarOptions {
  /** Listed holidays, 'YYYY-MM-DD'. Sundays are always holidays and need not be listed. */
  holidays: Iterable<string>;
  /** IANA time zone of the bank, e.g. 'Asia/Hong_Kong'. */
  timeZone: string;
  /** Same-day cut-off, 'HH:mm' local time; an instruction at or after it counts for the next business day. */
  cutOff: string;
}

const DAY_MS = 86_400_000;

function toUtcMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** The same day n months later (or earlier), or the month's last day when that month is shorter. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const monthIndex = y! * 12 + (m! - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d!, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export class BusinessCalendar {
  private readonly holidays: ReadonlySet<string>;
  private readonly dateFormat: Intl.DateTimeFormat;
  private readonly timeFormat: Intl.DateTimeFormat;
  readonly cutOff: string;

  constructor(options: BusinessCalendarOptions) {
    this.holidays = new Set(options.holidays);
    this.cutOff = options.cutOff;
    // en-CA formats dates as YYYY-MM-DD; made once because formatters are costly to build.
    this.dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: options.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    this.timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: options.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  }

  /** The local calendar date of an instant. */
  localDate(ms: number): string {
    return this.dateFormat.format(ms);
  }

  /** The local wall-clock time of an instant, 'HH:mm'. */
  localTime(ms: number): string {
    return this.timeFormat.format(ms);
  }

  /** A listed holiday or a Sunday. */
  isHoliday(date: string): boolean {
    return weekday(date) === 0 || this.holidays.has(date);
  }

  /** Monday to Friday and not a holiday: the days express transfers and bills are processed. */
  isBusinessDay(date: string): boolean {
    const day = weekday(date);
    return day >= 1 && day <= 5 && !this.holidays.has(date);
  }

  /** The first business day strictly after the date. */
  nextBusinessDay(date: string): string {
    let next = addDays(date, 1);
    while (!this.isBusinessDay(next)) next = addDays(next, 1);
    return next;
  }

  /** The date itself when it is a business day, else the next one. */
  businessDayOnOrAfter(date: string): string {
    return this.isBusinessDay(date) ? date : this.nextBusinessDay(date);
  }

  /** Whether an instant is before the cut-off of a business day. */
  beforeCutOff(ms: number): boolean {
    return this.isBusinessDay(this.localDate(ms)) && this.localTime(ms) < this.cutOff;
  }

  /**
   * The date a business-day instruction made at this instant is processed: today before the
   * cut-off on a business day, otherwise the next business day.
   */
  processingDate(ms: number): string {
    const today = this.localDate(ms);
    return this.beforeCutOff(ms) ? today : this.nextBusinessDay(today);
  }

  /** The earliest date a forward instruction may carry, made at this instant. */
  earliestInstructionDate(ms: number): string {
    return this.processingDate(ms);
  }
}
