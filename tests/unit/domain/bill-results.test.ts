// Spec section 9: results after 20:30 Monday to Friday and after 13:30 Saturday.
import { describe, expect, it } from 'vitest';
import { billResultAt, billResultKnown, billResultTime } from '../../../domain/calendar/bill-results';

const hk = (local: string) => Date.parse(`${local}+08:00`);

describe('bill result times', () => {
  it.each([
    ['2026-03-09', '20:30'], // Monday
    ['2026-03-13', '20:30'], // Friday
    ['2026-03-14', '13:30'], // Saturday
    ['2026-03-15', null], // Sunday
  ])('%s: %s', (date, time) => {
    expect(billResultTime(date)).toBe(time);
  });

  it('a Sunday has its results with Monday’s', () => {
    expect(billResultAt('2026-03-15')).toEqual({ date: '2026-03-16', time: '20:30' });
  });

  it.each([
    ['2026-03-10', '2026-03-10T20:29:59', false],
    ['2026-03-10', '2026-03-10T20:30:00', true],
    ['2026-03-14', '2026-03-14T13:29:59', false],
    ['2026-03-14', '2026-03-14T13:30:00', true],
    ['2026-03-10', '2026-03-11T08:00:00', true], // a later day
    ['2026-03-15', '2026-03-15T23:00:00', false],
    ['2026-03-15', '2026-03-16T20:30:00', true],
  ])('processed %s, known at %s (Hong Kong): %s', (date, local, known) => {
    expect(billResultKnown(date, hk(local))).toBe(known);
  });
});
