// ITSI310002: pays a scanned FPS QR code. The payload is read and resolved again here; the
// payment itself is a same-bank (money moves at once) or local-bank transfer of the transfer
// service, so idempotency, the mobile token, limits and the ledger are the same as for any
// transfer. A code with an amount is paid exactly that amount. Being a purchase, it also counts
// against the customer's daily spending limit of card and QR payments (settings).
import type { ITSI310002Request } from '../../../../generated/types/api.js';
import type { AppContext } from '../../../context.js';
import { BankError, BAD_REQUEST } from '../../../api/errors.js';
import { createTransfer } from '../transfers/create.js';
import type { TransferAnswer } from '../transfers/send.js';
import { FPS_ERRORS } from '../../customer/fps-registration/errors.js';
import { qrSummary, resolveQr } from './resolve.js';
import { recordSpending, spendingRefusal } from '../../customer/settings/spending.js';

export async function payQr(ctx: AppContext, customerId: string, request: ITSI310002Request): Promise<TransferAnswer & { qr: ReturnType<typeof qrSummary> }> {
  const resolved = await resolveQr(ctx.store.db, request.payload);
  const { qr, payee } = resolved;
  if (qr.amount !== undefined && request.amount !== undefined && request.amount !== qr.amount) throw new BankError(FPS_ERRORS.qrAmountMismatch);
  const amount = qr.amount ?? request.amount;
  if (amount === undefined) throw new BankError(BAD_REQUEST, { fields: 'amount' });
  // A QR payment is a purchase: it counts against the daily spending limit (settings) too.
  const result = await createTransfer(
    ctx,
    customerId,
    { fromAccountId: request.fromAccountId, payee, currency: qr.currency, amount, idempotencyKey: request.idempotencyKey, auth: request.auth, ...(request.verifyTicket ? { verifyTicket: request.verifyTicket } : {}) },
    undefined,
    {
      extraLimit: (trx, now) => spendingRefusal(ctx, trx, customerId, amount, qr.currency, now),
      recorded: (trx, answer, now) => recordSpending(trx, { customerId, source: 'qr', transferId: answer.transfer.transferId, currency: qr.currency, amount, nowMs: now }),
    },
  );
  return { ...result, qr: qrSummary(resolved) };
}
