// ITSI310001 read a scanned QR code, ITSI310002 pay it, ITSI310003 collection code.
import { customerOf, type Handler } from '../api/handler.js';
import { collectionCode, type CollectRequest } from '../services/qr/collect.js';
import { payQr, type QrPayRequest } from '../services/qr/pay.js';
import { qrSummary, resolveQr } from '../services/qr/resolve.js';

export const qrRead: Handler = async (call, payload) => {
  customerOf(call);
  return { qr: qrSummary(await resolveQr(call.ctx.store.db, String(payload.payload))) };
};

export const qrPay: Handler = async (call, payload) => payQr(call.ctx, customerOf(call), payload as unknown as QrPayRequest);

export const qrCollect: Handler = async (call, payload) =>
  collectionCode(call.ctx, customerOf(call), payload as unknown as CollectRequest);
