// SMS one-time codes: send a 6-digit code to the customer's registered mobile for a purpose
// (the protected transaction code) and a transaction id, and check it on the submit it
// protects. Codes are stored salted and hashed, never logged; the plain code exists only in
// the SMS itself (the sandbox outbox stands in for the mobile network).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { forUpdate } from '../../../db/lock.js';
import { newId } from '../../../ids.js';
import { BankError } from '../../../api/errors.js';
import type { Lang } from '../../../i18n/translate.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { smsText } from './messages.js';
import { NEW_NUMBER_PURPOSES, SMS_PURPOSES } from './purposes.js';
import {
  SMS_CODE_DIGITS,
  SMS_CODE_TTL_MS,
  SMS_ERRORS,
  SMS_LOCK_MS,
  SMS_MAX_FAILURES,
  SMS_RESEND_AFTER_MS,
  maskMobile,
} from './rules.js';

export interface SentCode {
  challengeId: string;
  transactionId: string;
  maskedMobile: string;
  expiresAt: string;
  resendAt: string;
}

export interface SmsCredential {
  method: 'sms-otp';
  challengeId: string;
  otp: string;
}

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

async function lockedSince(ctx: AppContext, db: Transaction<Database> | AppContext['store']['db'], customerId: string): Promise<boolean> {
  const recent = await db
    .selectFrom('sms_challenges')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('status', '=', 'locked')
    .where('created_at', '>', isoAt(ctx.clock.now() - SMS_LOCK_MS))
    .executeTakeFirst();
  return recent !== undefined;
}

/**
 * Sends (or re-sends after 100 seconds) a code; throws a BankError when refused. The code goes
 * to the registered mobile, or to `to` (E.164 or the bank's display form) when the code proves a
 * new number belongs to the customer (settings: changing the mobile number) or goes where the
 * bank's own service says (recipients.ts: a mainland card's reserved mobile).
 */
export async function sendSmsCode(
  ctx: AppContext,
  input: { customerId: string; purpose: string; transactionId: string; lang: Lang; ip?: string; to?: string },
): Promise<SentCode> {
  // A new number's code only goes to that number; every other purpose's to the registered mobile
  // or the number the bank's own service named (recipients.ts).
  const allowed = NEW_NUMBER_PURPOSES.has(input.purpose) ? Boolean(input.to) : SMS_PURPOSES.has(input.purpose);
  if (!allowed) throw new BankError(SMS_ERRORS.purpose);
  const now = ctx.clock.now();
  const outcome = await ctx.store.db.transaction().execute(async (trx): Promise<SentCode | { error: string; params?: Record<string, string> }> => {
    const customer = await forUpdate(trx.selectFrom('customers').select(['id', 'mobile']).where('id', '=', input.customerId), ctx.store.dialect).executeTakeFirst();
    // The registered mobile, unless the purpose names another (a new number; a card's reserved mobile).
    const mobile = input.to ?? customer?.mobile;
    if (!customer || !mobile) return { error: SMS_ERRORS.noMobile };
    if (await lockedSince(ctx, trx, input.customerId)) return { error: SMS_ERRORS.locked };

    const previous = await trx
      .selectFrom('sms_challenges')
      .select(['id', 'sent_at'])
      .where('customer_id', '=', input.customerId)
      .where('purpose', '=', input.purpose)
      .where('transaction_id', '=', input.transactionId)
      .where('status', '=', 'pending')
      .orderBy('sent_at', 'desc')
      .executeTakeFirst();
    if (previous) {
      const wait = Date.parse(previous.sent_at) + SMS_RESEND_AFTER_MS - now;
      if (wait > 0) return { error: SMS_ERRORS.resendTooEarly, params: { seconds: String(Math.ceil(wait / 1000)) } };
      // Only the newest code of a transaction is valid.
      await trx.updateTable('sms_challenges').set({ status: 'replaced' }).where('id', '=', previous.id).execute();
    }

    const code = String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');
    const salt = randomBytes(16).toString('hex');
    const id = newId('SM');
    await trx
      .insertInto('sms_challenges')
      .values({
        id,
        customer_id: input.customerId,
        purpose: input.purpose,
        transaction_id: input.transactionId,
        mobile,
        code_hash: hashCode(salt, code),
        salt,
        sent_at: isoAt(now),
        expires_at: isoAt(now + SMS_CODE_TTL_MS),
        failed_count: 0,
        status: 'pending',
        created_at: isoAt(now),
      })
      .execute();
    await trx
      .insertInto('sms_outbox')
      .values({ id: newId('SO'), mobile, body: smsText(input.lang, code, input.transactionId), created_at: isoAt(now) })
      .execute();
    return {
      challengeId: id,
      transactionId: input.transactionId,
      maskedMobile: maskMobile(mobile),
      expiresAt: isoAt(now + SMS_CODE_TTL_MS),
      resendAt: isoAt(now + SMS_RESEND_AFTER_MS),
    };
  });
  if ('error' in outcome) throw new BankError(outcome.error, outcome.params);
  await recordAuthEvent(ctx, { event: 'sms-otp-send', outcome: 'success', customerId: input.customerId, ip: input.ip ?? null, detail: { purpose: input.purpose } });
  return outcome;
}

