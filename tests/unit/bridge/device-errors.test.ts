// Spec section 8 device security and SDK catalogues: every code, every language.
import { describe, expect, it } from 'vitest';
import {
  DEVICE_SECURITY_CODES,
  DeviceError,
  SDK_CODES,
  UI_LOCALES,
  biometricUnsupportedMessage,
  deviceCodeMessage,
  deviceErrorMessage,
  sdkErrorMessage,
  signingMessage,
} from '../../../bridge';

const EXPECTED_EN: Record<number, string | null> = {
  [-10002]: 'Session timed out',
  [-10005]: 'Session invalid',
  [-10101]: 'Wrong PIN',
  [-10102]: 'PIN locked',
  [-10103]: 'Mobile Token disabled',
  [-10104]: 'PIN not initialised',
  [-10106]: 'PIN already initialised',
  [-10201]: 'Biometrics already registered',
  [-10301]: 'No biometric record',
  [-10302]: null,
  [-10303]: 'Biometric verification failed',
  [-10308]: 'Biometrics in use',
  [-10309]: 'User ID mismatch',
  [-10311]: 'Biometric data not initialised',
  [-10312]: 'Platform fingerprint error',
  [-10314]: 'Device biometrics changed',
  [-10315]: 'Biometrics locked',
  [-10401]: 'One-time password incorrect',
  [-10402]: 'Token decryption failed',
};

describe('device security catalogue', () => {
  it('lists exactly the codes of the spec', () => {
    expect([...DEVICE_SECURITY_CODES].sort()).toEqual(Object.keys(EXPECTED_EN).map(Number).sort());
  });

  for (const [code, en] of Object.entries(EXPECTED_EN)) {
    it(`code ${code}`, () => {
      expect(deviceErrorMessage(Number(code), 'en')).toBe(en);
      for (const locale of UI_LOCALES) {
        const text = deviceErrorMessage(code, locale);
        if (en === null) expect(text).toBeNull();
        else expect(text?.trim()).toBeTruthy();
      }
      if (en !== null) expect(deviceErrorMessage(code, 'zh-TW')).not.toBe(deviceErrorMessage(code, 'en'));
    });
  }

  it("answers 'Error (code)' for an unknown code in each language", () => {
    expect(deviceErrorMessage(-10999, 'en')).toBe('Error (-10999)');
    expect(deviceErrorMessage(-10999, 'zh-TW')).toBe('錯誤 (-10999)');
    expect(deviceErrorMessage('-1', 'zh-CN')).toBe('错误 (-1)');
  });

  it('is silent for a user cancel and says so on the error', () => {
    const cancel = new DeviceError(-10302, 'en');
    expect(cancel.silent).toBe(true);
    const failed = new DeviceError(-10303, 'zh-TW');
    expect(failed.silent).toBe(false);
    expect(failed.message).toBe('生物認證失敗');
  });
});

describe('SDK catalogue', () => {
  it.each([
    [-5000, 'SDK not authorised', 'SDK 未獲授權'],
    [-5001, 'Illegal input', '輸入不合法'],
    [-5003, 'User not initialised', '用戶未初始化'],
    [-5009, 'Server data format error', '伺服器資料格式錯誤'],
  ])('code %i', (code, en, zhTW) => {
    expect(sdkErrorMessage(code, 'en')).toBe(en);
    expect(sdkErrorMessage(code, 'zh-TW')).toBe(zhTW);
    expect(sdkErrorMessage(code, 'zh-CN')).toBeTruthy();
    expect(deviceCodeMessage(code, 'en')).toBe(en);
  });

  it("answers 'transaction exception' for any other SDK code", () => {
    expect(SDK_CODES).toHaveLength(4);
    for (const code of [-5002, -5004, -5005, -5006, -5007, -5008]) {
      expect(sdkErrorMessage(code, 'en')).toBe('Transaction exception');
      expect(sdkErrorMessage(code, 'zh-CN')).toBe('交易异常');
    }
  });
});

describe('signing and biometric messages', () => {
  it.each([
    ['bad-format', 'Backend returned data in wrong format'],
    ['cert-fetch', 'Certificate fetch failed, please retry'],
    ['unsupported', 'Client version does not support signing, please update'],
    ['exception', 'Transaction exception, please retry'],
    ['failed', 'Signature failed'],
  ] as const)('%s', (key, en) => {
    expect(signingMessage(key, 'en')).toBe(en);
    expect(signingMessage(key, 'zh-TW')).not.toBe(en);
    expect(signingMessage(key, 'zh-CN')).not.toBe(en);
  });

  it('says when the device has no fingerprint or Face ID', () => {
    expect(biometricUnsupportedMessage('en')).toBe('Your device does not support Fingerprint or Face ID registration.');
    expect(biometricUnsupportedMessage('zh-TW')).toContain('指紋');
  });
});
