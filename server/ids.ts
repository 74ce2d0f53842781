// Random identifiers. Opaque on purpose: ids must not reveal counts or order to a client.
import { randomBytes, randomInt } from 'node:crypto';

/** A prefix and 24 hex characters (96 random bits), e.g. "AC3f9a...". Fits the 40-char id limits. */
export function newId(prefix: string): string {
  return prefix + randomBytes(12).toString('hex');
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Uppercase letters and digits from a cryptographic source (reference numbers). */
export function randomAlnum(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALNUM[randomInt(ALNUM.length)];
  return out;
}
