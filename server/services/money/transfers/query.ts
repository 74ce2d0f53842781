// ITSI300002 / ITSI300003: the customer's own transfer instructions, newest first.
import { hkMonthRange, hkStartOfDay, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { BankError } from '../../../api/errors.js';
import { toTransferRecord, type TransferRecord } from './record.js';
import type { ITSI300002Request } from '../../../../generated/types/api.js';
import { ERR } from '../../../../generated/error-codes.js';

export type RecordFilter = ITSI300002Request;

/** "Over 100,000" means an amount above 100,000.00 in the transfer's currency. */
const OVER_100K_MINOR = 10_000_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function listTransfers(
  ctx: AppContext,
  customerId: string,
  filter: RecordFilter,
): Promise<{ total: number; records: TransferRecord[] }> {
  let query = ctx.store.db.selectFrom('transfers').where('customer_id', '=', customerId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.category && filter.category !== '0') query = query.where('category', '=', filter.category);
  // Dates are Hong Kong calendar days, inclusive at both ends.
  if (filter.startDate) query = query.where('created_at', '>=', isoAt(hkStartOfDay(filter.startDate)));
  if (filter.endDate) query = query.where('created_at', '<', isoAt(hkStartOfDay(filter.endDate) + DAY_MS));
  if (filter.yearMonth) {
    const month = hkMonthRange(filter.yearMonth);
    query = query.where('created_at', '>=', isoAt(month.start)).where('created_at', '<', isoAt(month.end));
  }
  if (filter.over100k) query = query.where('amount', '>', OVER_100K_MINOR);

  const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize)
    .execute();
  return { total: Number(counted?.n ?? 0), records: rows.map(toTransferRecord) };
}

export async function getTransfer(ctx: AppContext, customerId: string, transferId: string): Promise<TransferRecord> {
  // Another customer's transfer is answered exactly like a missing one: no existence leak.
  const row = await ctx.store.db
    .selectFrom('transfers')
    .selectAll()
    .where('id', '=', transferId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) throw new BankError(ERR.TRANSFER_RECORD_NOT_FOUND);
  return toTransferRecord(row);
}
