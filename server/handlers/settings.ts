// Settings: ITSI170001 change the online-banking password; ITSI170002 / ITSI170003 the
// forgotten password (identity, then SMS code and the new password).
import { customerOf, type Handler } from '../api/handler.js';
import { changePassword, completePasswordReset, startPasswordReset } from '../services/settings/password.js';

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
