// The bank app's native device at the bank (ITSI191001-191005), the sandbox's risk rules
// (ITSI191039: E010010004, E011070038, E011070033) and the password upgrade (E001101338).
import { webcrypto } from 'node:crypto';
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { Secret, TOTP } from 'otpauth';
import { TRANSACTION_CODE_SUITE, base32ToBytes, ocraResponse } from '../../../../../../domain/otp/ocra.js';
import { REPORTED_PAYEE_ACCOUNT } from '../../../../../../server/seed/demo-data.js';
import { PASSWORD, account, definitionOf, bindingProof, idempotencyKey, settleBindings, smsCodeFor, type Bank } from '../../../support/helpers.js';

const subtle = webcrypto.subtle;
const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;
const b64 = (bytes: ArrayBuffer) => Buffer.from(bytes).toString('base64');

/** What the host does: its own ECDH key, then opens the sealed seed (HKDF-SHA256, AES-256-GCM, device id as AAD). */
async function nativeDevice(deviceId = `native-${Math.random().toString(36).slice(2)}-device`) {
  const keys = await subtle.generateKey(CURVE, false, ['deriveBits']);
  const publicKey = b64(await subtle.exportKey('spki', keys.publicKey));
  async function open(answer: { sealedSeed: string; serverKey: string; iv: string }): Promise<string> {
    const server = await subtle.importKey('spki', Buffer.from(answer.serverKey, 'base64'), CURVE, false, []);
    const shared = await subtle.deriveBits({ name: 'ECDH', public: server }, keys.privateKey, 256);
    const hkdf = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
    const info = new TextEncoder().encode(`xpmbs native token seed ${deviceId}`);
    const aes = await subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info }, hkdf, { name: 'AES-GCM', length: 256 }, false, ['decrypt']);
    const plain = await subtle.decrypt(
      { name: 'AES-GCM', iv: Buffer.from(answer.iv, 'base64'), additionalData: new TextEncoder().encode(deviceId) },
      aes,
      Buffer.from(answer.sealedSeed, 'base64'),
    );
    return new TextDecoder().decode(plain);
  }
  return { deviceId, publicKey, open };
}

async function activateNative(bank: Bank, token: string) {
  const device = await nativeDevice();
  const res = await bank.call<{ sealedSeed: string; serverKey: string; iv: string; returnCode: string }>(
    'ITSI191001',
    { clientDeviceId: device.deviceId, publicKey: device.publicKey, ...(await bindingProof(bank, token)) },
    { token },
  );
  expect(res.header.responseCode).toBe('00000');
  expect(res.data.returnCode).toBe('1');
  return { ...device, seed: await device.open(res.data) };
}

const totp = (seed: string, at: number) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(seed) }).generate({ timestamp: at });
const ocra = (seed: string, question: string, at: number) => ocraResponse(TRANSACTION_CODE_SUITE, base32ToBytes(seed), { question, timestamp: at });

describe('the bank app token (ITSI191001)', () => {
  it('seals the seed to the device key: only the device opens it, and its codes are accepted', async ({ bank }) => {
    const token = await bank.login('chan.taiman');
    const device = await activateNative(bank, token);
    expect(device.seed).toMatch(/^[A-Z2-7]{32}$/);
    // Another key cannot open it.
    const other = await nativeDevice(device.deviceId);
    const again = await bank.call('ITSI191001', { clientDeviceId: device.deviceId, publicKey: device.publicKey, ...(await bindingProof(bank, token)) }, { token });
    await expect(other.open(again.data as never)).rejects.toThrow();
    const seed = await device.open(again.data as never);
    // The bank knows the token as active; its PIN is the device's, not the bank's.
    const state = await bank.call('ITSI498023', { clientDeviceId: device.deviceId }, { token });
    expect(state.data).toMatchObject({ activated: true, status: 'active' });
    expect((await bank.call('ITSI500001', { clientDeviceId: device.deviceId, pin: '246810' })).header.responseCode).toBe('E500000004');
    // A log-on's second factor with the app token's time code.
    const first = await bank.call<{ secondFactor: { ticket: string; modes: string[] } }>('ITSI100001', { loginId: 'chan.taiman', password: PASSWORD });
    expect(first.data.secondFactor.modes).toContain('token');
    const done = await bank.call('ITSI100004', { ticket: first.data.secondFactor.ticket, method: 'token', clientDeviceId: device.deviceId, otp: totp(seed, bank.clock.now()) });
    expect(done.header.responseCode).toBe('00000');
  });

  it('refuses a key that is not P-256 before any proof is spent', async ({ bank }) => {
    const token = await bank.login('chan.taiman');
    const proof = await bindingProof(bank, token);
    const res = await bank.call('ITSI191001', { clientDeviceId: 'native-device-000000001', publicKey: Buffer.alloc(91, 1).toString('base64'), ...proof }, { token });
    expect(res.header.responseCode).toBe('E191000002');
    // The SMS code is still good for the right request.
    const device = await nativeDevice();
    const ok = await bank.call('ITSI191001', { clientDeviceId: device.deviceId, publicKey: device.publicKey, ...proof }, { token });
    expect(ok.header.responseCode).toBe('00000');
  });
});

