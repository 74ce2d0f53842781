// The JSON Logic operations flows may use beyond the standard set.
import { describe, expect, it } from 'vitest';
import { evaluateLogic } from '../../../engine/core/context';

describe('logic operations', () => {
  it('weekday of a calendar date', () => {
    expect(evaluateLogic({ weekday: ['2026-11-28'] }, {})).toBe(6);
    expect(evaluateLogic({ weekday: ['2026-11-23'] }, {})).toBe(1);
    expect(evaluateLogic({ weekday: ['not a date'] }, {})).toBeNull();
  });

  it('matches a text against a pattern from the data', () => {
    const data = { billNo: '1234567890', pattern: '^\\d{10}$' };
    expect(evaluateLogic({ matches: [{ var: 'billNo' }, { var: 'pattern' }] }, data)).toBe(true);
    expect(evaluateLogic({ matches: ['12345', { var: 'pattern' }] }, data)).toBe(false);
    expect(evaluateLogic({ matches: ['x', '('] }, data)).toBe(false);
    expect(evaluateLogic({ matches: [{ var: 'missing' }, { var: 'pattern' }] }, data)).toBe(false);
  });

  it('the calendar date of an instant in a time zone', () => {
    // 17:30 UTC on the 22nd is already the 23rd in Hong Kong.
    expect(evaluateLogic({ dateIn: ['2026-11-22T17:30:00.000Z', 'Asia/Hong_Kong'] }, {})).toBe('2026-11-23');
    expect(evaluateLogic({ dateIn: ['2026-11-22T15:30:00.000Z', 'Asia/Hong_Kong'] }, {})).toBe('2026-11-22');
    expect(evaluateLogic({ dateIn: ['nonsense', 'Asia/Hong_Kong'] }, {})).toBeNull();
  });
});
