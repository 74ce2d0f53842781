// Registered payees (ITSI300008-300010) and transfer plans (ITSI300011-300014): token
// required, duplicates refused, plans run once per date through the due work, monthly dates
// clamp to the month end, and a plan cannot be deleted on its date.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { OWN_BANK_CODE } from '../../../../../../server/config.js';
import { runDueWork } from '../../../../../../server/services/bank/due-work.js';
import { account, idempotencyKey, otp, type Account, type Bank } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  hkd: Account;
}

function auth({ bank, device }: Pick<Given, 'bank' | 'device'>) {
  bank.clock.advance(30_000);
  return { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) };
}

describe('registered payees', () => {
  it('registers with the token, refuses a duplicate, reads and deletes', async ({ bank, chan, device }) => {
    const body = { name: 'CHAN SIU FUNG', bankCode: '004', accountNo: '004999888777', nickname: 'Sister' };
    expect((await bank.call('ITSI300008', body, { token: chan })).header.responseCode).toBe('E000000400');
    const added = await bank.call('ITSI300008', { ...body, auth: auth({ bank, device }) }, { token: chan });
    expect(added.header.responseCode).toBe('00000');
    const payeeId = added.data.payee.payeeId;
    expect((await bank.call('ITSI300008', { ...body, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E300100015');
    expect((await bank.call('ITSI300010', { payeeId }, { token: chan })).data.payee).toMatchObject(body);
    const list = await bank.call('ITSI200002', {}, { token: chan });
    expect(list.data.payees.some((p: { payeeId: string }) => p.payeeId === payeeId)).toBe(true);
    expect((await bank.call('ITSI300009', { payeeId, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('00000');
    expect((await bank.call('ITSI300010', { payeeId }, { token: chan })).header.responseCode).toBe('E300100014');
  });

  it('refuses a same-bank payee account that does not exist, and another customer cannot read a payee', async ({ bank, chan, device }) => {
    expect((await bank.call('ITSI300008', { name: 'NOBODY', bankCode: OWN_BANK_CODE, accountNo: '99999999999999', auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E300000004');
    const added = await bank.call('ITSI300008', { name: 'CHAN SIU FUNG', bankCode: '004', accountNo: '004999888777', auth: auth({ bank, device }) }, { token: chan });
    const wong = await bank.login('wong.siuming');
    expect((await bank.call('ITSI300010', { payeeId: added.data.payee.payeeId }, { token: wong })).header.responseCode).toBe('E300100014');
  });
});

describe('transfer plans', () => {
  const payee = { name: 'HO CHI KEUNG', bankCode: '012', accountNo: '01287500123456' };
  const plan = ({ bank, chan, device, hkd }: Pick<Given, 'bank' | 'chan' | 'device' | 'hkd'>, extra: Record<string, unknown>) =>
    bank.call('ITSI300011', { fromAccountId: hkd.accountId, payee, currency: 'HKD', amount: 10_000, frequency: 'once', startDate: '2026-03-12', idempotencyKey: idempotencyKey(), auth: auth({ bank, device }), ...extra }, { token: chan });

  it('refuses today, the past, and an end date before the start date', async ({ bank, chan, device, hkd }) => {
    expect((await plan({ bank, chan, device, hkd }, { startDate: '2026-03-10' })).header.responseCode).toBe('E300100013');
    expect((await plan({ bank, chan, device, hkd }, { startDate: '2026-03-01' })).header.responseCode).toBe('E300100013');
    expect((await plan({ bank, chan, device, hkd }, { frequency: 'monthly', startDate: '2026-04-01', endDate: '2026-03-31' })).header.responseCode).toBe('E300100012');
    expect((await plan({ bank, chan, device, hkd }, { frequency: 'monthly', startDate: '2026-04-01', endDate: '2026-04-01' })).header.responseCode).toBe('00000');
  });

  it('a forward-dated plan runs once on its date, even when the job runs twice', async ({ bank, chan, device, hkd }) => {
    const made = await plan({ bank, chan, device, hkd }, {});
    expect(made.data.plan).toMatchObject({ status: 'active', nextDate: '2026-03-12', runs: 0 });
    bank.clock.set('2026-03-11T16:05:00.000Z'); // 12 March 00:05 HKT
    await runDueWork(bank.app.bank);
    await runDueWork(bank.app.bank);
    chan = await bank.login('chan.taiman');
    const detail = await bank.call('ITSI300013', { planId: made.data.plan.planId }, { token: chan });
    expect(detail.data.plan).toMatchObject({ status: 'finished', runs: 1, lastResult: 'done' });
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(hkd.balance - 10_000);
    const records = await bank.call('ITSI300002', { pageNo: 1, pageSize: 10 }, { token: chan });
    expect(records.data.records.filter((r: { payeeName: string }) => r.payeeName === 'HO CHI KEUNG')).toHaveLength(1);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('a monthly plan runs each month until its end date', async ({ bank, chan, device, hkd }) => {
    const made = await plan({ bank, chan, device, hkd }, { frequency: 'monthly', startDate: '2026-03-31', endDate: '2026-05-15' });
    for (const day of ['2026-03-31', '2026-04-30']) {
      bank.clock.set(`${day}T01:00:00.000Z`);
      await runDueWork(bank.app.bank);
    }
    chan = await bank.login('chan.taiman');
    const detail = await bank.call('ITSI300013', { planId: made.data.plan.planId }, { token: chan });
    expect(detail.data.plan).toMatchObject({ status: 'finished', runs: 2 });
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(hkd.balance - 20_000);
  });

  it('records a failed run and carries on', async ({ bank, chan, device, hkd }) => {
    const made = await plan({ bank, chan, device, hkd }, { amount: hkd.available + 1 });
    bank.clock.set('2026-03-12T01:00:00.000Z');
    await runDueWork(bank.app.bank);
    chan = await bank.login('chan.taiman');
    expect((await bank.call('ITSI300013', { planId: made.data.plan.planId }, { token: chan })).data.plan).toMatchObject({ status: 'finished', lastResult: 'E300000001' });
  });

  it('can be deleted before its date, not on it', async ({ bank, chan, device, hkd }) => {
    const early = await plan({ bank, chan, device, hkd }, { startDate: '2026-03-20' });
    const deleted = await bank.call('ITSI300014', { planId: early.data.plan.planId, auth: auth({ bank, device }) }, { token: chan });
    expect(deleted.data.plan.status).toBe('cancelled');
    const late = await plan({ bank, chan, device, hkd }, { startDate: '2026-03-11' });
    bank.clock.set('2026-03-10T16:30:00.000Z'); // 11 March 00:30 HKT, before the job ran
    chan = await bank.login('chan.taiman');
    expect((await bank.call('ITSI300014', { planId: late.data.plan.planId, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E300100011');
    expect((await bank.call('ITSI300012', {}, { token: chan })).data.plans).toHaveLength(2);
  });
});
