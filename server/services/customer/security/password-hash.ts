// Online-banking password hashing: Argon2id at the parameters the OWASP Password Storage Cheat
// Sheet recommends (19 MiB, 2 passes, 1 lane), computed in libuv's thread pool by a native
// library, so a check never stalls the event loop. At most PASSWORD_CHECKS_AT_ONCE checks run at
// a time (the pool is shared with file and DNS work); up to PASSWORD_QUEUE_LIMIT more wait, and
// beyond that the bank answers "too many attempts" at once instead of queueing without end.
// Stored form: the PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash), which names its own
// parameters. Hashes from before (scrypt$N$r$p$salt$hash at N=2^14, under OWASP's 2^17, and
// $2a$/$2b$ bcrypt) are still accepted and reported as needing an upgrade, which the log-on does.
import { scrypt, timingSafeEqual } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { BankError, TOO_MANY } from '../../../api/errors.js';

/** OWASP's first Argon2id configuration: m=19 MiB, t=2, p=1 (about 30 ms on one core). */
// Algorithm.Argon2id is 2; the library declares it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;
export const ARGON2_PARAMS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`;
const SCRYPT_KEY_LENGTH = 32;
export const PASSWORD_CHECKS_AT_ONCE = 2;
export const PASSWORD_QUEUE_LIMIT = 256;

let running = 0;
const waiting: (() => void)[] = [];

/**
 * Runs `work` when a slot is free; refuses (E000000429) when the queue is full. Token PINs
 * (secrets.ts) hash through the same slots, so every slow hash in the bank shares one cap.
 */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PASSWORD_CHECKS_AT_ONCE) {
    if (waiting.length >= PASSWORD_QUEUE_LIMIT) throw new BankError(TOO_MANY);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter, or free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function scryptDerive(secret: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, SCRYPT_KEY_LENGTH, { ...params, maxmem: 256 * params.N * params.r }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => argon2Hash(password, ARGON2_PARAMS));
}

export interface PasswordCheck {
  ok: boolean;
  /** Right password under an older scheme or parameters: store hashPassword(password) now. */
  upgrade: boolean;
}

function isBcrypt(stored: string): boolean {
  return /^\$2[aby]\$\d\d\$/.test(stored);
}

/** A stored scrypt hash: right or wrong, and always to be upgraded when right. */
async function checkScrypt(password: string, stored: string): Promise<PasswordCheck> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return { ok: false, upgrade: false };
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptDerive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  const ok = actual.length === expected.length && timingSafeEqual(actual, expected);
  return { ok, upgrade: ok };
}

export function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  return withHashSlot(async () => {
    if (stored.startsWith('$argon2')) {
      const ok = await argon2Verify(stored, password).catch(() => false);
      // Argon2id at other parameters (weaker or stronger than today's) is rehashed at today's.
      return { ok, upgrade: ok && !stored.startsWith(ARGON2_PREFIX) };
    }
    if (isBcrypt(stored)) {
      const ok = await bcrypt.compare(password, stored);
      return { ok, upgrade: ok };
    }
    return checkScrypt(password, stored);
  });
}

let dummy: Promise<string> | undefined;
/** A hash to compare against when the login id does not exist, so both failures cost the same. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword('not-a-password');
  return dummy;
}
