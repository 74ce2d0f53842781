// Settings: ITSI170001 change the online-banking password; ITSI170002 / ITSI170003 the
// forgotten password (identity, then SMS code and the new password).
import { customerOf, type Handler } from '../api/handler.js';
import { changePassword, completePasswordReset, startPasswordReset } from '../services/customer/settings/password.js';
import { limitsOf, setAtmService, setLimit } from '../services/customer/settings/limits.js';
import { changePersonalDetails, personalDetails } from '../services/customer/settings/personal-details.js';

export const passwordChange: Handler<'ITSI170001'> = async (call, payload) =>
  changePassword(call.ctx, {
    customerId: customerOf(call),
    keepTokenHash: call.tokenHash,
    oldPassword: payload.oldPassword,
    newPassword: payload.newPassword,
    ...(call.ip ? { ip: call.ip } : {}),
  });

export const passwordResetStart: Handler<'ITSI170002'> = async (call, payload) =>
  startPasswordReset(call.ctx, { idNumber: payload.idNumber, birthDate: payload.birthDate, lang: call.lang, ...(call.ip ? { ip: call.ip } : {}) });

export const passwordResetComplete: Handler<'ITSI170003'> = async (call, payload) =>
  completePasswordReset(call.ctx, { ...payload, ...(call.ip ? { ip: call.ip } : {}) });

// ITSI170010 the customer's limits; ITSI170011 daily transfer, ITSI170012 daily spending,
// ITSI170013 ATM card withdrawal and overseas use (each confirmed with the Mobile Token).
export const limits: Handler<'ITSI170010'> = async (call) => limitsOf(call.ctx, customerOf(call));

export const transferLimitSet: Handler<'ITSI170011'> = async (call, payload) =>
  setLimit(call.ctx, { customerId: customerOf(call), auth: payload.auth, ...(call.ip ? { ip: call.ip } : {}) }, 'transfer-daily', payload.limit);

export const consumptionLimitSet: Handler<'ITSI170012'> = async (call, payload) =>
  setLimit(call.ctx, { customerId: customerOf(call), auth: payload.auth, ...(call.ip ? { ip: call.ip } : {}) }, 'consumption-daily', payload.limit);

export const atmServiceSet: Handler<'ITSI170013'> = async (call, payload) =>
  setAtmService(
    call.ctx,
    { customerId: customerOf(call), auth: payload.auth, ...(call.ip ? { ip: call.ip } : {}) },
    { dailyLimit: payload.dailyLimit, overseas: payload.overseas, ...(payload.overseasUntil ? { overseasUntil: payload.overseasUntil } : {}) },
  );

// ITSI170020 personal details; ITSI170021 change phone numbers and the address (Mobile Token).
export const details: Handler<'ITSI170020'> = async (call) => personalDetails(call.ctx, customerOf(call), call.lang);

export const detailsChange: Handler<'ITSI170021'> = async (call, payload) =>
  changePersonalDetails(call.ctx, {
    customerId: customerOf(call),
    lang: call.lang,
    change: { address: payload.address, ...(payload.homePhone ? { homePhone: payload.homePhone } : {}), ...(payload.officePhone ? { officePhone: payload.officePhone } : {}) },
    auth: payload.auth,
    ...(call.ip ? { ip: call.ip } : {}),
  });
