// One idempotency record for every bill instruction (pay, amend, delete): a repeated key with
// the same instruction returns the first answer and changes nothing; with another
// instruction it is refused (E600000010). Runs inside the caller's database transaction.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isoAt } from '../../clock.js';

export type Outcome<T> = { ok: T } | { error: string; params?: Record<string, string> };

export async function previousAnswer<T>(
  trx: Transaction<Database>,
  customerId: string,
  key: string,
  requestHash: string,
): Promise<Outcome<T> | undefined> {
  const previous = await trx
    .selectFrom('bill_requests')
    .select(['request_hash', 'response_json'])
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!previous) return undefined;
  return previous.request_hash === requestHash ? { ok: JSON.parse(previous.response_json) as T } : { error: 'E600000010' };
}

export async function rememberAnswer(
  trx: Transaction<Database>,
  customerId: string,
  key: string,
  requestHash: string,
  answer: unknown,
  now: number,
): Promise<void> {
  await trx
    .insertInto('bill_requests')
    .values({ customer_id: customerId, idempotency_key: key, request_hash: requestHash, response_json: JSON.stringify(answer), created_at: isoAt(now) })
    .execute();
}
