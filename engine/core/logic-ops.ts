// Extra JSON Logic operations that flows may use in conditions and checks. Data only, no
// code from flows is ever evaluated (strict CSP). Registered once, on import of context.ts.
//   {"weekday": [date]}          0 Sunday … 6 Saturday of a 'YYYY-MM-DD' date, null if not a date
//   {"matches": [text, pattern]} whether the text matches the regular expression (Unicode mode);
//                                false for a missing text or an invalid pattern
//   {"dateIn": [instant, zone]}   the 'YYYY-MM-DD' calendar date of an ISO instant in an IANA
//                                time zone (e.g. today in Hong Kong from `now`), null if invalid
//   {"luhn": [cardNo]}           whether a card number (spaces between groups allowed) passes
//                                its Luhn check digit (domain/cards/luhn.ts)
//   {"proxyValid": …}, {"phoneValid": …} are in phone-ops.ts, loaded with the flows that name them
//                                (logic-ops-on-demand.ts): libphonenumber's metadata would otherwise
//                                be on every journey's page; {"idProblem": …}, {"ageOn": …} in
//                                identity-ops.ts, for the same reason (the identity numbers' rules)
import jsonLogic from 'json-logic-js';
import { weekday } from '../../domain/calendar/business-calendar';
import { luhnValid } from '../../domain/cards/luhn';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const patterns = new Map<string, RegExp | null>();

function compiled(pattern: string): RegExp | null {
  if (!patterns.has(pattern)) {
    try {
      patterns.set(pattern, new RegExp(pattern, 'u'));
    } catch {
      patterns.set(pattern, null);
    }
  }
  return patterns.get(pattern) ?? null;
}

export function weekdayOf(date: unknown): number | null {
  return typeof date === 'string' && DATE.test(date) ? weekday(date) : null;
}

export function matches(text: unknown, pattern: unknown): boolean {
  if (typeof text !== 'string' || typeof pattern !== 'string') return false;
  return compiled(pattern)?.test(text) ?? false;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function dateIn(instant: unknown, zone: unknown): string | null {
  if (typeof instant !== 'string' || typeof zone !== 'string') return null;
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return null;
  let format = dateFormats.get(zone);
  if (!format) {
    try {
      // en-CA formats dates as YYYY-MM-DD.
      format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      return null;
    }
    dateFormats.set(zone, format);
  }
  return format.format(ms);
}

jsonLogic.add_operation('weekday', weekdayOf);
jsonLogic.add_operation('dateIn', dateIn);
jsonLogic.add_operation('matches', matches);
jsonLogic.add_operation('luhn', (cardNo: unknown) => typeof cardNo === 'string' && luhnValid(cardNo.replace(/ /g, '')));
