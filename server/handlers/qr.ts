// ITSI310001 read a scanned QR code, ITSI310002 pay it, ITSI310003 collection code.
import type { ITSI310002Request, ITSI310003Request } from '../../generated/types/api.js';
import { customerOf, type Handler } from '../api/handler.js';
import { collectionCode } from '../services/qr/collect.js';
import { payQr } from '../services/qr/pay.js';
import { qrSummary, resolveQr } from '../services/qr/resolve.js';

export const qrRead: Handler = async (call, payload) => {
  customerOf(call);
  return { qr: qrSummary(await resolveQr(call.ctx.store.db, String(payload.payload))) };
};

export const qrPay: Handler = async (call, payload) => payQr(call.ctx, customerOf(call), payload as unknown as ITSI310002Request);

export const qrCollect: Handler = async (call, payload) =>
  collectionCode(call.ctx, customerOf(call), payload as unknown as ITSI310003Request);
