// Random identifiers. Opaque on purpose: ids must not reveal counts or order to a client.
import { randomBytes, randomInt } from 'node:crypto';

// Random bytes drawn 4 KB at a time: one call into the system's generator per 341 ids
// instead of one per id (a transfer makes five or six ids). Each byte is used once.
const POOL_SIZE = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function randomHex(bytes: number): string {
  if (poolOffset + bytes > pool.length) {
    pool = randomBytes(POOL_SIZE);
    poolOffset = 0;
  }
  const hex = pool.toString('hex', poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return hex;
}

/** A prefix and 24 hex characters (96 random bits), e.g. "AC3f9a...". Fits the 40-char id limits. */
export function newId(prefix: string): string {
  return prefix + randomHex(12);
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Uppercase letters and digits from a cryptographic source (reference numbers). */
export function randomAlnum(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALNUM[randomInt(ALNUM.length)];
  return out;
}
