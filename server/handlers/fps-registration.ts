// ITSI310010 list, ITSI310011 add, ITSI310012 deregister, ITSI310013 one, ITSI310014 verify.
import { customerOf, type Handler } from '../api/handler.js';
import { translate } from '../i18n/translate.js';
import { accountView } from '../services/money/ledger.js';
import {
  addRegistration,
  deregister,
  getRegistration,
  listRegistrations,
  otherRecords,
  verifyRegistration,
  type AddRequest,
  type VerifyRequest,
} from '../services/customer/fps-registration/registrations.js';

export const fpsList: Handler<'ITSI310010'> = async (call) => {
  const customerId = customerOf(call);
  const registrations = await listRegistrations(call.ctx, customerId);
  // Accounts that can collect FPS payments: savings, current and multi-currency in HKD or CNY.
  const rows = await call.ctx.store.db
    .selectFrom('accounts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'customer')
    .where('status', '=', 'active')
    .where('account_type', 'in', ['01', '02', '03'])
    .where('currency', 'in', ['HKD', 'CNY'])
    .orderBy('account_type')
    .orderBy('sort_order')
    .execute();
  return {
    registrations,
    registered: registrations.some((r) => r.state === '1'),
    accounts: rows.map(accountView),
  };
};

export const fpsAdd: Handler<'ITSI310011'> = async (call, payload) => {
  const customerId = customerOf(call);
  const registration = await addRegistration(call.ctx, customerId, payload);
  return { registration, otherRecordList: await otherRecords(call.ctx, customerId, registration.registrationId) };
};

export const fpsDelete: Handler<'ITSI310012'> = async (call, payload) => ({
  registration: await deregister(call.ctx, customerOf(call), payload.registrationId),
});

export const fpsOne: Handler<'ITSI310013'> = async (call, payload) => ({
  registration: await getRegistration(call.ctx, customerOf(call), payload.registrationId),
});

export const fpsVerify: Handler<'ITSI310014'> = async (call, payload) => {
  const registration = await verifyRegistration(call.ctx, customerOf(call), payload, call.ip);
  return {
    registration,
    ...(registration.failReason ? { failReasonText: translate(registration.failReason, call.lang) } : {}),
  };
};
