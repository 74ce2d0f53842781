// The 'transaction-code' and 'password' authenticators. The transaction confirmation code
// follows the spec's four steps: open the mobile token, choose Transaction Confirmation Code,
// enter the code marked in red (the bank's challenge: the last 8 digits of the registered
// mobile number), confirm with the token PIN. The password box asks the online-banking password.
import type { Authenticator, AuthRequest } from '../../engine/core';
import type { Device, ServiceClient } from '../../bridge';
import type { AuthPrompt } from '../auth/auth-prompt';
import { ensureActivated } from '../auth/mobile-token-authenticator';
import type { ActivationPrompt } from './activation-prompt';

interface Challenge {
  challengeId: string;
  question: string;
}

/** Asks the bank for a challenge and the customer (through the token sheet) for its answer. */
export async function answerTransactionChallenge(
  deps: { device: Device; client: ServiceClient; prompt: AuthPrompt; activation: ActivationPrompt },
  request: AuthRequest,
  purpose: 'confirm' | 'verify' = 'confirm',
): Promise<{ deviceId: string; challengeId: string; otp: string } | null> {
  if (!(await ensureActivated(deps.device, deps.activation))) return null;
  const deviceId = deps.device.deviceId();
  const challenge = await deps.client.call('ITSI500003', { clientDeviceId: deviceId });
  const otp = await deps.prompt.open(request, { challenge: challenge.question, purpose });
  return otp ? { deviceId, challengeId: challenge.challengeId, otp } : null;
}

export function createTransactionCodeAuthenticator(deps: { device: Device; client: ServiceClient; prompt: AuthPrompt; activation: ActivationPrompt }): Authenticator {
  return async (request) => {
    const answer = await answerTransactionChallenge(deps, request);
    return answer ? { method: 'transaction-code', ...answer } : null;
  };
}

export function createPasswordAuthenticator(deps: { prompt: AuthPrompt }): Authenticator {
  return async (request) => {
    const password = await deps.prompt.open(request);
    return password ? { method: 'password', password } : null;
  };
}
