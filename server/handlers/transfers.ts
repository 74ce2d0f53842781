// ITSI300001 transfer, ITSI300002 records, ITSI300003 detail.
import { customerOf, type Handler } from '../api/handler.js';
import { createTransfer } from '../services/transfers/create.js';
import { getTransfer, listTransfers } from '../services/transfers/query.js';
import { settleDueTransfers } from '../services/transfers/settle.js';
import { provenanceOf } from '../services/flow-provenance.js';

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
  const transfer = await getTransfer(call.ctx, customerId, payload.transferId);
  // The technical section (sandbox only): which flow definition sent the instruction.
  if (!call.ctx.settings.production) {
    const row = await call.ctx.store.db.selectFrom('transfers').select('idempotency_key').where('id', '=', transfer.transferId).where('customer_id', '=', customerId).executeTakeFirst();
    const flowDefinition = row && (await provenanceOf(call.ctx, customerId, 'ITSI300001', row.idempotency_key));
    if (flowDefinition) return { transfer: { ...transfer, flowDefinition } };
  }
  return { transfer };
};
