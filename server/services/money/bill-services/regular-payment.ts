// Regular bill payments: set up (ITSI630003) and modify (ITSI630004) with the mobile token,
// delete (ITSI630005), list (ITSI630001), detail with executions (ITSI630002). New, modified
// and deleted instructions take effect on the next business day. Payments run through the
// due-work job (regular-payment-runs.ts).
import { emailProblem, normalEmail } from '../../../../domain/profile/email.js';
import { formatMoney } from '../../../../domain/format/money.js';
import type { Selectable, Transaction } from 'kysely';
import type { ITSI630003Request, ITSI630004Request, ITSI630005Request } from '../../../../generated/types/api.js';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database, RegularPaymentsTable } from '../../../db/schema.js';
import { newId } from '../../../ids.js';
import { BankError } from '../../../api/errors.js';
import { answeredIn } from '../transactions/idempotency.js';
import type { Outcome } from '../transactions/outcome.js';
import { runInstruction } from '../transactions/run.js';
import { billAccount, changeOnRow, MERCHANT_NOT_FOUND, merchantName, merchants, newReference, type StandingRows } from './common.js';
import { monthOf, nextBusinessDay, nextMonth, runDate } from './schedule.js';
import { ERR } from '../../../../generated/error-codes.js';

/** The terms a set-up and a modification share. */
type Terms = Pick<ITSI630003Request, 'fromAccountId' | 'amount' | 'paymentDay' | 'endOption' | 'endMonth' | 'receipt' | 'receiptName' | 'receiptEmail'>;

/** The columns a modification changes (kept in pending_json until its date). */
export type PendingChange = Pick<
  RegularPaymentsTable,
  'from_account_id' | 'from_account_no' | 'amount' | 'payment_day' | 'end_option' | 'end_month' | 'receipt' | 'receipt_name' | 'receipt_email'
>;

export function toRegularPaymentRecord(row: Selectable<RegularPaymentsTable>) {
  const pending = row.pending_json ? (JSON.parse(row.pending_json) as PendingChange) : null;
  return {
    referenceNo: row.reference_no,
    merchantId: row.merchant_id,
    merchantName: merchantName(row.merchant_id),
    billType: row.bill_type,
    billNo: row.bill_no,
    fromAccountId: row.from_account_id,
    fromAccountNo: row.from_account_no,
    currency: row.currency,
    amount: row.amount,
    paymentDay: row.payment_day,
    startMonth: row.start_month.replace('-', ''),
    endOption: row.end_option,
    endMonth: row.end_month ? row.end_month.replace('-', '') : null,
    receipt: row.receipt,
    receiptName: row.receipt_name,
    receiptEmail: row.receipt_email,
    status: row.status,
    effectiveFrom: row.effective_from,
    pendingFrom: row.pending_from,
    pendingAmount: pending ? pending.amount : null,
    cancelFrom: row.cancel_from,
    createdAt: row.created_at,
  };
}
export type RegularPaymentRecord = ReturnType<typeof toRegularPaymentRecord>;

async function checkTerms(trx: Transaction<Database>, customerId: string, merchantId: string, startMonth: string, terms: Terms) {
  const merchant = merchants().find(merchantId);
  if (!merchant) return { error: MERCHANT_NOT_FOUND };
  const account = await billAccount(trx, customerId, terms.fromAccountId);
  if (!account) return { error: ERR.NO_APPLICABLE_WITHDRAWAL_C_E630000003 };
  const limit = merchants().limitMinor(merchant);
  if (terms.amount > limit) return { error: ERR.PAYMENT_AMOUNT_EXCEEDS_MAXIMUM_HKD_RE_E630000004, params: { max: formatMoney(limit, 'HKD', undefined, { symbol: false }) } };
  if (terms.endOption === '1' && (!terms.endMonth || monthOf(terms.endMonth) <= startMonth)) return { error: ERR.START_MONTH_NOT_BEFORE_MONTH_MUST };
  if (terms.receipt === 'Y' && (!terms.receiptName?.trim() || !terms.receiptEmail)) return { error: ERR.FILL_RECIPIENT_S_NAME_EMAIL_WHEN };
  // The spec's e-mail rule, checked here rather than in the contract so the customer reads the
  // spec's own words ('Please enter the correct email address').
  if (terms.receipt === 'Y' && emailProblem(terms.receiptEmail) !== null) return { error: ERR.CORRECT_EMAIL_ADDRESS_E630000010 };
  const columns: PendingChange = {
    from_account_id: account.id,
    from_account_no: account.account_no,
    amount: terms.amount,
    payment_day: terms.paymentDay,
    end_option: terms.endOption,
    end_month: terms.endOption === '1' ? monthOf(terms.endMonth!) : null,
    receipt: terms.receipt,
    receipt_name: terms.receipt === 'Y' ? terms.receiptName!.trim() : null,
    receipt_email: terms.receipt === 'Y' ? normalEmail(terms.receiptEmail!) : null,
  };
  return { columns };
}

