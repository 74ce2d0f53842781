// The start of every transfer's transaction: the customer's row is locked (one instruction at a
// time, so limits and balances are checked against settled numbers), then an instruction sent
// again with the same idempotency key gets the first answer and moves nothing; the same key
// with a different instruction is refused (E300000006).
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { forUpdate } from '../../db/lock.js';

export type EarlierAnswer<T> = { ok: T } | { error: 'E300000006' } | null;

export async function lockAndFindEarlierAnswer<T>(
  ctx: AppContext,
  trx: Transaction<Database>,
  customerId: string,
  idempotencyKey: string,
  requestHash: string,
): Promise<EarlierAnswer<T>> {
  await forUpdate(trx.selectFrom('customers').select('id').where('id', '=', customerId), ctx.store.dialect).execute();
  const previous = await trx
    .selectFrom('transfers')
    .select(['request_hash', 'response_json'])
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (!previous) return null;
  return previous.request_hash === requestHash ? { ok: JSON.parse(previous.response_json) as T } : { error: 'E300000006' };
}
