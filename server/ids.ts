// Random identifiers. Opaque on purpose: ids must not reveal counts or order to a client.
import { randomBytes } from 'node:crypto';

// Random bytes drawn 4 KB at a time: one call into the system's generator per 341 ids
// instead of one per id (a transfer makes five or six ids). Each byte is used once.
const POOL_SIZE = 4096;
let pool: Buffer = Buffer.alloc(0);
let poolOffset = 0;

/** Random bytes of a given size: the system's cryptographic generator. */
export type RandomSource = (size: number) => Buffer;
let source: RandomSource | undefined;

/**
 * A seam for the deterministic simulation only (server/simulation/): it draws ids and reference
 * numbers from its seed, so a run is repeated exactly. `undefined` restores the system's
 * generator; the bank itself never calls this.
 */
export function setRandomSource(next: RandomSource | undefined): void {
  source = next;
  pool = Buffer.alloc(0);
  poolOffset = 0;
}

function randomHex(bytes: number): string {
  if (poolOffset + bytes > pool.length) refill();
  const hex = pool.toString('hex', poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return hex;
}

function refill(): void {
  pool = source ? source(POOL_SIZE) : randomBytes(POOL_SIZE);
  poolOffset = 0;
}

/** One byte of the pool (each used once). */
function randomByte(): number {
  if (poolOffset >= pool.length) refill();
  return pool[poolOffset++]!;
}

/** A prefix and 24 hex characters (96 random bits), e.g. "AC3f9a...". Fits the 40-char id limits. */
export function newId(prefix: string): string {
  return prefix + randomHex(12);
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Bytes below this are taken (252 = 7 × 36), the rest drawn again: every character equally likely. */
const ALNUM_BYTE_LIMIT = 256 - (256 % ALNUM.length);

/**
 * Uppercase letters and digits from a cryptographic source (reference numbers): bytes of the
 * pool, as ids are (a transfer's reference number was ten calls of randomInt). The simulation's
 * seeded source is read as before, one byte a character.
 */
export function randomAlnum(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) {
    if (source) {
      out += ALNUM[source(1)[0]! % ALNUM.length];
      continue;
    }
    let byte = randomByte();
    while (byte >= ALNUM_BYTE_LIMIT) byte = randomByte();
    out += ALNUM[byte % ALNUM.length];
  }
  return out;
}
