// What a customer has sent today in one currency, counted against the daily transfer limit
// (every transfer kind together; rejected and cancelled ones do not count), and the e-cheques
// drawn today (a stopped one no longer counts).
import type { Transaction } from 'kysely';
import { hkDayRange, isoAt } from '../../../clock.js';
import type { Database } from '../../../db/schema.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { prepared } from '../../../db/prepared.js';
import type { AppContext } from '../../../context.js';
import { transferDailyLimit } from '../../customer/settings/limits.js';

/** Statuses that still count against the daily limit (everything but rejected and cancelled). */
export const COUNTED_STATUSES = ['0', '1', '3'];

type DayOf = { customerId: string; currency: string; start: string; end: string };

const transfersOfDay = prepared<DayOf>()((db, p) =>
  db
    .selectFrom('transfers')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('customer_id', '=', p.customerId)
    .where('currency', '=', p.currency)
    .where('status', 'in', COUNTED_STATUSES)
    .where('created_at', '>=', p.start)
    .where('created_at', '<', p.end),
);

const chequesOfDay = prepared<DayOf>()((db, p) =>
  db
    .selectFrom('e_cheques')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('drawer_customer_id', '=', p.customerId)
    .where('currency', '=', p.currency)
    .where('status', '!=', 'stopped')
    .where('created_at', '>=', p.start)
    .where('created_at', '<', p.end),
);

export async function sentToday(trx: Transaction<Database>, customerId: string, currency: string, nowMs: number): Promise<number> {
  const day = hkDayRange(nowMs);
  const range: DayOf = { customerId, currency, start: isoAt(day.start), end: isoAt(day.end) };
  const spent = await transfersOfDay.first(trx, range);
  const cheques = await chequesOfDay.first(trx, range);
  return toSafeIntegerOrZero(spent?.total) + toSafeIntegerOrZero(cheques?.total);
}

/**
 * What is left today of the daily transfer limit in each currency that has one (the bank's, or
 * the customer's lower one): the limit less what was sent today, never below zero.
 */
export async function dailyRemainingByCurrency(ctx: AppContext, customerId: string, currencies: string[]): Promise<Map<string, number>> {
  const db = ctx.store.db;
  const now = ctx.clock.now();
  const left = new Map<string, number>();
  for (const currency of currencies) {
    const limit = await transferDailyLimit(ctx, db, customerId, currency);
    if (limit === undefined) continue;
    const sent = await db.transaction().execute((trx) => sentToday(trx, customerId, currency, now));
    left.set(currency, Math.max(limit - sent, 0));
  }
  return left;
}
