// An approver's signing key (docs/publishing.md, "Signed versions"): made in this browser with
// WebCrypto (ECDSA P-256), its private half not extractable, kept in IndexedDB so it lasts
// beyond the tab; its public half is registered with the bank, which checks every approval
// against it.
import { get, set } from 'idb-keyval';
import { studioApi } from './studio-api';

interface StoredKey {
  keyId: string;
  privateKey: CryptoKey;
}

const storeKey = (loginId: string) => `studio-approver-key:${loginId}`;

async function keyFor(loginId: string): Promise<StoredKey> {
  const stored = await get<StoredKey>(storeKey(loginId));
  if (stored) return stored;
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const publicKey = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const { keyId } = await studioApi.registerKey(publicKey);
  const made = { keyId, privateKey: pair.privateKey };
  await set(storeKey(loginId), made);
  return made;
}

const base64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The approver's signature over `message` (the bank's approvalMessage), and the key's id. */
export async function signAsApprover(loginId: string, message: string): Promise<{ keyId: string; signature: string }> {
  const { keyId, privateKey } = await keyFor(loginId);
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, new TextEncoder().encode(message));
  return { keyId, signature: base64url(signature) };
}
