// @vitest-environment jsdom
import { createCipheriv } from 'node:crypto';
import { Secret } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeDevice, createWebDevice, FAKE_TOKEN_SEED, MobileTokenError, WEB_KEYS, type MobileToken } from '../../../bridge';

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

const UNLOCK_KEY = Buffer.alloc(32, 7);
const PIN = '246810';

/** What the bank sends: the seed wrapped under the unlock key (iv || ciphertext || tag). */
function wrap(seed: string): string {
  const iv = Buffer.alloc(12, 1);
  const cipher = createCipheriv('aes-256-gcm', UNLOCK_KEY, iv);
  const body = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** A scripted bank: ITSI498006 answers `data` (a seed in it is sent wrapped), ITSI500001 releases the key for PIN. */
function activationReply(data: { seed?: string } & Record<string, unknown>) {
  const { seed, ...rest } = data;
  const reply = seed === undefined ? rest : SEED_LIKE.test(seed) ? { ...rest, wrappedSeed: wrap(seed) } : { ...rest, wrappedSeed: seed };
  return vi.fn(async (code: string, payload: object) => {
    if (code === 'ITSI500001') {
      if ((payload as { pin?: string }).pin !== PIN) throw Object.assign(new Error('wrong PIN'), { code: 'E500000001' });
      return { returnCode: '1', returnMsg: 'ok', unlockKey: UNLOCK_KEY.toString('base64') };
    }
    return reply;
  });
}
const SEED_LIKE = /^[A-Z2-7]{32,}$/;

/** The PIN first, then the code: what the token sheet does. */
async function unlockedOtp(device: { token: MobileToken }, call: ReturnType<typeof activationReply>) {
  await device.token.unlock!(call, PIN);
  return device.token.generateOtp();
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
    const call = activationReply({ returnCode: '1', returnMsg: 'ok', seed: FAKE_TOKEN_SEED });
    await device.token.activate(call, PIN);
    now = unixTime * 1000;
    await expect(unlockedOtp(device, call)).resolves.toBe(otp);
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

    await device.token.activate(call, PIN);

    expect(call).toHaveBeenCalledExactlyOnceWith('ITSI498006', { clientDeviceId: device.deviceId(), pin: PIN });
    expect(device.token.isActivated()).toBe(true);
    // Only the wrapped seed is kept: a copy of the store is useless without the bank's key.
    expect(JSON.parse(localStorage.getItem(WEB_KEYS.token)!)).toEqual({ wrappedSeed: wrap(FAKE_TOKEN_SEED), deviceId: device.deviceId() });
    expect(localStorage.getItem(WEB_KEYS.token)).not.toContain(FAKE_TOKEN_SEED);
    // A fresh page load finds the same token; each code needs the PIN again.
    const reloaded = createWebDevice({ now: () => 59_000 });
    await expect(reloaded.token.generateOtp()).rejects.toMatchObject({ reason: 'pin-required' });
    await expect(unlockedOtp(reloaded, call)).resolves.toBe('287082');
    await expect(reloaded.token.generateOtp()).rejects.toMatchObject({ reason: 'pin-required' });
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
      device.token.activate(activationReply({ returnCode: '1', returnMsg: 'ok', seed: 'not-base64!' })),
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
    await device.token.activate(call, PIN);
    expect(call).toHaveBeenCalledWith('ITSI498006', { clientDeviceId: device.deviceId(), pin: PIN });
    await expect(unlockedOtp(device, call)).resolves.toBe('287082');
  });
});

describe('token PIN on the web device', () => {
  it('a wrong PIN opens nothing; a disabled token clears its data from the device', async () => {
    const device = createWebDevice({ now: () => 59_000 });
    const call = activationReply({ returnCode: '1', returnMsg: 'ok', seed: FAKE_TOKEN_SEED });
    await device.token.activate(call, PIN);
    await expect(device.token.unlock!(call, '000000')).rejects.toMatchObject({ code: 'E500000001' });
    await expect(device.token.generateOtp()).rejects.toMatchObject({ reason: 'pin-required' });
    expect(device.token.isActivated()).toBe(true);
    const disabled = vi.fn(async () => Promise.reject(Object.assign(new Error('disabled'), { code: 'E500000003' })));
    await expect(device.token.unlock!(disabled, '000000')).rejects.toMatchObject({ code: 'E500000003' });
    expect(device.token.isActivated()).toBe(false);
    expect(localStorage.getItem(WEB_KEYS.token)).toBeNull();
  });

  it('answers the transaction confirmation challenge with OCRA after the PIN', async () => {
    const device = createWebDevice({ now: () => 59_000 });
    const call = activationReply({ returnCode: '1', returnMsg: 'ok', seed: FAKE_TOKEN_SEED });
    await device.token.activate(call, PIN);
    await device.token.unlock!(call, PIN);
    const code = await device.token.generateTransactionCode!('91234567');
    expect(code).toMatch(/^\d{6}$/);
    await expect(device.token.generateTransactionCode!('91234567')).rejects.toMatchObject({ reason: 'pin-required' });
  });
  it('a key that does not open the seed is a decryption failure (-10402)', async () => {
    const device = createWebDevice({ now: () => 59_000 });
    const call = activationReply({ returnCode: '1', returnMsg: 'ok', seed: FAKE_TOKEN_SEED });
    await device.token.activate(call, PIN);
    const wrongKey = vi.fn(async () => ({ returnCode: '1', returnMsg: 'ok', unlockKey: Buffer.alloc(32, 9).toString('base64') }));
    await expect(device.token.unlock!(wrongKey, PIN)).rejects.toMatchObject({ reason: 'decryption-failed' });
  });
});
