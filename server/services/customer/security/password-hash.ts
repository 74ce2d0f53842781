// Online-banking password hashing: Node's asynchronous scrypt, which runs in libuv's thread
// pool, so a check never stalls the event loop (bcryptjs, pure JavaScript, did: while it hashed
// nobody else was served). At most PASSWORD_CHECKS_AT_ONCE checks run at a time (the pool is
// shared with file and DNS work); up to PASSWORD_QUEUE_LIMIT more wait, and beyond that the
// bank answers "too many attempts" at once instead of queueing without end.
// Stored form: scrypt$N$r$p$salt$hash (base64). Hashes from before ($2a$/$2b$ bcrypt) are
// still accepted and reported as needing an upgrade, which the log-on does.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { BankError, TOO_MANY } from '../../../api/errors.js';

/** 16 MiB per hash (128 * N * r), about 40-60 ms on one core. */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
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

function derive(secret: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, { ...params, maxmem: 256 * params.N * params.r }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(async () => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, PARAMS);
    return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  });
}

export interface PasswordCheck {
  ok: boolean;
  /** Right password under an older scheme or parameters: store hashPassword(password) now. */
  upgrade: boolean;
}

function isBcrypt(stored: string): boolean {
  return /^\$2[aby]\$\d\d\$/.test(stored);
}

export function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  return withHashSlot(async () => {
    if (isBcrypt(stored)) {
      const ok = await bcrypt.compare(password, stored);
      return { ok, upgrade: ok };
    }
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return { ok: false, upgrade: false };
    const params = { N: Number(n), r: Number(r), p: Number(p) };
    const expected = Buffer.from(hash, 'base64');
    const actual = await derive(password, Buffer.from(salt, 'base64'), params);
    const ok = actual.length === expected.length && timingSafeEqual(actual, expected);
    return { ok, upgrade: ok && (params.N !== PARAMS.N || params.r !== PARAMS.r || params.p !== PARAMS.p) };
  });
}

let dummy: Promise<string> | undefined;
/** A hash to compare against when the login id does not exist, so both failures cost the same. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword('not-a-password');
  return dummy;
}
