// A device id belongs to the customer who first bound something to it (a mobile token, its
// PIN record, or a signing key). Device ids come from the client, so anyone who learns one
// could otherwise bind it again and switch the owner's token off; the bank refuses that,
// audits it, and changes nothing for the owner. The owner may re-activate on the same id.
import type { Kysely } from 'kysely';
import { BankError } from '../../../api/errors.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { SECURITY_ERRORS } from './policy.js';

/** Customers other than `customerId` that hold anything bound to `deviceId`. */
export async function otherOwnerOf(db: Kysely<Database>, customerId: string, deviceId: string): Promise<boolean> {
  const [token, pin, key] = await Promise.all([
    db.selectFrom('token_devices').select('id').where('device_id', '=', deviceId).where('customer_id', '!=', customerId).executeTakeFirst(),
    db.selectFrom('token_security').select('id').where('device_id', '=', deviceId).where('customer_id', '!=', customerId).executeTakeFirst(),
    db.selectFrom('device_keys').select('id').where('device_id', '=', deviceId).where('customer_id', '!=', customerId).executeTakeFirst(),
  ]);
  return token !== undefined || pin !== undefined || key !== undefined;
}

/** Refuses (and audits) binding `deviceId` for `customerId` when another customer owns it. */
export async function assertDeviceIsOwn(ctx: AppContext, customerId: string, deviceId: string, event: string, ip?: string): Promise<void> {
  if (!(await otherOwnerOf(ctx.store.db, customerId, deviceId))) return;
  // The subject is the device id the caller sent: the owner is not named in the caller's log.
  await recordAuthEvent(ctx, { event, outcome: 'failure', customerId, subject: deviceId, ip, detail: { reason: 'device-of-another-customer' } });
  throw new BankError(SECURITY_ERRORS.deviceOfAnotherCustomer);
}
