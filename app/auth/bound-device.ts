// The web wiring of the 'bound-device' authenticator: this browser's passkey memory, the
// bank's confirm challenge, the mobile token as the other bound device, and a toast for the
// note when the passkey cannot be used.
import { showToast } from '../../widgets/overlays';
import i18next from 'i18next';
import type { Authenticator, Locale } from '../../engine/core';
import type { ServiceClient } from '../../bridge';
import { createBoundDeviceAuthenticator } from './bound-device-authenticator';
import { devicePasskeyBinding } from './passkey-binding';
import { boundPasskeyAssertion } from './passkeys';

export function createWebBoundDeviceAuthenticator(deps: {
  client: ServiceClient;
  customerId: () => string | null;
  locale: () => Locale;
  mobileToken: Authenticator;
}): Authenticator {
  return createBoundDeviceAuthenticator({
    customerId: deps.customerId,
    binding: devicePasskeyBinding(),
    assertWith: (credentialId) => boundPasskeyAssertion(deps.client, deps.locale(), credentialId),
    mobileToken: deps.mobileToken,
    noteTokenInstead: () => {
      showToast({ content: i18next.getFixedT(deps.locale())('boundDevice.tokenInstead') });
    },
  });
}
