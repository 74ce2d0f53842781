// Certificate signing on the sandbox bank: key registration, seal hashes, and verification
// of signatures (good, tampered, wrong key, replayed, expired, another customer's).
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect } from 'vitest';
import { test } from '../../../support/fixtures.js';
import { type Bank } from '../../../support/helpers';

const it = test.extend<{ keys: { privateKey: KeyObject; publicKey: KeyObject }; certNo: string }>({
  keys: async ({}, use) => use(generateKeyPairSync('ec', { namedCurve: 'P-256' })),
  // The device's certificate, registered with its public key (ITSI510020).
  certNo: async ({ bank, chan, keys }, use) => {
    const res = await bank.call('ITSI510020', { clientDeviceId: 'device-signing-0001', publicKey: spki(keys.publicKey) }, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    await use(res.data.certNo);
  },
});

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  token: string;
  keys: { privateKey: KeyObject; publicKey: KeyObject };
  certNo: string;
}

const spki = (key: KeyObject) => key.export({ format: 'der', type: 'spki' }).toString('base64');
const signHash = (hash: string, key: KeyObject) => sign('sha256', Buffer.from(hash, 'base64'), { key, dsaEncoding: 'ieee-p1363' }).toString('base64');

async function loanSeal({ bank, token, certNo }: Pick<Given, 'bank' | 'token' | 'certNo'>, documentRef = 'LOAN-2026-0001') {
  const res = await bank.call('ITSI108021', { paramList: [{ documentRef }], userCert: certNo, loanType: 'PL', loanId: 'L0001' }, { token });
  expect(res.header.responseCode).toBe('00000');
  return res.data.sealHashList[0] as { sealType: string; sealHash: string; hashId: string; keyAlg: string };
}

const submit = ({ bank, token, certNo }: Pick<Given, 'bank' | 'token' | 'certNo'>, items: object[], t = token) => bank.call('ITSI104331', { userCert: certNo, signedList: items }, { token: t });

describe('device signing keys', () => {
  it('lists the registered certificate with ITSI108024', async ({ bank, chan: token, certNo }) => {
    const res = await bank.call('ITSI108024', {}, { token });
    expect(res.data.certList).toEqual([{ certNo, deviceId: 'device-signing-0001', keyAlg: 'SHA256withECDSA' }]);
    expect(res.data.random).toMatch(/^[0-9a-f]{32}$/);
  });

  it('accepts only EC P-256 public keys', async ({ bank, chan: token, certNo }) => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' });
    for (const key of [rsa.publicKey, p384.publicKey]) {
      const res = await bank.call('ITSI510020', { clientDeviceId: 'device-signing-0002', publicKey: spki(key) }, { token });
      expect(res.header.responseCode).toBe('E510000004');
    }
  });

  it('refuses a certificate number that is not the customer’s', async ({ bank, certNo, chan }) => {
    const other = await bank.login('wong.siuming');
    const res = await bank.call('ITSI108021', { paramList: [{ documentRef: 'LOAN-1' }], userCert: certNo }, { token: other });
    expect(res.header.responseCode).toBe('E510000004');
    expect(res.header.responseMessage).toBe('Certificate fetch failed, please retry.');
  });
});

