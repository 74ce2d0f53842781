// Spec section 4: the small-value transfer daily limit resets to zero when the registered
// mobile number is changed or deleted or the e-mail address is deleted. Setting it to zero
// ends the service until the customer sets a limit again (transfer-pay small-value limit).
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';

export async function endSmallValueService(trx: Transaction<Database>, customerId: string, at: string): Promise<void> {
  await trx.updateTable('small_value_limits').set({ limit_amount: 0, set_at: at }).where('customer_id', '=', customerId).execute();
}
