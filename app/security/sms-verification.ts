// The SMS fallback of strengthened verification: for a customer without a usable mobile token
// the bank asks for an SMS one-time code (and the password box). The code is sent for the
// multiple-verify transaction code with a fresh transaction id, typed in the SMS sheet (which
// says what it is for), and checked by the bank on ITSI500005 itself.
import { isServiceError, type ServiceClient } from '../../bridge';
import type { SentCode, SmsChallenge, SmsPrompt } from '../auth/sms-prompt';

/** The transaction code the SMS code is sent for: the bank accepts it only there. */
export const VERIFY_SMS_PURPOSE = 'ITSI500005';
/** The bank's "wrong code, n attempts left": the same code may be typed again. */
const SMS_CODE_INCORRECT = 'E320000005';

export interface SmsProof {
  challengeId: string;
  otp: string;
  transactionId: string;
}

export interface SmsCodeHook {
  /** Sends a code (or offers the one kept after a wrong entry) and asks for it; null on cancel. */
  ask(bizType: string): Promise<SmsProof | null>;
  /** The bank's answer to the verification: null on success, else the error it rejected with. */
  settled(error: unknown): void;
}


/** `purpose`: the code the SMS code is sent for (the bank accepts it only there). */
export function createSmsVerification(deps: { client: ServiceClient; prompt: SmsPrompt; newId: () => string; purpose?: string }): SmsCodeHook {
  const purpose = deps.purpose ?? VERIFY_SMS_PURPOSE;
  // The newest code sent (a resend replaces it), and the one still worth offering after a
  // wrong entry: the bank keeps it valid and counts the attempts on it toward the lock.
  let last: SmsChallenge | null = null;
  let kept: SmsChallenge | null = null;
  const send = async (transactionId: string): Promise<SmsChallenge> => {
    const sent = await deps.client.call('ITSI320001', { purpose, transactionId });
    last = { ...sent, reason: 'verify-sms.reason', resend: () => send(transactionId) };
    return last;
  };
  return {
    async ask() {
      const challenge = kept && Date.parse(kept.expiresAt) > Date.now() ? kept : await send(deps.newId());
      kept = null;
      const answer = await deps.prompt.open(challenge);
      if (!answer || !last) return null;
      return { challengeId: answer.challengeId, otp: answer.otp, transactionId: last.transactionId };
    },
    settled(error) {
      kept = isServiceError(error) && error.code === SMS_CODE_INCORRECT ? last : null;
    },
  };
}
