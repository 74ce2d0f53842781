// The device's signing key for certificate signing: ECDSA P-256 made by WebCrypto with a
// non-extractable private key, kept in IndexedDB (idb-keyval stores the CryptoKey objects
// themselves, so the private key's bytes are never readable by any script). Its public
// key is registered with the bank, which answers a certificate number.
import { del, get, set } from 'idb-keyval';
import type { UiLocale } from '../i18n/locale';
import { SigningError } from './signing-error';
import type { DeviceSigner } from './types';

export const SIGNING_KEY_ENTRY = 'xpmbs.signingKey';
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;

interface StoredKey {
  keyPair: CryptoKeyPair;
  certNo: string | null;
}

export interface KeyStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export const indexedDbStore: KeyStore = { get: (k) => get(k), set: (k, v) => set(k, v), del: (k) => del(k) };

export type { DeviceSigner };
export { SigningError };

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export function createDeviceSigner(locale: () => UiLocale, store: KeyStore = indexedDbStore, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): DeviceSigner {
  const need = () => {
    if (!subtle) throw new SigningError('unsupported', locale());
    return subtle;
  };
  async function stored(): Promise<StoredKey | undefined> {
    return (await store.get(SIGNING_KEY_ENTRY)) as StoredKey | undefined;
  }
  async function keyPair(): Promise<StoredKey> {
    const existing = await stored();
    if (existing) return existing;
    const created: StoredKey = { keyPair: await need().generateKey(ALGORITHM, false, ['sign', 'verify']), certNo: null };
    await store.set(SIGNING_KEY_ENTRY, created);
    return created;
  }
  return {
    async certNo() {
      return (await stored())?.certNo ?? null;
    },
    async publicKey() {
      const { keyPair: pair } = await keyPair();
      return toBase64(await need().exportKey('spki', pair.publicKey));
    },
    async rememberCertNo(certNo) {
      await store.set(SIGNING_KEY_ENTRY, { ...(await keyPair()), certNo });
    },
    async signHash(hashBase64) {
      const entry = await stored();
      if (!entry) throw new SigningError('cert-fetch', locale());
      try {
        const signature = await need().sign({ name: 'ECDSA', hash: 'SHA-256' }, entry.keyPair.privateKey, fromBase64(hashBase64));
        return toBase64(signature);
      } catch (cause) {
        throw new SigningError('failed', locale(), { cause });
      }
    },
    forget: () => store.del(SIGNING_KEY_ENTRY),
  };
}
