// The bank app as a device: every function of spec section 7 goes through the native host
// with the callbackID protocol (host.ts). The host keeps the token's seed, its PIN and the
// biometric record in the phone's secure storage, and the certificate key in its key store;
// the page never sees a seed or a private key. The bank still decides: activation, the
// biometric log-on and every code or signature are checked there. Loaded only in the app
// channel (app/device/native.ts), so the web pages never carry it.
import { DeviceError, USER_CANCELLED } from '../catalogue/device-errors';
import { SigningError } from '../device/signing-error';
import type { UiLocale } from '../i18n/locale';
import { createMemoryStore } from '../device/kv-store';
import type { NativeHost } from './host';
import {
  isBiometricMethod,
  type Device,
  type DeviceInfo,
  type DeviceLogon,
  type DeviceSigner,
  type IdCardCapture,
  type KeyValueStore,
  type MobileToken,
  type ServiceCall,
  type ShareOutcome,
  type ShareTarget,
  type TokenUnlock,
} from '../device/types';

/** The transaction codes the native token and biometric log-on use (schemas/api). */
export const NATIVE_CODES = {
  activate: 'ITSI191001',
  biometricSetting: 'ITSI191002',
  logonChallenge: 'ITSI191003',
  logon: 'ITSI191004',
  remove: 'ITSI191005',
} as const;

/** Token disabled after repeated wrong PINs: the host has cleared it (spec section 4). */
export const TOKEN_DISABLED = -10103;

/** What the host said about itself: its device info and the functions it offers. */
export interface HostInfo extends DeviceInfo {
  functions: string[];
}

export interface NativeDeviceOptions {
  host: NativeHost;
  /** The bank (through the host's httpPost, like every call). */
  call: ServiceCall;
  locale: () => UiLocale;
  /** The logged-on customer, whom the biometric record is for. */
  customerId: () => string | null;
  /** Where the page keeps its own small values (the tab's storage). */
  storage?: KeyValueStore;
}

