// The formatters the engine's templates use, bound to the customer's language.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { Locale } from '../engine/core/flow-types';
import type { Formatters } from '../engine/react/kit';
import { formatAccountNo, formatMoney, formatTenThousands } from '../domain/format';
import { HONG_KONG_TIME_ZONE } from '../domain/calendar/time-zone';
import type { BankDirectory } from './bank-directory';

dayjs.extend(utc);
dayjs.extend(timezone);

// Banking dates and times are Hong Kong time, whatever the device's zone.
const ZONE = HONG_KONG_TIME_ZONE;

export function createFormatters(locale: Locale, banks: BankDirectory): Formatters {
  return {
    money: (minor, currency) => formatMoney(minor, currency, locale),
    moneyWan: (minor, currency) => formatTenThousands(minor, currency, locale),
    account: (accountNo, accountType) => formatAccountNo(accountNo, accountType ?? (accountNo.length === 16 ? '04' : '01')),
    bank: (code) => banks.label(code, locale),
    date: (iso) => dayjs.tz(iso, ZONE).format('YYYY-MM-DD'),
    datetime: (iso) => dayjs(iso).tz(ZONE).format('YYYY-MM-DD HH:mm:ss'),
  };
}