describe('fingerprint / Face ID log-on (ITSI191002-191004)', () => {
  it('is off until turned on with a token code; then the token answers a single-use challenge and logs on', async ({ bank }) => {
    const token = await bank.login('wong.siuming');
    const device = await activateNative(bank, token);
    expect((await bank.call('ITSI191003', { clientDeviceId: device.deviceId })).header.responseCode).toBe('E191000001');
    expect((await bank.call('ITSI191002', { clientDeviceId: device.deviceId, enabled: true, otp: '000000' }, { token })).header.responseCode).toMatch(/^E498000002$/);
    const on = await bank.call('ITSI191002', { clientDeviceId: device.deviceId, enabled: true, otp: totp(device.seed, bank.clock.now()) }, { token });
    expect(on.data).toEqual({ enabled: true });

    const challenge = await bank.call<{ challengeId: string; question: string }>('ITSI191003', { clientDeviceId: device.deviceId });
    expect(challenge.data.question).toMatch(/^\d{8}$/);
    const answer = await ocra(device.seed, challenge.data.question, bank.clock.now());
    const logon = await bank.call<{ token: string; user: { customerName: string } }>('ITSI191004', { clientDeviceId: device.deviceId, challengeId: challenge.data.challengeId, otp: answer });
    expect(logon.header.responseCode).toBe('00000');
    expect(logon.data.user.customerName).toContain('WONG SIU MING');
    expect((await bank.call('ITSI200001', { purpose: 'all' }, { token: logon.data.token })).header.responseCode).toBe('00000');
    // Used once.
    expect((await bank.call('ITSI191004', { clientDeviceId: device.deviceId, challengeId: challenge.data.challengeId, otp: answer })).header.responseCode).toBe('E191000003');
  });

  it('counts wrong answers, voids the challenge after 3, and forgets everything when the token is removed', async ({ bank }) => {
    const token = await bank.login('wong.siuming');
    const device = await activateNative(bank, token);
    await bank.call('ITSI191002', { clientDeviceId: device.deviceId, enabled: true, otp: totp(device.seed, bank.clock.now()) }, { token });
    const challenge = await bank.call<{ challengeId: string; question: string }>('ITSI191003', { clientDeviceId: device.deviceId });
    const right = await ocra(device.seed, challenge.data.question, bank.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) {
      expect((await bank.call('ITSI191004', { clientDeviceId: device.deviceId, challengeId: challenge.data.challengeId, otp: wrong })).header.responseCode).toBe('E191000004');
    }
    expect((await bank.call('ITSI191004', { clientDeviceId: device.deviceId, challengeId: challenge.data.challengeId, otp: right })).header.responseCode).toBe('E191000003');
    // Another device id (or a customer's other device) gets nothing.
    expect((await bank.call('ITSI191003', { clientDeviceId: 'native-device-unknown-0001' })).header.responseCode).toBe('E191000001');

    expect((await bank.call('ITSI191005', { clientDeviceId: device.deviceId }, { token })).data).toEqual({ removed: true });
    expect((await bank.call('ITSI191003', { clientDeviceId: device.deviceId })).header.responseCode).toBe('E191000001');
    expect((await bank.call('ITSI498023', { clientDeviceId: device.deviceId }, { token })).data).toMatchObject({ activated: false });
    const rows = await bank.app.bank.store.db.selectFrom('auth_events').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(device.seed);
    expect(rows.some((r) => r.event === 'login' && r.outcome === 'failure' && r.detail?.includes('biometric'))).toBe(true);
  });
});

