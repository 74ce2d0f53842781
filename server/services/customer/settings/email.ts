// The customer's e-mail address (settings/email). A new address takes effect only after the
// customer types the code the bank sent to it (proving the mailbox is theirs) and confirms the
// change with the second factor; deleting needs the second factor. The old address is told of
// every change. Deleting the address ends the small-value transfer limit (spec section 4:
// it falls back to zero). Codes are stored salted and hashed, valid 10 minutes, a new one only
// after 100 seconds, five wrong codes lock the change; the audit log never holds an address.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import { maskEmail, normalEmail, sameEmail } from '../../../../domain/profile/email.js';
import { BankError, TOO_MANY } from '../../../api/errors.js';
import { hkDate, hkTime, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { newId } from '../../../ids.js';
import type { Lang } from '../../../i18n/translate.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { raiseNotice } from '../notices/raise.js';
import type { AuthCredential } from '../security/credentials.js';
import { changeOutcome, refuse } from '../../money/transactions/customer-change.js';
import { errorOf } from '../../money/transactions/outcome.js';
import { emailChangedMessage, emailCodeMessage } from './email-messages.js';
import { securityNotice } from './security-notices.js';
import { endSmallValueService } from './small-value-reset.js';
import { ERR } from '../../../../generated/error-codes.js';

export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_RESEND_AFTER_MS = 100_000;
export const EMAIL_MAX_FAILURES = 5;
/** Codes a customer may have sent within an hour (to any address). */
export const EMAIL_CODES_PER_HOUR = 5;

export const EMAIL_ERRORS = {
  invalid: ERR.CORRECT_EMAIL_ADDRESS_E170000030,
  same: ERR.NEW_E_MAIL_ADDRESS_SAME_AS,
  /** A new code only after 100 seconds; params.seconds says how long to wait. */
  wait: ERR.WAIT_SECONDS_BEFORE_ASKING_NEW_CODE,
  /** The change is unknown, used, replaced or expired. */
  expired: ERR.VERIFICATION_CODE_EXPIRED_NO_LONGER_VALID,
  /** params.attemptsLeft */
  wrongCode: ERR.VERIFICATION_CODE_ENTERED_INCORRECTLY_RE_ATTEMPTS,
  locked: ERR.TOO_MANY_WRONG_CODES_CALL_CUSTOMER,
  none: ERR.NO_E_MAIL_ADDRESS_REGISTERED,
} as const;

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export async function emailOf(ctx: AppContext, customerId: string) {
  const c = await ctx.store.db.selectFrom('customers').select(['email', 'email_updated_at']).where('id', '=', customerId).executeTakeFirstOrThrow();
  return {
    hasEmail: !!c.email,
    ...(c.email ? { email: maskEmail(c.email) } : {}),
    ...(c.email_updated_at ? { updatedAt: c.email_updated_at } : {}),
  };
}

async function sendEmail(db: Transaction<Database> | AppContext['store']['db'], address: string, message: { subject: string; body: string }, at: string): Promise<void> {
  await db.insertInto('email_outbox').values({ id: newId('EO'), address, subject: message.subject, body: message.body, created_at: at }).execute();
}

/** Step 1: checks the new address and sends it a code. */
export async function startEmailChange(ctx: AppContext, input: { customerId: string; email: string; lang: Lang; ip?: string }) {
  const email = normalEmail(input.email);
  if (!email) throw new BankError(EMAIL_ERRORS.invalid);
  const now = ctx.clock.now();
  type Started = { changeId: string; maskedEmail: string; expiresAt: string; resendAt: string };
  const outcome = await changeOutcome<Started>(ctx, {
    customerId: input.customerId,
    ip: input.ip,
    secondFactor: 'none',
    act: async (trx) => {
      const customer = await trx.selectFrom('customers').select('email').where('id', '=', input.customerId).executeTakeFirstOrThrow();
      if (sameEmail(customer.email, email)) return refuse(EMAIL_ERRORS.same);
      const recent = await trx
        .selectFrom('email_changes')
        .select(['id', 'sent_at', 'status'])
        .where('customer_id', '=', input.customerId)
        .where('sent_at', '>', isoAt(now - 60 * 60_000))
        .orderBy('sent_at', 'desc')
        .execute();
      if (recent.some((r) => r.status === 'locked')) return refuse(EMAIL_ERRORS.locked);
      const last = recent[0];
      if (last && Date.parse(last.sent_at) + EMAIL_RESEND_AFTER_MS > now) {
        return refuse(EMAIL_ERRORS.wait, { seconds: String(Math.ceil((Date.parse(last.sent_at) + EMAIL_RESEND_AFTER_MS - now) / 1000)) });
      }
      if (recent.length >= EMAIL_CODES_PER_HOUR) return refuse(TOO_MANY);
      // Only the newest code is valid.
      await trx.updateTable('email_changes').set({ status: 'replaced' }).where('customer_id', '=', input.customerId).where('status', '=', 'pending').execute();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16).toString('hex');
      const id = newId('EC');
      const at = isoAt(now);
      await trx
        .insertInto('email_changes')
        .values({ id, customer_id: input.customerId, new_email: email, code_hash: hashCode(salt, code), salt, failed_count: 0, status: 'pending', sent_at: at, expires_at: isoAt(now + EMAIL_CODE_TTL_MS) })
        .execute();
      await sendEmail(trx, email, emailCodeMessage(input.lang, code, id), at);
      return { ok: { changeId: id, maskedEmail: maskEmail(email), expiresAt: isoAt(now + EMAIL_CODE_TTL_MS), resendAt: isoAt(now + EMAIL_RESEND_AFTER_MS) } };
    },
  });
  await recordAuthEvent(ctx, { event: 'email-change-code', outcome: 'error' in outcome ? 'failure' : 'success', customerId: input.customerId, ip: input.ip ?? null, ...('error' in outcome ? { detail: { error: outcome.error } } : {}) });
  if ('error' in outcome) throw new BankError(outcome.error, outcome.params);
  return outcome.ok;
}

