// e-Bill (ITSI6100xx), direct debit authorisation (ITSI6200xx) and regular bill payment
// (ITSI6300xx). Payloads have passed their contracts in schemas/api/; the services check
// the business rules again.
import { customerOf, type Handler } from '../api/handler.js';
import { merchants } from '../services/money/bill-services/common.js';
import { createEbill, listEbills } from '../services/money/bill-services/ebill.js';
import {
  amendDirectDebit,
  cancelDirectDebit,
  createDirectDebit,
  getDirectDebit,
  listDirectDebits,
} from '../services/money/bill-services/direct-debit.js';
import {
  createRegularPayment,
  deleteRegularPayment,
  getRegularPayment,
  listRegularPayments,
  modifyRegularPayment,
} from '../services/money/bill-services/regular-payment.js';

/** ITSI610001: merchants (and their bill types) that take e-bills, direct debits or bills. */
export const billMerchants: Handler<'ITSI610001'> = async (call, payload) => {
  const purpose = payload.purpose;
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

export const ebillCreate: Handler<'ITSI610002'> = async (call, payload) => createEbill(call.ctx, customerOf(call), payload);
export const ebillList: Handler<'ITSI610003'> = async (call) => listEbills(call.ctx, customerOf(call));

export const directDebitList: Handler<'ITSI620001'> = async (call, payload) =>
  listDirectDebits(call.ctx, customerOf(call), payload.status || undefined);
export const directDebitDetail: Handler<'ITSI620002'> = async (call, payload) => getDirectDebit(call.ctx, customerOf(call), payload.referenceNo);
export const directDebitCreate: Handler<'ITSI620003'> = async (call, payload) =>
  createDirectDebit(call.ctx, customerOf(call), payload);
export const directDebitAmend: Handler<'ITSI620004'> = async (call, payload) =>
  amendDirectDebit(call.ctx, customerOf(call), payload);
export const directDebitCancel: Handler<'ITSI620005'> = async (call, payload) => cancelDirectDebit(call.ctx, customerOf(call), payload);

export const regularPaymentList: Handler<'ITSI630001'> = async (call) => listRegularPayments(call.ctx, customerOf(call));
export const regularPaymentDetail: Handler<'ITSI630002'> = async (call, payload) => getRegularPayment(call.ctx, customerOf(call), payload.referenceNo);
export const regularPaymentCreate: Handler<'ITSI630003'> = async (call, payload) =>
  createRegularPayment(call.ctx, customerOf(call), payload);
export const regularPaymentModify: Handler<'ITSI630004'> = async (call, payload) =>
  modifyRegularPayment(call.ctx, customerOf(call), payload);
export const regularPaymentDelete: Handler<'ITSI630005'> = async (call, payload) => deleteRegularPayment(call.ctx, customerOf(call), payload);
