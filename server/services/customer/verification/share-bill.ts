// Share-bill (spec: number of participants, cost per person): the share picture after a
// payment shows the bank's own record of it, read here by kind and id, never what a link
// claims. Only the customer's own records, and only those where money moved (a transfer or
// bill payment the bank did not reject, any RMB remittance).
import type { ITSI190035Request } from '../../../../generated/types/api.js';
import { BankError } from '../../../api/errors.js';
import type { AppContext } from '../../../context.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import type { Lang } from '../../../i18n/translate.js';
import { merchantName } from '../../money/bills/directory.js';
import { remittanceRecord } from './remittance.js';
import { ERR } from '../../../../generated/error-codes.js';

export const SHARE_BILL_NOT_FOUND = ERR.TRANSACTION_RECORD_NOT_FOUND;

/** Transfer status 2 rejected, 4 cancelled; bill status 3 rejected, 4 cancelled: nothing to share. */
const NOT_PAID = { transfer: ['2', '4'], bill: ['3', '4'] } as const;

export async function shareBillRecord(ctx: AppContext, customerId: string, request: ITSI190035Request, lang: Lang) {
  const db = ctx.store.db;
  let record: { amount: number; currency: string; counterparty: string; date: string; referenceNo: string } | undefined;
  if (request.kind === 'transfer') {
    const row = await db.selectFrom('transfers').selectAll().where('id', '=', request.id).where('customer_id', '=', customerId).executeTakeFirst();
    if (row && !(NOT_PAID.transfer as readonly string[]).includes(row.status)) {
      record = { amount: toSafeIntegerOrZero(row.amount), currency: row.currency, counterparty: row.payee_name, date: row.created_at, referenceNo: row.reference_no };
    }
  } else if (request.kind === 'bill-payment') {
    const row = await db.selectFrom('bill_payments').selectAll().where('id', '=', request.id).where('customer_id', '=', customerId).executeTakeFirst();
    // Paid: the debit is posted (a forward-dated payment is shared once it has run).
    if (row && row.entry_id !== null && !(NOT_PAID.bill as readonly string[]).includes(row.status)) {
      record = { amount: toSafeIntegerOrZero(row.amount), currency: row.currency, counterparty: merchantName(row.merchant_id)[lang], date: row.created_at, referenceNo: row.reference_no };
    }
  } else {
    record = await remittanceRecord(ctx, customerId, request.id);
  }
  if (!record) throw new BankError(SHARE_BILL_NOT_FOUND);
  return { record: { kind: request.kind, id: request.id, ...record } };
}
