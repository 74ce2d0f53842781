// Fingerprint / Face ID log-on in the bank app. The device's token (bound to the customer
// with an SMS code and the password) answers a single-use random question of the bank with
// OCRA after the device has checked the biometrics: possession of the bound device and the
// biometric check are the two factors, as for a passkey. The bank lets a device log on this
// way only once the customer turned it on with a code of that token (setBiometricLogon).
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BankError } from '../../../api/errors.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { forUpdate } from '../../../db/lock.js';
import { newId } from '../../../ids.js';
import { TRANSACTION_CODE_SUITE, base32ToBytes, ocraResponse } from '../../../../domain/otp/ocra.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { seedBinding } from '../token/devices.js';
import { changeOutcome } from '../../money/transactions/customer-change.js';
import { errorOf } from '../../money/transactions/outcome.js';
import { SECURITY_ERRORS, SECURITY_POLICY } from '../security/policy.js';
import { tokenStatusOf } from '../security/token-pin.js';
import { ERR } from '../../../../generated/error-codes.js';

export const NATIVE_ERRORS = {
  notSetUp: ERR.FINGERPRINT_FACE_ID_LOG_NOT_TURNED,
  challengeInvalid: ERR.LOG_EXPIRED_START,
  codeIncorrect: ERR.VERIFICATION_CODE_INCORRECT,
} as const;
const TOKEN_LOCKED = ERR.MOBILE_TOKEN_LOCKED_AFTER_TOO_MANY;

/** An active token of this customer on this device (not locked by wrong codes, not disabled). */
async function assertActiveToken(ctx: AppContext, customerId: string, deviceId: string): Promise<void> {
  const device = await ctx.store.db.selectFrom('token_devices').select('locked').where('customer_id', '=', customerId).where('device_id', '=', deviceId).executeTakeFirst();
  const { status } = await tokenStatusOf(ctx, deviceId, customerId);
  if (!device || status === 'inactive' || status === 'disabled') throw new BankError(SECURITY_ERRORS.tokenNotActivated);
  if (device.locked) throw new BankError(TOKEN_LOCKED);
}

/** On: a time code of the device's token proves the app holds it. Off: the record goes. */
export async function setBiometricLogon(ctx: AppContext, customerId: string, deviceId: string, enabled: boolean, otp: string | undefined, ip?: string): Promise<boolean> {
  if (!enabled) {
    await ctx.store.db.deleteFrom('biometric_logons').where('customer_id', '=', customerId).where('device_id', '=', deviceId).execute();
    await recordAuthEvent(ctx, { event: 'biometric-logon-off', outcome: 'success', customerId, subject: deviceId, ip });
    return false;
  }
  await assertActiveToken(ctx, customerId, deviceId);
  const outcome = await changeOutcome(ctx, {
    customerId,
    auth: { method: 'mobile-token', deviceId, otp: otp ?? '' },
    ip,
    secondFactor: 'required',
    act: async (trx) => {
      const now = isoAt(ctx.clock.now());
      await trx
        .insertInto('biometric_logons')
        .values({ device_id: deviceId, customer_id: customerId, enabled_at: now })
        .onConflict((oc) => oc.column('device_id').doUpdateSet({ customer_id: customerId, enabled_at: now }))
        .execute();
      return { ok: null };
    },
  });
  const error = errorOf(outcome);
  await recordAuthEvent(ctx, { event: 'biometric-logon-on', outcome: error ? 'failure' : 'success', customerId, subject: deviceId, ip, ...(error ? { detail: { error } } : {}) });
  if (error) throw new BankError(error);
  return true;
}

function randomQuestion(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0');
}

