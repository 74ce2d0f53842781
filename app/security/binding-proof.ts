// Binding a new mobile token or passkey needs proof beyond the session, as the bank asks: an
// SMS one-time code sent to the registered mobile for the binding's transaction code, then the
// online-banking password. Both use the sheets the app already has (SMS sheet, password box).
import type { ServiceClient } from '../../bridge';
import type { AuthPrompt } from '../auth/auth-prompt';
import type { SentCode, SmsChallenge, SmsPrompt } from '../auth/sms-prompt';

/** The transaction codes that bind: token activation, passkey registration options. */
export type BindingPurpose = 'ITSI498006' | 'ITSI510001';

export interface BindingProof {
  sms: { challengeId: string; otp: string; transactionId: string };
  password: { password: string };
}

export interface BindingProofDeps {
  client: ServiceClient;
  smsPrompt: SmsPrompt;
  passwordPrompt: AuthPrompt;
  newId: () => string;
}

/** Asks for the SMS code and the password; null when the customer cancels either. */
export async function collectBindingProof(deps: BindingProofDeps, purpose: BindingPurpose): Promise<BindingProof | null> {
  const transactionId = deps.newId();
  const send = async (): Promise<SmsChallenge> => {
    const sent = await deps.client.call('ITSI320001', { purpose, transactionId });
    return { ...sent, reason: 'binding.smsReason', resend: send };
  };
  const answer = await deps.smsPrompt.open(await send());
  if (!answer) return null;
  const password = await deps.passwordPrompt.open({ method: 'password', flowId: 'binding', stepId: purpose, payload: {} }, { purpose: 'verify' });
  if (!password) return null;
  return { sms: { challengeId: answer.challengeId, otp: answer.otp, transactionId }, password: { password } };
}

/** A transaction id for the binding's SMS code (the bank wants 16 to 64 letters and digits). */
export function bindingTransactionId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
