// The one outgoing-transfer routine behind ITSI300001 (by account number), ITSI300005 (FPS,
// small-value, express), QR payments and plan runs. It runs inside the transaction skeleton
// (services/money/transactions/run.ts) after the from-account, the currency and the payee are
// settled by the journey, and does the rest the same way for all of them:
//   a same-bank payee's account (in the transfer's currency, not the from-account), the
//   balance covering amount + the bank's fee, the daily limit (the amount: a fee is not a
//   transfer), the journey's own limit (small-value), the balanced posting of amount and
//   fee, and the transfer record with its answer (the record keeps the idempotent answer).
import type { Selectable, Transaction } from 'kysely';
import { hkDate, isoAt } from '../../../clock.js';
import { OWN_BANK_CODE } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import type { AccountsTable, Database } from '../../../db/schema.js';
import { prepared, preparedInsert } from '../../../db/prepared.js';
import { newId } from '../../../ids.js';
import { internalAccountId } from '../ledger.js';
import type { Outcome } from '../transactions/outcome.js';
import { availableAfter, covers, nextSeq, postDebit } from '../transactions/posting.js';
import { PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import type { Step } from '../transactions/run.js';
import { sentToday } from './daily-limit.js';
import { newReferenceNo } from './reference.js';
import { toTransferRecord, type TransferRecord } from './record.js';
import { transferDailyLimit } from '../../customer/settings/limits.js';
import { ERR } from '../../../../generated/error-codes.js';

export interface TransferAnswer {
  transfer: TransferRecord;
  availableAfter: number;
}

export interface Payee {
  name: string;
  bankCode: string;
  accountNo: string;
  proxyType?: string | null;
  proxyValue?: string | null;
  receivingBankReply?: 'accept' | 'reject' | null;
}

export interface Outgoing {
  /** 'instant' | 'small-value' | 'express' for ITSI300005 and plan runs; null by account number. */
  kind: string | null;
  from: Selectable<AccountsTable>;
  payee: Payee;
  currency: string;
  amount: number;
  /** The bank's charge (domain/transfers/transfer-rules.ts transferFee); 0 when waived. */
  fee: number;
  valueDate: string;
  notes?: string;
  message?: string;
  planId?: string;
  idempotencyKey: string;
  /** A limit of the journey on top of the daily limit, checked last under the lock. */
  extraLimit?: (trx: Transaction<Database>) => Promise<string | null>;
}

export async function sendTransfer(ctx: AppContext, trx: Transaction<Database>, customerId: string, t: Outgoing, step: Step): Promise<Outcome<TransferAnswer>> {
  const { from, payee, now } = { ...t, now: step.now };
  const sameBank = payee.bankCode === OWN_BANK_CODE;
  let payeeAccount: Selectable<AccountsTable> | undefined;
  if (sameBank) {
    const found = await findPayeeAccount(trx, payee.accountNo, t.currency);
    if ('error' in found) return found;
    if (found.account.id === from.id) return { error: ERR.PAYEE_ACCOUNT_NOT_SAME_AS_FROM };
    payeeAccount = found.account;
  }

  if (!covers(from, t.amount, t.fee)) return { error: ERR.INSUFFICIENT_AVAILABLE_BALANCE_E300000001 };
  // The bank's daily limit, or the lower one the customer set (settings/limit-setting).
  const dailyLimit = await transferDailyLimit(ctx, trx, customerId, t.currency);
  if (dailyLimit === undefined) return { error: ERR.CURRENCY_NOT_ALLOWED_TRANSFER };
  if ((await sentToday(trx, customerId, t.currency, now)) + t.amount > dailyLimit) return { error: ERR.AMOUNT_EXCEEDS_DAILY_TRANSFER_LIMIT };
  const limitError = t.extraLimit ? await t.extraLimit(trx) : null;
  if (limitError) return { error: limitError };

  const referenceNo = await uniqueReferenceNo(trx, now);
  const createdAt = isoAt(now);
  const entryId = await postDebit(trx, {
    kind: 'transfer',
    fromAccountId: from.id,
    counterAccountId: payeeAccount ? payeeAccount.id : await internalAccountId(trx, 'clearing', t.currency),
    currency: t.currency,
    amount: t.amount,
    fee: t.fee,
    reference: referenceNo,
    createdAt,
  });
  const row = {
    id: newId('TR'),
    customer_id: customerId,
    seq: await nextSeq(trx, 'transfers', customerId),
    idempotency_key: t.idempotencyKey,
    request_hash: step.hash,
    reference_no: referenceNo,
    transfer_type: sameBank ? ('same-bank' as const) : ('local-bank' as const),
    // Same-bank completes at once; one dated later (express after the cut-off) waits (3);
    // the rest are with the receiving bank (0) until settlement.
    status: sameBank ? '1' : t.valueDate > hkDate(now) ? '3' : '0',
    category: payeeAccount?.customer_id === customerId ? '1' : '2',
    from_account_id: from.id,
    from_account_no: from.account_no,
    payee_name: payee.name,
    payee_bank_code: payee.bankCode,
    payee_account_no: payee.accountNo,
    payee_account_id: payeeAccount?.id ?? null,
    currency: t.currency,
    amount: t.amount,
    fee: t.fee,
    notes: t.notes || null,
    message: t.message || null,
    reject_reason: null,
    created_at: createdAt,
    value_date: t.valueDate,
    completed_at: sameBank ? createdAt : null,
    entry_id: entryId,
    settle_entry_id: null,
    transfer_kind: t.kind,
    proxy_type: payee.proxyType ?? null,
    proxy_value: payee.proxyValue ?? null,
    receiving_bank_reply: payee.receivingBankReply ?? null,
    plan_id: t.planId ?? null,
  };
  const answer: TransferAnswer = { transfer: toTransferRecord(row), availableAfter: availableAfter(from, t.amount, t.fee) };
  await insertTransfer(trx, { ...row, response_json: JSON.stringify(answer) });
  return { ok: answer };
}

const insertTransfer = preparedInsert('transfers');

const payeeCandidates = prepared<{ accountNo: string }>()((db, p) =>
  db
    .selectFrom('accounts')
    .selectAll()
    .where('account_no', '=', p.accountNo)
    .where('kind', '=', 'customer')
    .where('status', '=', 'active')
    .where('account_type', 'in', PAYING_ACCOUNT_TYPES),
);

const transferWithReference = prepared<{ referenceNo: string }>()((db, p) =>
  db.selectFrom('transfers').select('id').where('reference_no', '=', p.referenceNo),
);

export async function findPayeeAccount(
  trx: Transaction<Database>,
  accountNo: string,
  currency: string,
): Promise<{ account: Selectable<AccountsTable> } | { error: string }> {
  // A multi-currency account has one number and one row per currency.
  const candidates = await payeeCandidates.all(trx, { accountNo });
  if (candidates.length === 0) return { error: ERR.PAYEE_ACCOUNT_NOT_FOUND_BANK };
  const account = candidates.find((a) => a.currency === currency);
  return account ? { account } : { error: ERR.CURRENCY_NOT_ALLOWED_TRANSFER };
}

async function uniqueReferenceNo(trx: Transaction<Database>, now: number): Promise<string> {
  for (;;) {
    const candidate = newReferenceNo(now);
    const clash = await transferWithReference.first(trx, { referenceNo: candidate });
    if (!clash) return candidate;
  }
}
