// Password hashing: Argon2id at OWASP's parameters in the thread pool, older scrypt and bcrypt
// hashes still accepted and replaced at the next successful log-on, and a bounded number of
// checks waiting at once.
import { scryptSync } from 'node:crypto';
import { hash as argon2Hash } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it } from 'vitest';
import { BankError } from '../../../../../../server/api/errors.js';
import { PASSWORD_CHECKS_AT_ONCE, PASSWORD_QUEUE_LIMIT, checkPassword, hashPassword } from '../../../../../../server/services/customer/security/password-hash.js';
import { PASSWORD, startBank, type Bank } from '../../../support/helpers.js';

let bank: Bank | undefined;
afterEach(async () => {
  await bank?.close();
  bank = undefined;
});

describe('password hashing', { timeout: 60_000 }, () => {
  it('stores salted Argon2id at m=19 MiB, t=2, p=1 and checks it', async () => {
    const hash = await hashPassword('Secret@2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(await hashPassword('Secret@2026')).not.toBe(hash);
    expect(await checkPassword('Secret@2026', hash)).toEqual({ ok: true, upgrade: false });
    expect(await checkPassword('secret@2026', hash)).toEqual({ ok: false, upgrade: false });
    expect(await checkPassword('Secret@2026', 'garbage')).toEqual({ ok: false, upgrade: false });
  });

  it('seeds demo customers with Argon2id hashes', async () => {
    bank = await startBank();
    const rows = await bank.app.bank.store.db.selectFrom('customers').select('password_hash').execute();
    expect(rows.every((r) => r.password_hash.startsWith('$argon2id$'))).toBe(true);
  });

  it('accepts the scrypt hashes from before (N=2^14) and Argon2id at weaker parameters, asking for an upgrade', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const scrypt = `scrypt$16384$8$1$${salt.toString('base64')}$${scryptSync('Secret@2026', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
    expect(await checkPassword('Secret@2026', scrypt)).toEqual({ ok: true, upgrade: true });
    expect(await checkPassword('Secret@2027', scrypt)).toEqual({ ok: false, upgrade: false });
    const weak = await argon2Hash('Secret@2026', { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(await checkPassword('Secret@2026', weak)).toEqual({ ok: true, upgrade: true });
    expect(await checkPassword('Secret@2027', weak)).toEqual({ ok: false, upgrade: false });
  });

  it('accepts a bcrypt hash from before and replaces it with Argon2id on the next successful log-on', async () => {
    bank = await startBank();
    const db = bank.app.bank.store.db;
    await db.updateTable('customers').set({ password_hash: bcrypt.hashSync(PASSWORD, 4) }).where('login_id', '=', 'chan.taiman').execute();
    // A wrong password changes nothing.
    expect((await bank.call('ITSI100001', { loginId: 'chan.taiman', password: 'Wrong@2026' })).header.responseCode).toBe('E100000001');
    expect((await db.selectFrom('customers').select('password_hash').where('login_id', '=', 'chan.taiman').executeTakeFirstOrThrow()).password_hash).toMatch(/^\$2[ab]\$/);
    await bank.login('chan.taiman');
    const after = (await db.selectFrom('customers').select('password_hash').where('login_id', '=', 'chan.taiman').executeTakeFirstOrThrow()).password_hash;
    expect(after).toMatch(/^\$argon2id\$/);
    await bank.login('chan.taiman');
  });

  it('refuses checks beyond the running ones and the waiting queue at once, with E000000429', async () => {
    const hash = await hashPassword('Secret@2026');
    const extra = 5;
    const results = await Promise.allSettled(Array.from({ length: PASSWORD_CHECKS_AT_ONCE + PASSWORD_QUEUE_LIMIT + extra }, () => checkPassword('Secret@2026', hash)));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(extra);
    expect(refused.every((r) => r.status === 'rejected' && r.reason instanceof BankError && r.reason.code === 'E000000429')).toBe(true);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.ok)).toHaveLength(PASSWORD_CHECKS_AT_ONCE + PASSWORD_QUEUE_LIMIT);
    // The slots are all free again afterwards.
    expect((await checkPassword('Secret@2026', hash)).ok).toBe(true);
  });
});
