// What the bank's processes share through the database, on SQLite (every machine runs these;
// the same on PostgreSQL with two processes is tests/unit/server/cluster.test.ts):
// the sandbox clock kept across a restart, the rate-limit windows (the API's and the bank's own),
// and log-on attempts counted before their password is checked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { databaseRateLimitStore, hitWindow } from '../../../server/http/rate-limit-store.js';
import { allowEvent } from '../../../server/services/bank/limits/window-counter.js';
import { TOO_MANY } from '../../../server/api/errors.js';
import { startBank, type Bank } from './support/helpers.js';

let bank: Bank | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await bank?.close();
  bank = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const ask = (app: Awaited<ReturnType<typeof buildServer>>, payload: object = {}) =>
  app.inject({ method: 'POST', url: '/api/ITSI900002', payload: { header: { locale: 'en_US' }, ...payload } }).then((r) => r.json().data.now as string);

describe('the sandbox clock in the database', () => {
  it('keeps a move across a restart of the bank', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-clock-'));
    dirs.push(dir);
    const file = path.join(dir, 'bank.sqlite');
    const tokenSeedKey = randomBytes(32).toString('hex');
    const first = await buildServer({ databaseUrl: file, sweepIntervalMs: 0, tokenSeedKey });
    const moved = Date.parse(await ask(first, { advanceMs: 3 * 86_400_000 }));
    await first.close();
    const again = await buildServer({ databaseUrl: file, sweepIntervalMs: 0, tokenSeedKey });
    try {
      const now = Date.parse(await ask(again));
      expect(now).toBeGreaterThanOrEqual(moved);
      expect(now - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000);
    } finally {
      await again.close();
    }
  });
});

describe('limits counted in the database', () => {
  it('a rate-limit window counts hits until it ends, then starts again', async () => {
    bank = await startBank();
    const { db } = bank.app.bank.store;
    const t0 = 1_000_000;
    expect(await hitWindow(db, 'k', 60_000, t0)).toEqual({ hits: 1, ttl: 60_000 });
    expect(await hitWindow(db, 'k', 60_000, t0 + 10_000)).toEqual({ hits: 2, ttl: 50_000 });
    expect(await hitWindow(db, 'other', 60_000, t0 + 10_000)).toEqual({ hits: 1, ttl: 60_000 });
    expect(await hitWindow(db, 'k', 60_000, t0 + 60_000)).toEqual({ hits: 1, ttl: 60_000 });
  });

  it("the plugin's store counts each route apart, under the route the plugin names in routeInfo", async () => {
    bank = await startBank();
    const Store = databaseRateLimitStore(bank.app.bank.store.db);
    const root = new Store({});
    const child = root.child({ routeInfo: { method: 'POST', url: '/api/*' } } as unknown as Parameters<typeof root.child>[0]);
    const hit = (store: typeof root, key: string) => new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result?.current)), 60_000, 100));
    expect(await hit(child, '1.2.3.4')).toBe(1);
    expect(await hit(child, '1.2.3.4')).toBe(2);
    expect(await hit(root, '1.2.3.4')).toBe(1);
    const keys = await bank.app.bank.store.db.selectFrom('rate_limit_windows').select('key').orderBy('key').execute();
    expect(keys.map((k) => k.key)).toEqual(['1.2.3.4', 'POST/api/*-1.2.3.4']);
  });

  it('a window allows N events, then refuses until it ends', async () => {
    bank = await startBank();
    const ctx = bank.app.bank;
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await allowEvent(ctx, 'test', 'CU1', 3, 60_000));
    expect(results).toEqual([true, true, true, false]);
    expect(await allowEvent(ctx, 'test', 'CU2', 3, 60_000)).toBe(true);
    bank.clock.advance(60_001);
    expect(await allowEvent(ctx, 'test', 'CU1', 3, 60_000)).toBe(true);
  });

  it('six wrong passwords at once: five counted as wrong, the sixth finds the login id locked', async () => {
    bank = await startBank();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => bank!.call('ITSI100001', { loginId: 'chan.taiman', password: `Wrong@${i}000` }).then((r) => r.header.responseCode)),
    );
    expect(answers.sort()).toEqual([TOO_MANY, 'E100000001', 'E100000001', 'E100000001', 'E100000001', 'E100000001']);
    expect((await bank.call('ITSI100001', { loginId: 'chan.taiman', password: 'Demo@2026' })).header.responseCode).toBe(TOO_MANY);
  });
});
