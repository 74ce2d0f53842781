// The 'sms-otp' authentication of the engine: the bank sends a 6-digit code to the
// customer's registered mobile for this transaction (purpose = the transaction code the
// submit calls, transaction id = its idempotency key, or a fresh id), the customer types it
// in the SMS sheet, and the bank checks it on the submit itself. Nothing here can stand in
// for the bank's check.
import type { Authenticator } from '../../engine/core';
import type { ServiceClient } from '../../bridge';
import type { SentCode, SmsChallenge, SmsPrompt } from './sms-prompt';


export function createSmsOtpAuthenticator(deps: { client: ServiceClient; prompt: SmsPrompt; newId: () => string }): Authenticator {
  // A code already sent for this transaction is offered again (after a wrong entry the same
  // code stays valid), so retrying never trips the 100-second resend rule.
  const sentFor = new Map<string, SmsChallenge>();
  return async (request) => {
    if (!request.tx) throw new Error('sms-otp needs the transaction code it confirms');
    const purpose = request.tx;
    const transactionId = typeof request.payload.idempotencyKey === 'string' ? request.payload.idempotencyKey : deps.newId();
    const key = `${purpose}:${transactionId}`;
    const send = async (): Promise<SmsChallenge> => {
      const sent = await deps.client.call('ITSI320001', { purpose, transactionId });
      const challenge = { ...sent, resend: send };
      sentFor.set(key, challenge);
      return challenge;
    };
    const known = sentFor.get(key);
    const challenge = known && Date.parse(known.expiresAt) > Date.now() ? known : await send();
    const answer = await deps.prompt.open(challenge);
    if (!answer) return null;
    return { method: 'sms-otp', challengeId: answer.challengeId, otp: answer.otp };
  };
}
