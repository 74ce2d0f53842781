// The second factor of a password log-on. The password alone opens no session: it earns a
// short-lived, single-use log-on ticket, and the session comes only after the customer proves
// the bound device (a code from the mobile token) or, as the fallback, a code sent by SMS to
// the registered mobile. A passkey log-on needs no second step: the device's key and the
// fingerprint / face that unlocks it are already two factors (server/handlers/passkeys.ts).
//
// The ticket reuses the strengthened-verification tickets (biz type 'login'): only its hash is
// stored, it lives 5 minutes and is spent once. Guessing is bounded by the factor's own locks
// (5 wrong token codes lock the token; 3 wrong SMS codes void the code and pause SMS for the
// customer) and by the per-IP API rate limit.
import type { Kysely, Transaction } from 'kysely';
import { BankError } from '../../../api/errors.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { forUpdate } from '../../../db/lock.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { verifyCredential } from '../security/credentials.js';
import { hasUsableToken, issueTicket } from '../security/tickets.js';
import { sha256 } from '../security/secrets.js';
import { auditSmsCheck, verifySmsCode, type SmsCheck } from '../sms/challenges.js';
import { maskMobile } from '../sms/rules.js';
import { ERR } from '../../../../generated/error-codes.js';

export const LOGIN_BIZ_TYPE = 'login';
/** The transaction code an SMS log-on code is sent for (spec: SMS code bound to its use). */
export const LOGIN_SMS_PURPOSE = 'ITSI100004';
/** The log-on step has expired or was already used: start again with the password. */
export const LOGIN_TICKET_INVALID = ERR.LOG_VERIFICATION_EXPIRED_ALREADY_USED_LOG;

export type LoginFactor = 'token' | 'sms';

/** The bound device first when there is one; the SMS code is always the fallback. */
export async function loginFactorsOf(db: Kysely<Database>, customerId: string): Promise<LoginFactor[]> {
  return (await hasUsableToken(db, customerId)) ? ['token', 'sms'] : ['sms'];
}

export async function startSecondFactor(ctx: AppContext, customer: { id: string; login_id: string; mobile: string }, ip?: string) {
  const modes = await loginFactorsOf(ctx.store.db, customer.id);
  const { ticket, expiresAt } = await issueTicket(ctx, customer.id, LOGIN_BIZ_TYPE, modes, ip);
  await recordAuthEvent(ctx, { event: 'login-password', outcome: 'success', customerId: customer.id, subject: customer.login_id, ip, detail: { next: modes.join(',') } });
  return { ticket, modes, maskedMobile: maskMobile(customer.mobile), expiresAt };
}

interface LiveTicket {
  id: string;
  customerId: string;
  modes: LoginFactor[];
}

/** The unexpired, unused log-on ticket; LOGIN_TICKET_INVALID otherwise. */
async function liveTicket(ctx: AppContext, db: Kysely<Database>, ticket: string): Promise<LiveTicket> {
  const row = await forUpdate(
    db.selectFrom('verify_tickets').selectAll().where('ticket_hash', '=', sha256(ticket)).where('biz_type', '=', LOGIN_BIZ_TYPE),
    ctx.store.dialect,
  ).executeTakeFirst();
  if (!row || row.used_at !== null || Date.parse(row.expires_at) <= ctx.clock.now()) throw new BankError(LOGIN_TICKET_INVALID);
  return { id: row.id, customerId: row.customer_id, modes: JSON.parse(row.modes) as LoginFactor[] };
}

/** The customer and the SMS transaction id of a log-on ticket (for sending its SMS code). */
export async function smsTargetOf(ctx: AppContext, ticket: string): Promise<{ customerId: string; transactionId: string }> {
  const live = await liveTicket(ctx, ctx.store.db, ticket);
  return { customerId: live.customerId, transactionId: live.id };
}

export type SecondFactorProof =
  | { method: 'token'; clientDeviceId: string; otp: string }
  | { method: 'sms'; challengeId: string; otp: string };

/**
 * Checks the proof and spends the ticket in one transaction; returns the customer id. A wrong
 * proof is committed (its counters and locks) and then refused; the ticket stays usable until
 * it expires, so the customer can retry or fall back to SMS.
 */
export async function completeSecondFactor(ctx: AppContext, ticket: string, proof: SecondFactorProof, ip?: string): Promise<string> {
  let smsCheck: SmsCheck | undefined;
  let customerId = '';
  const outcome = await ctx.store.db.transaction().execute(async (trx: Transaction<Database>) => {
    const live = await liveTicket(ctx, trx, ticket);
    customerId = live.customerId;
    if (!live.modes.includes(proof.method)) return { error: LOGIN_TICKET_INVALID };
    if (proof.method === 'sms') {
      smsCheck = await verifySmsCode(ctx, trx, { customerId, purpose: LOGIN_SMS_PURPOSE, transactionId: live.id }, { method: 'sms-otp', challengeId: proof.challengeId, otp: proof.otp });
      if (smsCheck) return smsCheck;
    } else {
      const error = await verifyCredential(ctx, trx, customerId, { method: 'mobile-token', deviceId: proof.clientDeviceId, otp: proof.otp }, ip);
      if (error) return { error };
    }
    await trx.updateTable('verify_tickets').set({ used_at: isoAt(ctx.clock.now()) }).where('id', '=', live.id).execute();
    return null;
  });
  if (smsCheck !== undefined) await auditSmsCheck(ctx, customerId, LOGIN_SMS_PURPOSE, smsCheck, ip);
  await recordAuthEvent(ctx, { event: 'login-second-factor', outcome: outcome ? 'failure' : 'success', customerId, ip, detail: { method: proof.method } });
  if (outcome) throw new BankError(outcome.error, 'params' in outcome ? outcome.params : undefined);
  return customerId;
}