/** A challenge for a device with biometric log-on turned on; E191000001 for any other device id. */
export async function issueLogonChallenge(ctx: AppContext, deviceId: string, ip?: string) {
  const record = await ctx.store.db.selectFrom('biometric_logons').select('customer_id').where('device_id', '=', deviceId).executeTakeFirst();
  if (!record) throw new BankError(NATIVE_ERRORS.notSetUp);
  await assertActiveToken(ctx, record.customer_id, deviceId);
  const now = ctx.clock.now();
  const row = {
    id: newId('DL'),
    customer_id: record.customer_id,
    device_id: deviceId,
    question: randomQuestion(),
    issued_at: isoAt(now),
    expires_at: isoAt(now + SECURITY_POLICY.challengeTtlMs),
    used_at: null,
    failed_count: 0,
  };
  await ctx.store.db.insertInto('device_logon_challenges').values(row).execute();
  await recordAuthEvent(ctx, { event: 'biometric-logon-challenge', outcome: 'success', customerId: record.customer_id, subject: deviceId, ip });
  return { challengeId: row.id, question: row.question, expiresAt: row.expires_at };
}

function sameCode(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

async function answerMatches(ctx: AppContext, seedEnc: string, customerId: string, deviceId: string, question: string, otp: string): Promise<boolean> {
  const key = base32ToBytes(ctx.cipher.decrypt(seedEnc, seedBinding(customerId, deviceId)));
  const step = Math.floor(ctx.clock.now() / 60_000);
  // The previous minute too: the device may have answered just before it turned.
  for (const timeSteps of [step, step - 1]) {
    if (sameCode(await ocraResponse(TRANSACTION_CODE_SUITE, key, { question, timeSteps }), otp)) return true;
  }
  return false;
}

/**
 * Checks the device's answer; returns the customer id. Counters and the used challenge are
 * committed whatever the outcome (the error is thrown after the transaction).
 */
export async function verifyLogonAnswer(ctx: AppContext, deviceId: string, challengeId: string, otp: string, ip?: string): Promise<string> {
  const outcome = await ctx.store.db.transaction().execute(async (trx: Kysely<Database>) => {
    const now = ctx.clock.now();
    const challenge = await forUpdate(trx.selectFrom('device_logon_challenges').selectAll().where('id', '=', challengeId), ctx.store.dialect).executeTakeFirst();
    if (
      !challenge ||
      challenge.device_id !== deviceId ||
      challenge.used_at !== null ||
      Date.parse(challenge.expires_at) <= now ||
      challenge.failed_count >= SECURITY_POLICY.challengeMaxFailures
    ) {
      return { error: NATIVE_ERRORS.challengeInvalid, customerId: challenge?.customer_id };
    }
    const customerId = challenge.customer_id;
    const enabled = await trx.selectFrom('biometric_logons').select('device_id').where('device_id', '=', deviceId).where('customer_id', '=', customerId).executeTakeFirst();
    const device = await forUpdate(
      trx.selectFrom('token_devices').selectAll().where('customer_id', '=', customerId).where('device_id', '=', deviceId),
      ctx.store.dialect,
    ).executeTakeFirst();
    if (!enabled || !device) return { error: NATIVE_ERRORS.notSetUp, customerId };
    if (device.locked) return { error: TOKEN_LOCKED, customerId };
    let right = false;
    try {
      right = await answerMatches(ctx, device.seed_enc, customerId, deviceId, challenge.question, otp);
    } catch {
      ctx.log.warn({ deviceRow: device.id }, 'mobile token seed cannot be decrypted');
      return { error: NATIVE_ERRORS.notSetUp, customerId };
    }
    if (!right) {
      const failures = device.failed_count + 1;
      const locked = failures >= ctx.settings.tokenMaxFailures ? 1 : 0;
      await trx.updateTable('token_devices').set({ failed_count: failures, locked }).where('id', '=', device.id).execute();
      await trx.updateTable('device_logon_challenges').set({ failed_count: challenge.failed_count + 1 }).where('id', '=', challenge.id).execute();
      return { error: locked ? TOKEN_LOCKED : NATIVE_ERRORS.codeIncorrect, customerId };
    }
    await trx.updateTable('device_logon_challenges').set({ used_at: isoAt(now) }).where('id', '=', challenge.id).execute();
    await trx.updateTable('token_devices').set({ failed_count: 0 }).where('id', '=', device.id).execute();
    return { error: null, customerId };
  });
  if (outcome.error) {
    await recordAuthEvent(ctx, { event: 'login', outcome: 'failure', customerId: outcome.customerId ?? null, subject: deviceId, ip, detail: { method: 'biometric', error: outcome.error } });
    throw new BankError(outcome.error);
  }
  return outcome.customerId!;
}
