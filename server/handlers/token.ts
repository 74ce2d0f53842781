// ITSI498006 activate the soft mobile token on this device (with its PIN), ITSI498023 its state.
import { customerOf, type Handler } from '../api/handler.js';
import { translate } from '../i18n/translate.js';
import { recordAuthEvent } from '../services/bank/audit.js';
import { TOTP_SETTINGS } from '../../domain/otp/totp.js';
import { activateDevice, isDeviceActive } from '../services/customer/token/devices.js';
import { assertDeviceIsOwn } from '../services/customer/security/device-binding.js';
import { assertPinFormat, setUpPin, tokenStatusOf } from '../services/customer/security/token-pin.js';
import { notifyBinding, verifyBindingProof, type BindingProof } from '../services/customer/security/binding-proof.js';

/** The transaction code the binding's SMS code is sent for. */
const ACTIVATE = 'ITSI498006';

export const activate: Handler<'ITSI498006'> = async (call, payload) => {
  const customerId = customerOf(call);
  const deviceId = payload.clientDeviceId;
  const pin = payload.pin;
  // Checks that cost the customer nothing come first: another customer's device, a weak PIN.
  await assertDeviceIsOwn(call.ctx, customerId, deviceId, 'token-activation', call.ip);
  assertPinFormat(pin);
  // Proof beyond the session: the SMS code to the registered mobile and the password.
  await verifyBindingProof(call.ctx, customerId, ACTIVATE, payload, call.ip);
  const seed = await activateDevice(call.ctx, customerId, deviceId);
  // The seed leaves the bank only wrapped: the device needs the PIN (checked here) to use it.
  const wrappedSeed = await setUpPin(call.ctx, customerId, deviceId, pin, seed);
  await recordAuthEvent(call.ctx, { event: 'token-activation', outcome: 'success', customerId, subject: deviceId, ip: call.ip });
  await notifyBinding(call.ctx, customerId, 'token', call.lang);
  return {
    returnCode: '1',
    returnMsg: translate('token.activated', call.lang),
    wrappedSeed,
    algorithm: 'TOTP',
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
  };
};

export const tokenState: Handler<'ITSI498023'> = async (call, payload) => {
  const customerId = customerOf(call);
  const deviceId = payload.clientDeviceId;
  // A locked or disabled token reads as not activated for signing.
  const usable = await isDeviceActive(call.ctx, customerId, deviceId);
  const { status } = await tokenStatusOf(call.ctx, deviceId, customerId);
  const activated = usable && status !== 'disabled' && status !== 'inactive';
  return {
    returnCode: '1',
    returnMsg: translate(activated ? 'token.active' : 'token.inactive', call.lang),
    activated,
    status: activated ? status : status === 'disabled' ? 'disabled' : 'inactive',
  };
};
