// The engine's 'bound-device' authentication: the customer's bound device confirms. When this
// browser holds a passkey it registered for the logged-on customer, the customer confirms
// with fingerprint / Face ID (no code to type); otherwise with the mobile token (activating
// it first when needed). A dismissed passkey sheet cancels the step silently (spec -10302).
// When the remembered passkey cannot be used (the bank no longer lists it, or the browser
// cannot use it) the device forgets it, says so briefly, and the mobile token confirms.
import type { Authenticator } from '../../engine/core';
import { DeviceError } from '../../bridge';
import type { PasskeyBinding } from './passkey-binding';
import { PasskeyUnavailable } from './passkeys';

export interface BoundDeviceDeps {
  /** The logged-on customer's id (session user custId), or null. */
  customerId: () => string | null;
  binding: PasskeyBinding;
  /** Asks the bank for a confirm challenge and the device to answer it with this credential. */
  assertWith: (credentialId: string) => Promise<{ challengeId: string; credential: unknown }>;
  mobileToken: Authenticator;
  /** Shows the short note that the mobile token confirms instead. */
  noteTokenInstead: () => void;
}

export function createBoundDeviceAuthenticator(deps: BoundDeviceDeps): Authenticator {
  return async (request) => {
    const customerId = deps.customerId();
    const credentialId = customerId ? deps.binding.credentialOf(customerId) : null;
    if (!customerId || !credentialId) return deps.mobileToken(request);
    try {
      const { challengeId, credential } = await deps.assertWith(credentialId);
      return { method: 'passkey', challengeId, credential: credential as Record<string, unknown> };
    } catch (error) {
      if (error instanceof DeviceError && error.silent) return null;
      if (!(error instanceof PasskeyUnavailable)) throw error;
      deps.binding.forget(customerId);
      deps.noteTokenInstead();
      return deps.mobileToken(request);
    }
  };
}