describe('signed result', () => {
  it('verifies a good signature, once', async ({ bank, chan: token, keys, certNo }) => {
    const seal = await loanSeal({ bank, token, certNo });
    expect(seal).toMatchObject({ sealType: 'loan', keyAlg: 'SHA256withECDSA' });
    const item = { sealType: 'loan', hashId: seal.hashId, pdfSignedVal: signHash(seal.sealHash, keys.privateKey) };
    const ok = await submit({ bank, token, certNo }, [item]);
    expect(ok.header.responseCode).toBe('00000');
    expect(ok.data.signedList[0]).toMatchObject({ hashId: seal.hashId, documentRef: 'LOAN-2026-0001' });
    expect((await submit({ bank, token, certNo }, [item])).header.responseCode).toBe('E510000006');
  });

  it('refuses a signature over something else (tampered)', async ({ bank, chan: token, keys, certNo }) => {
    const seal = await loanSeal({ bank, token, certNo });
    const other = Buffer.from(seal.sealHash, 'base64');
    other.writeUInt8(other.readUInt8(0) ^ 1, 0);
    const res = await submit({ bank, token, certNo }, [{ sealType: 'loan', hashId: seal.hashId, pdfSignedVal: signHash(other.toString('base64'), keys.privateKey) }]);
    expect(res.header.responseCode).toBe('E510000005');
    expect(res.header.responseMessage).toBe('Signature failed.');
  });

  it('refuses a signature by another key', async ({ bank, chan: token, certNo }) => {
    const seal = await loanSeal({ bank, token, certNo });
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const res = await submit({ bank, token, certNo }, [{ sealType: 'loan', hashId: seal.hashId, pdfSignedVal: signHash(seal.sealHash, stranger.privateKey) }]);
    expect(res.header.responseCode).toBe('E510000005');
  });

  it('refuses a hash after five minutes, or under another seal type', async ({ bank, chan: token, keys, certNo }) => {
    const seal = await loanSeal({ bank, token, certNo });
    const good = signHash(seal.sealHash, keys.privateKey);
    expect((await submit({ bank, token, certNo }, [{ sealType: 'deposit', hashId: seal.hashId, pdfSignedVal: good }])).header.responseCode).toBe('E510000006');
    // Stay within the session's idle time while the hash ages.
    bank.clock.advance(3 * 60_000);
    await bank.call('ITSI510010', {}, { token });
    bank.clock.advance(2 * 60_000 + 1);
    expect((await submit({ bank, token, certNo }, [{ sealType: 'loan', hashId: seal.hashId, pdfSignedVal: good }])).header.responseCode).toBe('E510000006');
  });

  it('signs deposit agreements and transaction hashes the same way', async ({ bank, chan: token, keys, certNo }) => {
    const dep = await bank.call('ITSI108515', { paramList: [{ documentRef: 'TD-2026-0001' }, { documentRef: 'TD-2026-0002' }], userCert: certNo }, { token });
    expect(dep.data.sealHashList).toHaveLength(2);
    const trans = await bank.call('ITSI104330', { transToken: 'TX-0001', userCert: certNo }, { token });
    expect(trans.data.keyAlg).toBe('SHA256withECDSA');
    const items = [
      ...dep.data.sealHashList.map((s: { sealType: string; hashId: string; sealHash: string }) => ({ sealType: s.sealType, hashId: s.hashId, pdfSignedVal: signHash(s.sealHash, keys.privateKey) })),
      { sealType: 'trans', hashId: trans.data.hashId, pdfSignedVal: signHash(trans.data.hash, keys.privateKey) },
    ];
    const res = await submit({ bank, token, certNo }, items);
    expect(res.data.signedList.map((s: { documentRef: string }) => s.documentRef)).toEqual(['TD-2026-0001', 'TD-2026-0002', 'TX-0001']);
  });

  it('replacing the device key makes the old certificate unusable', async ({ bank, chan: token, keys, certNo }) => {
    const seal = await loanSeal({ bank, token, certNo });
    const fresh = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const res = await bank.call('ITSI510020', { clientDeviceId: 'device-signing-0001', publicKey: spki(fresh.publicKey) }, { token });
    expect(res.data.certNo).not.toBe(certNo);
    expect((await submit({ bank, token, certNo }, [{ sealType: 'loan', hashId: seal.hashId, pdfSignedVal: signHash(seal.sealHash, keys.privateKey) }])).header.responseCode).toBe('E510000004');
  });
});

describe('agreement accepted with a device-certificate credential (ITSI510040)', () => {
  async function credential({ bank, token, keys, certNo }: Pick<Given, 'bank' | 'token' | 'keys' | 'certNo'>, transToken: string) {
    const issued = await bank.call('ITSI104330', { transToken, userCert: certNo }, { token });
    return { method: 'device-certificate', certNo, hashId: issued.data.hashId, signature: signHash(issued.data.hash, keys.privateKey) };
  }

  it('accepts a signature over the hash issued for this agreement, once', async ({ bank, chan: token, keys, certNo }) => {
    const auth = await credential({ bank, token, keys, certNo }, 'LA-2026-DEMO');
    const ok = await bank.call('ITSI510040', { documentRef: 'LA-2026-DEMO', sealType: 'loan', auth }, { token });
    expect(ok.header.responseCode).toBe('00000');
    expect(ok.data).toMatchObject({ documentRef: 'LA-2026-DEMO', sealType: 'loan', certNo });
    expect((await bank.call('ITSI510040', { documentRef: 'LA-2026-DEMO', sealType: 'loan', auth }, { token })).header.responseCode).toBe('E510000006');
  });

  it('refuses a credential issued for another agreement, or signed by another key', async ({ bank, chan: token, keys, certNo }) => {
    const other = await credential({ bank, token, keys, certNo }, 'TD-2026-DEMO');
    expect((await bank.call('ITSI510040', { documentRef: 'LA-2026-DEMO', sealType: 'loan', auth: other }, { token })).header.responseCode).toBe('E510000006');
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const issued = await bank.call('ITSI104330', { transToken: 'LA-2026-DEMO', userCert: certNo }, { token });
    const forged = { method: 'device-certificate', certNo, hashId: issued.data.hashId, signature: signHash(issued.data.hash, stranger.privateKey) };
    expect((await bank.call('ITSI510040', { documentRef: 'LA-2026-DEMO', sealType: 'loan', auth: forged }, { token })).header.responseCode).toBe('E510000005');
  });
});
