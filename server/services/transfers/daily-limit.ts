// What a customer has sent today in one currency, counted against the daily transfer limit
// (every transfer kind together; rejected and cancelled ones do not count), and the e-cheques
// drawn today (a stopped one no longer counts).
import type { Transaction } from 'kysely';
import { hkDayRange, isoAt } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { toSafeIntegerOrZero } from '../../db/numbers.js';

/** Statuses that still count against the daily limit (everything but rejected and cancelled). */
export const COUNTED_STATUSES = ['0', '1', '3'];

export async function sentToday(trx: Transaction<Database>, customerId: string, currency: string, nowMs: number): Promise<number> {
  const day = hkDayRange(nowMs);
  const spent = await trx
    .selectFrom('transfers')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .where('status', 'in', COUNTED_STATUSES)
    .where('created_at', '>=', isoAt(day.start))
    .where('created_at', '<', isoAt(day.end))
    .executeTakeFirst();
  const cheques = await trx
    .selectFrom('e_cheques')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('drawer_customer_id', '=', customerId)
    .where('currency', '=', currency)
    .where('status', '!=', 'stopped')
    .where('created_at', '>=', isoAt(day.start))
    .where('created_at', '<', isoAt(day.end))
    .executeTakeFirst();
  return toSafeIntegerOrZero(spent?.total) + toSafeIntegerOrZero(cheques?.total);
}
