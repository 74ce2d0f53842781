// Soft mobile token: activation binds a browser's clientDeviceId to the customer with a fresh
// TOTP seed (RFC 6238: SHA-1, 6 digits, 30 s). Re-activating rotates the seed and clears a lock.
import { Secret } from 'otpauth';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { newId } from '../../../ids.js';


/** What the seed ciphertext is bound to (AES-GCM associated data). */
export function seedBinding(customerId: string, deviceId: string): string {
  return `${customerId}:${deviceId}`;
}

/** Activates (or re-activates) the token; returns the base32 seed, shown to the device once. */
export async function activateDevice(ctx: AppContext, customerId: string, deviceId: string): Promise<string> {
  const seed = new Secret({ size: 20 }).base32;
  const seedEnc = ctx.cipher.encrypt(seed, seedBinding(customerId, deviceId));
  const fresh = { seed_enc: seedEnc, last_step: null, failed_count: 0, locked: 0, activated_at: isoAt(ctx.clock.now()) };
  // A device id bound to another customer never reaches here (assertDeviceIsOwn).
  await ctx.store.db
    .insertInto('token_devices')
    .values({ id: newId('TD'), customer_id: customerId, device_id: deviceId, ...fresh })
    .onConflict((oc) => oc.columns(['customer_id', 'device_id']).doUpdateSet(fresh))
    .execute();
  return seed;
}

/** Usable for signing: activated for this customer and not locked. */
export async function isDeviceActive(ctx: AppContext, customerId: string, deviceId: string): Promise<boolean> {
  const row = await ctx.store.db
    .selectFrom('token_devices')
    .select('locked')
    .where('customer_id', '=', customerId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return row !== undefined && row.locked === 0;
}
