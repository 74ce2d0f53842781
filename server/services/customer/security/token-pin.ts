// The mobile-token PIN, verified by the bank (a web soft token has no secure element): the
// device keeps its seed wrapped under an unlock key that the bank releases only after the
// right PIN. A copied browser store therefore cannot be tried offline; every guess comes here,
// where 3 wrong PINs lock the token for 5 minutes and the 3rd lock disables it.
import { randomBytes } from 'node:crypto';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { newId } from '../../../ids.js';
import { BankError } from '../../../api/errors.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { DEVICE_CODES, SECURITY_ERRORS, SECURITY_POLICY } from './policy.js';
import { hashPin, pinMatches, wrapSeed } from './secrets.js';

export const PIN_PATTERN = /^\d{6}$/;

function unlockBinding(customerId: string, deviceId: string): string {
  return `unlock:${customerId}:${deviceId}`;
}

/** Weak PINs a bank refuses: all one digit, or a straight run up or down. */
export function isWeakPin(pin: string): boolean {
  if (/^(\d)\1+$/.test(pin)) return true;
  const steps = [...pin].slice(1).map((d, i) => Number(d) - Number(pin[i]));
  return steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

export function assertPinFormat(pin: string): void {
  if (!PIN_PATTERN.test(pin) || isWeakPin(pin)) throw new BankError(SECURITY_ERRORS.pinFormat);
}

/** At activation: stores the PIN hash and a fresh unlock key, and returns the seed wrapped under it. */
export async function setUpPin(ctx: AppContext, customerId: string, deviceId: string, pin: string, seed: string): Promise<string> {
  assertPinFormat(pin);
  const unlockKey = randomBytes(32);
  const now = isoAt(ctx.clock.now());
  const fresh = {
    customer_id: customerId,
    pin_hash: await hashPin(pin),
    unlock_key_enc: ctx.cipher.encrypt(unlockKey.toString('base64'), unlockBinding(customerId, deviceId)),
    pin_failures: 0,
    temp_locks: 0,
    locked_until: null,
    status: 'active',
    last_ocra_step: null,
    updated_at: now,
  };
  await ctx.store.db
    .insertInto('token_security')
    .values({ id: newId('TS'), device_id: deviceId, ...fresh })
    .onConflict((oc) => oc.column('device_id').doUpdateSet(fresh))
    .execute();
  return wrapSeed(unlockKey, seed);
}

export type TokenStatus = 'active' | 'locked' | 'disabled' | 'inactive';

export async function tokenStatusOf(ctx: AppContext, deviceId: string, customerId?: string) {
  const row = await ctx.store.db.selectFrom('token_security').selectAll().where('device_id', '=', deviceId).executeTakeFirst();
  if (!row || (customerId && row.customer_id !== customerId)) return { status: 'inactive' as TokenStatus, row: undefined };
  if (row.status === 'disabled') return { status: 'disabled' as TokenStatus, row };
  if (row.locked_until && Date.parse(row.locked_until) > ctx.clock.now()) return { status: 'locked' as TokenStatus, row };
  return { status: 'active' as TokenStatus, row };
}

export interface PinOk {
  customerId: string;
  unlockKey: string;
}

/**
 * Checks the PIN of the token on this device. Right: the failure count resets and the unlock
 * key is returned. Wrong: counted, and answered with attempts made and remaining, the lock
 * with its minutes, or the disabled token (its keys are destroyed here).
 */
export async function verifyPin(ctx: AppContext, deviceId: string, pin: string, ip?: string, customerId?: string): Promise<PinOk> {
  const { status, row } = await tokenStatusOf(ctx, deviceId, customerId);
  if (!row) throw new BankError(SECURITY_ERRORS.tokenNotActivated);
  const audit = { customerId: row.customer_id, subject: deviceId, ip };
  if (status === 'disabled') throw new BankError(SECURITY_ERRORS.tokenDisabled, { deviceCode: DEVICE_CODES.tokenDisabled });
  // The bank app's token keeps its PIN in the device's secure storage: nothing to check here.
  if (!row.pin_hash) throw new BankError(SECURITY_ERRORS.tokenNotActivated);
  const now = ctx.clock.now();
  if (status === 'locked') {
    await recordAuthEvent(ctx, { event: 'token-pin', outcome: 'locked', ...audit });
    throw lockedError(Date.parse(row.locked_until!) - now);
  }
  if (row.pin_hash && PIN_PATTERN.test(pin) && (await pinMatches(pin, row.pin_hash))) {
    await ctx.store.db
      .updateTable('token_security')
      .set({ pin_failures: 0, locked_until: null, updated_at: isoAt(now) })
      .where('id', '=', row.id)
      .execute();
    await recordAuthEvent(ctx, { event: 'token-pin', outcome: 'success', ...audit });
    return { customerId: row.customer_id, unlockKey: ctx.cipher.decrypt(row.unlock_key_enc!, unlockBinding(row.customer_id, deviceId)) };
  }

  // A lock that has run out starts a fresh round of attempts.
  const failures = (row.locked_until ? 0 : row.pin_failures) + 1;
  if (failures < SECURITY_POLICY.pinMaxFailures) {
    await ctx.store.db
      .updateTable('token_security')
      .set({ pin_failures: failures, locked_until: null, updated_at: isoAt(now) })
      .where('id', '=', row.id)
      .execute();
    await recordAuthEvent(ctx, { event: 'token-pin', outcome: 'failure', ...audit, detail: { failures } });
    throw new BankError(SECURITY_ERRORS.pinIncorrect, {
      failed: String(failures),
      remaining: String(SECURITY_POLICY.pinMaxFailures - failures),
      deviceCode: DEVICE_CODES.pinIncorrect,
    });
  }
  const tempLocks = row.temp_locks + 1;
  if (tempLocks >= SECURITY_POLICY.maxTemporaryLocks) {
    await disableToken(ctx, row.id, row.customer_id, deviceId);
    await recordAuthEvent(ctx, { event: 'token-disabled', outcome: 'locked', ...audit, detail: { tempLocks } });
    throw new BankError(SECURITY_ERRORS.tokenDisabled, { deviceCode: DEVICE_CODES.tokenDisabled });
  }
  await ctx.store.db
    .updateTable('token_security')
    .set({ pin_failures: failures, temp_locks: tempLocks, locked_until: isoAt(now + SECURITY_POLICY.pinLockMs), updated_at: isoAt(now) })
    .where('id', '=', row.id)
    .execute();
  await recordAuthEvent(ctx, { event: 'token-pin', outcome: 'locked', ...audit, detail: { tempLocks } });
  throw lockedError(SECURITY_POLICY.pinLockMs);
}

function lockedError(ms: number): BankError {
  return new BankError(SECURITY_ERRORS.tokenTemporarilyLocked, {
    minutes: String(Math.max(1, Math.ceil(ms / 60_000))),
    deviceCode: DEVICE_CODES.pinLocked,
  });
}

/** Destroys the token's keys at the bank: the seed, the PIN and the unlock key. */
async function disableToken(ctx: AppContext, rowId: string, customerId: string, deviceId: string): Promise<void> {
  await ctx.store.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('token_security')
      .set({ status: 'disabled', pin_hash: null, unlock_key_enc: null, locked_until: null, updated_at: isoAt(ctx.clock.now()) })
      .where('id', '=', rowId)
      .execute();
    await trx.deleteFrom('token_devices').where('customer_id', '=', customerId).where('device_id', '=', deviceId).execute();
  });
}

/** Changes the PIN after checking the current one (which counts like any other attempt). */
export async function changePin(ctx: AppContext, customerId: string, deviceId: string, oldPin: string, newPin: string, ip?: string): Promise<void> {
  assertPinFormat(newPin);
  await verifyPin(ctx, deviceId, oldPin, ip, customerId);
  await ctx.store.db
    .updateTable('token_security')
    .set({ pin_hash: await hashPin(newPin), updated_at: isoAt(ctx.clock.now()) })
    .where('device_id', '=', deviceId)
    .where('customer_id', '=', customerId)
    .execute();
  await recordAuthEvent(ctx, { event: 'token-pin-change', outcome: 'success', customerId, subject: deviceId, ip });
}
