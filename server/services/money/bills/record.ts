// A bill payment row as the front end sees it (ITSI600003-ITSI600007).
import type { Selectable } from 'kysely';
import type { BillPaymentsTable } from '../../../db/schema.js';
import { billTypeName, merchantName } from './directory.js';
import { forwardChangeable } from './rules.js';

export function toBillPaymentRecord(row: Selectable<BillPaymentsTable>, now: number) {
  return {
    paymentId: row.id,
    referenceNo: row.reference_no,
    transactionNo: row.transaction_no,
    merchantId: row.merchant_id,
    merchantName: merchantName(row.merchant_id),
    billType: row.bill_type,
    billTypeName: billTypeName(row.merchant_id, row.bill_type),
    billNo: row.bill_no,
    ...(row.nickname ? { nickname: row.nickname } : {}),
    fromAccountId: row.from_account_id,
    fromAccountNo: row.from_account_no,
    currency: row.currency,
    amount: row.amount,
    kind: row.kind,
    effectiveDate: row.effective_date,
    status: row.status,
    channel: row.channel,
    needReceipt: row.need_receipt as 'Y' | 'N',
    ...(row.receipt_name ? { receiptName: row.receipt_name } : {}),
    ...(row.receipt_email ? { receiptEmail: row.receipt_email } : {}),
    // Only an unexecuted forward-dated instruction can still be amended or deleted.
    changeable: row.kind === 'forward' && row.status === '0' && forwardChangeable(row.effective_date, now),
    ...(row.reject_reason ? { rejectReason: row.reject_reason } : {}),
    createdAt: row.created_at,
  };
}

export type BillPaymentRecord = ReturnType<typeof toBillPaymentRecord>;
