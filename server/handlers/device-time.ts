// ITSI421030 bank date-time (yyyymmddhhmm) and ITSI421017 core banking date (yyyymmdd), both
// in Hong Kong time from the bank's clock, which may differ from the phone's.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { BANK_TIME_ZONE, hkCompactDate } from '../clock.js';
import type { Handler } from '../api/handler.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const bankDateTime: Handler<'ITSI421030'> = async ({ ctx }) => ({
  dateTime: dayjs(ctx.clock.now()).tz(BANK_TIME_ZONE).format('YYYYMMDDHHmm'),
});

export const coreDate: Handler<'ITSI421017'> = async ({ ctx }) => ({ coreTime: hkCompactDate(ctx.clock.now()) });
