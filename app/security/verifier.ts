// The browser's verifier (spec: verification/index with bizType, multiple-verify with theMods):
// the handlers that ask the customer for each mode - the bound device's transaction
// confirmation code, the password box, the SMS sheet, the transaction (float) password box, the
// face scan page - handed to the hub (app/verification/hub.ts), which runs them in the bank's or
// the caller's order and returns the event the waiting step continues on.
import type { Verifier, VerifyRequest } from '../../engine/core';
import type { Device, ServiceClient } from '../../bridge';
import type { AuthPrompt } from '../auth/auth-prompt';
import type { ActivationPrompt } from './activation-prompt';
import { answerTransactionChallenge } from './authenticators';
import type { SmsCodeHook } from './sms-verification';
import { createHubVerifier, type SmsPurpose, type VerificationHandlers } from '../verification/hub';
import type { ModeProofs } from '../verification/mode-runner';

export type { Mode as VerifyMode } from '../verification/mode-runner';

export interface VerifierDeps {
  device: Device;
  client: ServiceClient;
  tokenPrompt: AuthPrompt;
  passwordPrompt: AuthPrompt;
  activation: ActivationPrompt;
  /** The SMS code of a business type's verification (sent for ITSI500005). */
  sms: SmsCodeHook;
  /** The SMS code of a caller's modes (sent for ITSI190030); without it SMS is not offered there. */
  modeSms?: SmsCodeHook;
  /** The face scan (a page of its own); without it the face mode is not available. */
  face?: (request: VerifyRequest) => Promise<ModeProofs['face'] | null>;
  /** The message when a mode is not available here. */
  unavailable?: (mode: string) => string;
}

export function createVerifier(deps: VerifierDeps): Verifier {
  const handlers = (request: VerifyRequest, purpose: SmsPurpose): VerificationHandlers => {
    const sheet = { method: 'verify', flowId: request.flowId, stepId: request.stepId, payload: {} };
    const sms = purpose === 'ITSI500005' ? deps.sms : deps.modeSms;
    return {
      token: () => answerTransactionChallenge({ ...deps, prompt: deps.tokenPrompt }, sheet, 'verify'),
      password: async () => {
        const password = await deps.passwordPrompt.open(sheet, { purpose: 'verify' });
        return password ? { password } : null;
      },
      float: async () => {
        const password = await deps.passwordPrompt.open(sheet, { purpose: 'float' });
        return password ? { password } : null;
      },
      ...(sms ? { sms: () => sms.ask(request.bizType ?? 'modes'), settled: (error: unknown) => sms.settled(error) } : {}),
      ...(deps.face ? { face: () => deps.face!(request) } : {}),
    };
  };
  return createHubVerifier({ client: deps.client, handlers, unavailable: deps.unavailable ?? ((mode) => `Verification by ${mode} is not available here.`) });
}
