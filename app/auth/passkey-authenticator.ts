// The engine's 'passkey' authentication: the customer confirms with fingerprint / Face ID.
// The credential travels as the request's `auth` ({ method, challengeId, credential }); the
// bank verifies it (server/services/customer/passkeys) together with the instruction. A customer who
// cancels the system sheet cancels the step (null), with no message (spec: -10302 silent).
import type { Authenticator, Locale } from '../../engine/core';
import { DeviceError, type ServiceClient } from '../../bridge';
import { passkeyAssertion } from './passkeys';

export function createPasskeyAuthenticator(deps: { client: ServiceClient; locale: () => Locale }): Authenticator {
  return async () => {
    try {
      const { challengeId, credential } = await passkeyAssertion(deps.client, deps.locale());
      return { method: 'passkey', challengeId, credential: credential as unknown as Record<string, unknown> };
    } catch (error) {
      if (error instanceof DeviceError && error.silent) return null;
      throw error;
    }
  };
}