const SHARE_STATUS: Record<string, ShareOutcome> = {
  success: 'shared',
  cancel: 'cancelled',
  fail: 'failed',
  'not-installed': 'not-installed',
  'not-supported': 'not-supported',
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function bytesOf(base64: string, type: string): Blob {
  return new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type });
}

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function createNativeDevice(opts: NativeDeviceOptions): Device & { hostInfo(): HostInfo | null; setBiometricLogon(enabled: boolean): Promise<string[]> } {
  const { host, call, locale } = opts;
  let info: HostInfo | null = null;
  let methods: string[] = [];
  let starting: Promise<void> | undefined;

  const supports = (fn: string) => info?.functions.includes(fn) ?? false;
  const deviceId = () => info?.deviceID ?? '';

  async function refreshMethods(): Promise<string[]> {
    const answer = (await host.invoke('getLoginMethods', {})) as { loginMethods?: unknown } | null;
    methods = Array.isArray(answer?.loginMethods) ? answer.loginMethods.map(String) : [];
    return methods;
  }

  function ready(): Promise<void> {
    starting ??= (async () => {
      const answer = (await host.invoke('getDeviceInfo', {})) as Partial<HostInfo> | null;
      info = {
        deviceID: text(answer?.deviceID),
        supportTouchID: answer?.supportTouchID === true,
        supportFaceID: answer?.supportFaceID === true,
        functions: Array.isArray(answer?.functions) ? answer.functions.map(String) : [],
      };
      await refreshMethods();
    })();
    return starting;
  }

  const unlockWith = (): TokenUnlock => (methods.some(isBiometricMethod) ? 'biometric' : methods.length > 0 ? 'pin' : 'none');

  /** The host disabled the token (too many wrong PINs): the bank forgets it too, and the customer activates again. */
  async function afterDisabled(error: unknown): Promise<never> {
    if (error instanceof DeviceError && Number(error.code) === TOKEN_DISABLED) {
      methods = [];
      await host.invoke('clearToken', {}).catch(() => undefined);
      if (opts.customerId()) await call(NATIVE_CODES.remove, { clientDeviceId: deviceId() }).catch(() => undefined);
    }
    throw error;
  }

  async function otp(args: Record<string, unknown>): Promise<string> {
    const answer = (await host.invoke('generateOtp', args)) as { otp?: unknown } | null;
    const code = text(answer?.otp);
    if (!/^\d{6}$/.test(code)) throw new DeviceError(-5009, locale());
    return code;
  }

  const token: MobileToken = {
    isActivated: () => methods.length > 0,
    needsPin: () => unlockWith() === 'pin',
    unlockWith,
    async activate(bank, pin, proof) {
      await ready();
      const key = (await host.invoke('tokenKey', {})) as { publicKey?: unknown } | null;
      const data = (await bank(NATIVE_CODES.activate, { clientDeviceId: deviceId(), publicKey: text(key?.publicKey), ...proof })) as Record<string, unknown>;
      if (data?.returnCode !== '1') throw new Error(text(data?.returnMsg) || 'Activation refused');
      await host.invoke('tokenActivate', { sealedSeed: data.sealedSeed, serverKey: data.serverKey, iv: data.iv, pin });
      await refreshMethods();
    },
    async unlock(_bank, pin) {
      try {
        if (pin !== undefined) await host.invoke('verifyPin', { pin });
        else await host.invoke('biometricVerify', { reason: 'otp' });
      } catch (error) {
        await afterDisabled(error);
      }
    },
    generateOtp: () => otp({ type: 'TOTP' }),
    generateTransactionCode: (question) => otp({ type: 'OCRA', question }),
    deactivate() {
      methods = [];
      void host.invoke('clearToken', {}).catch(() => undefined);
    },
    async changePin(_bank, oldPin, newPin) {
      try {
        await host.invoke('changePin', { oldPin, newPin });
      } catch (error) {
        await afterDisabled(error);
      }
    },
  };

  const signer: DeviceSigner = {
    async certNo() {
      if (!supports('signMessage')) throw new SigningError('unsupported', locale());
      const answer = (await host.invoke('getCertificate', {})) as { certNo?: unknown } | null;
      return text(answer?.certNo) || null;
    },
    async publicKey() {
      const answer = (await host.invoke('getCertificate', {})) as { publicKey?: unknown } | null;
      const key = text(answer?.publicKey);
      if (!key) throw new SigningError('cert-fetch', locale());
      return key;
    },
    async rememberCertNo(certNo) {
      await host.invoke('setCertificate', { certNo });
    },
    async signHash(hashBase64) {
      let answer: { signature?: unknown } | null;
      try {
        answer = (await host.invoke('signMessage', { message: hashBase64 })) as { signature?: unknown } | null;
      } catch (cause) {
        if (cause instanceof DeviceError && cause.silent) throw cause;
        throw new SigningError('failed', locale(), { cause });
      }
      const signature = text(answer?.signature);
      if (!signature) throw new SigningError('failed', locale());
      return signature;
    },
    async forget() {
      await host.invoke('deleteCertificate', {});
    },
  };

  return {
    kind: 'native',
    ready,
    deviceId,
    storage: opts.storage ?? createMemoryStore(),
    token,
    hostInfo: () => info,
    async info() {
      await ready();
      return { deviceID: info!.deviceID, supportTouchID: info!.supportTouchID, supportFaceID: info!.supportFaceID };
    },
    async loginMethods() {
      await ready();
      return refreshMethods();
    },
    async biometricLogon(): Promise<DeviceLogon> {
      await ready();
      await refreshMethods();
      if (!methods.some(isBiometricMethod)) throw new DeviceError(-10301, locale());
      const challenge = (await call(NATIVE_CODES.logonChallenge, { clientDeviceId: deviceId() })) as { challengeId: string; question: string };
      await host.invoke('biometricVerify', { reason: 'login' });
      const code = await otp({ type: 'OCRA', question: challenge.question });
      return (await call(NATIVE_CODES.logon, { clientDeviceId: deviceId(), challengeId: challenge.challengeId, otp: code })) as DeviceLogon;
    },
    /** Fingerprint / Face ID on for the token and for log-on (or off); answers the login methods. */
    async setBiometricLogon(enabled) {
      await ready();
      if (enabled) {
        await host.invoke('biometricRegister', { userId: opts.customerId() ?? '' });
        await host.invoke('biometricVerify', { reason: 'register' });
        const code = await otp({ type: 'TOTP' });
        await call(NATIVE_CODES.biometricSetting, { clientDeviceId: deviceId(), enabled: true, otp: code });
      } else {
        await call(NATIVE_CODES.biometricSetting, { clientDeviceId: deviceId(), enabled: false });
        await host.invoke('biometricUnregister', {});
      }
      return refreshMethods();
    },
    signer,
    shareTargets: (): ShareTarget[] => ['whatsapp', 'wechat', 'line'],
    async share(target, content) {
      await ready();
      if (!supports('share')) return 'not-supported';
      try {
        const answer = (await host.invoke('share', {
          platform: target,
          title: content.title,
          text: content.text,
          ...(content.image ? { image: await base64Of(content.image) } : {}),
        })) as { status?: unknown } | null;
        return SHARE_STATUS[text(answer?.status)] ?? 'failed';
      } catch (error) {
        if (error instanceof DeviceError && Number(error.code) === USER_CANCELLED) return 'cancelled';
        throw error;
      }
    },
    async captureIdCard(side): Promise<IdCardCapture | null> {
      await ready();
      if (!supports('ocrIdCard')) return null;
      const answer = (await host.invoke('ocrIdCard', { side })) as { image?: unknown; fields?: unknown } | null;
      const image = text(answer?.image);
      if (!image) throw new DeviceError(-5009, locale());
      const fields = answer?.fields && typeof answer.fields === 'object' ? (answer.fields as Record<string, unknown>) : {};
      return {
        image: bytesOf(image, 'image/jpeg'),
        fields: Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')) as Record<string, string>,
      };
    },
    async sessionTimedOut() {
      await host.invoke('sessionTimeout', {}).catch(() => undefined);
    },
    async closePage() {
      await host.invoke('closePage', {});
      return true;
    },
  };
}
