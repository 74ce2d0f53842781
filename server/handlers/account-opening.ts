// ITSI180001 submit an account-opening application, ITSI180002 its status, ITSI180003 activate
// the ATM card mailed on approval. All anonymous: the applicant has no login yet.
import type { Handler } from '../api/handler.js';
import { activateCard, applicationStatus, submitApplication } from '../services/customer/opening/applications.js';

export const openingSubmit: Handler<'ITSI180001'> = (call, payload) => submitApplication(call.ctx, payload, call.ip);
export const openingStatus: Handler<'ITSI180002'> = (call, payload) => applicationStatus(call.ctx, payload, call.ip);
export const openingCardActivate: Handler<'ITSI180003'> = (call, payload) => activateCard(call.ctx, payload, call.ip);
