// ITSI320001 send an SMS one-time code; ITSI320010 the sandbox outbox (sandbox only: the
// route answers it as unknown in production, see sandboxOnly in its contract).
import { customerOf, type Handler } from '../api/handler.js';
import { outboxMessages, sendSmsCode } from '../services/customer/sms/challenges.js';
import { recipientOf } from '../services/customer/sms/recipients.js';

export const smsSend: Handler<'ITSI320001'> = async (call, payload) => {
  const to = await recipientOf(call.ctx, customerOf(call), payload.purpose);
  return sendSmsCode(call.ctx, {
    customerId: customerOf(call),
    purpose: payload.purpose,
    transactionId: payload.transactionId,
    lang: call.lang,
    ...(call.ip ? { ip: call.ip } : {}),
    ...(to ? { to } : {}),
  });
};

export const smsOutbox: Handler<'ITSI320010'> = async (call, payload) => ({
  messages: await outboxMessages(call.ctx, typeof payload.mobile === 'string' && payload.mobile ? payload.mobile : undefined),
});
