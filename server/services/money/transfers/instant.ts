// ITSI300005: instant (FPS), small-value and express transfers, on the transaction skeleton
// (services/money/transactions/run.ts) and the one outgoing-transfer routine (send.ts). Here:
//   - the second factor: the mobile token or a passkey when one is sent; without one the bank
//     accepts ONLY a small-value transfer within what is left of the customer's small-value
//     limit, and never when strengthened verification is needed (risk.ts); a plan's run was
//     authorised when the plan was made;
//   - the payee (an FPS proxy is looked up again here, never trusted from the browser), the
//     scam warning, the currency of the kind, the bank's fee and the value date.
// Instant and small-value transfers settle through FPS later; an express transfer after the
// 12:00 cut-off or on a non-business day waits (status 3) for its value date.
import type { Transaction } from 'kysely';
import type { ITSI300005Request } from '../../../../generated/types/api.js';
import { OWN_BANK_CODE } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { BAD_REQUEST } from '../../../api/errors.js';
import { verifyCredential } from '../../customer/security/credentials.js';
import { lookupProxy } from '../fps/directory.js';
import { currencyAllowed, transferFee, valueDate } from '../../../../domain/transfers/transfer-rules.js';
import { answeredIn } from '../transactions/idempotency.js';
import type { Outcome } from '../transactions/outcome.js';
import { ownAccount, PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import { runInstruction } from '../transactions/run.js';
import * as E from './errors.js';
import { largeTransferRefusal } from './risk.js';
import { sendTransfer, type Payee, type TransferAnswer } from './send.js';
import { markSmallValueUsed, smallValueState } from './small-value.js';
import { ERR } from '../../../../generated/error-codes.js';

/** Set by the plan runner only: the plan was authorised with the bound device when it was made. */
export interface PlanRun {
  planId: string;
}

export function createInstantTransfer(ctx: AppContext, customerId: string, request: ITSI300005Request, ip?: string, plan?: PlanRun): Promise<TransferAnswer> {
  return runInstruction<TransferAnswer>(ctx, {
    customerId,
    // A plan's run is fingerprinted with its plan, as the plan runner always sent it.
    request: plan ? { ...request, planId: plan.planId } : request,
    ip,
    once: { key: request.idempotencyKey, reusedCode: ERR.INSTRUCTION_ALREADY_SUBMITTED_DIFFERENT_DETAILS_START_E300000006, earlier: answeredIn('transfers', customerId, request.idempotencyKey) },
    secondFactor: plan ? 'none' : (trx, now) => secondFactor(ctx, trx, customerId, request, now, ip),
    act: async (trx, _prepared, step) => {
      const from = await ownAccount(trx, customerId, request.fromAccountId, { types: PAYING_ACCOUNT_TYPES });
      if (!from) return { error: ERR.FROM_ACCOUNT_NOT_FOUND_NOT_USED };
      if (!currencyAllowed(request.kind, request.currency) || request.currency !== from.currency) return { error: ERR.CURRENCY_NOT_ALLOWED_TRANSFER };
      const payee = await resolvePayee(ctx, trx, request);
      if ('error' in payee) return payee;
      return sendTransfer(ctx, trx, customerId, {
        kind: request.kind,
        from,
        payee,
        currency: request.currency,
        amount: request.amount,
        fee: transferFee(request.kind, request.amount, request.currency),
        valueDate: valueDate(request.kind, step.now),
        ...(request.notes ? { notes: request.notes } : {}),
        ...(plan ? { planId: plan.planId } : {}),
        idempotencyKey: request.idempotencyKey,
        extraLimit: request.kind === 'small-value' ? (t) => withinSmallValue(t, customerId, request.amount, step.now) : undefined,
      }, step);
    },
  });
}

async function secondFactor(ctx: AppContext, trx: Transaction<Database>, customerId: string, request: ITSI300005Request, now: number, ip?: string): Promise<string | null> {
  // Strengthened verification first (risk.ts), so a refused transfer costs no one-time code.
  const refused = await largeTransferRefusal(ctx, trx, customerId, request, now, ip);
  if (refused) return refused;
  if (request.auth) return verifyCredential(ctx, trx, customerId, request.auth, ip);
  if (request.kind !== 'small-value') return E.SECOND_FACTOR_REQUIRED;
  return null; // the small-value limit itself is checked with the other limits
}

async function withinSmallValue(trx: Transaction<Database>, customerId: string, amount: number, now: number): Promise<string | null> {
  const state = await smallValueState(trx, customerId, now);
  if (amount > state.remaining) return E.OVER_SMALL_VALUE_LIMIT;
  await markSmallValueUsed(trx, customerId, now);
  return null;
}

async function resolvePayee(ctx: AppContext, trx: Transaction<Database>, request: ITSI300005Request): Promise<Payee | Exclude<Outcome<never>, { ok: never }>> {
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
