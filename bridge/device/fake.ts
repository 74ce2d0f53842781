// A scripted device for tests of any layer: fixed id, in-memory storage, a clock the
// test moves, and the RFC 6238 test seed, so one-time codes are known in advance.
import { createMemoryStore } from './kv-store';
import { createSoftToken } from './mobile-token';
import type { Device } from './types';

/** Base32 of ASCII '12345678901234567890', the RFC 6238 SHA-1 seed. */
export const FAKE_TOKEN_SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
export const FAKE_DEVICE_ID = '0123456789abcdef0123456789abcdef';
/** 59 s after the epoch: the code there is '287082' (RFC 6238 vector, 6 digits). */
export const FAKE_START_TIME = 59_000;

export interface FakeDeviceOptions {
  deviceId?: string;
  /** Start with the token activated on FAKE_TOKEN_SEED (default true). */
  activated?: boolean;
  seed?: string;
  /** Clock start in ms since the epoch. */
  now?: number;
}

export interface FakeDevice extends Device {
  now(): number;
  setNow(ms: number): void;
  advance(ms: number): void;
}

const TOKEN_KEY = 'fake.mobileToken';

export function createFakeDevice(opts: FakeDeviceOptions = {}): FakeDevice {
  const id = opts.deviceId ?? FAKE_DEVICE_ID;
  let clock = opts.now ?? FAKE_START_TIME;
  const storage = createMemoryStore();
  if (opts.activated !== false) {
    storage.set(TOKEN_KEY, JSON.stringify({ seed: opts.seed ?? FAKE_TOKEN_SEED, deviceId: id }));
  }
  const now = () => clock;
  const token = createSoftToken({ store: storage, key: TOKEN_KEY, deviceId: () => id, now });
  return {
    deviceId: () => id,
    storage,
    token,
    now,
    setNow: (ms) => void (clock = ms),
    advance: (ms) => void (clock += ms),
  };
}
