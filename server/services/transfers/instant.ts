// ITSI300005: instant (FPS), small-value and express transfers. One database transaction:
//   1. lock the customer, so this customer's transfers run one at a time;
//   2. a known idempotency key returns the first answer (same instruction) or E300000006;
//   3. the second factor: the mobile token or a passkey when one is sent (verifyCredential,
//      the one entry point for every authenticator); without one the bank accepts
//      ONLY a small-value transfer within what is left of the customer's small-value limit,
//      and never when strengthened verification is needed (risk.ts);
//   4. payee (FPS proxy looked up again here, never trusted from the browser), scam warning,
//      currency of the kind, balance, daily and small-value limits;
//   5. the journal entry (from-account -> clearing) and the transfer row.
// Instant and small-value transfers settle through FPS later; an express transfer after the
// 12:00 cut-off or on a non-business day waits (status 3) for its value date.
import type { Transaction } from 'kysely';
import { hkDate, isoAt } from '../../clock.js';
import { OWN_BANK_CODE } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../ids.js';
import { BankError, BAD_REQUEST } from '../../api/errors.js';
import { availableBalance, internalAccountId } from '../ledger.js';
import { nextTransferSeq, postTransferDebit } from './posting.js';
import { verifyCredential, type PasskeyCredential } from '../security/credentials.js';
import { lookupProxy } from '../fps/directory.js';
import { currencyAllowed, transferFee, valueDate, type TransferKind } from '../../../domain/transfers/transfer-rules.js';
import { findPayeeAccount, TRANSFER_ACCOUNT_TYPES, uniqueReferenceNo } from './create.js';
import { sentToday } from './daily-limit.js';
import * as E from './errors.js';
import { toTransferRecord, type TransferRecord } from './record.js';
import { transferRequestHash } from './request-hash.js';
import { assessTransferRisk } from './risk.js';
import { spendTicket } from '../security/tickets.js';
import { markSmallValueUsed, smallValueState } from './small-value.js';
import { lockAndFindEarlierAnswer } from './earlier-answer.js';

export interface InstantTransferRequest {
  kind: TransferKind;
  fromAccountId: string;
  proxy?: { type: string; value: string };
  payee?: { name: string; bankCode: string; accountNo: string };
  currency: string;
  amount: number;
  notes?: string;
  scamWarningAccepted?: boolean;
  idempotencyKey: string;
  auth?: { method: 'mobile-token'; deviceId: string; otp: string } | PasskeyCredential;
  /** Single-use ticket of strengthened verification, when the bank requires one. */
  verifyTicket?: string;
  /** Set by the plan runner: the plan was authorised when it was made. */
  planId?: string;
}

export interface InstantTransferResponse {
  transfer: TransferRecord;
  availableAfter: number;
}

type Outcome = { ok: InstantTransferResponse } | { error: string; params?: Record<string, string> };

interface ResolvedPayee {
  name: string;
  bankCode: string;
  accountNo: string;
  proxyType: string | null;
  proxyValue: string | null;
  receivingBankReply: 'accept' | 'reject' | null;
}

export async function createInstantTransfer(ctx: AppContext, customerId: string, request: InstantTransferRequest, ip?: string): Promise<InstantTransferResponse> {
  const requestHash = transferRequestHash(request as unknown as Record<string, unknown>);
  const outcome = await ctx.store.db.transaction().execute(async (trx): Promise<Outcome> => {
    const earlier = await lockAndFindEarlierAnswer<InstantTransferResponse>(ctx, trx, customerId, request.idempotencyKey, requestHash);
    if (earlier) return earlier;
    const now = ctx.clock.now();
    const secondFactorError = await checkSecondFactor(ctx, trx, customerId, request, now, ip);
    if (secondFactorError) return { error: secondFactorError };
    return moveMoney(ctx, trx, customerId, request, requestHash, now);
  });
  if ('error' in outcome) throw new BankError(outcome.error, outcome.params);
  return outcome.ok;
}

async function checkSecondFactor(
  ctx: AppContext,
  trx: Transaction<Database>,
  customerId: string,
  request: InstantTransferRequest,
  now: number,
  ip?: string,
): Promise<string | null> {
  if (request.planId) return null; // authorised with the bound device when the plan was made
  // Strengthened verification first. The customer's flag is the API route's (factor-policy.ts,
  // which spent the ticket already); a large amount in a short time is decided here, and its
  // single-use ticket is spent here, so a refused transfer costs no one-time code.
  const risk = await assessTransferRisk(trx, customerId, request.currency, request.amount, now);
  if (risk.reason === 'burst' && !(await spendTicket(ctx, trx, customerId, 'transfer', request.verifyTicket, ip, request.idempotencyKey))) {
    return E.STRENGTHENED_VERIFICATION_REQUIRED;
  }
  if (request.auth) return verifyCredential(ctx, trx, customerId, request.auth, ip);
  if (request.kind !== 'small-value') return E.SECOND_FACTOR_REQUIRED;
  return null; // the small-value limit itself is checked with the other business rules
}

