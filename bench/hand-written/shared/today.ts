// Today's date in Hong Kong ('YYYY-MM-DD') by the bank's clock, as the product's date rules read it.
import { bankNow } from '../../../bridge/service/bank-time';
import { HONG_KONG_TIME_ZONE } from '../../../domain/calendar/time-zone';

// en-CA writes dates as YYYY-MM-DD.
const format = new Intl.DateTimeFormat('en-CA', { timeZone: HONG_KONG_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function todayInHongKong(now = bankNow()): string {
  return format.format(new Date(now));
}
