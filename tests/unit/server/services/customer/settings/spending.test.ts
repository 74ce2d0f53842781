// The limits the customer sets, applied where the sandbox bank moves money by card, QR or ATM:
// the daily spending limit on FPS QR payments (counted in HKD per Hong Kong day, a rejected
// payment no longer counting), and overseas ATM use on QR cash withdrawals at an ATM abroad.
import { describe, expect } from 'vitest';
import { test } from '../../../support/fixtures.js';
import { hkdEquivalent } from '../../../../../../server/services/customer/settings/spending.js';
import { account, activateToken, idempotencyKey, otp, type Bank } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';

const it = test.extend<{ wongDevice: { deviceId: string; seed: string } }>({
  wongDevice: async ({ bank, wong }, use) => use(await activateToken(bank, wong)),
});

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
}

const authOf = (bank: Bank, device: { deviceId: string; seed: string }) => {
  bank.clock.advance(30_000);
  return { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) };
};

async function collectCode({ bank, chan }: Pick<Given, 'bank' | 'chan'>): Promise<string> {
  const savings = await account(bank, chan, '01', 'HKD');
  return (await bank.call<{ payload: string }>('ITSI310003', { accountId: savings.accountId }, { token: chan })).data.payload;
}

describe('daily spending limit on QR payments', () => {
  it('refuses a QR payment over what is left of the limit; transfers by account number do not count', async ({ bank, wong, chan, wongDevice, device }) => {
    const set = await bank.call('ITSI170012', { limit: 10_000, auth: authOf(bank, wongDevice) }, { token: wong });
    expect(set.header.responseCode).toBe('00000');
    const payload = await collectCode({ bank, chan });
    const from = await account(bank, wong, '01', 'HKD');
    const pay = (amount: number) =>
      bank.call('ITSI310002', { payload, amount, fromAccountId: from.accountId, idempotencyKey: idempotencyKey(), auth: authOf(bank, wongDevice) }, { token: wong });

    expect((await pay(12_345)).header.responseCode).toBe('E170000013');
    expect((await pay(6_000)).header.responseCode).toBe('00000');
    expect((await pay(4_001)).header.responseCode).toBe('E170000013');
    expect((await pay(4_000)).header.responseCode).toBe('00000');

    const chanSavings = await account(bank, chan, '01', 'HKD');
    const transfer = await bank.call(
      'ITSI300001',
      { fromAccountId: from.accountId, payee: { name: 'CHAN TAI MAN', bankCode: '398', accountNo: chanSavings.accountNo }, currency: 'HKD', amount: 50_000, idempotencyKey: idempotencyKey(), auth: authOf(bank, wongDevice) },
      { token: wong },
    );
    expect(transfer.header.responseCode).toBe('00000');
    const counted = await bank.app.bank.store.db.selectFrom('card_spending').select(['source', 'hkd_amount']).execute();
    expect(counted).toEqual([
      { source: 'qr', hkd_amount: 6_000 },
      { source: 'qr', hkd_amount: 4_000 },
    ]);
    expect(await ledgerProblems(bank.app)).toEqual([]);

    // A new Hong Kong day starts afresh.
    bank.clock.advance(24 * 60 * 60_000);
    wong = await bank.login('wong.siuming');
    expect((await pay(10_000)).header.responseCode).toBe('00000');
  });

  it('counts another currency in HKD at the bank selling rate, rounded up', () => {
    expect(hkdEquivalent(10_000, 'HKD', Date.now())).toBe(10_000);
    const cny = hkdEquivalent(10_000, 'CNY', Date.parse('2026-03-10T02:00:00Z'));
    expect(cny).toBeGreaterThan(10_000);
    expect(cny).toBeLessThan(11_500);
  });
});

describe('overseas ATM use', () => {
  it('an ATM abroad pays out only while overseas use is on; in Hong Kong always', async ({ bank, chan, device: chanDevice, wong, wongDevice }) => {
    const savings = await account(bank, chan, '01', 'HKD');
    const issue = async () => {
      const res = await bank.call<{ qr: string }>('ITSI130007', { accountId: savings.accountId, amount: 10_000, idempotencyKey: idempotencyKey(), auth: authOf(bank, chanDevice) }, { token: chan });
      expect(res.header.responseCode).toBe('00000');
      return res.data.qr;
    };
    const abroad = await issue();
    expect((await bank.call('ITSI130008', { qr: abroad, atmId: 'ATM-MO-01', country: 'MO' })).header.responseCode).toBe('E170000014');
    expect((await bank.call('ITSI130008', { qr: abroad, atmId: 'ATM-HK-01', country: 'HK' })).header.responseCode).toBe('00000');

    const today = (await bank.call('ITSI421017', { getCoreTime: 'Y' })).data.coreTime as string;
    const until = new Date(Date.parse(`${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6, 8)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const on = await bank.call('ITSI170013', { dailyLimit: 2_000_000, overseas: true, overseasUntil: until, auth: authOf(bank, chanDevice) }, { token: chan });
    expect(on.header.responseCode).toBe('00000');
    expect((await bank.call('ITSI130008', { qr: await issue(), atmId: 'ATM-MO-01', country: 'MO' })).header.responseCode).toBe('00000');

    // After the end date, abroad is refused again.
    bank.clock.advance(3 * 24 * 60 * 60_000);
    chan = await bank.login('chan.taiman');
    expect((await bank.call('ITSI130008', { qr: await issue(), atmId: 'ATM-MO-01', country: 'MO' })).header.responseCode).toBe('E170000014');
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });
});