export function createRegularPayment(ctx: AppContext, customerId: string, request: ITSI630003Request) {
  return runInstruction<{ payment: RegularPaymentRecord; firstRunDate: string }>(ctx, {
    customerId,
    request,
    auth: request.auth,
    once: { key: request.idempotencyKey, reusedCode: ERR.INSTRUCTION_ALREADY_SUBMITTED_START_E630000008, earlier: answeredIn('regular_payments', customerId, request.idempotencyKey) },
    secondFactor: 'required',
    act: async (trx, _prepared, { hash, now }): Promise<Outcome<{ payment: RegularPaymentRecord; firstRunDate: string }>> => {
      const today = hkDate(now);
      if (!merchants().billNumberValid(request.merchantId, request.billType, request.billNo)) {
        return { error: merchants().find(request.merchantId) ? ERR.BILL_NUMBER_NOT_CORRECT_FORMAT_RE_E630000002 : MERCHANT_NOT_FOUND };
      }
      const startMonth = monthOf(request.startMonth);
      if (startMonth < today.slice(0, 7)) return { error: ERR.START_MONTH_NOT_BEFORE_MONTH_MUST };
      const checked = await checkTerms(trx, customerId, request.merchantId, startMonth, request);
      if ('error' in checked) return { error: checked.error!, params: checked.params };
      const row: Selectable<RegularPaymentsTable> = {
        id: newId('RP'),
        customer_id: customerId,
        reference_no: newReference('RP', now),
        idempotency_key: request.idempotencyKey,
        request_hash: hash,
        merchant_id: request.merchantId,
        bill_type: request.billType,
        bill_no: request.billNo,
        currency: 'HKD',
        ...checked.columns,
        start_month: startMonth,
        status: '2',
        effective_from: nextBusinessDay(today),
        pending_json: null,
        pending_from: null,
        cancel_from: null,
        created_at: isoAt(now),
        updated_at: isoAt(now),
        response_json: '',
        change_key: null,
        change_hash: null,
        change_json: null,
      };
      const response = { payment: toRegularPaymentRecord(row), firstRunDate: firstRunDate(row) };
      await trx
        .insertInto('regular_payments')
        .values({ ...row, response_json: JSON.stringify(response) })
        .execute();
      return { ok: response };
    },
  });
}

/** The first month's run date on or after the instruction takes effect. */
export function firstRunDate(row: Pick<RegularPaymentsTable, 'start_month' | 'payment_day' | 'effective_from'>): string {
  let month = row.start_month;
  for (let i = 0; i < 24; i += 1) {
    const date = runDate(month, row.payment_day);
    if (date >= row.effective_from) return date;
    month = nextMonth(month);
  }
  return row.effective_from;
}

type Answer = { payment: RegularPaymentRecord };

const PAYMENTS: StandingRows<Selectable<RegularPaymentsTable>, Answer> & { table: 'regular_payments' } = {
  table: 'regular_payments',
  reusedCode: ERR.INSTRUCTION_ALREADY_SUBMITTED_START_E630000008,
  notFound: ERR.REGULAR_PAYMENT_INSTRUCTION_NOT_FOUND,
  find: (trx, customerId, referenceNo) => trx.selectFrom('regular_payments').selectAll().where('customer_id', '=', customerId).where('reference_no', '=', referenceNo).executeTakeFirst(),
  update: (trx, id, columns) => trx.updateTable('regular_payments').set(columns).where('id', '=', id).execute(),
  answer: (row) => ({ payment: toRegularPaymentRecord(row) }),
};

/** Deleted, or being deleted: nothing more may change. */
function refuseEnded(row: Selectable<RegularPaymentsTable>): string | null {
  return row.status === '3' || row.cancel_from ? ERR.REGULAR_PAYMENT_CANCELLED_BEING_CANCELLED_NOT : null;
}

/** A modification waits for the next business day (pending_json), applied by the due-work job. */
export function modifyRegularPayment(ctx: AppContext, customerId: string, request: ITSI630004Request): Promise<Answer> {
  return changeOnRow(ctx, PAYMENTS, customerId, request, {
    auth: request.auth,
    refuse: refuseEnded,
    secondFactor: 'required',
    columns: async (trx, row, now) => {
      const checked = await checkTerms(trx, customerId, row.merchant_id, row.start_month, request);
      if ('error' in checked) return { error: checked.error!, params: checked.params };
      return { ok: { status: '4', pending_json: JSON.stringify(checked.columns), pending_from: nextBusinessDay(hkDate(now)), updated_at: isoAt(now) } };
    },
  });
}

/** A deletion takes effect on the next business day. */
export function deleteRegularPayment(ctx: AppContext, customerId: string, request: ITSI630005Request): Promise<Answer> {
  return changeOnRow(ctx, PAYMENTS, customerId, request, {
    refuse: refuseEnded,
    secondFactor: 'none',
    columns: async (_trx, _row, now) => ({ ok: { status: '4', cancel_from: nextBusinessDay(hkDate(now)), updated_at: isoAt(now) } }),
  });
}

export async function listRegularPayments(ctx: AppContext, customerId: string) {
  const rows = await ctx.store.db
    .selectFrom('regular_payments')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .execute();
  return { payments: rows.map(toRegularPaymentRecord) };
}

export async function getRegularPayment(ctx: AppContext, customerId: string, referenceNo: string) {
  const row = await PAYMENTS.find(ctx.store.db, customerId, referenceNo);
  if (!row) throw new BankError(PAYMENTS.notFound);
  const runs = await ctx.store.db
    .selectFrom('regular_payment_runs')
    .selectAll()
    .where('schedule_id', '=', row.id)
    .orderBy('month', 'desc')
    .execute();
  const toRun = (r: (typeof runs)[number]) => ({
    month: r.month.replace('-', ''),
    runDate: r.run_date,
    referenceNo: r.reference_no,
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    reason: r.reason,
    executedAt: r.executed_at,
  });
  return { payment: toRegularPaymentRecord(row), runs: runs.map(toRun), lastRun: runs[0] ? toRun(runs[0]) : null };
}
