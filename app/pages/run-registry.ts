// The engine's dependencies for the browser (the bank client, the authenticators of every
// confirmation method, the strengthened-verification flow, session storage) and the run
// registry built on them. Part of the flow page chunk: created the first time a journey
// opens (app/flow-runs.ts), so the first screen carries neither the interpreter nor the
// authenticators.
import { RunRegistry, type EngineDeps, type Verifier } from '../../engine/core';
import { bankNow } from '../../bridge';
import type { AppServices } from '../services';
import { validatorTables } from '../services';
import { createMobileTokenAuthenticator } from '../auth/mobile-token-authenticator';
import { createSmsOtpAuthenticator } from '../auth/sms-otp-authenticator';
import { createPasswordAuthenticator, createTransactionCodeAuthenticator } from '../security/authenticators';
import { createPasskeyAuthenticator } from '../auth/passkey-authenticator';
import { createWebBoundDeviceAuthenticator } from '../auth/bound-device';
import { createDeviceCertificateAuthenticator } from '../auth/device-certificate-authenticator';
import { takeEarlyAnswer } from '../routing/early-loads';
import { provenanceOf } from '../flows';

export function createRunRegistry(services: AppServices): RunRegistry {
  let verifier: Promise<Verifier> | undefined;
  const { device, client, session, authPrompt, smsPrompt, passwordPrompt, activationPrompt, locale } = services;
  const tokenDeps = { device, client, prompt: authPrompt, activation: activationPrompt };
  const mobileToken = createMobileTokenAuthenticator(tokenDeps);
  // Inside the bank app fingerprint / Face ID confirm through the native token (the host checks
  // the biometrics, then makes the code); passkeys are the browser's stand-in.
  const native = device.kind === 'native';
  const deps: EngineDeps = {
    call: (code, payload, from) => {
      const flow = from && provenanceOf(from.flowId, from.version);
      return takeEarlyAnswer(session.token, code, payload) ?? client.callDynamic(code, payload, flow ? { flow } : undefined);
    },
    formValidators: validatorTables.formValidators,
    requestValidators: validatorTables.requestValidators,
    requestMoney: validatorTables.requestMoney,
    authenticators: {
      none: async () => ({ method: 'none' }),
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
    },
    // Strengthened verification and the verification steps: loaded the first time one is asked.
    verifier: (request) => (verifier ??= import('../verification/browser-verifier').then((m) => m.browserVerifier(services))).then((v) => v(request)),
    locale: () => locale.current,
    user: () => session.user,
    // The bank's today, not the device's: a form's dates (a payment date, a deposit's start)
    // are checked against the bank's clock, and a phone's clock may be wrong.
    now: () => new Date(bankNow()),
    newId: () => crypto.randomUUID(),
    storage: {
      load: (key) => window.sessionStorage.getItem(key),
      save: (key, value) => window.sessionStorage.setItem(key, value),
      remove: (key) => window.sessionStorage.removeItem(key),
      keys: () => Object.keys(window.sessionStorage),
    },
  };
  return new RunRegistry(deps);
}
