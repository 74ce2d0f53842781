export { BusinessCalendar, addDays, addMonths, weekday, type BusinessCalendarOptions } from './business-calendar';
export { hongKongCalendar, HONG_KONG_CUT_OFF, HONG_KONG_HOLIDAY_YEARS, HONG_KONG_TIME_ZONE } from './hong-kong';
export { billResultAt, billResultKnown, billResultTime, BILL_RESULT_TIME_SATURDAY, BILL_RESULT_TIME_WEEKDAY } from './bill-results';
