// The Hong Kong banking calendar: general holidays gazetted by the HKSAR Government (every
// Sunday included), Monday to Friday business days, cut-off 12:00 noon Hong Kong time
// (spec section 9). The holiday list covers the years in hk-holidays.json; later years fall
// back to weekends only until the list is extended.
import holidayFile from './hk-holidays.json';
import { BusinessCalendar } from './business-calendar';
import { HONG_KONG_TIME_ZONE } from './time-zone';

export { HONG_KONG_TIME_ZONE };

export const HONG_KONG_CUT_OFF = '12:00';

const listed = Object.values(holidayFile.HK).flatMap((year) => year.map((h) => h.date));

export const HONG_KONG_HOLIDAY_YEARS: readonly string[] = Object.keys(holidayFile.HK);

export const hongKongCalendar = new BusinessCalendar({
  holidays: listed,
  timeZone: HONG_KONG_TIME_ZONE,
  cutOff: HONG_KONG_CUT_OFF,
});
