// Extra JSON Logic operations that flows may use in conditions and checks. Data only, no
// code from flows is ever evaluated (strict CSP). Registered once, on import of context.ts.
//   {"weekday": [date]}          0 Sunday … 6 Saturday of a 'YYYY-MM-DD' date, null if not a date
//   {"matches": [text, pattern]} whether the text matches the regular expression (Unicode mode);
//                                false for a missing text or an invalid pattern
import jsonLogic from 'json-logic-js';
import { weekday } from './calendar/business-calendar';

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

jsonLogic.add_operation('weekday', weekdayOf);
jsonLogic.add_operation('matches', matches);
