// The browser as a device. In the bank app the native token keeps its seed in the
// phone's secure element; a browser has nothing better than its own storage, so the
// seed sits in localStorage and the bank binds it to this device id (and accepts each
// code once, locking after repeated wrong codes) to limit what a copied seed is worth.
import { persistentDeviceId } from './device-id';
import { createWebStore } from './kv-store';
import { createSoftToken } from './mobile-token';
import { bankNow } from '../service/bank-time';
import type { Device } from './types';

/** Namespaced so the bank's keys never collide with other code on the origin. */
export const WEB_KEYS = { deviceId: 'xpmbs.deviceId', token: 'xpmbs.mobileToken' } as const;

export interface WebDeviceOptions {
  /** Defaults to window.localStorage. */
  storage?: Storage;
  /** Defaults to the bank's clock (see service/bank-time.ts), which the codes are checked against. */
  now?: () => number;
}

export function createWebDevice(opts: WebDeviceOptions = {}): Device {
  const storage = createWebStore(() => opts.storage ?? globalThis.localStorage);
  const deviceId = persistentDeviceId(storage, WEB_KEYS.deviceId);
  const token = createSoftToken({ store: storage, key: WEB_KEYS.token, deviceId, now: opts.now ?? bankNow });
  return { deviceId, storage, token };
}
