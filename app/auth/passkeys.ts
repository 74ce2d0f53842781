// Fingerprint / Face ID on the web: the device's platform authenticator through WebAuthn.
// The bank issues each challenge (single-use, two minutes) and verifies every answer; this
// file only carries options to the browser and answers back. Log-on and the shared helpers
// are the browser device's (bridge/device/passkeys.ts).
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { DeviceError, isServiceError, type ServiceClient, type UiLocale } from '../../bridge';
import { asContractCredential, asDeviceError, logInWithPasskey, passkeysAvailable, webauthn } from '../../bridge/device/passkeys';
import type { ITSI510001Request } from '../../generated/types/api';

export { logInWithPasskey, passkeysAvailable };

interface Options<T> {
  challengeId: string;
  options: T;
}

/** The bank's options in the WebAuthn library's words: the contract keeps them an open object, the library checks what it reads. */
function asLibraryOptions<T>(answer: { challengeId: string; options: { [k: string]: unknown } }): Options<T> {
  return answer as Options<T>;
}

/**
 * Registers this device's passkey; resolves with its credential id (for the device to
 * remember). The bank issues the registration challenge only with the binding's proof (SMS
 * code to the registered mobile and the password, app/security/binding-proof.ts).
 */
export async function registerPasskey(client: ServiceClient, locale: UiLocale, proof: ITSI510001Request): Promise<string> {
  const { challengeId, options } = asLibraryOptions<PublicKeyCredentialCreationOptionsJSON>(await client.call('ITSI510001', proof));
  let credential;
  try {
    credential = await (await webauthn()).startRegistration({ optionsJSON: options });
  } catch (error) {
    throw asDeviceError(error, locale);
  }
  const registered = await client.call('ITSI510002', { challengeId, credential: asContractCredential(credential) });
  return registered.credentialId;
}

/** A passkey answer for the bank to verify with the instruction it confirms. */
export async function passkeyAssertion(client: ServiceClient, locale: UiLocale) {
  const { challengeId, options } = asLibraryOptions<PublicKeyCredentialRequestOptionsJSON>(await client.call('ITSI510006', {}));
  try {
    return { challengeId, credential: await (await webauthn()).startAuthentication({ optionsJSON: options }) };
  } catch (error) {
    throw asDeviceError(error, locale);
  }
}

export async function passkeyMethods(client: ServiceClient): Promise<{ loginMethods: string[]; passkeys: { credentialId: string }[] }> {
  return client.call('ITSI510005', {}, { loading: false });
}

/** Removes one of the customer's passkeys at the bank. */
export async function removePasskey(client: ServiceClient, credentialId: string): Promise<void> {
  await client.call('ITSI510008', { credentialId });
}

/** The bank's answer when the customer has no passkey (left) there. */
export const NO_PASSKEY_AT_BANK = 'E510000003';

/**
 * The passkey this device remembered cannot be used: the bank no longer lists it
 * ('not-listed'), or the browser cannot use it ('device': no WebAuthn, or an error other
 * than the customer dismissing the sheet).
 */
export class PasskeyUnavailable extends Error {
  override readonly name = 'PasskeyUnavailable';
  constructor(readonly reason: 'not-listed' | 'device') {
    super(`passkey unavailable: ${reason}`);
  }
}

/**
 * The bank's confirm options narrowed to the one credential this device registered, so the
 * browser asks for this device's passkey only (a customer may have several devices).
 */
export function narrowToCredential(options: PublicKeyCredentialRequestOptionsJSON, credentialId: string): PublicKeyCredentialRequestOptionsJSON {
  const listed = (options.allowCredentials ?? []).filter((c) => c.id === credentialId);
  if (listed.length === 0) throw new PasskeyUnavailable('not-listed');
  return { ...options, allowCredentials: listed };
}

/** A passkey answer from the credential this device remembered, for the bank to verify with the instruction. */
export async function boundPasskeyAssertion(client: ServiceClient, locale: UiLocale, credentialId: string) {
  if (!(await webauthn()).browserSupportsWebAuthn()) throw new PasskeyUnavailable('device');
  let answer: Options<PublicKeyCredentialRequestOptionsJSON>;
  try {
    answer = asLibraryOptions<PublicKeyCredentialRequestOptionsJSON>(await client.call('ITSI510006', {}));
  } catch (error) {
    if (isServiceError(error) && error.code === NO_PASSKEY_AT_BANK) throw new PasskeyUnavailable('not-listed');
    throw error;
  }
  const optionsJSON = narrowToCredential(answer.options, credentialId);
  try {
    return { challengeId: answer.challengeId, credential: await (await webauthn()).startAuthentication({ optionsJSON }) };
  } catch (error) {
    const cancelled = asDeviceError(error, locale);
    if (cancelled instanceof DeviceError) throw cancelled;
    throw new PasskeyUnavailable('device');
  }
}
