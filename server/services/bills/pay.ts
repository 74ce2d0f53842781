// ITSI600003: pay a bill, now or on a later date. One database transaction:
//   1. lock the customer (PostgreSQL) so this customer's instructions run one at a time;
//   2. a known idempotency key returns the first answer (same instruction) or E600000010;
//   3. the mobile-token code is checked (its state is committed even when the bill is refused);
//   4. merchant, bill type and number, account, currency, date, limits and balance;
//   5. pay now: the debit is posted to the ledger at once; forward-dated: the instruction waits
//      for its effective date (execute.ts), when the money moves.
import type { Transaction } from 'kysely';
import { hkCompactDate, hkDate, isoAt } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { forUpdate } from '../../db/lock.js';
import { toSafeIntegerOrZero } from '../../db/numbers.js';
import { newId, randomAlnum } from '../../ids.js';
import { BankError } from '../../api/errors.js';
import { availableBalance, postEntry } from '../ledger.js';
import { billsPayableAccountId } from './payable.js';
import { verifyMobileToken } from '../token/verify.js';
import { transferRequestHash } from '../transfers/request-hash.js';
import { merchants } from './directory.js';
import { previousAnswer, rememberAnswer, type Outcome } from './idempotent.js';
import { issueReceipt } from './receipts.js';
import { toBillPaymentRecord, type BillPaymentRecord } from './record.js';
import { BILL_CURRENCY, billAccountType, checkPaymentDate, EMAIL_PATTERN, NICKNAME_PATTERN, paymentLimit, RECEIPT_NAME_PATTERN } from './rules.js';
import { saveTemplateRow } from './templates.js';

export interface PayBillRequest {
  merchantId: string;
  billType: string;
  billNo: string;
  fromAccountId: string;
  currency: string;
  amount: number;
  paymentDate: string;
  nickname?: string;
  needReceipt: 'Y' | 'N';
  receiptName?: string;
  receiptEmail?: string;
  /** Paid from a saved bill: its last effective date is updated. */
  templateId?: string;
  /** Also save the bill as a template (with the nickname). */
  saveTemplate?: boolean;
  idempotencyKey: string;
  auth: { method: 'mobile-token'; deviceId: string; otp: string };
}

export interface PayBillResponse {
  payment: BillPaymentRecord;
  availableAfter: number;
}

/** The channel code of this front end (spec section 3: E03 personal mobile banking). */
export const BILL_CHANNEL = 'E03';

/** Statuses that count against the preset daily limit: everything not rejected or cancelled. */
const COUNTED = ['0', '1', '2'];

export async function payBill(ctx: AppContext, customerId: string, request: PayBillRequest): Promise<PayBillResponse> {
  const requestHash = transferRequestHash(request as unknown as Record<string, unknown>);
  const outcome = await ctx.store.db.transaction().execute(async (trx): Promise<Outcome<PayBillResponse>> => {
    await forUpdate(trx.selectFrom('customers').select('id').where('id', '=', customerId), ctx.store.dialect).execute();
    const previous = await previousAnswer<PayBillResponse>(trx, customerId, request.idempotencyKey, requestHash);
    if (previous) return previous;
    const tokenError = await verifyMobileToken(ctx, trx, customerId, request.auth.deviceId, request.auth.otp);
    if (tokenError) return { error: tokenError };
    const result = await createPayment(ctx, trx, customerId, request);
    if ('ok' in result) await rememberAnswer(trx, customerId, request.idempotencyKey, requestHash, result.ok, ctx.clock.now());
    return result;
  });
  if ('error' in outcome) throw new BankError(outcome.error, outcome.params);
  return outcome.ok;
}

async function createPayment(ctx: AppContext, trx: Transaction<Database>, customerId: string, request: PayBillRequest): Promise<Outcome<PayBillResponse>> {
  const now = ctx.clock.now();
  const merchant = merchants().find(request.merchantId);
  if (!merchant) return { error: 'E600000001' };
  if (!merchants().billType(merchant.id, request.billType)) return { error: 'E600000002' };
  if (!merchants().billNumberValid(merchant.id, request.billType, request.billNo)) return { error: 'E600000003' };
  if (request.nickname && !NICKNAME_PATTERN.test(request.nickname)) return { error: 'E600000017' };
  if (request.needReceipt === 'Y') {
    if (!request.receiptName || !RECEIPT_NAME_PATTERN.test(request.receiptName)) return { error: 'E600000009' };
    if (!request.receiptEmail || !EMAIL_PATTERN.test(request.receiptEmail)) return { error: 'E600000018' };
  }

  const from = await trx
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', request.fromAccountId)
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'customer')
    .executeTakeFirst();
  if (!from || from.status !== 'active' || !billAccountType(from.account_type, from.currency)) return { error: 'E600000004' };
  if (request.currency !== BILL_CURRENCY || request.currency !== from.currency) return { error: 'E600000016' };

  const date = checkPaymentDate(request.paymentDate, now);
  if (!date.ok) return { error: date.error };

  const preset = ctx.settings.dailyLimits.HKD;
  const limit = paymentLimit(merchant, preset);
  if (request.amount > limit) return { error: 'E600000005', params: { limit: (limit / 100).toLocaleString('en-US') } };
  if (request.amount > availableBalance(from)) return { error: 'E600000006' };

  // The preset limit also caps the day's bill payments together (by effective date).
  const sameDay = await trx
    .selectFrom('bill_payments')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('customer_id', '=', customerId)
    .where('effective_date', '=', date.effectiveDate)
    .where('status', 'in', COUNTED)
    .executeTakeFirst();
  if (toSafeIntegerOrZero(sameDay?.total) + request.amount > preset) return { error: 'E600000014' };

  if (request.templateId) {
    const template = await trx
      .selectFrom('bill_templates')
      .select('id')
      .where('id', '=', request.templateId)
      .where('customer_id', '=', customerId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!template) return { error: 'E600000015' };
  }

  const createdAt = isoAt(now);
  const referenceNo = `BP${hkCompactDate(now)}${randomAlnum(10)}`;
  let entryId: string | null = null;
  if (date.kind === 'now') {
    entryId = await postEntry(trx, {
      kind: 'bill-payment',
      reference: referenceNo,
      createdAt,
      lines: [
        { accountId: from.id, amount: -request.amount },
        { accountId: await billsPayableAccountId(trx, BILL_CURRENCY, now), amount: request.amount },
      ],
    });
  }
  const last = await trx
    .selectFrom('bill_payments')
    .select((eb) => eb.fn.max<number | string | null>('seq').as('seq'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const templateId = request.saveTemplate
    ? await saveTemplateRow(trx, customerId, { merchantId: merchant.id, billType: request.billType, billNo: request.billNo, nickname: request.nickname }, now)
    : (request.templateId ?? null);
  const row = {
    id: newId('BP'),
    customer_id: customerId,
    seq: toSafeIntegerOrZero(last?.seq) + 1,
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
      availableAfter: availableBalance({ balance: from.balance - (entryId ? request.amount : 0) }),
    },
  };
}

