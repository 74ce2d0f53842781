// The soft mobile token: the bank returns a TOTP seed at activation (ITSI498006), and
// codes are RFC 6238 (SHA-1, 6 digits, 30 s) from that seed - what the bank verifies.
import { Secret, TOTP } from 'otpauth';
import { readJson, writeJson } from './kv-store';
import type { KeyValueStore, MobileToken, ServiceCall } from './types';

export const ACTIVATE_CODE = 'ITSI498006';
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const SEED_PATTERN = /^[A-Z2-7]{32,}$/;

export type MobileTokenErrorReason = 'refused' | 'bad-seed' | 'not-activated';

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
  seed: string;
  /** The seed only works for the id it was bound to; a new id means a new activation. */
  deviceId: string;
}

export interface SoftTokenOptions {
  store: KeyValueStore;
  key: string;
  deviceId: () => string;
  now: () => number;
}

export function createSoftToken({ store, key, deviceId, now }: SoftTokenOptions): MobileToken {
  function stored(): StoredToken | undefined {
    const value = readJson<StoredToken>(store, key);
    const valid = value && typeof value.seed === 'string' && SEED_PATTERN.test(value.seed);
    return valid && value.deviceId === deviceId() ? value : undefined;
  }

  return {
    isActivated: () => stored() !== undefined,

    async activate(call: ServiceCall) {
      const clientDeviceId = deviceId();
      const data = (await call(ACTIVATE_CODE, { clientDeviceId })) as Record<string, unknown> | null | undefined;
      if (data?.returnCode !== '1') {
        const reason = typeof data?.returnMsg === 'string' && data.returnMsg ? data.returnMsg : 'Activation refused';
        throw new MobileTokenError('refused', reason);
      }
      if (typeof data.seed !== 'string' || !SEED_PATTERN.test(data.seed)) {
        throw new MobileTokenError('bad-seed', 'Activation returned no usable seed');
      }
      writeJson(store, key, { seed: data.seed, deviceId: clientDeviceId } satisfies StoredToken);
    },

    async generateOtp() {
      const token = stored();
      if (!token) throw new MobileTokenError('not-activated', 'Your Mobile Token is not activated');
      return TOTP.generate({ secret: Secret.fromBase32(token.seed), ...TOTP_SETTINGS, timestamp: now() });
    },

    deactivate: () => store.remove(key),
  };
}
