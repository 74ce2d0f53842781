// Strengthened verification on the web (spec: verification/index with bizType, then
// multiple-verify with theMods). The bank names the modes (ITSI500004); the customer passes
// each - the bound device's transaction confirmation code first, then the password box - and
// the bank answers with a single-use ticket (ITSI500005). The result is the event the waiting
// step continues on: it carries the bizType it was asked for.
import type { ITSI500005Request } from '../../generated/types/api';
import type { Verifier } from '../../engine/core';
import type { Device, ServiceClient } from '../../bridge';
import type { AuthPrompt } from '../auth/auth-prompt';
import type { ActivationPrompt } from './activation-prompt';
import { answerTransactionChallenge } from './authenticators';
import type { SmsCodeHook } from './sms-verification';

export type VerifyMode = ITSI500005Request['theMods'][number];
type BizType = ITSI500005Request['bizType'];

export function createVerifier(deps: {
  device: Device;
  client: ServiceClient;
  tokenPrompt: AuthPrompt;
  passwordPrompt: AuthPrompt;
  activation: ActivationPrompt;
  sms: SmsCodeHook;
}): Verifier {
  return async ({ bizType: flowBizType, flowId, stepId }) => {
    // A flow's verify.bizType is checked against the vocabulary by the flow linter, and the
    // bank refuses any other value.
    const bizType = flowBizType as BizType;
    const index = await deps.client.call('ITSI500004', { bizType });
    // The step asks only when its flow says so: the customer's needOptFlag, or the bank's own
    // pre-check of this transfer (a large amount in a short time), which the index cannot see.
    // So the modes come from the bank, and the verification always runs once asked for.
    const request = { method: 'verify', flowId, stepId, payload: {} };
    const body: ITSI500005Request = { bizType, theMods: index.theMods };
    for (const mode of index.theMods) {
      if (mode === 'token') {
        const answer = await answerTransactionChallenge({ ...deps, prompt: deps.tokenPrompt }, request, 'verify');
        if (!answer) return null;
        body.token = answer;
      } else if (mode === 'password') {
        const password = await deps.passwordPrompt.open(request, { purpose: 'verify' });
        if (!password) return null;
        body.password = { password };
      } else {
        // SMS, the fallback for a customer without a bound device (the bank decides).
        const sms = await deps.sms.ask(bizType);
        if (!sms) return null;
        body.sms = sms;
      }
    }
    const usesSms = body.sms !== undefined;
    try {
      const result = await deps.client.call('ITSI500005', body);
      if (usesSms) deps.sms.settled(null);
      return { bizType: result.bizType, ticket: result.ticket };
    } catch (e) {
      if (usesSms) deps.sms.settled(e);
      throw e;
    }
  };
}
