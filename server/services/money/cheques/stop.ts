// ITSI800002: bulk stop of physical cheques. Runs in the transaction skeleton (customer lock,
// idempotency, mobile-token code, then the act): the range is checked against the customer's
// own book (domain/cheques/stop.ts), each cheque gets its result from its status, the reached
// cheques change status, and the handling fee is one balanced entry from the fee debit account
// to fee income. Nothing moves when no cheque can be reached.
import type { Transaction } from 'kysely';
import type { ITSI800002Request } from '../../../../generated/types/api.js';
import { checkRange, chequeNo, stopFee, stopOutcome, type ChequeRange, type ChequeStatus, type RangeProblem, type StopResult } from '../../../../domain/cheques/stop.js';
import { hkCompactDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { newId, randomAlnum } from '../../../ids.js';
import { postEntry } from '../ledger.js';
import { bankAccountId } from '../transactions/bank-accounts.js';
import { keptAnswers } from '../transactions/idempotency.js';
import type { Outcome } from '../transactions/outcome.js';
import { ownAccount } from '../transactions/own-account.js';
import { availableAfter, covers } from '../transactions/posting.js';
import { runInstruction, type Step } from '../transactions/run.js';
import { chequeBook, FEE_ACCOUNT_TYPES, FEE_CURRENCY } from './books.js';
import { ERR } from '../../../../generated/error-codes.js';

const RANGE_ERRORS: Record<RangeProblem, string> = {
  format: ERR.CHEQUE_NUMBER_6_DIGITS,
  order: ERR.LAST_CHEQUE_NUMBER_NOT_BEFORE_FIRST,
  'too-many': ERR.MOST_50_CONSECUTIVE_CHEQUES_STOPPED_TIME,
  'outside-book': ERR.CHEQUE_NUMBERS_NOT_CHEQUE_BOOK,
};

export interface StopResponse {
  stop: {
    stopId: string;
    referenceNo: string;
    accountNo: string;
    fromNo: string;
    toNo: string;
    count: number;
    reason: ITSI800002Request['reason'];
    feeAccountNo: string;
    fee: number;
    currency: string;
    accepted: number;
    rejected: number;
    pending: number;
    results: { chequeNo: string; result: StopResult; reason?: 'used' | 'stopped' | 'void' }[];
    createdAt: string;
  };
  availableAfter: number;
}

export function stopCheques(ctx: AppContext, customerId: string, request: ITSI800002Request): Promise<StopResponse> {
  return runInstruction<StopResponse, Prepared>(ctx, {
    customerId,
    request,
    auth: request.auth,
    once: keptAnswers(customerId, request.idempotencyKey, ERR.INSTRUCTION_ALREADY_SUBMITTED_DIFFERENT_DETAILS_E800000009),
    // Refusals that need no code: the book and the range (the customer fixes them on the form).
    prepare: async (trx): Promise<Outcome<Prepared>> => {
      const book = await chequeBook(trx, customerId, request.bookId);
      if (!book) return { error: ERR.CHEQUE_BOOK_NOT_FOUND };
      const range = checkRange(request.fromNo, request.toNo, { firstNo: book.first_no, lastNo: book.last_no });
      if ('problem' in range) return { error: RANGE_ERRORS[range.problem] };
      return { ok: { book, range: range.ok } };
    },
    secondFactor: 'required',
    act: (trx, prepared, step) => act(trx, customerId, request, prepared, step),
  });
}

type Prepared = { book: NonNullable<Awaited<ReturnType<typeof chequeBook>>>; range: ChequeRange };

async function act(trx: Transaction<Database>, customerId: string, request: ITSI800002Request, { book, range }: Prepared, step: Step): Promise<Outcome<StopResponse>> {
  const feeAccount = await ownAccount(trx, customerId, request.feeAccountId, { types: FEE_ACCOUNT_TYPES, currencies: [FEE_CURRENCY] });
  if (!feeAccount) return { error: ERR.NO_APPLICABLE_ACCOUNT_HANDLING_FEE };

  const rows = await trx
    .selectFrom('cheques')
    .select(['cheque_no', 'status'])
    .where('book_id', '=', book.id)
    .where('cheque_no', '>=', range.from)
    .where('cheque_no', '<=', range.to)
    .orderBy('cheque_no')
    .execute();
  const results = rows.map((row) => ({ chequeNo: chequeNo(row.cheque_no), ...stopOutcome(row.status as ChequeStatus) }));
  const fee = stopFee(results.map((r) => r.result));
  if (fee === 0) return { error: ERR.NO_CHEQUE_RANGE_STOPPED_ALREADY_PAID };
  if (!covers(feeAccount, 0, fee)) return { error: ERR.INSUFFICIENT_AVAILABLE_BALANCE_HANDLING_FEE };

  const createdAt = isoAt(step.now);
  const stopId = newId('CS');
  const referenceNo = `CS${hkCompactDate(step.now)}${randomAlnum(10)}`;
  const entryId = await postEntry(trx, {
    kind: 'cheque-stop-fee',
    reference: referenceNo,
    createdAt,
    lines: [
      { accountId: feeAccount.id, amount: -fee },
      { accountId: await bankAccountId(trx, 'fee-income', FEE_CURRENCY, createdAt), amount: fee },
    ],
  });
  for (const r of results) {
    if (r.result === 'rejected') continue;
    // A pending stop keeps the cheque in clearing; the stop is on record against it.
    await trx
      .updateTable('cheques')
      .set({ status: r.result === 'accepted' ? 'stopped' : 'in-transit', stop_id: stopId, updated_at: createdAt })
      .where('book_id', '=', book.id)
      .where('cheque_no', '=', Number(r.chequeNo))
      .execute();
  }
  const count = (result: string) => results.filter((r) => r.result === result).length;
  const stop = {
    stopId,
    referenceNo,
    accountNo: book.account_no,
    fromNo: chequeNo(range.from),
    toNo: chequeNo(range.to),
    count: range.count,
    reason: request.reason,
    feeAccountNo: feeAccount.account_no,
    fee,
    currency: FEE_CURRENCY,
    accepted: count('accepted'),
    rejected: count('rejected'),
    pending: count('pending'),
    results,
    createdAt,
  };
  await trx
    .insertInto('cheque_stops')
    .values({
      id: stopId,
      customer_id: customerId,
      reference_no: referenceNo,
      book_id: book.id,
      from_no: range.from,
      to_no: range.to,
      reason: request.reason,
      fee_account_id: feeAccount.id,
      fee,
      currency: FEE_CURRENCY,
      entry_id: entryId,
      results_json: JSON.stringify(results),
      created_at: createdAt,
    })
    .execute();
  return { ok: { stop, availableAfter: availableAfter(feeAccount, 0, fee) } };
}
