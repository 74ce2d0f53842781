// Settings, the customer's contact details: ITSI170022-26 the e-mail address (a code to the new
// address, then the Mobile Token; delete; the sandbox e-mail outbox), ITSI170027-28 the mobile
// number (an SMS code to the new number, then the Mobile Token).
import { customerOf, type Handler } from '../api/handler.js';
import { confirmEmailChange, deleteEmail, emailOf, emailOutbox, startEmailChange } from '../services/customer/settings/email.js';
import { confirmMobileChange, startMobileChange } from '../services/customer/settings/mobile.js';

const ipOf = (ip: string | undefined) => (ip ? { ip } : {});

export const email: Handler<'ITSI170022'> = async (call) => emailOf(call.ctx, customerOf(call));

export const emailChangeStart: Handler<'ITSI170023'> = async (call, payload) =>
  startEmailChange(call.ctx, { customerId: customerOf(call), email: payload.email, lang: call.lang, ...ipOf(call.ip) });

export const emailChangeConfirm: Handler<'ITSI170024'> = async (call, payload) =>
  confirmEmailChange(call.ctx, { customerId: customerOf(call), changeId: payload.changeId, code: payload.code, auth: payload.auth, lang: call.lang, ...ipOf(call.ip) });

export const emailDelete: Handler<'ITSI170025'> = async (call, payload) =>
  deleteEmail(call.ctx, { customerId: customerOf(call), auth: payload.auth, lang: call.lang, ...ipOf(call.ip) });

export const emailOutboxList: Handler<'ITSI170026'> = async (call, payload) => emailOutbox(call.ctx, payload.address || undefined);

export const mobileChangeStart: Handler<'ITSI170027'> = async (call, payload) =>
  startMobileChange(call.ctx, { customerId: customerOf(call), mobile: payload.mobile, lang: call.lang, ...ipOf(call.ip) });

export const mobileChangeConfirm: Handler<'ITSI170028'> = async (call, payload) =>
  confirmMobileChange(call.ctx, { customerId: customerOf(call), changeId: payload.changeId, otp: payload.otp, auth: payload.auth, lang: call.lang, ...ipOf(call.ip) });