export type SmsCheck = null | { error: string; params?: Record<string, string> };

/**
 * Checks the code inside the caller's transaction. Returns an error instead of throwing so the
 * caller commits the failure count (and a lock) while doing nothing else. A correct code is
 * used up: it cannot confirm a second submit.
 */
export async function verifySmsCode(
  ctx: AppContext,
  trx: Transaction<Database>,
  expected: { customerId: string; purpose: string; transactionId: string },
  credential: SmsCredential,
): Promise<SmsCheck> {
  if (await lockedSince(ctx, trx, expected.customerId)) return { error: SMS_ERRORS.locked };
  const challenge = await forUpdate(
    trx.selectFrom('sms_challenges').selectAll().where('id', '=', credential.challengeId).where('customer_id', '=', expected.customerId),
    ctx.store.dialect,
  ).executeTakeFirst();
  if (!challenge || challenge.purpose !== expected.purpose || challenge.transaction_id !== expected.transactionId || challenge.status !== 'pending') {
    return { error: SMS_ERRORS.noCode };
  }
  const now = ctx.clock.now();
  if (Date.parse(challenge.expires_at) <= now) return { error: SMS_ERRORS.expired };

  const given = Buffer.from(hashCode(challenge.salt, credential.otp), 'hex');
  const stored = Buffer.from(challenge.code_hash, 'hex');
  if (given.length === stored.length && timingSafeEqual(given, stored)) {
    await trx.updateTable('sms_challenges').set({ status: 'used' }).where('id', '=', challenge.id).execute();
    return null;
  }
  const failures = challenge.failed_count + 1;
  const locked = failures >= SMS_MAX_FAILURES;
  await trx
    .updateTable('sms_challenges')
    .set({ failed_count: failures, status: locked ? 'locked' : 'pending', created_at: locked ? isoAt(now) : challenge.created_at })
    .where('id', '=', challenge.id)
    .execute();
  return locked ? { error: SMS_ERRORS.locked } : { error: SMS_ERRORS.incorrect, params: { attemptsLeft: String(SMS_MAX_FAILURES - failures) } };
}

/** The audit entry of a check, written after the caller's transaction. */
export async function auditSmsCheck(ctx: AppContext, customerId: string, purpose: string, check: SmsCheck, ip?: string): Promise<void> {
  await recordAuthEvent(ctx, {
    event: 'sms-otp-verify',
    outcome: check === null ? 'success' : check.error === SMS_ERRORS.locked ? 'locked' : 'failure',
    customerId,
    ip: ip ?? null,
    detail: { purpose, ...(check?.params?.attemptsLeft ? { attemptsLeft: Number(check.params.attemptsLeft) } : {}) },
  });
}

/** Sandbox only: the newest messages, optionally for one mobile number (digits compared). */
export async function outboxMessages(ctx: AppContext, mobile: string | undefined, limit = 20) {
  const rows = await ctx.store.db.selectFrom('sms_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute();
  const wanted = mobile?.replace(/\D/g, '');
  return rows
    .filter((r) => !wanted || r.mobile.replace(/\D/g, '').endsWith(wanted))
    .slice(0, limit)
    .map((r) => ({ mobile: r.mobile, body: r.body, sentAt: r.created_at }));
}
