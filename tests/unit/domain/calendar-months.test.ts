// Monthly dates of standing instructions, time deposits and e-bill months come from the one
// calendar (domain/calendar): the same day of month, or the month's last day when it is shorter.
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../../domain/calendar/index';

describe('addMonths', () => {
  it('clamps to the end of shorter months, leap years included', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('goes back across a year', () => {
    expect(addMonths('2026-03-31', -13)).toBe('2025-02-28');
  });
});
