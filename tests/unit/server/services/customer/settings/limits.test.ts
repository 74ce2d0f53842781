// ITSI170010-13: the customer's own limits. A lowered daily transfer limit is applied by the
// transfer check itself; the ATM limit by QR cash withdrawals; changes need the token, raising
// is refused while increases are stopped or a new binding cools off; every change is audited.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { OWN_BANK_CODE } from '../../../../../../server/config.js';
import { account, activateToken, idempotencyKey, otp, type Bank, tokenAuth, type TokenCustomer } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: TokenCustomer['device'];
}

const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>) => tokenAuth({ bank, device });

async function transferTo({ bank, chan, device }: Pick<Given, 'bank' | 'chan' | 'device'>, accountNo: string, amount: number) {
  const from = await account(bank, chan, '01', 'HKD');
  return bank.call(
    'ITSI300001',
    { fromAccountId: from.accountId, payee: { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo }, currency: 'HKD', amount, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) },
    { token: chan },
  );
}

describe('daily transfer limit', () => {
  it('starts at the bank limit; a lowered one refuses a transfer over it and allows one within', async ({ bank, chan, device }) => {
    const before = await bank.call('ITSI170010', {}, { token: chan });
    expect(before.data.transferDaily).toMatchObject({ limit: 50_000_000, maxLimit: 50_000_000, usedToday: 0 });
    const set = await bank.call('ITSI170011', { limit: 100_000, auth: auth({ bank, device }) }, { token: chan });
    expect(set.header.responseCode).toBe('00000');
    expect(set.data.transferDaily).toMatchObject({ limit: 100_000, remaining: 100_000 });

    const wong = await bank.login('wong.siuming');
    const payee = await account(bank, wong, '01', 'HKD');
    expect((await transferTo({ bank, chan, device }, payee.accountNo, 100_001)).header.responseCode).toBe('E300000002');
    expect((await transferTo({ bank, chan, device }, payee.accountNo, 60_000)).header.responseCode).toBe('00000');
    expect((await transferTo({ bank, chan, device }, payee.accountNo, 40_001)).header.responseCode).toBe('E300000002');
    const after = await bank.call('ITSI170010', {}, { token: chan });
    expect(after.data.transferDaily).toMatchObject({ usedToday: 60_000, remaining: 40_000 });
    // The accounts a transfer can be sent from carry what is left, for the form to check.
    const accounts = (await bank.call('ITSI200001', { purpose: 'transfer-out' }, { token: chan })).data.accounts as { currency: string; dailyRemaining?: number }[];
    expect(accounts.filter((a) => a.currency === 'HKD').map((a) => a.dailyRemaining)).toEqual(accounts.filter((a) => a.currency === 'HKD').map(() => 40_000));
    expect(accounts.find((a) => a.currency === 'USD')?.dailyRemaining).toBeGreaterThan(0);
    expect((await bank.call('ITSI200001', {}, { token: chan })).data.accounts.every((a: object) => !('dailyRemaining' in a))).toBe(true);

    const events = await bank.app.bank.store.db.selectFrom('auth_events').selectAll().where('event', '=', 'limit-change').execute();
    expect(events.map((e) => [e.outcome, JSON.parse(e.detail ?? '{}')])).toEqual([['success', { kind: 'transfer-daily', before: 50_000_000, after: 100_000 }]]);
  });

  it('needs a right token code and refuses more than the bank maximum', async ({ bank, chan, device }) => {
    expect((await bank.call('ITSI170011', { limit: 100_000, auth: { ...auth({ bank, device }), otp: '000000' } }, { token: chan })).header.responseCode).toMatch(/^E498/);
    expect((await bank.call('ITSI170011', { limit: 50_000_001, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000010');
    expect((await bank.call('ITSI170011', { limit: 100_000 }, { token: chan })).header.responseCode).toBe('E000000400');
    expect((await bank.call('ITSI170011', { limit: 100_000, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('00000');
  });

  it('a newly bound token may lower a limit at once but not raise it during the cooling-off', async ({ bank, chan, device }) => {
    const wong = await bank.login('wong.siuming');
    const fresh = await activateToken(bank, wong, undefined, { settle: false });
    const freshAuth = () => {
      bank.clock.advance(30_000);
      return { method: 'mobile-token', deviceId: fresh.deviceId, otp: otp(fresh.seed, bank.clock) };
    };
    expect((await bank.call('ITSI170012', { limit: 1_000_000, auth: freshAuth() }, { token: wong })).header.responseCode).toBe('00000');
    const raise = await bank.call('ITSI170012', { limit: 2_000_000, auth: freshAuth() }, { token: wong });
    expect(raise.header.responseCode).toBe('E500000013');
  });
});

describe('ATM service', () => {
  it('sets the daily withdrawal limit (applied to QR cash withdrawals) and overseas use up to a date', async ({ bank, chan, device }) => {
    const today = (await bank.call('ITSI421017', { getCoreTime: 'Y' })).data.coreTime as string;
    const iso = `${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6, 8)}`;
    const until = new Date(Date.parse(`${iso}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await bank.call('ITSI170013', { dailyLimit: 100_000, overseas: true, overseasUntil: until, auth: auth({ bank, device }) }, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.atm).toEqual({ dailyLimit: 100_000, maxLimit: 5_000_000, overseas: true, overseasUntil: until });

    const savings = await account(bank, chan, '01', 'HKD');
    const withdraw = (amount: number) => bank.call('ITSI130007', { accountId: savings.accountId, amount, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect((await withdraw(60_000)).header.responseCode).toBe('00000');
    expect((await withdraw(50_000)).header.responseCode).toBe('E170000012');

    expect((await bank.call('ITSI170013', { dailyLimit: 100_000, overseas: true, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000011');
    const tooFar = new Date(Date.parse(`${iso}T00:00:00Z`) + 400 * 86_400_000).toISOString().slice(0, 10);
    expect((await bank.call('ITSI170013', { dailyLimit: 100_000, overseas: true, overseasUntil: tooFar, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000011');
    const off = await bank.call('ITSI170013', { dailyLimit: 100_000, overseas: false, auth: auth({ bank, device }) }, { token: chan });
    expect(off.data.atm).toEqual({ dailyLimit: 100_000, maxLimit: 5_000_000, overseas: false });
    const audit = await bank.app.bank.store.db.selectFrom('auth_events').select(['outcome', 'detail']).where('event', '=', 'atm-service-change').execute();
    expect(audit.map((a) => a.outcome)).toEqual(['success', 'success']);
    expect(JSON.stringify(audit)).not.toMatch(/otp|\d{6}"/);
  });
});
