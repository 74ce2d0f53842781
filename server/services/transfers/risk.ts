// Strengthened verification (spec section 4): needed when the customer's needOptFlag is '1',
// or for a large transfer in a short time. The sandbox rule for the latter: HKD transfers of
// this customer in the last 30 minutes (not rejected or cancelled) plus this one above
// HKD 50,000.00. The lookup / pre-check (ITSI300004) and the submit (ITSI300005) both ask
// here, so the browser is told exactly what the bank will enforce.
import type { Kysely, Transaction } from 'kysely';
import { isoAt } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { toSafeIntegerOrZero } from '../../db/numbers.js';

export const BURST_WINDOW_MS = 30 * 60_000;
export const BURST_THRESHOLD_HKD = 5_000_000;

export interface RiskAssessment {
  needOptFlag: '0' | '1';
  reason: 'none' | 'customer-flag' | 'burst';
}

export async function assessTransferRisk(
  db: Kysely<Database> | Transaction<Database>,
  customerId: string,
  currency: string,
  amount: number,
  nowMs: number,
): Promise<RiskAssessment> {
  const customer = await db.selectFrom('customers').select('need_opt_flag').where('id', '=', customerId).executeTakeFirst();
  if (customer?.need_opt_flag === '1') return { needOptFlag: '1', reason: 'customer-flag' };
  if (currency !== 'HKD') return { needOptFlag: '0', reason: 'none' };
  const recent = await db
    .selectFrom('transfers')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('customer_id', '=', customerId)
    .where('currency', '=', 'HKD')
    .where('status', 'in', ['0', '1', '3'])
    .where('created_at', '>', isoAt(nowMs - BURST_WINDOW_MS))
    .executeTakeFirst();
  return toSafeIntegerOrZero(recent?.total) + amount > BURST_THRESHOLD_HKD
    ? { needOptFlag: '1', reason: 'burst' }
    : { needOptFlag: '0', reason: 'none' };
}
