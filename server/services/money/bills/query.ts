// ITSI600004 bill transaction records (history and pending instructions) and ITSI600005 detail.
import { merchantName } from './directory.js';
import { hkMonthRange, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { BankError } from '../../../api/errors.js';
import { executeDueBillPayments } from './execute.js';
import { toBillPaymentRecord } from './record.js';
import type { ITSI600004Request } from '../../../../generated/types/api.js';
import { ERR } from '../../../../generated/error-codes.js';

export type BillRecordFilter = ITSI600004Request;

export async function listBillPayments(ctx: AppContext, customerId: string, filter: BillRecordFilter) {
  await executeDueBillPayments(ctx);
  const now = ctx.clock.now();
  let query = ctx.store.db.selectFrom('bill_payments').selectAll().where('customer_id', '=', customerId);
  if (filter.view === 'pending') query = query.where('kind', '=', 'forward').where('status', '=', '0');
  if (filter.status) query = filter.status === '1' ? query.where('status', 'in', ['0', '1']) : query.where('status', '=', filter.status);
  if (filter.merchantId) query = query.where('merchant_id', '=', filter.merchantId);
  if (filter.fromAccountId) query = query.where('from_account_id', '=', filter.fromAccountId);
  // Dates are effective dates (Hong Kong calendar days), inclusive at both ends.
  if (filter.startDate) query = query.where('effective_date', '>=', filter.startDate);
  if (filter.endDate) query = query.where('effective_date', '<=', filter.endDate);
  if (filter.yearMonth) {
    const range = hkMonthRange(filter.yearMonth);
    query = query.where('created_at', '>=', isoAt(range.start)).where('created_at', '<', isoAt(range.end));
  }
  const rows = await query.orderBy('seq', 'desc').limit(100).execute();
  return { records: rows.map((row) => toBillPaymentRecord(row, now)), merchants: await ownMerchants(ctx, customerId) };
}

/** The merchants the customer has paid or saved a bill for, whatever the filter: the records' merchant choices. */
async function ownMerchants(ctx: AppContext, customerId: string) {
  const [paid, saved] = await Promise.all([
    ctx.store.db.selectFrom('bill_payments').select('merchant_id').distinct().where('customer_id', '=', customerId).execute(),
    ctx.store.db.selectFrom('bill_templates').select('merchant_id').distinct().where('customer_id', '=', customerId).execute(),
  ]);
  const ids = [...new Set([...paid, ...saved].map((r) => r.merchant_id))].sort().slice(0, 200);
  return ids.map((merchantId) => ({ merchantId, name: merchantName(merchantId) }));
}

export async function getBillPayment(ctx: AppContext, customerId: string, paymentId: string) {
  await executeDueBillPayments(ctx);
  const row = await ctx.store.db.selectFrom('bill_payments').selectAll().where('id', '=', paymentId).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) throw new BankError(ERR.RECORD_NOT_FOUND);
  return { payment: toBillPaymentRecord(row, ctx.clock.now()) };
}
