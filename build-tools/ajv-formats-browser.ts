// The format checks the journeys' precompiled validators use in the browser: RFC 3339 full-date
// and date-time, exactly as ajv-formats defines them in its `fullFormats`. ajv-formats keeps
// every format (URIs, e-mail, IP addresses, regular expressions…) in one object that no bundler
// can split: about 2 kB of every journey's page, gzipped, for two checks. vite.config.ts points
// the browser build here; the sandbox bank, codegen and the unit tests use ajv-formats itself,
// and tests/unit/build/ajv-formats-browser.test.ts checks that this file answers as ajv-formats
// does and that no journey's validator asks for a format missing here.
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
const DATE_TIME_SEPARATOR = /t|\s/i;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function date(str: string): boolean {
  const m = DATE.exec(str);
  if (!m) return false;
  const [year, month, day] = [+m[1]!, +m[2]!, +m[3]!];
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]!);
}

/** A time with its zone required (ajv-formats' `time` of `date-time`), leap seconds at 23:59 UTC only. */
function zonedTime(str: string): boolean {
  const m = TIME.exec(str);
  if (!m) return false;
  const [hr, min, sec] = [+m[1]!, +m[2]!, +m[3]!];
  const tz = m[4];
  const tzSign = m[5] === '-' ? -1 : 1;
  const tzH = +(m[6] || 0);
  const tzM = +(m[7] || 0);
  if (tzH > 23 || tzM > 59 || !tz) return false;
  if (hr <= 23 && min <= 59 && sec < 60) return true;
  const utcMin = min - tzM * tzSign;
  const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
  return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
}

function dateTime(str: string): boolean {
  const parts = str.split(DATE_TIME_SEPARATOR);
  return parts.length === 2 && date(parts[0]!) && zonedTime(parts[1]!);
}

export const fullFormats = {
  date: { validate: date },
  'date-time': { validate: dateTime },
};
