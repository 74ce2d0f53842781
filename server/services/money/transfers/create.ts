// ITSI300001: a same-bank or local-bank transfer by account number, on the transaction
// skeleton (services/money/transactions/run.ts: customer lock, idempotency, second factor) and the
// one outgoing-transfer routine (send.ts: balance, limits, posting, record). Here: the
// from-account, the currency and the payee's bank.
import type { ITSI300001Request } from '../../../../generated/types/api.js';
import type { Transaction } from 'kysely';
import { hkDate } from '../../../clock.js';
import type { Database } from '../../../db/schema.js';
import { TRANSFER_CURRENCIES } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import { BAD_REQUEST } from '../../../api/errors.js';
import { OWN_BANK_CODE } from '../../../config.js';
import { answeredIn } from '../transactions/idempotency.js';
import { ownAccount, PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import { runInstruction } from '../transactions/run.js';
import { largeTransferRefusal } from './risk.js';
import { sendTransfer, type TransferAnswer } from './send.js';
import { checkSecondFactor } from '../transactions/second-factor.js';
import { ERR } from '../../../../generated/error-codes.js';

/** Same-bank and local-bank transfer charges are waived. */
const ACCOUNT_TRANSFER_FEE = 0;

/** What a journey built on this transfer adds: its own limit (checked last, under the lock) and what it records with it. */
export interface TransferHooks {
  extraLimit?: (trx: Transaction<Database>, now: number) => Promise<string | null>;
  recorded?: (trx: Transaction<Database>, answer: TransferAnswer, now: number) => Promise<void>;
}

export function createTransfer(ctx: AppContext, customerId: string, request: ITSI300001Request, ip?: string, hooks: TransferHooks = {}): Promise<TransferAnswer> {
  return runInstruction<TransferAnswer>(ctx, {
    customerId,
    request,
    ip,
    once: { key: request.idempotencyKey, reusedCode: ERR.INSTRUCTION_ALREADY_SUBMITTED_DIFFERENT_DETAILS_START_E300000006, earlier: answeredIn('transfers', customerId, request.idempotencyKey) },
    // Strengthened verification for the customer's flag and the accepted factors were checked
    // by the API route before this service ran (server/api/factor-policy.ts); a large transfer
    // in a short time is decided here (risk.ts), before the credential, so a refused transfer
    // costs no one-time code.
    secondFactor: async (trx, now) =>
      (await largeTransferRefusal(ctx, trx, customerId, request, now, ip)) ?? (await checkSecondFactor(ctx, trx, customerId, request.auth, 'required', now, ip)),
    act: async (trx, _prepared, step) => {
      const from = await ownAccount(trx, customerId, request.fromAccountId, { types: PAYING_ACCOUNT_TYPES });
      if (!from) return { error: ERR.FROM_ACCOUNT_NOT_FOUND_NOT_USED };
      if (!(TRANSFER_CURRENCIES as readonly string[]).includes(request.currency) || request.currency !== from.currency) return { error: ERR.CURRENCY_NOT_ALLOWED_TRANSFER };
      const { bankCode } = request.payee;
      if (bankCode !== OWN_BANK_CODE && !ctx.banks.accepts(bankCode)) return { error: BAD_REQUEST, params: { fields: 'payee.bankCode' } };
      const extraLimit = hooks.extraLimit;
      const sent = await sendTransfer(ctx, trx, customerId, {
        kind: null,
        from,
        payee: request.payee,
        currency: request.currency,
        amount: request.amount,
        fee: ACCOUNT_TRANSFER_FEE,
        valueDate: hkDate(step.now),
        ...(request.notes ? { notes: request.notes } : {}),
        ...(request.message ? { message: request.message } : {}),
        idempotencyKey: request.idempotencyKey,
        ...(extraLimit ? { extraLimit: (t: Transaction<Database>) => extraLimit(t, step.now) } : {}),
      }, step);
      if ('ok' in sent && hooks.recorded) await hooks.recorded(trx, sent.ok, step.now);
      return sent;
    },
  });
}