async function resolvePayee(ctx: AppContext, trx: Transaction<Database>, request: InstantTransferRequest): Promise<ResolvedPayee | { error: string; params?: Record<string, string> }> {
  if (request.proxy) {
    if (request.kind === 'express') return { error: BAD_REQUEST, params: { fields: 'proxy' } };
    const found = await lookupProxy(trx, request.proxy.type, request.proxy.value);
    if (found.status === 'timeout') return { error: E.PAYEE_NAME_TIMEOUT };
    if (found.status === 'deregistered') return { error: E.FPS_NOT_REGISTERED };
    if (found.status !== 'found') return { error: E.BENEFICIARY_INCORRECT };
    if (found.highRisk && request.scamWarningAccepted !== true) return { error: E.SCAM_WARNING_NOT_ACCEPTED };
    return { name: found.nameEn, bankCode: found.bankCode, accountNo: found.accountNo, proxyType: found.proxyType, proxyValue: found.proxyValue, receivingBankReply: found.receivingBankReply };
  }
  if (!request.payee) return { error: BAD_REQUEST, params: { fields: 'payee' } };
  const { bankCode } = request.payee;
  if (bankCode !== OWN_BANK_CODE && !ctx.banks.accepts(bankCode)) return { error: BAD_REQUEST, params: { fields: 'payee.bankCode' } };
  return { ...request.payee, proxyType: null, proxyValue: null, receivingBankReply: null };
}

async function moveMoney(ctx: AppContext, trx: Transaction<Database>, customerId: string, request: InstantTransferRequest, requestHash: string, now: number): Promise<Outcome> {
  const from = await trx
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', request.fromAccountId)
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'customer')
    .executeTakeFirst();
  if (!from || from.status !== 'active' || !TRANSFER_ACCOUNT_TYPES.includes(from.account_type)) return { error: 'E300000003' };
  if (!currencyAllowed(request.kind, request.currency) || request.currency !== from.currency) return { error: 'E300000005' };

  const payee = await resolvePayee(ctx, trx, request);
  if ('error' in payee) return payee;

  const sameBank = payee.bankCode === OWN_BANK_CODE;
  let payeeAccountId: string | null = null;
  let sameName = false;
  if (sameBank) {
    const found = await findPayeeAccount(trx, payee.accountNo, request.currency);
    if ('error' in found) return found;
    if (found.account.id === from.id) return { error: 'E300000007' };
    payeeAccountId = found.account.id;
    sameName = found.account.customer_id === customerId;
  }

  const fee = transferFee(request.kind, request.amount, request.currency);
  if (request.amount + fee > availableBalance(from)) return { error: 'E300000001' };
  const dailyLimit = (ctx.settings.dailyLimits as Record<string, number>)[request.currency];
  if (dailyLimit === undefined) return { error: 'E300000005' };
  if ((await sentToday(trx, customerId, request.currency, now)) + request.amount > dailyLimit) return { error: 'E300000002' };
  if (request.kind === 'small-value') {
    const state = await smallValueState(trx, customerId, now);
    if (request.amount > state.remaining) return { error: E.OVER_SMALL_VALUE_LIMIT };
    await markSmallValueUsed(trx, customerId, now);
  }

  const today = hkDate(now);
  const processOn = valueDate(request.kind, now);
  const referenceNo = await uniqueReferenceNo(trx, now);
  const createdAt = isoAt(now);
  const counterAccountId = payeeAccountId ?? (await internalAccountId(trx, 'clearing', request.currency));
  const entryId = await postTransferDebit(trx, { fromAccountId: from.id, counterAccountId, amount: request.amount, referenceNo, createdAt });
  const seq = await nextTransferSeq(trx, customerId);
  // Same-bank completes at once; an express transfer for a later date waits (3); the rest
  // are with the receiving bank (0) until settlement.
  const status = sameBank ? '1' : processOn > today ? '3' : '0';
  const row = {
    id: newId('TR'),
    customer_id: customerId,
    seq,
    idempotency_key: request.idempotencyKey,
    request_hash: requestHash,
    reference_no: referenceNo,
    transfer_type: sameBank ? ('same-bank' as const) : ('local-bank' as const),
    status,
    category: sameName ? '1' : '2',
    from_account_id: from.id,
    from_account_no: from.account_no,
    payee_name: payee.name,
    payee_bank_code: payee.bankCode,
    payee_account_no: payee.accountNo,
    payee_account_id: payeeAccountId,
    currency: request.currency,
    amount: request.amount,
    fee,
    notes: request.notes || null,
    message: null,
    reject_reason: null,
    created_at: createdAt,
    value_date: processOn,
    completed_at: sameBank ? createdAt : null,
    entry_id: entryId,
    settle_entry_id: null,
    transfer_kind: request.kind,
    proxy_type: payee.proxyType,
    proxy_value: payee.proxyValue,
    receiving_bank_reply: payee.receivingBankReply,
    plan_id: request.planId ?? null,
  };
  const response: InstantTransferResponse = {
    transfer: toTransferRecord(row),
    availableAfter: availableBalance({ balance: from.balance - request.amount }),
  };
  await trx
    .insertInto('transfers')
    .values({ ...row, response_json: JSON.stringify(response) })
    .execute();
  return { ok: response };
}
