// The transaction confirmation code: the bank issues a single-use challenge whose question is
// the code marked in red (the last 8 digits of the registered mobile number), the token answers
// with OCRA-1:HOTP-SHA1-6:QN08-T1M, and the bank checks it here. Because the question repeats,
// the time step keeps answers fresh and the last accepted step per device stops a replay.
import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { forUpdate } from '../../../db/lock.js';
import { newId } from '../../../ids.js';
import { BankError } from '../../../api/errors.js';
import { TRANSACTION_CODE_SUITE, base32ToBytes, ocraResponse, transactionChallenge } from '../../../../domain/otp/ocra.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { seedBinding } from '../token/devices.js';
import { SECURITY_ERRORS, SECURITY_POLICY } from './policy.js';
import { tokenStatusOf } from './token-pin.js';
import { ERR } from '../../../../generated/error-codes.js';

export interface Challenge {
  challengeId: string;
  question: string;
  suite: string;
  expiresAt: string;
}

export async function issueChallenge(ctx: AppContext, customerId: string, deviceId: string, ip?: string): Promise<Challenge> {
  const device = await ctx.store.db
    .selectFrom('token_devices')
    .select(['locked'])
    .where('customer_id', '=', customerId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  const { status } = await tokenStatusOf(ctx, deviceId, customerId);
  if (!device || device.locked || status === 'inactive') throw new BankError(SECURITY_ERRORS.tokenNotActivated);
  if (status === 'disabled') throw new BankError(SECURITY_ERRORS.tokenDisabled);
  const customer = await ctx.store.db.selectFrom('customers').select('mobile').where('id', '=', customerId).executeTakeFirstOrThrow();
  const now = ctx.clock.now();
  const row = {
    id: newId('OC'),
    customer_id: customerId,
    device_id: deviceId,
    question: transactionChallenge(customer.mobile),
    issued_at: isoAt(now),
    expires_at: isoAt(now + SECURITY_POLICY.challengeTtlMs),
    used_at: null,
    failed_count: 0,
  };
  await ctx.store.db.insertInto('ocra_challenges').values(row).execute();
  await recordAuthEvent(ctx, { event: 'transaction-code-challenge', outcome: 'success', customerId, subject: deviceId, ip });
  return { challengeId: row.id, question: row.question, suite: TRANSACTION_CODE_SUITE, expiresAt: row.expires_at };
}

function sameCode(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Verifies an answer inside the caller's transaction and returns an error code instead of
 * throwing, so the counters written here are committed even when the caller refuses.
 */
export async function verifyTransactionCode(
  ctx: AppContext,
  trx: Kysely<Database>,
  customerId: string,
  auth: { deviceId: string; challengeId: string; otp: string },
  ip?: string,
): Promise<string | null> {
  const audit = { customerId, subject: auth.deviceId, ip };
  const now = ctx.clock.now();
  const challenge = await forUpdate(
    trx.selectFrom('ocra_challenges').selectAll().where('id', '=', auth.challengeId).where('customer_id', '=', customerId),
    ctx.store.dialect,
  ).executeTakeFirst();
  if (
    !challenge ||
    challenge.device_id !== auth.deviceId ||
    challenge.used_at !== null ||
    Date.parse(challenge.expires_at) <= now ||
    challenge.failed_count >= SECURITY_POLICY.challengeMaxFailures
  ) {
    await recordAuthEvent(ctx, { event: 'transaction-code', outcome: 'failure', ...audit, detail: { reason: 'challenge' } }, trx);
    return SECURITY_ERRORS.challengeInvalid;
  }
  const device = await forUpdate(
    trx.selectFrom('token_devices').selectAll().where('customer_id', '=', customerId).where('device_id', '=', auth.deviceId),
    ctx.store.dialect,
  ).executeTakeFirst();
  const security = await trx.selectFrom('token_security').selectAll().where('device_id', '=', auth.deviceId).where('customer_id', '=', customerId).executeTakeFirst();
  if (!device || !security || security.customer_id !== customerId || security.status !== 'active') return SECURITY_ERRORS.tokenNotActivated;
  if (device.locked) return ERR.MOBILE_TOKEN_LOCKED_AFTER_TOO_MANY;

  let key: Uint8Array;
  try {
    key = base32ToBytes(ctx.cipher.decrypt(device.seed_enc, seedBinding(customerId, auth.deviceId)));
  } catch {
    ctx.log.warn({ deviceRow: device.id }, 'mobile token seed cannot be decrypted');
    return SECURITY_ERRORS.tokenNotActivated;
  }
  const step = Math.floor(now / 60_000);
  // The previous minute too: the customer may have read the code just before it turned.
  let matched: number | null = null;
  for (const candidate of [step, step - 1]) {
    const expected = await ocraResponse(TRANSACTION_CODE_SUITE, key, { question: challenge.question, timeSteps: candidate });
    if (sameCode(expected, auth.otp)) {
      matched = candidate;
      break;
    }
  }
  if (matched === null) {
    const failures = device.failed_count + 1;
    const locked = failures >= ctx.settings.tokenMaxFailures ? 1 : 0;
    await trx.updateTable('token_devices').set({ failed_count: failures, locked }).where('id', '=', device.id).execute();
    await trx.updateTable('ocra_challenges').set({ failed_count: challenge.failed_count + 1 }).where('id', '=', challenge.id).execute();
    await recordAuthEvent(ctx, { event: 'transaction-code', outcome: locked ? 'locked' : 'failure', ...audit, detail: { failures } }, trx);
    return locked ? ERR.MOBILE_TOKEN_LOCKED_AFTER_TOO_MANY : SECURITY_ERRORS.transactionCodeIncorrect;
  }
  if (security.last_ocra_step !== null && matched <= Number(security.last_ocra_step)) {
    // The same question in the same minute gives the same answer: accept it once.
    await recordAuthEvent(ctx, { event: 'transaction-code', outcome: 'failure', ...audit, detail: { reason: 'replay' } }, trx);
    return SECURITY_ERRORS.transactionCodeIncorrect;
  }
  await trx.updateTable('ocra_challenges').set({ used_at: isoAt(now) }).where('id', '=', challenge.id).execute();
  await trx.updateTable('token_security').set({ last_ocra_step: matched }).where('id', '=', security.id).execute();
  await trx.updateTable('token_devices').set({ failed_count: 0 }).where('id', '=', device.id).execute();
  await recordAuthEvent(ctx, { event: 'transaction-code', outcome: 'success', ...audit }, trx);
  return null;
}
