// The Hong Kong business calendar against the gazetted holidays in ../shared data.
import { describe, expect, it } from 'vitest';
import { addDays, BusinessCalendar, hongKongCalendar as hk, weekday } from '../../../domain/calendar';

const at = (iso: string) => new Date(iso).getTime();

describe('business calendar', () => {
  it('treats Sundays and gazetted holidays as holidays, Saturdays as non-business days', () => {
    expect(hk.isHoliday('2026-11-22')).toBe(true); // Sunday
    expect(hk.isHoliday('2026-11-21')).toBe(false); // Saturday
    expect(hk.isBusinessDay('2026-11-21')).toBe(false);
    expect(hk.isBusinessDay('2026-11-23')).toBe(true);
    expect(hk.isHoliday('2026-12-25')).toBe(true);
    expect(hk.isBusinessDay('2026-10-01')).toBe(false);
  });

  it('skips Easter 2026: Good Friday, the Saturday after, Sunday, and the two Monday-Tuesday holidays', () => {
    expect(hk.nextBusinessDay('2026-04-02')).toBe('2026-04-08');
    expect(hk.businessDayOnOrAfter('2026-04-03')).toBe('2026-04-08');
    expect(hk.businessDayOnOrAfter('2026-04-02')).toBe('2026-04-02');
  });

  it('moves Christmas and New Year 2026-2027 past the holidays', () => {
    expect(hk.nextBusinessDay('2026-12-24')).toBe('2026-12-28');
    expect(hk.nextBusinessDay('2026-12-31')).toBe('2027-01-04');
    expect(hk.nextBusinessDay('2027-02-05')).toBe('2027-02-10');
  });

  it('reads the Hong Kong date and time of an instant whatever the machine zone', () => {
    expect(hk.localDate(at('2026-11-23T16:30:00Z'))).toBe('2026-11-24');
    expect(hk.localTime(at('2026-11-23T03:59:00Z'))).toBe('11:59');
  });

  it('dates an instruction today before the 12:00 cut-off, else the next business day', () => {
    expect(hk.processingDate(at('2026-11-23T03:59:59Z'))).toBe('2026-11-23'); // Mon 11:59 HKT
    expect(hk.processingDate(at('2026-11-23T04:00:00Z'))).toBe('2026-11-24'); // Mon 12:00 HKT
    expect(hk.processingDate(at('2026-11-27T05:00:00Z'))).toBe('2026-11-30'); // Fri 13:00 -> Mon
    expect(hk.processingDate(at('2026-11-28T01:00:00Z'))).toBe('2026-11-30'); // Sat morning -> Mon
    expect(hk.processingDate(at('2026-12-24T06:00:00Z'))).toBe('2026-12-28'); // Thu afternoon, then Christmas
    expect(hk.beforeCutOff(at('2026-12-25T01:00:00Z'))).toBe(false); // holiday morning
  });

  it('does date arithmetic across month, year and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekday('2026-11-23')).toBe(1);
  });

  it('takes its holidays, zone and cut-off from options', () => {
    const macau = new BusinessCalendar({ holidays: ['2026-12-20'], timeZone: 'Asia/Macau', cutOff: '15:00' });
    expect(macau.isBusinessDay('2026-12-21')).toBe(true);
    expect(macau.processingDate(at('2026-12-21T06:59:00Z'))).toBe('2026-12-21');
    expect(macau.processingDate(at('2026-12-21T07:00:00Z'))).toBe('2026-12-22');
  });
});
