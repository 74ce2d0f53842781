// ITSI191001-191005: the bank app's native device. Activation of its token (the seed sealed
// to the device's key), fingerprint / Face ID log-on (on/off, challenge, answer) and the
// removal of a token the device disabled. Every code or answer is checked here.
import { customerOf, type Handler } from '../api/handler.js';
import { translate } from '../i18n/translate.js';
import { recordAuthEvent } from '../services/bank/audit.js';
import { TOTP_SETTINGS } from '../../domain/otp/totp.js';
import { activateDevice } from '../services/customer/token/devices.js';
import { assertDeviceIsOwn } from '../services/customer/security/device-binding.js';
import { notifyBinding, verifyBindingProof } from '../services/customer/security/binding-proof.js';
import { importDeviceKey, sealSeed } from '../services/customer/native/sealed-seed.js';
import { markNativeToken, removeNativeToken } from '../services/customer/native/native-token.js';
import { issueLogonChallenge, setBiometricLogon, verifyLogonAnswer } from '../services/customer/native/biometric-logon.js';
import { createSession } from '../services/customer/sessions.js';
import { toUser } from '../services/customer/users.js';

/** Binding the app's token is the same act as binding the browser's: the same SMS purpose. */
const TOKEN_BINDING = 'ITSI498006';

export const nativeTokenActivate: Handler<'ITSI191001'> = async (call, payload) => {
  const customerId = customerOf(call);
  const deviceId = payload.clientDeviceId;
  // Checks that cost the customer nothing come first: another customer's device, a bad key.
  await assertDeviceIsOwn(call.ctx, customerId, deviceId, 'token-activation', call.ip);
  const deviceKey = await importDeviceKey(payload.publicKey);
  await verifyBindingProof(call.ctx, customerId, TOKEN_BINDING, payload, call.ip);
  const seed = await activateDevice(call.ctx, customerId, deviceId);
  await markNativeToken(call.ctx, customerId, deviceId);
  const sealed = await sealSeed(deviceKey, seed, deviceId);
  await recordAuthEvent(call.ctx, { event: 'token-activation', outcome: 'success', customerId, subject: deviceId, ip: call.ip, detail: { native: true } });
  await notifyBinding(call.ctx, customerId, 'token', call.lang);
  return {
    returnCode: '1',
    returnMsg: translate('token.activated', call.lang),
    ...sealed,
    algorithm: 'TOTP',
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
  };
};

export const nativeBiometricSetting: Handler<'ITSI191002'> = async (call, payload) => {
  const customerId = customerOf(call);
  const enabled = await setBiometricLogon(call.ctx, customerId, payload.clientDeviceId, payload.enabled, payload.otp, call.ip);
  // A new way to log on without the password: the customer hears of it at once.
  if (enabled) await notifyBinding(call.ctx, customerId, 'passkey', call.lang);
  return { enabled };
};

export const nativeLogonChallenge: Handler<'ITSI191003'> = (call, payload) => issueLogonChallenge(call.ctx, payload.clientDeviceId, call.ip);

export const nativeLogon: Handler<'ITSI191004'> = async (call, payload) => {
  const { ctx, lang, ip } = call;
  const customerId = await verifyLogonAnswer(ctx, payload.clientDeviceId, payload.challengeId, payload.otp, ip);
  const customer = await ctx.store.db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
  const token = await createSession(ctx, customerId);
  await recordAuthEvent(ctx, { event: 'login', outcome: 'success', customerId, subject: customer.login_id, ip, detail: { method: 'biometric' } });
  return { token, user: toUser(customer, lang) };
};

export const nativeTokenRemove: Handler<'ITSI191005'> = async (call, payload) => ({
  removed: await removeNativeToken(call.ctx, customerOf(call), payload.clientDeviceId, call.ip),
});
