// The online-banking password: changed by the customer (old password checked, every other
// session ended) or reset when forgotten (ID number + date of birth, then an SMS code to the
// registered mobile; every session ended). Passwords, codes and ID numbers never reach the
// audit log; the log names the event, the customer and the outcome.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { identityKey, passwordProblem, passwordStrength, type PasswordStrength } from '../../../../domain/security/password.js';
import { BankError, TOO_MANY } from '../../../api/errors.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { verifyPasswordBox } from '../security/password-box.js';
import { hashPassword } from '../security/password-hash.js';
import { hashToken } from '../sessions.js';
import { auditSmsCheck, sendSmsCode, verifySmsCode } from '../sms/challenges.js';
import { SMS_CODE_TTL_MS } from '../sms/rules.js';
import type { Lang } from '../../../i18n/translate.js';
import { ERR } from '../../../../generated/error-codes.js';

export const SETTINGS_ERRORS = {
  /** The new password breaks the policy (too short, no digit, contains the login id...). */
  weakPassword: ERR.NEW_PASSWORD_MUST_8_20_CHARACTERS,
  sameAsOld: ERR.NEW_PASSWORD_MUST_DIFFER_FROM_CURRENT,
  /** ID number and date of birth do not match a customer (one answer for both). */
  identityMismatch: ERR.IDENTITY_DOCUMENT_NUMBER_DATE_BIRTH_DOES,
  /** The forgotten-password ticket is unknown, used or expired. */
  resetExpired: ERR.PASSWORD_RESET_VERIFICATION_EXPIRED_ALREADY_USED,
} as const;

/** The SMS code of a forgotten-password request confirms this transaction code. */
export const RESET_SMS_PURPOSE = 'ITSI170003';

/** Failed identity checks allowed per ID number and per address within the window. */
export const RESET_MAX_FAILURES_PER_ID = 5;
export const RESET_MAX_FAILURES_PER_IP = 20;
export const RESET_WINDOW_MS = 15 * 60_000;

function newPasswordOrThrow(password: string, context: { loginId: string; oldPassword?: string }): PasswordStrength {
  const problem = passwordProblem(password, context);
  if (problem === 'sameAsOld') throw new BankError(SETTINGS_ERRORS.sameAsOld);
  const strength = passwordStrength(password, context);
  if (problem !== null || strength < 2) throw new BankError(SETTINGS_ERRORS.weakPassword);
  return strength;
}

/** Changes the password of a logged-on customer; ends every session but `keepTokenHash`. */
export async function changePassword(
  ctx: AppContext,
  input: { customerId: string; keepTokenHash: string | undefined; oldPassword: string; newPassword: string; ip?: string },
): Promise<{ changedAt: string; otherSessionsEnded: number; strength: PasswordStrength }> {
  const { db } = ctx.store;
  const customer = await db.selectFrom('customers').select(['login_id']).where('id', '=', input.customerId).executeTakeFirstOrThrow();
  // The old password first, on the log-on page's counter: no side door for guessing.
  const refused = await verifyPasswordBox(ctx, db, input.customerId, input.oldPassword, input.ip);
  if (refused) {
    await recordAuthEvent(ctx, { event: 'password-change', outcome: refused === TOO_MANY ? 'locked' : 'failure', customerId: input.customerId, ip: input.ip ?? null, detail: { reason: 'old-password' } });
    throw new BankError(refused);
  }
  let strength: PasswordStrength;
  try {
    strength = newPasswordOrThrow(input.newPassword, { loginId: customer.login_id, oldPassword: input.oldPassword });
  } catch (error) {
    await recordAuthEvent(ctx, { event: 'password-change', outcome: 'failure', customerId: input.customerId, ip: input.ip ?? null, detail: { reason: 'policy' } });
    throw error;
  }
  const hash = await hashPassword(input.newPassword);
  const changedAt = isoAt(ctx.clock.now());
  const ended = await db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set({ password_hash: hash, password_changed_at: changedAt, password_upgrade: 0 }).where('id', '=', input.customerId).execute();
    return endSessionsOf(trx, input.customerId, input.keepTokenHash);
  });
  await recordAuthEvent(ctx, { event: 'password-change', outcome: 'success', customerId: input.customerId, subject: customer.login_id, ip: input.ip ?? null, detail: { otherSessionsEnded: ended, strength } });
  return { changedAt, otherSessionsEnded: ended, strength };
}

async function endSessionsOf(db: Kysely<Database>, customerId: string, keepTokenHash?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('customer_id', '=', customerId);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Rate limits of the identity check: counters in login_failures under keys no login id can
// take (login ids have no ':'), so the log-on page's own counters are untouched.
function idCounterKey(idNumber: string): string {
  return `reset:id:${createHash('sha256').update(identityKey(idNumber)).digest('hex').slice(0, 32)}`;
}
function ipCounterKey(ip: string | undefined): string {
  return `reset:ip:${ip ?? 'unknown'}`;
}

async function assertUnderLimit(ctx: AppContext, key: string): Promise<void> {
  const row = await ctx.store.db.selectFrom('login_failures').select('locked_until').where('login_id', '=', key).executeTakeFirst();
  if (row?.locked_until && Date.parse(row.locked_until) > ctx.clock.now()) throw new BankError(TOO_MANY);
}

async function countFailure(ctx: AppContext, key: string, max: number): Promise<void> {
  const now = ctx.clock.now();
  await ctx.store.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('login_failures').selectAll().where('login_id', '=', key).executeTakeFirst();
    // A count older than the window, or a lock that ran out, starts again.
    const stale = !row || Date.parse(row.updated_at) <= now - RESET_WINDOW_MS || (row.locked_until != null && Date.parse(row.locked_until) <= now);
    const count = (stale ? 0 : row.failed_count) + 1;
    const values = { failed_count: count, locked_until: count >= max ? isoAt(now + RESET_WINDOW_MS) : null, updated_at: isoAt(now) };
    await trx
      .insertInto('login_failures')
      .values({ login_id: key, ...values })
      .onConflict((oc) => oc.column('login_id').doUpdateSet(values))
      .execute();
  });
}

