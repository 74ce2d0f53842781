// Fingerprint / Face ID in a browser: the device's platform authenticator through WebAuthn.
// The bank issues each challenge (single-use, two minutes) and verifies every answer; this
// file only carries options to the browser and answers back. The library loads only when a
// passkey is used, not with every page.
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { User } from '../../generated/types/api';
import { DeviceError, USER_CANCELLED } from '../catalogue/device-errors';
import type { UiLocale } from '../i18n/locale';
import type { ServiceClient } from '../service/client';

export const webauthn = () => import('@simplewebauthn/browser');

/** Whether this device has a platform authenticator (fingerprint, Face ID, Windows Hello). */
export async function passkeysAvailable(): Promise<boolean> {
  const { browserSupportsWebAuthn, platformAuthenticatorIsAvailable } = await webauthn();
  if (!browserSupportsWebAuthn()) return false;
  return platformAuthenticatorIsAvailable().catch(() => false);
}

/** The customer dismissed the system sheet, or it timed out: the silent -10302 of spec 8. */
export function asDeviceError(error: unknown, locale: UiLocale): unknown {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return new DeviceError(USER_CANCELLED, locale);
  return error;
}

/** The library's answer as the contract's plain objects (its extension results are an interface). */
export function asContractCredential<T extends { clientExtensionResults: object }>(credential: T) {
  const clientExtensionResults: Record<string, unknown> = { ...credential.clientExtensionResults };
  return { ...credential, clientExtensionResults };
}

/** Log on with a discoverable passkey: the bank's options (ITSI510003), the browser, the bank's check (ITSI510004). */
export async function logInWithPasskey(client: ServiceClient, locale: UiLocale): Promise<{ token: string; user: User }> {
  const answer = await client.call('ITSI510003', {});
  const optionsJSON = answer.options as unknown as PublicKeyCredentialRequestOptionsJSON;
  let credential;
  try {
    credential = await (await webauthn()).startAuthentication({ optionsJSON });
  } catch (error) {
    throw asDeviceError(error, locale);
  }
  return client.call('ITSI510004', { challengeId: answer.challengeId, credential: asContractCredential(credential) });
}
