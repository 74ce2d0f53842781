// The soft mobile token. Activation (ITSI498006, with the token PIN) returns the TOTP seed
// wrapped under a key the bank keeps; before each code the customer's PIN is checked by the
// bank (ITSI500001), which releases that key, and the seed is opened for that one code only.
// A copied browser store is useless without the bank's answer to the right PIN, and the bank
// locks after 3 wrong PINs. Codes: RFC 6238 TOTP (SHA-1, 6 digits, 30 s) and the transaction
// confirmation code, RFC 6287 OCRA. A plain stored seed is only ever written by the fake device.
import { TOTP_SETTINGS } from '../../domain/otp/totp';
import { readJson, writeJson } from './kv-store';
import type { KeyValueStore, MobileToken, ServiceCall } from './types';

export { TOTP_SETTINGS };

export const ACTIVATE_CODE = 'ITSI498006';
export const PIN_CODE = 'ITSI500001';
const SEED_PATTERN = /^[A-Z2-7]{32,}$/;
const WRAPPED_PATTERN = /^[A-Za-z0-9+/]{40,}={0,2}$/;
/** Bank codes after which the token's data on this device is cleared: disabled or gone. */
export const TOKEN_GONE_CODES = ['E500000003', 'E500000004'];

export type MobileTokenErrorReason = 'refused' | 'bad-seed' | 'not-activated' | 'pin-required' | 'decryption-failed';

export class MobileTokenError extends Error {
  override readonly name = 'MobileTokenError';

  constructor(
    readonly reason: MobileTokenErrorReason,
    message: string,
  ) {
    super(message);
  }
}

interface StoredToken {
  /** AES-256-GCM (iv || ciphertext || tag, base64) of the base32 seed. */
  wrappedSeed?: string;
  /** Plain seed: the fake device only. */
  seed?: string;
  /** The seed only works for the id it was bound to; a new id means a new activation. */
  deviceId: string;
}

export interface SoftTokenOptions {
  store: KeyValueStore;
  key: string;
  deviceId: () => string;
  now: () => number;
}

function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function unwrap(wrapped: string, unlockKey: string): Promise<string> {
  const raw = base64ToBytes(wrapped);
  const key = await globalThis.crypto.subtle.importKey('raw', base64ToBytes(unlockKey) as BufferSource, 'AES-GCM', false, ['decrypt']);
  const plain = await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv: raw.subarray(0, 12) as BufferSource }, key, raw.subarray(12) as BufferSource);
  return new TextDecoder().decode(plain);
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : undefined;
}

export function createSoftToken({ store, key, deviceId, now }: SoftTokenOptions): MobileToken {
  // The opened seed lives only in memory, for the one code the PIN was entered for.
  let opened: string | null = null;

  function stored(): StoredToken | undefined {
    const value = readJson<StoredToken>(store, key);
    if (!value || value.deviceId !== deviceId()) return undefined;
    if (typeof value.wrappedSeed === 'string' && WRAPPED_PATTERN.test(value.wrappedSeed)) return value;
    if (typeof value.seed === 'string' && SEED_PATTERN.test(value.seed)) return value;
    return undefined;
  }

  function takeSeed(): string {
    const token = stored();
    if (!token) throw new MobileTokenError('not-activated', 'Your Mobile Token is not activated');
    if (token.seed) return token.seed;
    const seed = opened;
    opened = null;
    if (!seed) throw new MobileTokenError('pin-required', 'Enter your Mobile Token PIN first');
    return seed;
  }

  return {
    isActivated: () => stored() !== undefined,

    needsPin: () => stored()?.wrappedSeed !== undefined,

    async activate(call: ServiceCall, pin?: string, proof?: object) {
      const clientDeviceId = deviceId();
      const data = (await call(ACTIVATE_CODE, { clientDeviceId, pin, ...proof })) as Record<string, unknown> | null | undefined;
      if (data?.returnCode !== '1') {
        const reason = typeof data?.returnMsg === 'string' && data.returnMsg ? data.returnMsg : 'Activation refused';
        throw new MobileTokenError('refused', reason);
      }
      if (typeof data.wrappedSeed === 'string' && WRAPPED_PATTERN.test(data.wrappedSeed)) {
        opened = null;
        writeJson(store, key, { wrappedSeed: data.wrappedSeed, deviceId: clientDeviceId } satisfies StoredToken);
        return;
      }
      throw new MobileTokenError('bad-seed', 'Activation returned no usable seed');
    },

    async unlock(call: ServiceCall, pin: string) {
      const token = stored();
      if (!token?.wrappedSeed) throw new MobileTokenError('not-activated', 'Your Mobile Token is not activated');
      let data: Record<string, unknown>;
      try {
        data = (await call(PIN_CODE, { clientDeviceId: deviceId(), pin })) as Record<string, unknown>;
      } catch (error) {
        // Disabled after repeated wrong PINs (or unknown to the bank): its data goes from this device.
        if (TOKEN_GONE_CODES.includes(codeOf(error) ?? '')) store.remove(key);
        throw error;
      }
      try {
        opened = await unwrap(token.wrappedSeed, String(data.unlockKey));
      } catch {
        throw new MobileTokenError('decryption-failed', 'Mobile Token decryption failed (-10402)');
      }
    },

    async generateOtp() {
      // The one-time-password library loads when a code is made, not with every page.
      const { Secret, TOTP } = await import('otpauth');
      return TOTP.generate({ secret: Secret.fromBase32(takeSeed()), ...TOTP_SETTINGS, timestamp: now() });
    },

    async generateTransactionCode(question: string) {
      // Likewise the OCRA code, made only when a transaction is signed.
      const { TRANSACTION_CODE_SUITE, base32ToBytes, ocraResponse } = await import('../../domain/otp/ocra');
      return ocraResponse(TRANSACTION_CODE_SUITE, base32ToBytes(takeSeed()), { question, timestamp: now() });
    },

    deactivate: () => {
      opened = null;
      store.remove(key);
    },
  };
}
