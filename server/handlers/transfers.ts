// ITSI300001 transfer, ITSI300002 records, ITSI300003 detail.
import type { ITSI300001Request } from '../../generated/types/api.js';
import { customerOf, type Handler } from '../api/handler.js';
import { createTransfer } from '../services/transfers/create.js';
import { getTransfer, listTransfers, type RecordFilter } from '../services/transfers/query.js';
import { settleDueTransfers } from '../services/transfers/settle.js';

export const transfer: Handler = async (call, payload) =>
  createTransfer(call.ctx, customerOf(call), payload as unknown as ITSI300001Request, call.ip);

export const records: Handler = async (call, payload) => {
  const customerId = customerOf(call);
  await settleDueTransfers(call.ctx, customerId);
  return listTransfers(call.ctx, customerId, payload as unknown as RecordFilter);
};

export const detail: Handler = async (call, payload) => {
  const customerId = customerOf(call);
  await settleDueTransfers(call.ctx, customerId);
  return { transfer: await getTransfer(call.ctx, customerId, String(payload.transferId)) };
};
