// The customer's small-value transfer limit as the bank keeps it: the setting, what was
// used today, and what is left. The reset rules themselves are shared with the browser
// (domain/transfers/small-value.ts).
import type { Kysely, Transaction } from 'kysely';
import { hkDayRange, isoAt } from '../../../clock.js';
import type { Database } from '../../../db/schema.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { effectiveSmallValueLimit, remainingSmallValue } from '../../../../domain/transfers/small-value.js';

export interface SmallValueState {
  limit: number;
  usedToday: number;
  remaining: number;
  lastUsedAt?: string;
}

type Db = Kysely<Database> | Transaction<Database>;

export async function smallValueState(db: Db, customerId: string, nowMs: number): Promise<SmallValueState> {
  const [customer, setting] = await Promise.all([
    db.selectFrom('customers').select(['mobile', 'email']).where('id', '=', customerId).executeTakeFirstOrThrow(),
    db.selectFrom('small_value_limits').selectAll().where('customer_id', '=', customerId).executeTakeFirst(),
  ]);
  const limit = effectiveSmallValueLimit(
    setting
      ? { limit: setting.limit_amount, mobileAtSet: setting.mobile_at_set, emailAtSet: setting.email_at_set, setAt: setting.set_at, lastUsedAt: setting.last_used_at }
      : null,
    // Changing or deleting the mobile, or deleting the e-mail, also sets the limit to zero
    // (settings); comparing with the details it was set under covers any other way they change.
    { mobile: customer.mobile, email: customer.email },
    nowMs,
  );
  const day = hkDayRange(nowMs);
  const used = await db
    .selectFrom('transfers')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('customer_id', '=', customerId)
    .where('transfer_kind', '=', 'small-value')
    .where('status', 'in', ['0', '1', '3'])
    .where('created_at', '>=', isoAt(day.start))
    .where('created_at', '<', isoAt(day.end))
    .executeTakeFirst();
  const usedToday = toSafeIntegerOrZero(used?.total);
  return {
    limit,
    usedToday,
    remaining: remainingSmallValue(limit, usedToday),
    ...(setting?.last_used_at ? { lastUsedAt: setting.last_used_at } : {}),
  };
}

/** Sets the limit (0 ends the service), remembering the contact details it was set under. */
export async function setSmallValueLimit(db: Db, customerId: string, limit: number, nowMs: number): Promise<void> {
  const customer = await db.selectFrom('customers').select(['mobile', 'email']).where('id', '=', customerId).executeTakeFirstOrThrow();
  const values = { limit_amount: limit, mobile_at_set: customer.mobile, email_at_set: customer.email ?? '', set_at: isoAt(nowMs) };
  const existing = await db.selectFrom('small_value_limits').select('customer_id').where('customer_id', '=', customerId).executeTakeFirst();
  if (existing) await db.updateTable('small_value_limits').set(values).where('customer_id', '=', customerId).execute();
  else await db.insertInto('small_value_limits').values({ customer_id: customerId, ...values, last_used_at: null }).execute();
}

export async function markSmallValueUsed(db: Db, customerId: string, nowMs: number): Promise<void> {
  await db.updateTable('small_value_limits').set({ last_used_at: isoAt(nowMs) }).where('customer_id', '=', customerId).execute();
}
