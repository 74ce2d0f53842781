// One registration of a demo customer at this bank, so the collection QR works before anyone
// registers (the other banks' entries are in fps-directory.ts).
import type { Transaction } from 'kysely';
import { OWN_BANK_CODE } from '../config.js';
import type { Database } from '../db/schema.js';
import { newId } from '../ids.js';

/** CHAN TAI MAN's FPS ID, registered to his HKD savings account as the default bank. */
export const CHAN_FPS_ID = '165432187';

export async function seedFpsRegistrations(trx: Transaction<Database>, createdAt: string): Promise<void> {
  const chan = await trx
    .selectFrom('customers')
    .innerJoin('accounts', 'accounts.customer_id', 'customers.id')
    .select(['customers.id as customerId', 'customers.name_en as name', 'accounts.id as accountId', 'accounts.account_no as accountNo'])
    .where('customers.login_id', '=', 'chan.taiman')
    .where('accounts.account_type', '=', '01')
    .where('accounts.currency', '=', 'HKD')
    .executeTakeFirst();
  if (!chan) return;
  await trx
    .insertInto('fps_registrations')
    .values({
      id: newId('FR'),
      customer_id: chan.customerId,
      proxy_type: 'SVID',
      proxy_value: CHAN_FPS_ID,
      bank_code: OWN_BANK_CODE,
      account_id: chan.accountId,
      account_no: chan.accountNo,
      currency: 'HKD',
      holder_name: chan.name,
      is_default: 1,
      state: '1',
      fail_reason: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}
