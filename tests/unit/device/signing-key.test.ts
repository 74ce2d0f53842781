// The device signing key: non-extractable P-256 made once, kept in the store, and
// signatures that Node verifies with the exported public key.
import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDeviceSigner, SigningError, SIGNING_KEY_ENTRY, type KeyStore } from '../../../bridge';

function memoryStore(): KeyStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return { data, get: async (k) => data.get(k), set: async (k, v) => void data.set(k, v), del: async (k) => void data.delete(k) };
}

describe('device signer', () => {
  it('makes one non-extractable key and signs hashes the bank can verify', async () => {
    const store = memoryStore();
    const signer = createDeviceSigner(() => 'en', store);
    const spki = await signer.publicKey();
    expect(await signer.publicKey()).toBe(spki);
    const stored = store.data.get(SIGNING_KEY_ENTRY) as { keyPair: CryptoKeyPair };
    expect(stored.keyPair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', stored.keyPair.privateKey)).rejects.toThrow();

    const hash = Buffer.from('a'.repeat(32)).toString('base64');
    const signature = await signer.signHash(hash);
    const key = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });
    expect(verify('sha256', Buffer.from(hash, 'base64'), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64'))).toBe(true);
    expect(verify('sha256', Buffer.from('other'), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64'))).toBe(false);
  });

  it('remembers the certificate number with the key', async () => {
    const store = memoryStore();
    const signer = createDeviceSigner(() => 'en', store);
    expect(await signer.certNo()).toBeNull();
    await signer.rememberCertNo('CABCDEFGHIJKLMNO');
    expect(await createDeviceSigner(() => 'en', store).certNo()).toBe('CABCDEFGHIJKLMNO');
    await signer.forget();
    expect(await signer.certNo()).toBeNull();
  });

  it('reports the section 8 messages', async () => {
    const noCrypto = createDeviceSigner(() => 'en', memoryStore(), null);
    await expect(noCrypto.publicKey()).rejects.toThrow('Client version does not support signing, please update');
    const fresh = createDeviceSigner(() => 'zh-TW', memoryStore());
    const error = await fresh.signHash('AAAA').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SigningError);
    expect((error as Error).message).toBe('證書獲取失敗，請重試');
  });
});
