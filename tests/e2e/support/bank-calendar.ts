// The bank's Hong Kong calendar for the specs, built from the same holiday file as
// domain/calendar/hong-kong.ts (read as text: the test runner's loader takes no JSON imports).
import { readFileSync } from 'node:fs';
import { BusinessCalendar } from '../../../domain/calendar/business-calendar';

const holidayFile = JSON.parse(readFileSync('domain/calendar/hk-holidays.json', 'utf8')) as { HK: Record<string, { date: string }[]> };

export const hongKongCalendar = new BusinessCalendar({
  holidays: Object.values(holidayFile.HK).flatMap((year) => year.map((h) => h.date)),
  timeZone: 'Asia/Hong_Kong',
  cutOff: '12:00',
});
