// ITSI300001 transfer, ITSI300002 records, ITSI300003 detail.
import { customerOf, type Handler } from '../api/handler.js';
import { createTransfer } from '../services/transfers/create.js';
import { getTransfer, listTransfers } from '../services/transfers/query.js';
import { settleDueTransfers } from '../services/transfers/settle.js';

export const transfer: Handler<'ITSI300001'> = async (call, payload) =>
  createTransfer(call.ctx, customerOf(call), payload, call.ip);

export const records: Handler<'ITSI300002'> = async (call, payload) => {
  const customerId = customerOf(call);
  await settleDueTransfers(call.ctx, customerId);
  return listTransfers(call.ctx, customerId, payload);
};

export const detail: Handler<'ITSI300003'> = async (call, payload) => {
  const customerId = customerOf(call);
  await settleDueTransfers(call.ctx, customerId);
  return { transfer: await getTransfer(call.ctx, customerId, payload.transferId) };
};
