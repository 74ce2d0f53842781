// ITSI300001: a same-bank or local-bank transfer. Everything happens in ONE database
// transaction, in this order:
//   1. lock the customer (PostgreSQL), so this customer's transfers run one at a time;
//   2. a known idempotency key returns the first answer (same instruction) or E300000006;
//   3. the authentication (the verification ticket was spent by the API route) (token
//      code, transaction confirmation code or password box) are checked (failure counts and
//      used codes are committed even when the transfer is refused, but no money moves);
//   4. business checks (account, currency, payee, balance, daily limit);
//   5. the journal entry (postings + balances) and the transfer row are written.
// Checks return an error code instead of throwing so that step 3's state survives.
import type { Selectable, Transaction } from 'kysely';
import { hkDate, isoAt } from '../../clock.js';
import { OWN_BANK_CODE, TRANSFER_CURRENCIES, type TransferCurrency } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { AccountsTable, Database } from '../../db/schema.js';
import { newId } from '../../ids.js';
import { BankError, BAD_REQUEST } from '../../api/errors.js';
import { availableBalance, internalAccountId } from '../ledger.js';
import { nextTransferSeq, postTransferDebit } from './posting.js';
import { verifyCredential, type AuthCredential } from '../security/credentials.js';
import { sentToday } from './daily-limit.js';
import { lockAndFindEarlierAnswer } from './earlier-answer.js';
import { newReferenceNo } from './reference.js';
import { toTransferRecord, type TransferRecord } from './record.js';
import { transferRequestHash } from './request-hash.js';

export interface TransferRequest {
  fromAccountId: string;
  payee: { name: string; bankCode: string; accountNo: string };
  currency: string;
  amount: number;
  notes?: string;
  message?: string;
  idempotencyKey: string;
  auth: AuthCredential;
  verifyTicket?: string;
}

export interface TransferResponse {
  transfer: TransferRecord;
  availableAfter: number;
}

type Outcome = { ok: TransferResponse } | { error: string; params?: Record<string, string> };

export { COUNTED_STATUSES } from './daily-limit.js';
/** Account types that can send and receive transfers: savings, current, multi-currency. */
export const TRANSFER_ACCOUNT_TYPES = ['01', '02', '03'];

export async function createTransfer(ctx: AppContext, customerId: string, request: TransferRequest, ip?: string): Promise<TransferResponse> {
  const requestHash = transferRequestHash(request as unknown as Record<string, unknown>);
  const outcome = await ctx.store.db.transaction().execute(async (trx): Promise<Outcome> => {
    const earlier = await lockAndFindEarlierAnswer<TransferResponse>(ctx, trx, customerId, request.idempotencyKey, requestHash);
    if (earlier) return earlier;

    // Strengthened verification (the customer's flag) and the accepted factors were checked
    // by the API route before this handler ran (server/api/factor-policy.ts).
    const tokenError = await verifyCredential(ctx, trx, customerId, request.auth, ip);
    if (tokenError) return { error: tokenError };

    return moveMoney(ctx, trx, customerId, request, requestHash);
  });
  if ('error' in outcome) throw new BankError(outcome.error, outcome.params);
  return outcome.ok;
}

async function moveMoney(
  ctx: AppContext,
  trx: Transaction<Database>,
  customerId: string,
  request: TransferRequest,
  requestHash: string,
): Promise<Outcome> {
  const now = ctx.clock.now();
  const from = await trx
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', request.fromAccountId)
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'customer')
    .executeTakeFirst();
  if (!from || from.status !== 'active' || !TRANSFER_ACCOUNT_TYPES.includes(from.account_type)) return { error: 'E300000003' };

  if (!(TRANSFER_CURRENCIES as readonly string[]).includes(request.currency) || request.currency !== from.currency) {
    return { error: 'E300000005' };
  }
  const currency = request.currency as TransferCurrency;

  const sameBank = request.payee.bankCode === OWN_BANK_CODE;
  let payeeAccount: Selectable<AccountsTable> | undefined;
  if (sameBank) {
    const found = await findPayeeAccount(trx, request.payee.accountNo, currency);
    if ('error' in found) return found;
    payeeAccount = found.account;
    if (payeeAccount.id === from.id) return { error: 'E300000007' };
  } else if (!ctx.banks.accepts(request.payee.bankCode)) {
    return { error: BAD_REQUEST, params: { fields: 'payee.bankCode' } };
  }

  if (request.amount > availableBalance(from)) return { error: 'E300000001' };

  if ((await sentToday(trx, customerId, currency, now)) + request.amount > ctx.settings.dailyLimits[currency]) return { error: 'E300000002' };

  const referenceNo = await uniqueReferenceNo(trx, now);
  const createdAt = isoAt(now);
  const counterAccountId = payeeAccount ? payeeAccount.id : await internalAccountId(trx, 'clearing', currency);
  const entryId = await postTransferDebit(trx, { fromAccountId: from.id, counterAccountId, amount: request.amount, referenceNo, createdAt });
  const seq = await nextTransferSeq(trx, customerId);
  const row = {
    id: newId('TR'),
    customer_id: customerId,
    seq,
    idempotency_key: request.idempotencyKey,
    request_hash: requestHash,
    reference_no: referenceNo,
    transfer_type: sameBank ? ('same-bank' as const) : ('local-bank' as const),
    // Same-bank transfers complete at once; local-bank ones wait for the receiving bank.
    status: sameBank ? '1' : '0',
    category: payeeAccount?.customer_id === customerId ? '1' : '2',
    from_account_id: from.id,
    from_account_no: from.account_no,
    payee_name: request.payee.name,
    payee_bank_code: request.payee.bankCode,
    payee_account_no: request.payee.accountNo,
    payee_account_id: payeeAccount?.id ?? null,
    currency,
    amount: request.amount,
    fee: 0, // same-bank and local-bank transfer charges are waived
    notes: request.notes || null,
    message: request.message || null,
    reject_reason: null,
    created_at: createdAt,
    value_date: hkDate(now),
    completed_at: sameBank ? createdAt : null,
    entry_id: entryId,
    settle_entry_id: null,
  };
  const response: TransferResponse = {
    transfer: toTransferRecord(row),
    availableAfter: availableBalance({ balance: from.balance - request.amount }),
  };
  await trx
    .insertInto('transfers')
    .values({ ...row, response_json: JSON.stringify(response) })
    .execute();
  return { ok: response };
}

export async function findPayeeAccount(
  trx: Transaction<Database>,
  accountNo: string,
  currency: string,
): Promise<{ account: Selectable<AccountsTable> } | { error: string }> {
  // A multi-currency account has one number and one row per currency.
  const candidates = await trx
    .selectFrom('accounts')
    .selectAll()
    .where('account_no', '=', accountNo)
    .where('kind', '=', 'customer')
    .where('status', '=', 'active')
    .where('account_type', 'in', TRANSFER_ACCOUNT_TYPES)
    .execute();
  if (candidates.length === 0) return { error: 'E300000004' };
  const account = candidates.find((a) => a.currency === currency);
  return account ? { account } : { error: 'E300000005' };
}

export async function uniqueReferenceNo(trx: Transaction<Database>, now: number): Promise<string> {
  for (;;) {
    const candidate = newReferenceNo(now);
    const clash = await trx.selectFrom('transfers').select('id').where('reference_no', '=', candidate).executeTakeFirst();
    if (!clash) return candidate;
  }
}
