// The sandbox clock testers move forward (ITSI900002), and the due work it triggers.
import { afterEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../../../server/clock.js';
import { runDueWork } from '../../../../server/services/bank/due-work.js';
import { account, activateToken, idempotencyKey, otp, startBank, type Bank } from '../support/helpers.js';

let bank: Bank | undefined;
afterEach(async () => {
  await bank?.close();
  bank = undefined;
});

describe('sandbox clock', () => {
  it('reads the time and moves only forward', async () => {
    bank = await startBank();
    const start = (await bank.call('ITSI900002')).data.now as string;
    const moved = await bank.call('ITSI900002', { advanceMs: 86_400_000 });
    expect(Date.parse(moved.data.now) - Date.parse(start)).toBe(86_400_000);
    const back = await bank.call('ITSI900002', { moveTo: '2020-01-01T00:00:00.000Z' });
    expect(back.data.now).toBe(moved.data.now);
    const to = await bank.call('ITSI900002', { moveTo: '2031-05-01T04:00:00.000Z' });
    expect(to.data.now).toBe('2031-05-01T04:00:00.000Z');
  });

  it('refuses a negative or malformed move', async () => {
    bank = await startBank();
    expect((await bank.call('ITSI900002', { advanceMs: -1 })).header.responseCode).toBe('E000000400');
    expect((await bank.call('ITSI900002', { moveTo: 'tomorrow' })).header.responseCode).toBe('E000000400');
  });

  it('real time plus an offset outside tests', () => {
    const clock = new AdjustableClock();
    const before = Date.now();
    clock.advance(60_000);
    clock.advance(-5_000);
    expect(clock.now() - before).toBeGreaterThanOrEqual(60_000);
    expect(clock.now() - Date.now()).toBeLessThan(61_000);
  });

  it('settles a due local-bank transfer as soon as the clock is moved past its time', async () => {
    bank = await startBank();
    const token = await bank.login('chan.taiman');
    const device = await activateToken(bank, token);
    const from = await account(bank, token, '01', 'HKD');
    const res = await bank.call(
      'ITSI300001',
      {
        fromAccountId: from.accountId,
        payee: { name: 'CHEUNG KA FAI', bankCode: '004', accountNo: '817263540838' },
        currency: 'HKD',
        amount: 10_000,
        idempotencyKey: idempotencyKey(),
        auth: { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) },
      },
      { token },
    );
    const id = res.data.transfer.transferId as string;
    const status = async () =>
      (await bank!.app.bank.store.db.selectFrom('transfers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await status()).toBe('0');
    await bank.call('ITSI900002', { advanceMs: 61_000 });
    expect(await status()).toBe('1');
  });

  it('keeps running the other jobs when one fails', async () => {
    bank = await startBank();
    const ran: string[] = [];
    await runDueWork(bank.app.bank, [
      { name: 'broken', run: async () => Promise.reject(new Error('boom')) },
      { name: 'fine', run: async () => ran.push('fine') },
    ]);
    expect(ran).toEqual(['fine']);
  });
});