/** Step 2: the code from the new mailbox and the second factor; the address changes. */
export async function confirmEmailChange(ctx: AppContext, input: { customerId: string; changeId: string; code: string; auth: AuthCredential; lang: Lang; ip?: string }) {
  const now = ctx.clock.now();
  const at = isoAt(now);
  const outcome = await changeOutcome(ctx, {
    customerId: input.customerId,
    auth: input.auth,
    ip: input.ip,
    prepare: async (trx) => {
      const change = await trx.selectFrom('email_changes').selectAll().where('id', '=', input.changeId).where('customer_id', '=', input.customerId).executeTakeFirst();
      if (change?.status === 'locked') return refuse(EMAIL_ERRORS.locked);
      if (!change || change.status !== 'pending' || Date.parse(change.expires_at) <= now) return refuse(EMAIL_ERRORS.expired);
      return { ok: change };
    },
    // The second factor first: a wrong token code does not use up the e-mail code's attempts.
    secondFactor: 'required',
    act: async (trx, change) => {
      const given = Buffer.from(hashCode(change.salt, input.code), 'hex');
      const stored = Buffer.from(change.code_hash, 'hex');
      if (!(given.length === stored.length && timingSafeEqual(given, stored))) {
        const failures = change.failed_count + 1;
        const locked = failures >= EMAIL_MAX_FAILURES;
        await trx.updateTable('email_changes').set({ failed_count: failures, status: locked ? 'locked' : 'pending' }).where('id', '=', change.id).execute();
        return locked ? refuse(EMAIL_ERRORS.locked) : refuse(EMAIL_ERRORS.wrongCode, { attemptsLeft: String(EMAIL_MAX_FAILURES - failures) });
      }
      const customer = await trx.selectFrom('customers').select('email').where('id', '=', input.customerId).executeTakeFirstOrThrow();
      await trx.updateTable('email_changes').set({ status: 'used' }).where('id', '=', change.id).execute();
      await trx.updateTable('customers').set({ email: change.new_email, email_updated_at: at }).where('id', '=', input.customerId).execute();
      const when = `${hkDate(now)} ${hkTime(now)}`;
      if (customer.email) await sendEmail(trx, customer.email, emailChangedMessage(input.lang, 'changed', when), at);
      await raiseNotice(ctx, trx, input.customerId, 'security', securityNotice('email-changed', when));
      return { ok: { old: customer.email } };
    },
  });
  const failed = 'error' in outcome;
  await recordAuthEvent(ctx, { event: 'email-change', outcome: failed ? (outcome.error === EMAIL_ERRORS.locked ? 'locked' : 'failure') : 'success', customerId: input.customerId, ip: input.ip ?? null, ...(failed ? { detail: { error: outcome.error } } : {}) });
  if (failed) throw new BankError(outcome.error, outcome.params);
  return { ...(await emailOf(ctx, input.customerId)), changedAt: at };
}

/** Deletes the address (second factor); the small-value transfer limit falls to zero. */
export async function deleteEmail(ctx: AppContext, input: { customerId: string; auth: AuthCredential; lang: Lang; ip?: string }) {
  const now = ctx.clock.now();
  const at = isoAt(now);
  const outcome = await changeOutcome(ctx, {
    customerId: input.customerId,
    auth: input.auth,
    ip: input.ip,
    prepare: async (trx) => {
      const customer = await trx.selectFrom('customers').select('email').where('id', '=', input.customerId).executeTakeFirstOrThrow();
      return customer.email ? { ok: customer.email } : refuse(EMAIL_ERRORS.none);
    },
    secondFactor: 'required',
    act: async (trx, address) => {
      await trx.updateTable('customers').set({ email: null, email_updated_at: at }).where('id', '=', input.customerId).execute();
      await trx.updateTable('email_changes').set({ status: 'replaced' }).where('customer_id', '=', input.customerId).where('status', '=', 'pending').execute();
      await endSmallValueService(trx, input.customerId, at);
      const when = `${hkDate(now)} ${hkTime(now)}`;
      await sendEmail(trx, address, emailChangedMessage(input.lang, 'deleted', when), at);
      await raiseNotice(ctx, trx, input.customerId, 'security', securityNotice('email-deleted', when));
      return { ok: null };
    },
  });
  const error = errorOf(outcome);
  await recordAuthEvent(ctx, { event: 'email-delete', outcome: error ? 'failure' : 'success', customerId: input.customerId, ip: input.ip ?? null, ...(error ? { detail: { error } } : {}) });
  if (error) throw new BankError(error);
  return { ...(await emailOf(ctx, input.customerId)), deletedAt: at, smallValueLimit: 0 };
}

/** Sandbox only: the newest e-mails, optionally to one address (the sandbox's mail server). */
export async function emailOutbox(ctx: AppContext, address: string | undefined, limit = 20) {
  const rows = await ctx.store.db.selectFrom('email_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute();
  const wanted = address?.trim().toLowerCase();
  return {
    messages: rows
      .filter((r) => !wanted || r.address.toLowerCase() === wanted)
      .slice(0, limit)
      .map((r) => ({ address: r.address, subject: r.subject, body: r.body, sentAt: r.created_at })),
  };
}