/** Step 1 of a forgotten password: the identity check, then an SMS code to the registered mobile. */
export async function startPasswordReset(ctx: AppContext, input: { idNumber: string; birthDate: string; lang: Lang; ip?: string }) {
  const idKey = idCounterKey(input.idNumber);
  const ipKey = ipCounterKey(input.ip);
  try {
    await assertUnderLimit(ctx, idKey);
    await assertUnderLimit(ctx, ipKey);
  } catch (error) {
    await recordAuthEvent(ctx, { event: 'password-reset-identify', outcome: 'locked', ip: input.ip ?? null });
    throw error;
  }
  const wanted = identityKey(input.idNumber);
  // Few customers share a date of birth: compare the normalised ID numbers of those who do.
  const candidates = await ctx.store.db.selectFrom('customers').select(['id', 'login_id', 'id_number']).where('birth_date', '=', input.birthDate).execute();
  const customer = candidates.find((c) => identityKey(c.id_number) === wanted);
  if (!customer) {
    await countFailure(ctx, idKey, RESET_MAX_FAILURES_PER_ID);
    await countFailure(ctx, ipKey, RESET_MAX_FAILURES_PER_IP);
    await recordAuthEvent(ctx, { event: 'password-reset-identify', outcome: 'failure', ip: input.ip ?? null });
    throw new BankError(SETTINGS_ERRORS.identityMismatch);
  }
  const ticket = randomBytes(32).toString('base64url');
  const transactionId = `PR${randomBytes(12).toString('hex')}`;
  const now = ctx.clock.now();
  const sent = await sendSmsCode(ctx, { customerId: customer.id, purpose: RESET_SMS_PURPOSE, transactionId, lang: input.lang, ...(input.ip ? { ip: input.ip } : {}) });
  await ctx.store.db
    .insertInto('password_resets')
    .values({ ticket_hash: hashToken(ticket), customer_id: customer.id, transaction_id: transactionId, status: 'pending', created_at: isoAt(now), expires_at: isoAt(now + SMS_CODE_TTL_MS) })
    .execute();
  await recordAuthEvent(ctx, { event: 'password-reset-identify', outcome: 'success', customerId: customer.id, subject: customer.login_id, ip: input.ip ?? null });
  return { ticket, challengeId: sent.challengeId, transactionId, maskedMobile: sent.maskedMobile, expiresAt: sent.expiresAt, resendAt: sent.resendAt };
}

/** Step 2: the SMS code and the new password; every session of the customer ends. */
export async function completePasswordReset(ctx: AppContext, input: { ticket: string; challengeId: string; otp: string; newPassword: string; ip?: string }) {
  const now = ctx.clock.now();
  const reset = await ctx.store.db.selectFrom('password_resets').selectAll().where('ticket_hash', '=', hashToken(input.ticket)).executeTakeFirst();
  if (!reset || reset.status !== 'pending' || Date.parse(reset.expires_at) <= now) {
    await recordAuthEvent(ctx, { event: 'password-reset', outcome: 'failure', customerId: reset?.customer_id ?? null, ip: input.ip ?? null, detail: { reason: 'ticket' } });
    throw new BankError(SETTINGS_ERRORS.resetExpired);
  }
  const customer = await ctx.store.db.selectFrom('customers').select(['id', 'login_id']).where('id', '=', reset.customer_id).executeTakeFirstOrThrow();
  // The policy before the code: a refused password does not use up the code.
  let strength: PasswordStrength;
  try {
    strength = newPasswordOrThrow(input.newPassword, { loginId: customer.login_id });
  } catch (error) {
    await recordAuthEvent(ctx, { event: 'password-reset', outcome: 'failure', customerId: customer.id, ip: input.ip ?? null, detail: { reason: 'policy' } });
    throw error;
  }
  const hash = await hashPassword(input.newPassword);
  const changedAt = isoAt(now);
  const outcome = await ctx.store.db.transaction().execute(async (trx) => {
    const check = await verifySmsCode(
      ctx,
      trx,
      { customerId: customer.id, purpose: RESET_SMS_PURPOSE, transactionId: reset.transaction_id },
      { method: 'sms-otp', challengeId: input.challengeId, otp: input.otp },
    );
    if (check) return { check, ended: 0 };
    await trx.updateTable('password_resets').set({ status: 'used' }).where('ticket_hash', '=', reset.ticket_hash).execute();
    await trx.updateTable('customers').set({ password_hash: hash, password_changed_at: changedAt, password_upgrade: 0 }).where('id', '=', customer.id).execute();
    // A lock earned by guessing is lifted: the customer has just proven who they are.
    await trx.deleteFrom('login_failures').where('login_id', '=', customer.login_id).execute();
    return { check, ended: await endSessionsOf(trx, customer.id) };
  });
  await auditSmsCheck(ctx, customer.id, RESET_SMS_PURPOSE, outcome.check, input.ip);
  if (outcome.check) throw new BankError(outcome.check.error, outcome.check.params);
  await recordAuthEvent(ctx, { event: 'password-reset', outcome: 'success', customerId: customer.id, subject: customer.login_id, ip: input.ip ?? null, detail: { sessionsEnded: outcome.ended, strength } });
  return { changedAt, loginId: customer.login_id, strength };
}
