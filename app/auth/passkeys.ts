// Fingerprint / Face ID on the web: the device's platform authenticator through WebAuthn.
// The bank issues each challenge (single-use, two minutes) and verifies every answer; this
// file only carries options to the browser and answers back.
import {
  browserSupportsWebAuthn,
  platformAuthenticatorIsAvailable,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { DeviceError, USER_CANCELLED, type ServiceClient, type UiLocale } from '../../bridge';
import type { SessionUser } from '../session/session-store';

interface Options<T> {
  challengeId: string;
  options: T;
}

/** Whether this device has a platform authenticator (fingerprint, Face ID, Windows Hello). */
export async function passkeysAvailable(): Promise<boolean> {
  if (!browserSupportsWebAuthn()) return false;
  return platformAuthenticatorIsAvailable().catch(() => false);
}

/** The customer dismissed the system sheet, or it timed out: the silent -10302 of spec 8. */
function asDeviceError(error: unknown, locale: UiLocale): unknown {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return new DeviceError(USER_CANCELLED, locale);
  return error;
}

export async function registerPasskey(client: ServiceClient, locale: UiLocale): Promise<void> {
  const { challengeId, options } = (await client.call('ITSI510001', {})) as Options<PublicKeyCredentialCreationOptionsJSON>;
  let credential;
  try {
    credential = await startRegistration({ optionsJSON: options });
  } catch (error) {
    throw asDeviceError(error, locale);
  }
  await client.call('ITSI510002', { challengeId, credential });
}

export async function logInWithPasskey(client: ServiceClient, locale: UiLocale): Promise<{ token: string; user: SessionUser }> {
  const { challengeId, options } = (await client.call('ITSI510003', {})) as Options<PublicKeyCredentialRequestOptionsJSON>;
  let credential;
  try {
    credential = await startAuthentication({ optionsJSON: options });
  } catch (error) {
    throw asDeviceError(error, locale);
  }
  return (await client.call('ITSI510004', { challengeId, credential })) as { token: string; user: SessionUser };
}

/** A passkey answer for the bank to verify with the instruction it confirms. */
export async function passkeyAssertion(client: ServiceClient, locale: UiLocale) {
  const { challengeId, options } = (await client.call('ITSI510006', {})) as Options<PublicKeyCredentialRequestOptionsJSON>;
  try {
    return { challengeId, credential: await startAuthentication({ optionsJSON: options }) };
  } catch (error) {
    throw asDeviceError(error, locale);
  }
}

export async function passkeyMethods(client: ServiceClient): Promise<{ loginMethods: string[]; passkeys: { credentialId: string }[] }> {
  return (await client.call('ITSI510005', {}, { loading: false })) as { loginMethods: string[]; passkeys: { credentialId: string }[] };
}
