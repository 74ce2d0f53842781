// The bank app's device (bridge/native/device.ts): every function of spec section 7 goes to the
// host as its method, the answers come back as the device interface says, and every code of the
// section 8 device and SDK catalogues that the host may answer reaches the customer as the spec
// says (-10302 silent, unknown codes 'Error (code)'), in each language.
import { describe, expect, it } from 'vitest';
import {
  DEVICE_SECURITY_CODES,
  DeviceError,
  HOST_CALLBACK,
  NATIVE_CODES,
  SDK_CODES,
  SigningError,
  UI_LOCALES,
  connectNativeHost,
  createNativeDevice,
  deviceCodeMessage,
  type UiLocale,
} from '../../../bridge';

type Message = Record<string, unknown> & { method: string; callbackID: string };
type Answer = { code: number; data?: unknown };

/** A scripted host: `answers[method]` (or a function of the message) answers each call. */
function scriptedHost(answers: Record<string, Answer | ((m: Message) => Answer)>) {
  const globals: Record<string, any> = {};
  const sent: Message[] = [];
  globals.XPMBSBridge = {
    postMessage(text: string) {
      const m = JSON.parse(text) as Message;
      sent.push(m);
      const answer = answers[m.method];
      const result = typeof answer === 'function' ? answer(m) : (answer ?? { code: -5001 });
      queueMicrotask(() => globals[HOST_CALLBACK](m.callbackID, JSON.stringify(result)));
    },
  };
  return { globals, sent, methods: () => sent.map((m) => m.method) };
}

const INFO = { code: 0, data: { deviceID: 'app0123456789abcdef0123456789abcd', supportTouchID: true, supportFaceID: false, functions: ['share', 'ocrIdCard', 'signMessage'] } };

function device(answers: Record<string, Answer | ((m: Message) => Answer)>, locale: UiLocale = 'en', bank: (code: string, payload: object) => Promise<unknown> = async () => ({})) {
  const host = scriptedHost({ getDeviceInfo: INFO, getLoginMethods: { code: 0, data: { loginMethods: ['0'] } }, ...answers });
  const calls: { code: string; payload: object }[] = [];
  const d = createNativeDevice({
    host: connectNativeHost(host.globals, () => locale),
    call: async (code, payload) => {
      calls.push({ code, payload });
      return bank(code, payload);
    },
    locale: () => locale,
    customerId: () => 'CU1',
  });
  return { d, host, calls };
}

