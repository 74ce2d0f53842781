// The bank app's token at the bank: the same seed record as the browser's token
// (token_devices, so every code is checked as before), and a PIN record that says the PIN is
// kept by the device (no hash, no unlock key): the device's secure storage counts wrong PINs
// and disables the token itself (spec -10101 to -10103), then the bank forgets it (remove).
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { newId } from '../../../ids.js';
import { recordAuthEvent } from '../../bank/audit.js';

/** After activation: the token is active, its PIN on the device; a biometric log-on of an earlier seed ends. */
export async function markNativeToken(ctx: AppContext, customerId: string, deviceId: string): Promise<void> {
  const fresh = {
    customer_id: customerId,
    pin_hash: null,
    unlock_key_enc: null,
    pin_failures: 0,
    temp_locks: 0,
    locked_until: null,
    status: 'active',
    last_ocra_step: null,
    updated_at: isoAt(ctx.clock.now()),
  };
  await ctx.store.db
    .insertInto('token_security')
    .values({ id: newId('TS'), device_id: deviceId, ...fresh })
    .onConflict((oc) => oc.column('device_id').doUpdateSet(fresh))
    .execute();
  await ctx.store.db.deleteFrom('biometric_logons').where('device_id', '=', deviceId).execute();
}

/** Forgets the token of the caller's own device and its biometric log-on. */
export async function removeNativeToken(ctx: AppContext, customerId: string, deviceId: string, ip?: string): Promise<boolean> {
  const removed = await ctx.store.db.transaction().execute(async (trx) => {
    const token = await trx.deleteFrom('token_devices').where('customer_id', '=', customerId).where('device_id', '=', deviceId).executeTakeFirst();
    await trx.deleteFrom('token_security').where('customer_id', '=', customerId).where('device_id', '=', deviceId).execute();
    await trx.deleteFrom('biometric_logons').where('customer_id', '=', customerId).where('device_id', '=', deviceId).execute();
    return Number(token.numDeletedRows) > 0;
  });
  await recordAuthEvent(ctx, { event: 'token-removed', outcome: 'success', customerId, subject: deviceId, ip, detail: { removed } });
  return removed;
}
