// Hashing and wrapping of the security secrets: token PINs (salted scrypt, compared in constant
// time), verification tickets (SHA-256: they are 256-bit random, so no salt is needed) and the
// seed wrap (AES-256-GCM under a per-device unlock key, opened on the device with WebCrypto).
import { createCipheriv, createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { withHashSlot } from './password-hash.js';

const SCRYPT = { N: 16384, r: 8, p: 1 } as const;

/** In the thread pool, through the same cap on concurrent hashes as passwords. */
function scryptAsync(secret: string, salt: Buffer): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(secret, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${(await scryptAsync(pin, salt)).toString('base64')}`;
}

export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(pin, Buffer.from(salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** iv(12) || ciphertext || tag(16), base64: the layout WebCrypto's AES-GCM decrypt takes after the iv. */
export function wrapSeed(unlockKey: Buffer, seed: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', unlockKey, iv);
  const body = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}
