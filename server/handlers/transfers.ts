// ITSI300001 transfer, ITSI300002 records, ITSI300003 detail, ITSI300015 the payee's account
// checked before the customer confirms.
import { BankError, TOO_MANY } from '../api/errors.js';
import { customerOf, type Handler } from '../api/handler.js';
import { OWN_BANK_CODE } from '../config.js';
import { allowLookup } from '../services/money/fps/lookup-limit.js';
import { findPayeeAccount } from '../services/money/transfers/send.js';
import { maskPayeeName } from '../../domain/transfers/fps-proxy.js';
import { createTransfer } from '../services/money/transfers/create.js';
import { getTransfer, listTransfers } from '../services/money/transfers/query.js';
import { settleDueTransfers } from '../services/money/transfers/settle.js';
import { provenanceOf } from '../services/bank/flow-provenance.js';

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

export const payeeAccountCheck: Handler<'ITSI300015'> = async (call, payload) => {
  const { ctx } = call;
  if (payload.bankCode !== OWN_BANK_CODE) return { sameBank: false };
  // Whether an account number exists can be guessed one number at a time: counted with the
  // FPS name look-ups, per customer.
  if (!(await allowLookup(ctx, customerOf(call)))) throw new BankError(TOO_MANY);
  const found = await ctx.store.db.transaction().execute((trx) => findPayeeAccount(trx, payload.accountNo, payload.currency));
  if ('error' in found) throw new BankError(found.error);
  const holder = await ctx.store.db.selectFrom('customers').select('name_en').where('id', '=', found.account.customer_id!).executeTakeFirst();
  return { sameBank: true, ...(holder ? { holderName: maskPayeeName(holder.name_en) } : {}) };
};
