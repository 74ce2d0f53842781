// Third-party access (settings/open-api): the apps a customer allowed to use the bank's open
// API on their behalf (Hong Kong's Open API framework: account information with the
// customer's consent). The customer sees each app, what it may read and until when, and may
// revoke it at once; a revoked, expired or unknown consent is refused by the API (one answer
// for all three). Revoking reduces what others can do, so it needs the customer's confirmation
// but no second factor (as lowering a limit). Access tokens are kept only as SHA-256.
import { createHash } from 'node:crypto';
import { maskAccountNo } from '../../../../domain/format/account.js';
import { BankError } from '../../../api/errors.js';
import { hkDate, hkTime, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { OpenApiConsentsTable } from '../../../db/schema.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { raiseNotice } from '../notices/raise.js';
import { answerOf, changeOutcome, refuse } from '../../money/transactions/customer-change.js';
import { securityNotice } from './security-notices.js';
import { ERR } from '../../../../generated/error-codes.js';

export const OPEN_API_ERRORS = {
  /** The consent is unknown, revoked, expired, or not this customer's; or lacks the scope. */
  refused: ERR.THIRD_PARTY_ACCESS_NOT_VALID_REVOKED,
} as const;

export const OPEN_API_SCOPES = ['accounts', 'balances', 'transactions'] as const;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function view(row: OpenApiConsentsTable, now: number) {
  const expired = Date.parse(row.expires_at) <= now;
  return {
    consentId: row.id,
    clientId: row.client_id,
    appName: row.app_name,
    provider: row.provider,
    scopes: row.scopes.split(',').filter(Boolean),
    access: Object.fromEntries(OPEN_API_SCOPES.map((scope) => [scope, row.scopes.split(',').includes(scope)])) as Record<(typeof OPEN_API_SCOPES)[number], boolean>,
    status: row.status === 'active' && expired ? 'expired' : row.status,
    grantedAt: row.granted_at,
    expiresAt: row.expires_at,
    ...(row.revoked_at ? { revokedAt: row.revoked_at } : {}),
    ...(row.last_used_at ? { lastUsedAt: row.last_used_at } : {}),
  };
}

/** The consents in force (active and not expired), newest first. */
export async function consentsOf(ctx: AppContext, customerId: string) {
  const now = ctx.clock.now();
  const rows = await ctx.store.db
    .selectFrom('open_api_consents')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', '=', 'active')
    .where('expires_at', '>', isoAt(now))
    .orderBy('granted_at', 'desc')
    .execute();
  return { consents: rows.map((r) => view(r, now)) };
}

export async function consentOf(ctx: AppContext, customerId: string, consentId: string) {
  const row = await ctx.store.db.selectFrom('open_api_consents').selectAll().where('id', '=', consentId).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) throw new BankError(OPEN_API_ERRORS.refused);
  return { consent: view(row, ctx.clock.now()) };
}

export async function revokeConsent(ctx: AppContext, input: { customerId: string; consentId: string; ip?: string }) {
  const now = ctx.clock.now();
  const at = isoAt(now);
  // Revoking takes nothing back from the customer: the session is enough.
  const outcome = await changeOutcome(ctx, {
    customerId: input.customerId,
    ip: input.ip,
    prepare: async (trx) => {
      const row = await trx.selectFrom('open_api_consents').selectAll().where('id', '=', input.consentId).where('customer_id', '=', input.customerId).executeTakeFirst();
      return row && row.status === 'active' ? { ok: row } : refuse(OPEN_API_ERRORS.refused);
    },
    secondFactor: 'none',
    act: async (trx, row) => {
      await trx.updateTable('open_api_consents').set({ status: 'revoked', revoked_at: at }).where('id', '=', row.id).execute();
      await raiseNotice(ctx, trx, input.customerId, 'security', securityNotice('open-api-revoked', `${hkDate(now)} ${hkTime(now)}`));
      return { ok: { ...row, status: 'revoked', revoked_at: at } };
    },
  });
  const found = 'ok' in outcome ? outcome.ok : undefined;
  await recordAuthEvent(ctx, { event: 'open-api-revoke', outcome: found ? 'success' : 'failure', customerId: input.customerId, ip: input.ip ?? null, detail: { clientId: found?.client_id ?? null } });
  return { consent: view(answerOf(outcome), now) };
}

/**
 * The open API as a third-party app calls it (sandbox stand-in for the bank's API gateway):
 * the app's client id and access token; balances of the customer's accounts when the consent
 * is in force and covers 'balances'. Anything else is refused with one answer.
 */
export async function thirdPartyBalances(ctx: AppContext, input: { clientId: string; accessToken: string; ip?: string }) {
  const now = ctx.clock.now();
  const row = await ctx.store.db.selectFrom('open_api_consents').selectAll().where('token_hash', '=', tokenHash(input.accessToken)).executeTakeFirst();
  const valid = row && row.client_id === input.clientId && row.status === 'active' && Date.parse(row.expires_at) > now && row.scopes.split(',').includes('balances');
  await recordAuthEvent(ctx, { event: 'open-api-call', outcome: valid ? 'success' : 'failure', customerId: row?.customer_id ?? null, subject: input.clientId, ip: input.ip ?? null });
  if (!row || !valid) throw new BankError(OPEN_API_ERRORS.refused);
  await ctx.store.db.updateTable('open_api_consents').set({ last_used_at: isoAt(now) }).where('id', '=', row.id).execute();
  const accounts = await ctx.store.db
    .selectFrom('accounts')
    .select(['account_no', 'account_type', 'currency', 'balance'])
    .where('customer_id', '=', row.customer_id)
    .where('kind', '=', 'customer')
    .where('status', '=', 'active')
    .orderBy('sort_order')
    .execute();
  return { accounts: accounts.map((a) => ({ accountNo: maskAccountNo(a.account_no), accountType: a.account_type, currency: a.currency, balance: Number(a.balance) })) };
}
