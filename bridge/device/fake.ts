// A scripted device for tests of any layer: fixed id, in-memory storage, a clock the
// test moves, and the RFC 6238 test seed, so one-time codes are known in advance. The other
// device functions answer what the test scripted (`answers`) and record what was asked.
import { createMemoryStore } from './kv-store';
import { createSoftToken } from './mobile-token';
import type { Device, DeviceLogon, DeviceSigner, IdCardCapture, ShareContent, ShareOutcome, ShareTarget } from './types';

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
  /** What the other device functions answer (a function may also throw). */
  answers?: Partial<FakeAnswers>;
}

export interface FakeAnswers {
  biometricLogon: () => Promise<DeviceLogon>;
  share: (target: ShareTarget, content: ShareContent) => Promise<ShareOutcome>;
  captureIdCard: (side: 'front' | 'back') => Promise<IdCardCapture | null>;
  signer: DeviceSigner;
}

/** A signer that signs nothing: tests of signing script their own. */
const NO_SIGNER: DeviceSigner = {
  certNo: async () => null,
  publicKey: async () => {
    throw new Error('no signing key on the fake device');
  },
  rememberCertNo: async () => undefined,
  signHash: async () => {
    throw new Error('no signing key on the fake device');
  },
  forget: async () => undefined,
};

export interface FakeDevice extends Device {
  /** Device functions asked, in order (name and first argument). */
  asked: { name: string; arg?: unknown }[];
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
  const asked: FakeDevice['asked'] = [];
  const a = opts.answers ?? {};
  const note = (name: string, arg?: unknown) => void asked.push({ name, arg });
  return {
    kind: 'browser',
    ready: () => Promise.resolve(),
    deviceId: () => id,
    storage,
    token,
    asked,
    info: async () => ({ deviceID: id, supportTouchID: true, supportFaceID: false }),
    loginMethods: async () => (token.isActivated() ? ['0'] : []),
    biometricLogon: async () => {
      note('biometricLogon');
      if (!a.biometricLogon) throw new Error('no biometric log-on scripted');
      return a.biometricLogon();
    },
    signer: a.signer ?? NO_SIGNER,
    shareTargets: () => ['system'],
    share: async (target, content) => {
      note('share', target);
      return a.share ? a.share(target, content) : 'shared';
    },
    captureIdCard: async (side) => {
      note('captureIdCard', side);
      return a.captureIdCard ? a.captureIdCard(side) : null;
    },
    sessionTimedOut: async () => note('sessionTimedOut'),
    closePage: async () => {
      note('closePage');
      return true;
    },
    now,
    setNow: (ms) => void (clock = ms),
    advance: (ms) => void (clock += ms),
  };
}
