// ITSI421030 / ITSI421017 bank time in Hong Kong, and ITSI510010 keep-alive.
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';

// A bank whose sessions end after five idle minutes.
const it = test.extend({ bankOptions: { idleTimeoutMs: 5 * 60_000 } });

describe('bank time', () => {
  it('answers date-time and core date in Hong Kong time', async ({ bank }) => {
    // START is 02:00 UTC = 10:00 in Hong Kong on 2026-03-10.
    expect((await bank.call('ITSI421030', {})).data).toEqual({ dateTime: '202603101000' });
    expect((await bank.call('ITSI421017', { getCoreTime: 'Y' })).data).toEqual({ coreTime: '20260310' });
    bank.clock.advance(14 * 60 * 60_000); // 00:00 next day in Hong Kong
    expect((await bank.call('ITSI421017', { getCoreTime: 'Y' })).data).toEqual({ coreTime: '20260311' });
  });

  it('rejects other getCoreTime values', async ({ bank }) => {
    expect((await bank.call('ITSI421017', { getCoreTime: 'N' })).header.responseCode).toBe('E000000400');
  });
});

describe('keep-alive', () => {
  it('reports the idle time-out and keeps the session past it', async ({ bank }) => {
    const token = await bank.login('chan.taiman');
    for (let i = 0; i < 3; i += 1) {
      bank.clock.advance(4 * 60_000);
      const res = await bank.call('ITSI510010', {}, { token });
      expect(res.data).toEqual({ idleSeconds: 300 });
    }
    bank.clock.advance(5 * 60_000 + 1);
    expect((await bank.call('ITSI510010', {}, { token })).header.responseCode).toBe('TE800000001');
  });
});
