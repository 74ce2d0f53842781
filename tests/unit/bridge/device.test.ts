// @vitest-environment jsdom
import { Secret } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeDevice, createWebDevice, FAKE_TOKEN_SEED, MobileTokenError, WEB_KEYS } from '../../../bridge';

// RFC 6238 Appendix B, SHA-1 rows (seed ASCII '12345678901234567890'). The RFC
// publishes 8-digit codes; the 6-digit code is the same truncated number mod 10^6,
// i.e. its last six digits.
const RFC6238_SHA1 = [
  { unixTime: 59, otp8: '94287082' },
  { unixTime: 1111111109, otp8: '07081804' },
  { unixTime: 1111111111, otp8: '14050471' },
  { unixTime: 1234567890, otp8: '89005924' },
  { unixTime: 2000000000, otp8: '69279037' },
  { unixTime: 20000000000, otp8: '65353130' },
];
const SHA1_VECTORS = RFC6238_SHA1.map(({ unixTime, otp8 }) => ({ unixTime, otp: otp8.slice(-6) }));

function activationReply(data: object) {
  return vi.fn(async (_code: string, _payload: object) => data);
}

afterEach(() => localStorage.clear());

describe('RFC 6238 vectors', () => {
  it('the fake seed is base32 of the RFC seed', () => {
    expect(new TextDecoder().decode(Secret.fromBase32(FAKE_TOKEN_SEED).bytes)).toBe('12345678901234567890');
    expect(SHA1_VECTORS[0]).toEqual({ unixTime: 59, otp: '287082' });
  });

  it.each(SHA1_VECTORS)('web device at T=$unixTime s gives $otp', async ({ unixTime, otp }) => {
    let now = 0;
    const device = createWebDevice({ now: () => now });
    await device.token.activate(activationReply({ returnCode: '1', returnMsg: 'ok', seed: FAKE_TOKEN_SEED }));
    now = unixTime * 1000;
    await expect(device.token.generateOtp()).resolves.toBe(otp);
  });
});

describe('web device', () => {
  it('creates a 32-hex device id once and keeps it in localStorage', () => {
    const first = createWebDevice();
    const id = first.deviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(first.deviceId()).toBe(id);
    expect(localStorage.getItem(WEB_KEYS.deviceId)).toBe(id);
    expect(createWebDevice().deviceId()).toBe(id);
    localStorage.clear();
    expect(createWebDevice().deviceId()).not.toBe(id);
  });

  it('activates with ITSI498006 and clientDeviceId, storing the seed under its key', async () => {
    const device = createWebDevice({ now: () => 59_000 });
    const call = activationReply({ returnCode: '1', returnMsg: 'ok', seed: FAKE_TOKEN_SEED, digits: 6, period: 30 });
    expect(device.token.isActivated()).toBe(false);

    await device.token.activate(call);

    expect(call).toHaveBeenCalledExactlyOnceWith('ITSI498006', { clientDeviceId: device.deviceId() });
    expect(device.token.isActivated()).toBe(true);
    expect(JSON.parse(localStorage.getItem(WEB_KEYS.token)!)).toEqual({ seed: FAKE_TOKEN_SEED, deviceId: device.deviceId() });
    // A fresh page load finds the same token.
    await expect(createWebDevice({ now: () => 59_000 }).token.generateOtp()).resolves.toBe('287082');
  });

  it('refuses activation unless returnCode is 1, with the server text', async () => {
    const device = createWebDevice();
    const error = await device.token
      .activate(activationReply({ returnCode: '0', returnMsg: 'Device already bound', seed: FAKE_TOKEN_SEED }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MobileTokenError);
    expect(error).toMatchObject({ reason: 'refused', message: 'Device already bound' });
    expect(device.token.isActivated()).toBe(false);
    expect(localStorage.getItem(WEB_KEYS.token)).toBeNull();
  });

  it('refuses a reply without a base32 seed', async () => {
    const device = createWebDevice();
    await expect(device.token.activate(activationReply({ returnCode: '1', returnMsg: 'ok' }))).rejects.toMatchObject({
      reason: 'bad-seed',
    });
    await expect(
      device.token.activate(activationReply({ returnCode: '1', returnMsg: 'ok', seed: 'not-base32!' })),
    ).rejects.toMatchObject({ reason: 'bad-seed' });
    expect(device.token.isActivated()).toBe(false);
  });

  it('passes a failed call through unchanged', async () => {
    const device = createWebDevice();
    const failure = new Error('E498000003');
    await expect(device.token.activate(async () => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('will not generate before activation or after deactivation', async () => {
    const device = createWebDevice();
    await expect(device.token.generateOtp()).rejects.toMatchObject({ reason: 'not-activated' });
    await device.token.activate(activationReply({ returnCode: '1', returnMsg: 'ok', seed: FAKE_TOKEN_SEED }));
    device.token.deactivate();
    expect(device.token.isActivated()).toBe(false);
    expect(localStorage.getItem(WEB_KEYS.token)).toBeNull();
    await expect(device.token.generateOtp()).rejects.toBeInstanceOf(MobileTokenError);
  });

  it('treats a seed bound to another device id as not activated', async () => {
    const device = createWebDevice();
    await device.token.activate(activationReply({ returnCode: '1', returnMsg: 'ok', seed: FAKE_TOKEN_SEED }));
    localStorage.removeItem(WEB_KEYS.deviceId);
    expect(createWebDevice().token.isActivated()).toBe(false);
  });

  it('works on an injected storage and falls back to memory without one', async () => {
    const storage = window.sessionStorage;
    const device = createWebDevice({ storage });
    device.storage.set('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.clear();

    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const fallback = createWebDevice({ storage: broken });
    fallback.storage.set('k', 'v');
    expect(fallback.storage.get('k')).toBe('v');
    expect(fallback.deviceId()).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('fake device', () => {
  it('is activated on the RFC seed at T=59 s by default and follows its clock', async () => {
    const device = createFakeDevice();
    expect(device.deviceId()).toMatch(/^[0-9a-f]{32}$/);
    expect(device.token.isActivated()).toBe(true);
    await expect(device.token.generateOtp()).resolves.toBe('287082');
    device.setNow(1_111_111_109_000);
    await expect(device.token.generateOtp()).resolves.toBe('081804');
    device.advance(2_000);
    await expect(device.token.generateOtp()).resolves.toBe('050471');
  });

  it('can start unactivated and activate through a scripted call', async () => {
    const device = createFakeDevice({ activated: false });
    expect(device.token.isActivated()).toBe(false);
    const call = activationReply({ returnCode: '1', returnMsg: 'ok', seed: FAKE_TOKEN_SEED });
    await device.token.activate(call);
    expect(call).toHaveBeenCalledWith('ITSI498006', { clientDeviceId: device.deviceId() });
    await expect(device.token.generateOtp()).resolves.toBe('287082');
  });
});
