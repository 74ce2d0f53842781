// ITSI310001 read a scanned QR code, ITSI310002 pay it, ITSI310003 collection code.
import { customerOf, type Handler } from '../api/handler.js';
import { collectionCode } from '../services/money/qr/collect.js';
import { payQr } from '../services/money/qr/pay.js';
import { qrSummary, resolveQr } from '../services/money/qr/resolve.js';

export const qrRead: Handler<'ITSI310001'> = async (call, payload) => {
  customerOf(call);
  return { qr: qrSummary(await resolveQr(call.ctx.store.db, payload.payload)) };
};

export const qrPay: Handler<'ITSI310002'> = async (call, payload) => payQr(call.ctx, customerOf(call), payload);

export const qrCollect: Handler<'ITSI310003'> = async (call, payload) =>
  collectionCode(call.ctx, customerOf(call), payload);
