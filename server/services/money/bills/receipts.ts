// e-Receipts: issued when a bill that asked for one is accepted, listed for 13 months
// (spec section 9), then purged by the due-work job.
import type { Transaction } from 'kysely';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { BillPaymentsTable, Database } from '../../../db/schema.js';
import { newId, randomAlnum } from '../../../ids.js';
import { BankError } from '../../../api/errors.js';
import { billTypeName, merchantName } from './directory.js';
import { ERR } from '../../../../generated/error-codes.js';

export const RECEIPT_KEEP_MONTHS = 13;

/** Issues the receipt of an accepted payment that asked for one; a second call does nothing. */
export async function issueReceipt(trx: Transaction<Database>, payment: BillPaymentsTable, now: number): Promise<void> {
  if (payment.need_receipt !== 'Y' || !payment.receipt_name || !payment.receipt_email) return;
  const exists = await trx.selectFrom('e_receipts').select('id').where('payment_id', '=', payment.id).executeTakeFirst();
  if (exists) return;
  await trx
    .insertInto('e_receipts')
    .values({
      id: newId('ER'),
      customer_id: payment.customer_id,
      payment_id: payment.id,
      receipt_no: `ER${hkDate(now).replaceAll('-', '')}${randomAlnum(8)}`,
      receipt_date: hkDate(now),
      receipt_name: payment.receipt_name,
      receipt_email: payment.receipt_email,
      merchant_id: payment.merchant_id,
      bill_type: payment.bill_type,
      bill_no: payment.bill_no,
      payment_date: payment.effective_date,
      from_account_no: payment.from_account_no,
      currency: payment.currency,
      amount: payment.amount,
      merchant_remark: `Ref ${payment.reference_no}`,
      other_info: payment.nickname,
      created_at: isoAt(now),
    })
    .execute();
}

/** The oldest receipt date still kept at `now`: 13 months back, same day of month. */
export function receiptCutoff(now: number): string {
  const [y, m, d] = hkDate(now).split('-').map(Number) as [number, number, number];
  const months = y * 12 + (m - 1) - RECEIPT_KEEP_MONTHS;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

export async function listReceipts(ctx: AppContext, customerId: string) {
  const rows = await ctx.store.db
    .selectFrom('e_receipts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('receipt_date', '>=', receiptCutoff(ctx.clock.now()))
    .orderBy('receipt_date', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return { receipts: rows.map(toReceipt) };
}

export async function getReceipt(ctx: AppContext, customerId: string, receiptId: string) {
  const row = await ctx.store.db
    .selectFrom('e_receipts')
    .selectAll()
    .where('id', '=', receiptId)
    .where('customer_id', '=', customerId)
    .where('receipt_date', '>=', receiptCutoff(ctx.clock.now()))
    .executeTakeFirst();
  if (!row) throw new BankError(ERR.RECORD_NOT_FOUND);
  return { receipt: toReceipt(row) };
}

/** Due work: deletes receipts older than 13 months. */
export async function purgeOldReceipts(ctx: AppContext): Promise<void> {
  await ctx.store.db.deleteFrom('e_receipts').where('receipt_date', '<', receiptCutoff(ctx.clock.now())).execute();
}

function toReceipt(row: { id: string; receipt_no: string; receipt_date: string; receipt_name: string; merchant_id: string; bill_type: string; bill_no: string; payment_date: string; from_account_no: string; currency: string; amount: number; merchant_remark: string | null; other_info: string | null }) {
  return {
    receiptId: row.id,
    receiptNo: row.receipt_no,
    receiptDate: row.receipt_date,
    receiptName: row.receipt_name,
    merchantName: merchantName(row.merchant_id),
    billTypeName: billTypeName(row.merchant_id, row.bill_type),
    billNo: row.bill_no,
    paymentDate: row.payment_date,
    paymentAccountNo: row.from_account_no,
    currency: row.currency,
    amount: row.amount,
    ...(row.merchant_remark ? { merchantRemark: row.merchant_remark } : {}),
    ...(row.other_info ? { otherInfo: row.other_info } : {}),
  };
}