describe('the native device', () => {
  it('starts from the host: device info, its id for the header, the token state from the login methods', async () => {
    const { d, host } = device({});
    expect(d.kind).toBe('native');
    await d.ready();
    expect(d.deviceId()).toBe('app0123456789abcdef0123456789abcd');
    expect(d.token.isActivated()).toBe(true);
    expect(d.token.unlockWith!()).toBe('pin');
    await expect(d.info()).resolves.toEqual({ deviceID: 'app0123456789abcdef0123456789abcd', supportTouchID: true, supportFaceID: false });
    expect(host.methods()).toEqual(['getDeviceInfo', 'getLoginMethods']);
  });

  it('activates the token: the host key, the bank seals the seed to it, the host opens it with the PIN', async () => {
    let methods = [] as string[];
    const { d, host, calls } = device(
      {
        getLoginMethods: () => ({ code: 0, data: { loginMethods: methods } }),
        tokenKey: { code: 0, data: { publicKey: 'PUBKEY' } },
        tokenActivate: () => {
          methods = ['0'];
          return { code: 0 };
        },
      },
      'en',
      async () => ({ returnCode: '1', returnMsg: 'ok', sealedSeed: 'S', serverKey: 'K', iv: 'I' }),
    );
    await d.ready();
    expect(d.token.isActivated()).toBe(false);
    const proof = { sms: { challengeId: 'c', otp: '123456', transactionId: 't'.repeat(16) }, password: { password: 'p' } };
    await d.token.activate(async (code, payload) => {
      calls.push({ code, payload });
      return { returnCode: '1', returnMsg: 'ok', sealedSeed: 'S', serverKey: 'K', iv: 'I' };
    }, '246810', proof);
    expect(calls.at(-1)).toEqual({ code: NATIVE_CODES.activate, payload: { clientDeviceId: d.deviceId(), publicKey: 'PUBKEY', ...proof } });
    expect(host.sent.find((m) => m.method === 'tokenActivate')).toMatchObject({ sealedSeed: 'S', serverKey: 'K', iv: 'I', pin: '246810' });
    expect(d.token.isActivated()).toBe(true);
  });

  it('opens the token with fingerprint / Face ID when the login methods have them, else with the PIN, then makes TOTP or OCRA codes', async () => {
    const { d, host } = device({
      getLoginMethods: { code: 0, data: { loginMethods: ['0', '1'] } },
      biometricVerify: { code: 0 },
      verifyPin: { code: 0 },
      generateOtp: (m) => ({ code: 0, data: { otp: m.type === 'OCRA' ? '654321' : '123456' } }),
    });
    await d.ready();
    expect(d.token.unlockWith!()).toBe('biometric');
    await d.token.unlock!(async () => ({}));
    await expect(d.token.generateOtp()).resolves.toBe('123456');
    await d.token.unlock!(async () => ({}), '246810');
    await expect(d.token.generateTransactionCode!('12345678')).resolves.toBe('654321');
    expect(host.sent.filter((m) => m.method !== 'getDeviceInfo' && m.method !== 'getLoginMethods').map((m) => [m.method, m.reason ?? m.pin ?? m.type, m.question])).toEqual([
      ['biometricVerify', 'otp', undefined],
      ['generateOtp', 'TOTP', undefined],
      ['verifyPin', '246810', undefined],
      ['generateOtp', 'OCRA', '12345678'],
    ]);
  });

  it('a token the host disabled (-10103) is cleared there and forgotten by the bank', async () => {
    const { d, host, calls } = device({ verifyPin: { code: -10103 }, clearToken: { code: 0 } });
    await d.ready();
    await expect(d.token.unlock!(async () => ({}), '111111')).rejects.toMatchObject({ message: 'Mobile Token disabled' });
    expect(host.methods()).toContain('clearToken');
    expect(calls).toEqual([{ code: NATIVE_CODES.remove, payload: { clientDeviceId: d.deviceId() } }]);
    expect(d.token.isActivated()).toBe(false);
  });

  it('logs on with fingerprint / Face ID: the bank challenge, the biometric check, the OCRA answer', async () => {
    const { d, host, calls } = device(
      {
        getLoginMethods: { code: 0, data: { loginMethods: ['0', '4'] } },
        biometricVerify: { code: 0 },
        generateOtp: { code: 0, data: { otp: '777777' } },
      },
      'en',
      async (code) => (code === NATIVE_CODES.logonChallenge ? { challengeId: 'DL1', question: '87654321' } : { token: 'T', user: { custId: 'CU1' } }),
    );
    await expect(d.biometricLogon()).resolves.toEqual({ token: 'T', user: { custId: 'CU1' } });
    expect(calls.map((c) => c.code)).toEqual([NATIVE_CODES.logonChallenge, NATIVE_CODES.logon]);
    expect(calls[1]!.payload).toEqual({ clientDeviceId: d.deviceId(), challengeId: 'DL1', otp: '777777' });
    expect(host.sent.find((m) => m.method === 'generateOtp')).toMatchObject({ type: 'OCRA', question: '87654321' });
  });

  it('without a biometric record the log-on stops at once with -10301', async () => {
    const { d, calls } = device({});
    await expect(d.biometricLogon()).rejects.toMatchObject({ code: -10301, message: 'No biometric record' });
    expect(calls).toEqual([]);
  });

  it('signs with the host certificate, and says the client cannot sign when the host lacks it', async () => {
    const { d, host } = device({
      getCertificate: { code: 0, data: { publicKey: 'SPKI', certNo: 'C1' } },
      setCertificate: { code: 0 },
      signMessage: { code: 0, data: { signature: 'SIG' } },
    });
    await d.ready();
    await expect(d.signer.certNo()).resolves.toBe('C1');
    await expect(d.signer.publicKey()).resolves.toBe('SPKI');
    await d.signer.rememberCertNo('C2');
    await expect(d.signer.signHash('HASH')).resolves.toBe('SIG');
    expect(host.sent.find((m) => m.method === 'signMessage')).toMatchObject({ message: 'HASH' });
    expect(host.sent.find((m) => m.method === 'setCertificate')).toMatchObject({ certNo: 'C2' });

    const old = device({ getDeviceInfo: { code: 0, data: { ...INFO.data, functions: [] } } });
    await old.d.ready();
    const error = await old.d.signer.certNo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SigningError);
    expect((error as Error).message).toBe('Client version does not support signing, please update');
    const failing = device({ signMessage: { code: -10402 } });
    await expect(failing.d.signer.signHash('HASH')).rejects.toMatchObject({ message: 'Signature failed' });
  });

  it("shares to WhatsApp, WeChat or LINE with the host's outcome; 'not supported' without the function", async () => {
    const { d, host } = device({ share: (m) => ({ code: 0, data: { status: m.platform === 'line' ? 'not-installed' : 'success' } }) });
    expect(d.shareTargets()).toEqual(['whatsapp', 'wechat', 'line']);
    const image = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await expect(d.share('whatsapp', { title: 'T', text: 'X', image })).resolves.toBe('shared');
    await expect(d.share('line', { title: 'T', text: 'X' })).resolves.toBe('not-installed');
    expect(host.sent.find((m) => m.method === 'share')).toMatchObject({ platform: 'whatsapp', title: 'T', text: 'X', image: 'AQID' });
    const cancelled = device({ share: { code: -10302 } });
    await expect(cancelled.d.share('wechat', { title: 'T', text: 'X' })).resolves.toBe('cancelled');
    const old = device({ getDeviceInfo: { code: 0, data: { ...INFO.data, functions: [] } } });
    await expect(old.d.share('wechat', { title: 'T', text: 'X' })).resolves.toBe('not-supported');
  });

  it('captures an ID card with recognition, or answers null where the host has no capture', async () => {
    const { d } = device({ ocrIdCard: { code: 0, data: { image: 'AQID', fields: { name: 'CHAN TAI MAN', idNumber: 'A123456(3)', bad: 1 } } } });
    const captured = await d.captureIdCard('front');
    expect(captured!.fields).toEqual({ name: 'CHAN TAI MAN', idNumber: 'A123456(3)' });
    expect(captured!.image.type).toBe('image/jpeg');
    expect(captured!.image.size).toBe(3);
    const old = device({ getDeviceInfo: { code: 0, data: { ...INFO.data, functions: [] } } });
    await expect(old.d.captureIdCard('back')).resolves.toBeNull();
  });

  it('tells the host of a session time-out and asks it to close the page', async () => {
    const { d, host } = device({ sessionTimeout: { code: 0 }, closePage: { code: 0 } });
    await d.sessionTimedOut();
    await expect(d.closePage()).resolves.toBe(true);
    expect(host.methods()).toEqual(['sessionTimeout', 'closePage']);
  });
});

