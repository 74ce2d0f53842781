// The 'mobile-token' authentication of the engine on the web: make sure this device holds
// an activated token (activation sets the token PIN and binds the device at the bank), then
// let the customer enter the PIN, generate and confirm a one-time code in the token sheet.
// The bank verifies the PIN and the code; nothing here can stand in for either.
import type { Authenticator } from '../../engine/core';
import type { Device } from '../../bridge';
import type { AuthPrompt } from './auth-prompt';
import type { ActivationPrompt } from '../security/activation-prompt';

/** Resolves true when the token is (now) activated on this device. */
export async function ensureActivated(device: Device, activation: ActivationPrompt): Promise<boolean> {
  if (device.token.isActivated()) return true;
  return activation.ask();
}

export function createMobileTokenAuthenticator(deps: { device: Device; prompt: AuthPrompt; activation: ActivationPrompt }): Authenticator {
  return async (request) => {
    const { device, prompt } = deps;
    if (!(await ensureActivated(device, deps.activation))) return null;
    const code = await prompt.open(request);
    if (!code) return null;
    return { method: 'mobile-token', deviceId: device.deviceId(), otp: code };
  };
}
