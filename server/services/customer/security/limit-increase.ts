// Whether the customer may increase a limit (ITSI401013 stopIncreaseQuota, spec: 'Y' disables
// any increase). One rule for the answer the browser reads and for the bank's own check on
// every code that raises a limit, so it is never kept in the browser only.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** A customer under strengthened verification may lower limits but not raise them. */
export async function limitIncreaseStopped(db: Kysely<Database>, customerId: string): Promise<boolean> {
  const customer = await db.selectFrom('customers').select('need_opt_flag').where('id', '=', customerId).executeTakeFirstOrThrow();
  return customer.need_opt_flag === '1';
}
