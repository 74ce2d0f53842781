// ITSI498006 activate the soft mobile token on this device, ITSI498023 its state.
import { customerOf, type Handler } from '../api/handler.js';
import { translate } from '../i18n/translate.js';
import { TOTP_PARAMS, activateDevice, isDeviceActive } from '../services/token/devices.js';

export const activate: Handler = async (call, payload) => {
  const seed = await activateDevice(call.ctx, customerOf(call), String(payload.clientDeviceId));
  return {
    returnCode: '1',
    returnMsg: translate('token.activated', call.lang),
    seed,
    algorithm: 'TOTP',
    digits: TOTP_PARAMS.digits,
    period: TOTP_PARAMS.period,
  };
};

export const tokenState: Handler = async (call, payload) => {
  // A locked token reads as not activated: the customer has to activate it again.
  const activated = await isDeviceActive(call.ctx, customerOf(call), String(payload.clientDeviceId));
  return {
    returnCode: '1',
    returnMsg: translate(activated ? 'token.active' : 'token.inactive', call.lang),
    activated,
  };
};
