// Strengthened verification (spec: verification/index with bizType, multiple-verify with
// theMods). The bank decides which modes a business type needs; passing all of them gives a
// short-lived, single-use ticket bound to the customer and the business type, which the
// protected submit carries. Only the ticket's hash is stored.
import type { Kysely } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { forUpdate } from '../../../db/lock.js';
import { prepared } from '../../../db/prepared.js';
import { newId } from '../../../ids.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { SECURITY_POLICY } from './policy.js';
import { randomToken, sha256 } from './secrets.js';

export const BIZ_TYPES = ['transfer', 'payment', 'settings', 'login'] as const;
export type VerifyMode = 'token' | 'password' | 'sms';
/** Authentication (spec: verification/index with bizType=login): asked of every customer, whenever a code names it. */
export const AUTHENTICATION_BIZ_TYPE = 'login';

/**
 * The business type a verification ticket is stored under. The log-on keeps its own step
 * tickets as 'login' too (issued after the password alone, services/customer/login/second-factor.ts):
 * an authentication ticket is stored apart, so neither can ever stand for the other.
 */
export function ticketBizType(bizType: string): string {
  return bizType === AUTHENTICATION_BIZ_TYPE ? 'login-verified' : bizType;
}

/**
 * Modes the bank requires of this customer: the bound device (mobile token) and the
 * online-banking password; SMS one-time code and password only for a customer without a
 * usable token (see docs/security.md: SMS is exposed to SIM swaps, so it is never offered
 * where a token exists). Asked again at verify time, so the modes must still match then.
 */
export async function modesFor(db: Kysely<Database>, customerId: string, _bizType: string): Promise<VerifyMode[]> {
  return (await hasUsableToken(db, customerId)) ? ['token', 'password'] : ['sms', 'password'];
}

/**
 * A mobile token of the customer on any device that can still sign: activated, not locked by
 * wrong codes and not disabled. A token only waiting out a temporary PIN lock still counts (as
 * ITSI498023 reads it): a few wrong PINs must not open the weaker SMS path.
 */
export async function hasUsableToken(db: Kysely<Database>, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('token_devices')
    .innerJoin('token_security', (join) =>
      join.onRef('token_security.device_id', '=', 'token_devices.device_id').onRef('token_security.customer_id', '=', 'token_devices.customer_id'),
    )
    .select('token_devices.id')
    .where('token_devices.customer_id', '=', customerId)
    .where('token_devices.locked', '=', 0)
    .where('token_security.status', '!=', 'disabled')
    .executeTakeFirst();
  return row !== undefined;
}

const customerFlag = prepared<{ customerId: string }>()((db, p) => db.selectFrom('customers').select('need_opt_flag').where('id', '=', p.customerId));

/**
 * Whether the customer must pass verification before this business type: strengthened
 * verification by the customer's needOptFlag, authentication ('login') always.
 */
export async function verificationNeeded(db: Kysely<Database>, customerId: string, bizType: string): Promise<boolean> {
  if (bizType === AUTHENTICATION_BIZ_TYPE) return true;
  const row = await customerFlag.first(db, { customerId });
  return row?.need_opt_flag === '1';
}

export async function issueTicket(ctx: AppContext, customerId: string, bizType: string, modes: readonly string[], ip?: string) {
  const ticket = randomToken();
  const now = ctx.clock.now();
  const expiresAt = isoAt(now + SECURITY_POLICY.ticketTtlMs);
  await ctx.store.db
    .insertInto('verify_tickets')
    .values({
      id: newId('VT'),
      ticket_hash: sha256(ticket),
      customer_id: customerId,
      biz_type: bizType,
      modes: JSON.stringify(modes),
      issued_at: isoAt(now),
      expires_at: expiresAt,
      used_at: null,
      used_for: null,
    })
    .execute();
  await recordAuthEvent(ctx, { event: 'verify-ticket-issued', outcome: 'success', customerId, subject: bizType, ip, detail: { modes: modes.join(',') } });
  return { ticket, expiresAt };
}

/**
 * Spends a ticket inside the caller's transaction; false when missing, foreign, used or
 * expired. `usedFor` (the instruction's idempotency key) is recorded: the same instruction
 * sent again after an unknown outcome still passes, so it reaches its earlier answer.
 */
export async function spendTicket(
  ctx: AppContext,
  trx: Kysely<Database>,
  customerId: string,
  bizType: string,
  ticket: string | undefined,
  ip?: string,
  usedFor?: string,
): Promise<boolean> {
  const row = ticket
    ? await forUpdate(trx.selectFrom('verify_tickets').selectAll().where('ticket_hash', '=', sha256(ticket)), ctx.store.dialect).executeTakeFirst()
    : undefined;
  const now = ctx.clock.now();
  const ours = !!row && row.customer_id === customerId && row.biz_type === bizType;
  const retry = ours && row.used_at !== null && usedFor !== undefined && row.used_for === usedFor;
  const ok = retry || (ours && row.used_at === null && Date.parse(row.expires_at) > now);
  if (ok && !retry) await trx.updateTable('verify_tickets').set({ used_at: isoAt(now), used_for: usedFor ?? null }).where('id', '=', row!.id).execute();
  await recordAuthEvent(ctx, { event: 'verify-ticket-spent', outcome: ok ? 'success' : 'failure', customerId, subject: bizType, ip, ...(retry ? { detail: { retry: true } } : {}) }, trx);
  return ok;
}
