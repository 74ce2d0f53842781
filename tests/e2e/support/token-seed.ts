// Opens a soft-token seed as the browser does: the bank sends it wrapped (AES-256-GCM,
// iv || ciphertext || tag) at activation, and the token PIN releases the unlock key.
// No server imports, so both the e2e and the server tests can use it.
import { createDecipheriv } from 'node:crypto';

export function unwrapSeed(wrappedSeed: string, unlockKey: string): string {
  const raw = Buffer.from(wrappedSeed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(unlockKey, 'base64'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
}