describe('every device and SDK code the host may answer', () => {
  // A code a host answers to any device function reaches the customer like this: PIN
  // verification stands for all of them (the same callback path carries every method).
  const codes = [...DEVICE_SECURITY_CODES, ...SDK_CODES, -5002, -10999];
  for (const locale of UI_LOCALES) {
    it.each(codes)(`code %i in ${locale}`, async (code) => {
      const { d } = device({ verifyPin: { code }, clearToken: { code: 0 } }, locale);
      await d.ready();
      const error = await d.token.unlock!(async () => ({}), '123456').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DeviceError);
      const expected = deviceCodeMessage(code, locale);
      expect((error as DeviceError).silent).toBe(expected === null);
      expect((error as DeviceError).message).toBe(expected ?? '');
      if (code === -10999) expect(expected).toBe({ en: 'Error (-10999)', 'zh-TW': '錯誤 (-10999)', 'zh-CN': '错误 (-10999)' }[locale]);
      if (code === -5002) expect(expected).toBe({ en: 'Transaction exception', 'zh-TW': '交易異常', 'zh-CN': '交易异常' }[locale]);
    });
  }

  it('a wrong PIN shows the attempts made and left, a lock the minutes to wait', async () => {
    const { d } = device({ verifyPin: { code: -10101, data: { failed: 1, remaining: 2 } } });
    await expect(d.token.unlock!(async () => ({}), '111111')).rejects.toMatchObject({ message: 'Wrong PIN (1 wrong, 2 attempts left)' });
    const locked = device({ verifyPin: { code: -10102, data: { minutes: 5 } } }, 'zh-TW');
    await expect(locked.d.token.unlock!(async () => ({}), '111111')).rejects.toMatchObject({ message: '密碼已被鎖定，請於 5 分鐘後再試' });
    // Counts that are not small numbers are not shown.
    const odd = device({ verifyPin: { code: -10101, data: { failed: '<b>', remaining: 2 } } });
    await expect(odd.d.token.unlock!(async () => ({}), '111111')).rejects.toMatchObject({ message: 'Wrong PIN' });
  });
});
