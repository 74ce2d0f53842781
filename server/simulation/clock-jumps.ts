// What a clock move of the simulation passed over, for the run's figures: the same-day cut-off
// (12:00 in Hong Kong, domain/calendar/hong-kong.ts), midnight, a weekend, a month end, a
// listed public holiday. The due work the move starts (ITSI900002) meets what is due then.
import { addDays, weekday } from '../../domain/calendar/business-calendar.js';
import { HONG_KONG_CUT_OFF, hongKongCalendar } from '../../domain/calendar/hong-kong.js';

export type Crossed = 'cut-off' | 'midnight' | 'weekend' | 'month end' | 'public holiday';

export function crossed(from: number, to: number): Crossed[] {
  const out = new Set<Crossed>();
  const first = hongKongCalendar.localDate(from);
  const last = hongKongCalendar.localDate(to);
  const [h, m] = HONG_KONG_CUT_OFF.split(':').map(Number);
  const cut = h! * 60 + m!;
  const minutes = (ms: number) => {
    const [hh, mm] = hongKongCalendar.localTime(ms).split(':').map(Number);
    return hh! * 60 + mm!;
  };
  if (first === last) {
    if (minutes(from) < cut && minutes(to) >= cut) out.add('cut-off');
    return [...out];
  }
  out.add('midnight');
  if (minutes(from) < cut || minutes(to) >= cut || addDays(first, 1) < last) out.add('cut-off');
  for (let d = addDays(first, 1); d <= last; d = addDays(d, 1)) {
    if (weekday(d) === 6 || weekday(d) === 0) out.add('weekend');
    if (d.slice(8) === '01') out.add('month end');
    if (weekday(d) !== 0 && hongKongCalendar.isHoliday(d)) out.add('public holiday');
    if (out.size === 5) break;
  }
  return [...out];
}
