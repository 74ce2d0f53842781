// e-Bill (ITSI6100xx), direct debit authorisation (ITSI6200xx) and regular bill payment
// (ITSI6300xx). Payloads have passed their contracts in schemas/api/; the services check
// the business rules again.
import type { ITSI610002Request, ITSI620003Request, ITSI620004Request, ITSI620005Request, ITSI630003Request, ITSI630004Request, ITSI630005Request } from '../../generated/types/api.js';
import { customerOf, type Handler } from '../api/handler.js';
import { merchants } from '../services/bill-services/common.js';
import { createEbill, listEbills } from '../services/bill-services/ebill.js';
import {
  amendDirectDebit,
  cancelDirectDebit,
  createDirectDebit,
  getDirectDebit,
  listDirectDebits,
} from '../services/bill-services/direct-debit.js';
import {
  createRegularPayment,
  deleteRegularPayment,
  getRegularPayment,
  listRegularPayments,
  modifyRegularPayment,
} from '../services/bill-services/regular-payment.js';

/** ITSI610001: merchants (and their bill types) that take e-bills, direct debits or bills. */
export const billMerchants: Handler = async (call, payload) => {
  const purpose = payload.purpose as 'ebill' | 'directDebit' | 'bill';
  // Categories listed in English only (printing) are offered in English only.
  const shown = new Set(merchants().categories(call.lang).map((c) => c.code));
  const list = merchants()
    .search('')
    .filter((m) => shown.has(m.category) && (purpose === 'bill' || m[purpose]));
  return {
    merchants: list.map((m) => ({ value: m.id, label: m.name, category: m.category })),
    billTypes: list.flatMap((m) => m.billTypes.map((t) => ({ value: t.code, merchantId: m.id, label: t.name, hint: t.billNoHint }))),
  };
};

export const ebillCreate: Handler = async (call, payload) => createEbill(call.ctx, customerOf(call), payload as unknown as ITSI610002Request);
export const ebillList: Handler = async (call) => listEbills(call.ctx, customerOf(call));

export const directDebitList: Handler = async (call, payload) =>
  listDirectDebits(call.ctx, customerOf(call), (payload.status as string | undefined) || undefined);
export const directDebitDetail: Handler = async (call, payload) => getDirectDebit(call.ctx, customerOf(call), String(payload.referenceNo));
export const directDebitCreate: Handler = async (call, payload) =>
  createDirectDebit(call.ctx, customerOf(call), payload as unknown as ITSI620003Request);
export const directDebitAmend: Handler = async (call, payload) =>
  amendDirectDebit(call.ctx, customerOf(call), payload as unknown as ITSI620004Request);
export const directDebitCancel: Handler = async (call, payload) => cancelDirectDebit(call.ctx, customerOf(call), payload as unknown as ITSI620005Request);

export const regularPaymentList: Handler = async (call) => listRegularPayments(call.ctx, customerOf(call));
export const regularPaymentDetail: Handler = async (call, payload) => getRegularPayment(call.ctx, customerOf(call), String(payload.referenceNo));
export const regularPaymentCreate: Handler = async (call, payload) =>
  createRegularPayment(call.ctx, customerOf(call), payload as unknown as ITSI630003Request);
export const regularPaymentModify: Handler = async (call, payload) =>
  modifyRegularPayment(call.ctx, customerOf(call), payload as unknown as ITSI630004Request);
export const regularPaymentDelete: Handler = async (call, payload) => deleteRegularPayment(call.ctx, customerOf(call), payload as unknown as ITSI630005Request);
