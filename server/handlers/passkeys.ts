// ITSI510001-510008: passkeys (fingerprint / Face ID on the web) - registration, logon,
// confirmation of an instruction, list and removal.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { customerOf, type Handler } from '../api/handler.js';
import { recordAuthEvent } from '../services/bank/audit.js';
import {
  assertionOptions,
  passkeysOf,
  registerPasskey,
  registrationOptions,
  removePasskey,
  verifyAssertion,
} from '../services/customer/passkeys/passkeys.js';
import { notifyBinding, verifyBindingProof, type BindingProof } from '../services/customer/security/binding-proof.js';
import { createSession } from '../services/customer/sessions.js';
import { toUser } from '../services/customer/users.js';

/** The transaction code the binding's SMS code is sent for. */
const REGISTRATION_OPTIONS = 'ITSI510001';

// Proof beyond the session (SMS code to the registered mobile and the password) before the
// bank issues a registration challenge: only a challenge issued after it can bind a passkey.
export const passkeyRegistrationOptions: Handler<'ITSI510001'> = async (call, payload) => {
  const customerId = customerOf(call);
  await verifyBindingProof(call.ctx, customerId, REGISTRATION_OPTIONS, payload, call.ip);
  return registrationOptions(call.ctx, customerId);
};

// The contract checks the credential's shape; the WebAuthn library names a few of its string
// fields as narrower unions (transports, attachment), which it validates itself.
export const passkeyRegister: Handler<'ITSI510002'> = async (call, payload) => {
  const customerId = customerOf(call);
  const registered = await registerPasskey(call.ctx, customerId, payload.challengeId, payload.credential as RegistrationResponseJSON, call.ip);
  await notifyBinding(call.ctx, customerId, 'passkey', call.lang);
  return registered;
};

export const passkeyLoginOptions: Handler<'ITSI510003'> = (call) => assertionOptions(call.ctx, 'login', null);

export const passkeyLogin: Handler<'ITSI510004'> = async (call, payload) => {
  const { ctx, lang, ip } = call;
  const customerId = await verifyAssertion(ctx, 'login', null, payload.challengeId, payload.credential as AuthenticationResponseJSON, ip);
  const customer = await ctx.store.db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
  const token = await createSession(ctx, customerId);
  await recordAuthEvent(ctx, { event: 'login', outcome: 'success', customerId, subject: customer.login_id, ip, detail: { method: 'passkey' } });
  return { token, user: toUser(customer, lang) };
};

export const passkeyList: Handler<'ITSI510005'> = (call) => passkeysOf(call.ctx, customerOf(call));

export const passkeyConfirmOptions: Handler<'ITSI510006'> = (call) => assertionOptions(call.ctx, 'confirm', customerOf(call));

export const passkeyConfirm: Handler<'ITSI510007'> = async (call, payload) => {
  await verifyAssertion(call.ctx, 'confirm', customerOf(call), payload.challengeId, payload.credential as AuthenticationResponseJSON, call.ip);
  return { confirmed: true };
};

export const passkeyRemove: Handler<'ITSI510008'> = (call, payload) => removePasskey(call.ctx, customerOf(call), payload.credentialId, call.ip);
