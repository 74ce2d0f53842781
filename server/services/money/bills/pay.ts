// ITSI600003: pay a bill, now or on a later date. One database transaction:
//   1. lock the customer (PostgreSQL) so this customer's instructions run one at a time;
//   2. a known idempotency key returns the first answer (same instruction) or E600000010;
//   3. the mobile-token code is checked (its state is committed even when the bill is refused);
//   4. merchant, bill type and number, account, currency, date, limits and balance;
//   5. pay now: the debit is posted to the ledger at once; forward-dated: the instruction waits
//      for its effective date (execute.ts), when the money moves.
import { formatMoney } from '../../../../domain/format/money.js';
import type { Transaction } from 'kysely';
import type { ITSI600003Request } from '../../../../generated/types/api.js';
import { hkCompactDate, hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { newId, randomAlnum } from '../../../ids.js';
import { keptAnswers } from '../transactions/idempotency.js';
import type { Outcome } from '../transactions/outcome.js';
import { ownAccount, PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import { availableAfter, covers, nextSeq, postDebit } from '../transactions/posting.js';
import { bankAccountId } from '../transactions/bank-accounts.js';
import { runInstruction, type Step } from '../transactions/run.js';
import { MERCHANT_NOT_FOUND, merchants } from './directory.js';
import { issueReceipt } from './receipts.js';
import { toBillPaymentRecord, type BillPaymentRecord } from './record.js';
import { emailProblem } from '../../../../domain/profile/email.js';
import { BILL_CURRENCY, checkPaymentDate, NICKNAME_PATTERN, paymentLimit, RECEIPT_NAME_PATTERN } from './rules.js';
import { saveTemplateRow } from './templates.js';
import { ERR } from '../../../../generated/error-codes.js';

export interface PayBillResponse {
  payment: BillPaymentRecord;
  availableAfter: number;
}

/** The channel code of this front end (spec section 3: E03 personal mobile banking). */
export const BILL_CHANNEL = 'E03';

/** Statuses that count against the preset daily limit: everything not rejected or cancelled. */
const COUNTED = ['0', '1', '2'];

export function payBill(ctx: AppContext, customerId: string, request: ITSI600003Request): Promise<PayBillResponse> {
  return runInstruction<PayBillResponse>(ctx, {
    customerId,
    request,
    auth: request.auth,
    once: keptAnswers(customerId, request.idempotencyKey, ERR.INSTRUCTION_ALREADY_SUBMITTED_DIFFERENT_DETAILS_START_E600000010),
    secondFactor: 'required',
    act: (trx, _prepared, step) => createPayment(ctx, trx, customerId, request, step),
  });
}

async function createPayment(ctx: AppContext, trx: Transaction<Database>, customerId: string, request: ITSI600003Request, step: Step): Promise<Outcome<PayBillResponse>> {
  const { now } = step;
  const merchant = merchants().find(request.merchantId);
  if (!merchant) return { error: MERCHANT_NOT_FOUND };
  if (!merchants().billType(merchant.id, request.billType)) return { error: ERR.SELECT_BILL_TYPE };
  if (!merchants().billNumberValid(merchant.id, request.billType, request.billNo)) return { error: ERR.BILL_NO_NOT_VALID_CORRECT_FORMAT };
  if (request.nickname && !NICKNAME_PATTERN.test(request.nickname)) return { error: ERR.BILL_NICKNAME_UP_20_ENGLISH_LETTERS };
  if (request.needReceipt === 'Y') {
    if (!request.receiptName || !RECEIPT_NAME_PATTERN.test(request.receiptName)) return { error: ERR.FILL_RECIPIENT_S_NAME_NO_SPECIAL };
    if (!request.receiptEmail || emailProblem(request.receiptEmail) !== null) return { error: ERR.CORRECT_EMAIL_ADDRESS_E600000018 };
  }

  // Bill-payment account types (SAV, CA, MTC: rules.ts billAccountType) in HKD.
  const from = await ownAccount(trx, customerId, request.fromAccountId, { types: PAYING_ACCOUNT_TYPES, currencies: [BILL_CURRENCY] });
  if (!from) return { error: ERR.NO_APPLICABLE_ACCOUNT };
  if (request.currency !== BILL_CURRENCY || request.currency !== from.currency) return { error: ERR.BILLS_PAID_HKD_ONLY };

  const date = checkPaymentDate(request.paymentDate, now);
  if (!date.ok) return { error: date.error };

  const preset = ctx.settings.dailyLimits.HKD;
  const limit = paymentLimit(merchant, preset);
  if (request.amount > limit) return { error: ERR.PAYMENT_AMOUNT_EXCEEDS_MAXIMUM_HKD_RE_E600000005, params: { limit: formatMoney(limit, 'HKD', undefined, { symbol: false }) } };
  if (!covers(from, request.amount)) return { error: ERR.PAYMENT_AMOUNT_GREATER_THAN_BALANCE_RE };

  // The preset limit also caps the day's bill payments together (by effective date).
  const sameDay = await trx
    .selectFrom('bill_payments')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('customer_id', '=', customerId)
    .where('effective_date', '=', date.effectiveDate)
    .where('status', 'in', COUNTED)
    .executeTakeFirst();
  if (toSafeIntegerOrZero(sameDay?.total) + request.amount > preset) return { error: ERR.AMOUNT_EXCEEDS_PRESET_DAILY_BILL_PAYMENT };

  if (request.templateId) {
    const template = await trx
      .selectFrom('bill_templates')
      .select('id')
      .where('id', '=', request.templateId)
      .where('customer_id', '=', customerId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!template) return { error: ERR.BILL_NOT_FOUND };
  }

  const createdAt = isoAt(now);
  const referenceNo = `BP${hkCompactDate(now)}${randomAlnum(10)}`;
  let entryId: string | null = null;
  if (date.kind === 'now') {
    entryId = await postDebit(trx, {
      kind: 'bill-payment',
      fromAccountId: from.id,
      counterAccountId: await bankAccountId(trx, 'bills-payable', BILL_CURRENCY, createdAt),
      currency: BILL_CURRENCY,
      amount: request.amount,
      reference: referenceNo,
      createdAt,
    });
  }
  const templateId = request.saveTemplate
    ? await saveTemplateRow(trx, customerId, { merchantId: merchant.id, billType: request.billType, billNo: request.billNo, nickname: request.nickname }, now)
    : (request.templateId ?? null);
  const row = {
    id: newId('BP'),
    customer_id: customerId,
    seq: await nextSeq(trx, 'bill_payments', customerId),
    reference_no: referenceNo,
    transaction_no: `${hkCompactDate(now)}${randomAlnum(8)}`,
    merchant_id: merchant.id,
    bill_type: request.billType,
    bill_no: request.billNo,
    nickname: request.nickname || null,
    from_account_id: from.id,
    from_account_no: from.account_no,
    currency: BILL_CURRENCY,
    amount: request.amount,
    kind: date.kind,
    effective_date: date.effectiveDate,
    // Pay now: accepted when processed today, in progress (debited) until a later business day.
    // Forward-dated: waiting, nothing debited yet.
    status: date.kind === 'forward' ? '0' : date.effectiveDate === hkDate(now) ? '2' : '1',
    channel: BILL_CHANNEL,
    need_receipt: request.needReceipt,
    receipt_name: request.needReceipt === 'Y' ? (request.receiptName ?? null) : null,
    receipt_email: request.needReceipt === 'Y' ? (request.receiptEmail ?? null) : null,
    template_id: templateId,
    entry_id: entryId,
    reject_reason: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
  await trx.insertInto('bill_payments').values(row).execute();
  if (templateId) {
    await trx.updateTable('bill_templates').set({ last_effective_date: row.effective_date }).where('id', '=', templateId).execute();
  }
  if (row.status === '2') await issueReceipt(trx, row, now);
  return {
    ok: {
      payment: toBillPaymentRecord(row, now),
      availableAfter: availableAfter(from, entryId ? request.amount : 0),
    },
  };
}

