// The browser as a device: the stand-ins for what the bank app's native host does. In the
// bank app the native token keeps its seed in the phone's secure element; a browser has
// nothing better than its own storage, so the wrapped seed sits in localStorage and the bank
// binds it to this device id. Fingerprint / Face ID are passkeys, the certificate key is a
// non-extractable WebCrypto key, sharing is the Web Share API. Each heavier part loads the
// first time it is used, so the first screen does not carry it.
import { persistentDeviceId } from './device-id';
import { createWebStore } from './kv-store';
import { createSoftToken } from './mobile-token';
import { bankNow } from '../service/bank-time';
import type { ServiceClient } from '../service/client';
import { DEFAULT_LOCALE, type UiLocale } from '../i18n/locale';
import { later } from './later';
import type { Device, ServiceCall } from './types';

/** Namespaced so the bank's keys never collide with other code on the origin. */
export const WEB_KEYS = { deviceId: 'xpmbs.deviceId', token: 'xpmbs.mobileToken' } as const;
/** The browser token's unlock method: its PIN (the product's code; the spec names 1 and 4, the biometric ones). */
export const PIN_METHOD = '0';

export interface WebDeviceOptions {
  /** Defaults to window.localStorage. */
  storage?: Storage;
  /** Defaults to the bank's clock (see service/bank-time.ts), which the codes are checked against. */
  now?: () => number;
  /** The bank, for the passkey log-on (read when used: the client is made after the device). */
  client?: () => ServiceClient;
  locale?: () => UiLocale;
}

export function createWebDevice(opts: WebDeviceOptions = {}): Device {
  const storage = createWebStore(() => opts.storage ?? globalThis.localStorage);
  const deviceId = persistentDeviceId(storage, WEB_KEYS.deviceId);
  const token = createSoftToken({ store: storage, key: WEB_KEYS.token, deviceId, now: opts.now ?? bankNow });
  const locale = opts.locale ?? (() => DEFAULT_LOCALE);
  const passkeys = () => import('./passkeys');
  return {
    kind: 'browser',
    ready: () => Promise.resolve(),
    deviceId,
    storage,
    token: {
      ...token,
      unlockWith: () => (token.needsPin?.() ? 'pin' : 'none'),
      changePin: async (call: ServiceCall, oldPin: string, newPin: string) => {
        await call('ITSI500002', { clientDeviceId: deviceId(), oldPin, newPin });
      },
    },
    async info() {
      // A browser cannot tell fingerprint from face: a platform authenticator offers both.
      const biometric = await (await passkeys()).passkeysAvailable();
      return { deviceID: deviceId(), supportTouchID: biometric, supportFaceID: biometric };
    },
    loginMethods: async () => (token.isActivated() ? [PIN_METHOD] : []),
    async biometricLogon() {
      if (!opts.client) throw new Error('no bank client');
      return (await passkeys()).logInWithPasskey(opts.client(), locale());
    },
    // The signer's module (and its IndexedDB library) loads on first use.
    signer: later(() => import('./signing-key').then((m) => m.createDeviceSigner(locale))),
    shareTargets: () => ['system'],
    share: async (_target, content) => (await import('./web-share')).webShare(content),
    captureIdCard: () => Promise.resolve(null),
    sessionTimedOut: () => Promise.resolve(),
    async closePage() {
      // A page with history goes back instead; a page a script opened may close itself.
      if (window.history.length > 1) return false;
      window.close();
      return true;
    },
  };
}
