// The bank app's token seed leaves the bank sealed to the device: ECDH P-256 between the
// device's key (made in its key store, only its public half sent) and a one-time key of the
// bank, HKDF-SHA256 over the shared secret, AES-256-GCM with the device id as associated
// data. Only the device holding the private key opens it; the page relaying it cannot.
import { webcrypto } from 'node:crypto';
import { BankError } from '../../../api/errors.js';
import { ERR } from '../../../../generated/error-codes.js';

const subtle = webcrypto.subtle;
const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;
export const SEAL_INFO = 'xpmbs native token seed';
export const DEVICE_KEY_REFUSED = ERR.DEVICE_KEY_NOT_ACCEPTED_UPDATE_APP;

const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

export interface SealedSeed {
  sealedSeed: string;
  serverKey: string;
  iv: string;
}

/** The device's public key, or E191000002 when it is not a P-256 key (checked before any proof is spent). */
export async function importDeviceKey(spkiBase64: string): Promise<CryptoKey> {
  try {
    return await subtle.importKey('spki', Buffer.from(spkiBase64, 'base64'), CURVE, false, []);
  } catch {
    throw new BankError(DEVICE_KEY_REFUSED);
  }
}

/** AES key both sides derive from the ECDH secret (the device id binds it to this device). */
export async function sealKey(privateKey: CryptoKey, publicKey: CryptoKey, deviceId: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const shared = await subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const hkdf = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: new TextEncoder().encode(`${SEAL_INFO} ${deviceId}`) },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

export async function sealSeed(deviceKey: CryptoKey, seed: string, deviceId: string): Promise<SealedSeed> {
  const bank = await subtle.generateKey(CURVE, true, ['deriveBits']);
  const key = await sealKey(bank.privateKey, deviceKey, deviceId, 'encrypt');
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const sealed = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(deviceId) }, key, new TextEncoder().encode(seed));
  return { sealedSeed: b64(sealed), serverKey: b64(await subtle.exportKey('spki', bank.publicKey)), iv: b64(iv) };
}
