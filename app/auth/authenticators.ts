// The authenticators of every confirmation method, made for the browser's services. A chunk of
// its own: a journey's first screen does not confirm anything, so they load on demand
// (app/pages/run-registry.ts) and once the first step has painted (app/pages/journey-prefetch.ts),
// not with the flow page.
import type { Authenticator } from '../../engine/core';
import type { AppServices } from '../services';
import type { AuthMethod } from '../pages/run-registry';
import { createMobileTokenAuthenticator } from './mobile-token-authenticator';
import { createSmsOtpAuthenticator } from './sms-otp-authenticator';
import { createPasswordAuthenticator, createTransactionCodeAuthenticator } from '../security/authenticators';
import { createPasskeyAuthenticator } from './passkey-authenticator';
import { createWebBoundDeviceAuthenticator } from './bound-device';
import { createDeviceCertificateAuthenticator } from './device-certificate-authenticator';

export function createAuthenticators(services: AppServices): Record<AuthMethod, Authenticator> {
  const { device, client, session, authPrompt, smsPrompt, passwordPrompt, activationPrompt, locale } = services;
  const tokenDeps = { device, client, prompt: authPrompt, activation: activationPrompt };
  const mobileToken = createMobileTokenAuthenticator(tokenDeps);
  // Inside the bank app fingerprint / Face ID confirm through the native token (the host checks
  // the biometrics, then makes the code); passkeys are the browser's stand-in.
  const native = device.kind === 'native';
  return {
    'mobile-token': mobileToken,
    'transaction-code': createTransactionCodeAuthenticator(tokenDeps),
    password: createPasswordAuthenticator({ prompt: passwordPrompt }),
    'sms-otp': createSmsOtpAuthenticator({ client, prompt: smsPrompt, newId: () => crypto.randomUUID().replace(/-/g, '') }),
    passkey: native ? mobileToken : createPasskeyAuthenticator({ client, locale: () => locale.current }),
    'device-certificate': createDeviceCertificateAuthenticator({ client, device, signer: device.signer, locale: () => locale.current }),
    'bound-device': native
      ? mobileToken
      : createWebBoundDeviceAuthenticator({
          client,
          customerId: () => session.user?.custId ?? null,
          locale: () => locale.current,
          mobileToken,
        }),
  };
}
