// The engine's dependencies for the browser (the bank client, the authenticators of every
// confirmation method, the strengthened-verification flow, session storage) and the run
// registry built on them. Part of the flow page chunk: created the first time a journey
// opens (app/flow-runs.ts), so the log-on page and the home carry neither the interpreter nor
// the authenticators. The authenticators themselves are a chunk of their own
// (app/auth/authenticators.ts), fetched once a journey's first step has painted
// (app/pages/journey-prefetch.ts) or, at the latest, when a step asks for one.
import { RunRegistry, type EngineDeps, type Verifier } from '../../engine/core';
import { bankNow } from '../../bridge';
import type { AppServices } from '../services';
import { validatorTables } from '../services';
import type { Authenticator } from '../../engine/core';
import { loadAuthenticators } from './journey-prefetch';
import { takeEarlyAnswer } from '../routing/early-loads';
import { provenanceOf, requestChecksPending } from '../flows';

/** The methods a step's `auth` may name besides `none` (app/auth/authenticators.ts makes one of each). */
export const AUTH_METHODS = ['mobile-token', 'transaction-code', 'password', 'sms-otp', 'passkey', 'device-certificate', 'bound-device'] as const;

export type AuthMethod = (typeof AUTH_METHODS)[number];

export function createRunRegistry(services: AppServices): RunRegistry {
  let verifier: Promise<Verifier> | undefined;
  const { client, session, locale } = services;
  // Made once, the first time a step asks (its code is usually in by then): a step that asks
  // before it has arrived waits for it, in the run's authenticating state, so it is sent once.
  let made: Promise<Record<AuthMethod, Authenticator>> | undefined;
  const authenticators = () =>
    (made ??= loadAuthenticators().then(
      (m) => m.createAuthenticators(services),
      (error: unknown) => {
        made = undefined;
        throw error;
      },
    ));
  const onDemand = (method: AuthMethod): Authenticator => async (request) => (await authenticators())[method](request);
  const deps: EngineDeps = {
    call: (code, payload, from) => {
      const flow = from && provenanceOf(from.flowId, from.version);
      return takeEarlyAnswer(session.token, code, payload) ?? client.callDynamic(code, payload, flow ? { flow } : undefined);
    },
    formValidators: validatorTables.formValidators,
    requestValidators: validatorTables.requestValidators,
    // The journey's request validators arrive after its first screen (app/flows.ts).
    requestChecksPending,
    requestMoney: validatorTables.requestMoney,
    authenticators: {
      none: async () => ({ method: 'none' }),
      ...(Object.fromEntries(AUTH_METHODS.map((method) => [method, onDemand(method)])) as Record<AuthMethod, Authenticator>),
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
