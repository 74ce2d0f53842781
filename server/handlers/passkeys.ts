// ITSI510001-510008: passkeys (fingerprint / Face ID on the web) - registration, logon,
// confirmation of an instruction, list and removal.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { customerOf, type Handler } from '../api/handler.js';
import { recordAuthEvent } from '../services/audit.js';
import {
  assertionOptions,
  passkeysOf,
  registerPasskey,
  registrationOptions,
  removePasskey,
  verifyAssertion,
} from '../services/passkeys/passkeys.js';
import { createSession } from '../services/sessions.js';
import { toUser } from '../services/users.js';

export const passkeyRegistrationOptions: Handler = (call) => registrationOptions(call.ctx, customerOf(call));

export const passkeyRegister: Handler = (call, payload) =>
  registerPasskey(call.ctx, customerOf(call), String(payload.challengeId), payload.credential as RegistrationResponseJSON, call.ip);

export const passkeyLoginOptions: Handler = (call) => assertionOptions(call.ctx, 'login', null);

export const passkeyLogin: Handler = async (call, payload) => {
  const { ctx, lang, ip } = call;
  const customerId = await verifyAssertion(ctx, 'login', null, String(payload.challengeId), payload.credential as AuthenticationResponseJSON, ip);
  const customer = await ctx.store.db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
  const token = await createSession(ctx, customerId);
  await recordAuthEvent(ctx, { event: 'login', outcome: 'success', customerId, subject: customer.login_id, ip, detail: { method: 'passkey' } });
  return { token, user: toUser(customer, lang) };
};

export const passkeyList: Handler = (call) => passkeysOf(call.ctx, customerOf(call));

export const passkeyConfirmOptions: Handler = (call) => assertionOptions(call.ctx, 'confirm', customerOf(call));

export const passkeyConfirm: Handler = async (call, payload) => {
  await verifyAssertion(call.ctx, 'confirm', customerOf(call), String(payload.challengeId), payload.credential as AuthenticationResponseJSON, call.ip);
  return { confirmed: true };
};

export const passkeyRemove: Handler = (call, payload) => removePasskey(call.ctx, customerOf(call), String(payload.credentialId), call.ip);
