// Settings, who may act for the customer and how to reach the bank: ITSI170035-38 third-party
// (open API) consents and the sandbox's API stand-in, ITSI170040-42 the phone-banking PIN and
// the sandbox's telephone-service stand-in, ITSI170045 feedback.
import { customerOf, type Handler } from '../api/handler.js';
import { consentOf, consentsOf, revokeConsent, thirdPartyBalances } from '../services/customer/settings/open-api.js';
import { checkPhonePin, phonePinStatus, setPhonePin } from '../services/customer/settings/phone-banking.js';
import { submitFeedback } from '../services/customer/settings/feedback.js';

const ipOf = (ip: string | undefined) => (ip ? { ip } : {});

export const openApiConsents: Handler<'ITSI170035'> = async (call) => consentsOf(call.ctx, customerOf(call));

export const openApiConsent: Handler<'ITSI170036'> = async (call, payload) => consentOf(call.ctx, customerOf(call), payload.consentId);

export const openApiRevoke: Handler<'ITSI170037'> = async (call, payload) => revokeConsent(call.ctx, { customerId: customerOf(call), consentId: payload.consentId, ...ipOf(call.ip) });

export const openApiBalances: Handler<'ITSI170038'> = async (call, payload) => thirdPartyBalances(call.ctx, { ...payload, ...ipOf(call.ip) });

export const phonePin: Handler<'ITSI170040'> = async (call) => phonePinStatus(call.ctx, customerOf(call));

export const phonePinSet: Handler<'ITSI170041'> = async (call, payload) => setPhonePin(call.ctx, { customerId: customerOf(call), pin: payload.pin, auth: payload.auth, ...ipOf(call.ip) });

export const phonePinCheck: Handler<'ITSI170042'> = async (call, payload) => checkPhonePin(call.ctx, { ...payload, ...ipOf(call.ip) });

export const feedback: Handler<'ITSI170045'> = async (call, payload) =>
  submitFeedback(call.ctx, {
    customerId: customerOf(call),
    category: payload.category,
    message: payload.message,
    ...(payload.imageId ? { imageId: payload.imageId } : {}),
    ...ipOf(call.ip),
  });
