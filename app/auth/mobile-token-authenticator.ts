// The 'mobile-token' authentication of the engine on the web: make sure this device holds
// an activated token (activation binds it at the bank), then let the customer generate and
// confirm a one-time code in the token sheet. The bank verifies the code; nothing here can
// stand in for it.
import { Dialog } from 'antd-mobile';
import i18next from 'i18next';
import type { Authenticator, Locale } from '../../engine/core';
import type { Device, ServiceClient } from '../../bridge';
import type { AuthPrompt } from './auth-prompt';

export function createMobileTokenAuthenticator(deps: {
  device: Device;
  client: ServiceClient;
  prompt: AuthPrompt;
  locale: () => Locale;
}): Authenticator {
  return async (request) => {
    const { device, client, prompt } = deps;
    if (!device.token.isActivated()) {
      const t = i18next.getFixedT(deps.locale());
      const activate = await Dialog.confirm({
        title: t('token.notActivated'),
        content: t('token.activatePrompt'),
        confirmText: t('token.activate'),
        cancelText: t('token.cancel'),
      });
      if (!activate) return null;
      try {
        await device.token.activate((code, payload) => client.call(code, payload));
      } catch (e) {
        throw Object.assign(new Error(t('token.activationFailed')), { cause: e });
      }
    }
    const code = await prompt.open(request);
    if (!code) return null;
    return { method: 'mobile-token', deviceId: device.deviceId(), otp: code };
  };
}