describe('risk rules (ITSI191039) and the password upgrade', () => {
  async function inject(bank: Bank, code: string, payload: object, token: string | undefined, termNo: string) {
    const res = await bank.app.inject({
      method: 'POST',
      url: `/api/${code}`,
      headers: token ? { 'x-auth-token': token } : {},
      payload: { header: { locale: 'en_US', appId: 'XPMBS', termType: 'WEB', termNo, ...definitionOf(code) }, ...payload },
    });
    return res.json() as { header: { responseCode: string; responseMessage: string } };
  }

  it('a transfer to the reported payee account is refused with E011070033 and moves nothing', async ({ bank }) => {
    const token = await bank.login('chan.taiman');
    const from = await account(bank, token, '01', 'HKD');
    const res = await bank.call(
      'ITSI300001',
      {
        fromAccountId: from.accountId,
        payee: { name: 'WONG', bankCode: REPORTED_PAYEE_ACCOUNT.bankCode, accountNo: REPORTED_PAYEE_ACCOUNT.accountNo },
        currency: 'HKD',
        amount: 10_000,
        idempotencyKey: idempotencyKey(),
        auth: { method: 'mobile-token', deviceId: 'device-not-checked-0001', otp: '123456' },
      },
      { token },
    );
    expect(res.header.responseCode).toBe('E011070033');
    expect((await account(bank, token, '01', 'HKD')).balance).toBe(from.balance);
    const register = await bank.call('ITSI300008', { name: 'WONG', bankCode: '012', accountNo: REPORTED_PAYEE_ACCOUNT.accountNo, auth: { method: 'mobile-token', deviceId: 'device-not-checked-0001', otp: '123456' }, idempotencyKey: idempotencyKey() }, { token });
    expect(register.header.responseCode).toBe('E011070033');
  });

  it('a customer under review cannot move money (E011070038); a blocked device cannot log on or act (E010010004)', async ({ bank }) => {
    const token = await bank.login('lee.kayan');
    expect((await bank.call('ITSI191039', { kind: 'customer', value: 'lee.kayan' })).header.responseCode).toBe('00000');
    const from = await account(bank, token, '01', 'HKD');
    const transfer = await bank.call('ITSI300005', { kind: 'small-value', fromAccountId: from.accountId, proxy: { type: 'MOBN', value: '+852 61234567' }, payee: { name: 'X', bankCode: '004', accountNo: '12345678' }, currency: 'HKD', amount: 100, idempotencyKey: idempotencyKey() }, { token });
    expect(transfer.header.responseCode).toBe('E011070038');
    // Reading is still allowed.
    expect((await bank.call('ITSI200001', { purpose: 'all' }, { token })).header.responseCode).toBe('00000');
    await bank.call('ITSI191039', { kind: 'customer', value: 'lee.kayan', remove: true });

    await bank.call('ITSI191039', { kind: 'device', value: 'lost-phone-device-0001' });
    expect((await inject(bank, 'ITSI200001', { purpose: 'all' }, token, 'lost-phone-device-0001')).header.responseCode).toBe('E010010004');
    expect((await inject(bank, 'ITSI100001', { loginId: 'lee.kayan', password: PASSWORD }, undefined, 'lost-phone-device-0001')).header.responseCode).toBe('E010010004');
    expect((await inject(bank, 'ITSI200001', { purpose: 'all' }, token, 'another-device-00000001')).header.responseCode).toBe('00000');
    await bank.call('ITSI191039', { kind: 'device', value: 'lost-phone-device-0001', remove: true });
    expect((await inject(bank, 'ITSI200001', { purpose: 'all' }, token, 'lost-phone-device-0001')).header.responseCode).toBe('00000');
  });

  it('a customer whose password must be upgraded gets E001101338 until the forgotten-password journey resets it', async ({ bank }) => {
    const first = await bank.call('ITSI100001', { loginId: 'ng.kawai', password: PASSWORD });
    expect(first.header.responseCode).toBe('E001101338');
    // A wrong password still reads as a wrong password (nothing to learn about the account).
    expect((await bank.call('ITSI100001', { loginId: 'ng.kawai', password: 'Wrong#2026' })).header.responseCode).toBe('E100000001');
    const started = await bank.call('ITSI170002', { idNumber: 'M246813(7)', birthDate: '1988-03-21' });
    expect(started.header.responseCode).toBe('00000');
    const code = await smsCodeFor(bank, started.data.transactionId);
    const done = await bank.call('ITSI170003', { ticket: started.data.ticket, challengeId: started.data.challengeId, otp: code, newPassword: 'Harbour#2027' });
    expect(done.header.responseCode).toBe('00000');
    expect((await bank.call('ITSI100001', { loginId: 'ng.kawai', password: 'Harbour#2027' })).header.responseCode).toBe('00000');
  });
});

// The binding's cooling-off applies to the app's token like the browser's.
it('the app token is a binding like any other: settled, it confirms a transfer', async ({ bank }) => {
  const payee = await account(bank, await bank.login('wong.siuming'), '01', 'HKD');
  const token = await bank.login('chan.taiman');
  const device = await activateNative(bank, token);
  await settleBindings(bank, token);
  const from = await account(bank, token, '01', 'HKD');
  const res = await bank.call(
    'ITSI300001',
    {
      fromAccountId: from.accountId,
      payee: { name: 'WONG SIU MING', bankCode: '398', accountNo: payee.accountNo },
      currency: 'HKD',
      amount: 1_000,
      idempotencyKey: idempotencyKey(),
      auth: { method: 'mobile-token', deviceId: device.deviceId, otp: totp(device.seed, bank.clock.now()) },
    },
    { token },
  );
  expect(res.header.responseCode).toBe('00000');
});
