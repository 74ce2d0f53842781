// ITSI6300xx and the regular-payment due work: set-up with the mobile token, effective the
// next business day, payment day 28 = last day, non-business days run the next business
// day, money moves exactly once per schedule and month, modify/delete take effect the next
// business day.
import { describe, expect } from 'vitest';
import { test } from '../../../support/fixtures.js';
import { dueDate, runDate } from '../../../../../../server/services/money/bill-services/schedule.js';
import { runDueWork } from '../../../../../../server/services/bank/due-work.js';
import { account, activateToken, idempotencyKey, otp, type Bank } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';

const it = test.extend<{ wongDevice: { deviceId: string; seed: string }; fromAccountId: string }>({
  // wong.siuming's Mobile Token and HKD savings account.
  wongDevice: async ({ bank, wong }, use) => use(await activateToken(bank, wong)),
  fromAccountId: async ({ wongHkd }, use) => use(wongHkd.accountId),
});

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  device: { deviceId: string; seed: string };
  fromAccountId: string;
}

const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>) => ({ method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) });

function setUp({ bank, device, fromAccountId }: Pick<Given, 'bank' | 'device' | 'fromAccountId'>, over: Record<string, unknown> = {}) {
  return {
    merchantId: 'M2401',
    billType: '01',
    billNo: '1234567890',
    fromAccountId,
    amount: 456_78,
    paymentDay: 20,
    startMonth: '202603',
    endOption: '2',
    receipt: 'N',
    idempotencyKey: idempotencyKey(),
    auth: auth({ bank, device }),
    ...over,
  };
}

describe('schedule arithmetic', () => {
  it('28 is the last day of the month and non-business days move to the next business day', () => {
    expect(dueDate('2026-02', 28)).toBe('2026-02-28');
    expect(dueDate('2026-03', 28)).toBe('2026-03-31');
    expect(dueDate('2028-02', 28)).toBe('2028-02-29');
    // 2026-03-15 is a Sunday; 2026-02-28 a Saturday.
    expect(runDate('2026-03', 15)).toBe('2026-03-16');
    expect(runDate('2026-02', 28)).toBe('2026-03-02');
  });
});

describe('regular payment', () => {
  it('needs a mobile-token code and re-checks the rules on the server', async ({ bank, wong, wongDevice: device, fromAccountId }) => {
    const { auth: _a, ...noAuth } = setUp({ bank, device, fromAccountId });
    expect((await bank.call('ITSI630003', noAuth, { token: wong })).header.responseCode).toBe('E000000400');
    const code = async (over: Record<string, unknown>) => {
      bank.clock.advance(30_000);
      return (await bank.call('ITSI630003', setUp({ bank, device, fromAccountId }, { ...over, auth: auth({ bank, device }) }), { token: wong })).header.responseCode;
    };
    expect(await code({ billNo: '12' })).toBe('E630000002');
    expect(await code({ amount: 50_000_01 })).toBe('E630000004');
    expect(await code({ startMonth: '202602' })).toBe('E630000005');
    expect(await code({ endOption: '1', endMonth: '202603' })).toBe('E630000005');
    expect(await code({ receipt: 'Y' })).toBe('E630000009');
    expect(await code({ paymentDay: 29 })).toBe('E000000400');
  });

  it('takes effect next business day and pays once per month through the ledger', async ({ bank, wong, wongDevice: device, fromAccountId }) => {
    const res = await bank.call('ITSI630003', setUp({ bank, device, fromAccountId }), { token: wong });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.payment).toMatchObject({ status: '2', effectiveFrom: '2026-03-11', amount: 456_78 });
    expect(res.data.firstRunDate).toBe('2026-03-20');
    const ref = res.data.payment.referenceNo;
    const before = (await account(bank, wong, '01', 'HKD')).balance;

    bank.clock.set('2026-03-20T01:00:00.000Z'); // Friday 20 March, 09:00 in Hong Kong
    await runDueWork(bank.app.bank);
    await runDueWork(bank.app.bank); // running twice pays nothing twice
    wong = await bank.login('wong.siuming');
    expect((await account(bank, wong, '01', 'HKD')).balance).toBe(before - 456_78);
    const detail = await bank.call('ITSI630002', { referenceNo: ref }, { token: wong });
    expect(detail.data.payment.status).toBe('1');
    expect(detail.data.runs).toHaveLength(1);
    expect(detail.data.lastRun).toMatchObject({ month: '202603', runDate: '2026-03-20', amount: 456_78, status: 'done' });

    // April's 20th is a Monday; May 20th a Wednesday: two more payments, one each.
    bank.clock.set('2026-05-21T01:00:00.000Z');
    await runDueWork(bank.app.bank);
    wong = await bank.login('wong.siuming');
    expect((await account(bank, wong, '01', 'HKD')).balance).toBe(before - 3 * 456_78);
    const runs = (await bank.call('ITSI630002', { referenceNo: ref }, { token: wong })).data.runs;
    expect(runs.map((r: { month: string }) => r.month)).toEqual(['202605', '202604', '202603']);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('records a failed run without moving money when the balance is short', async ({ bank, wong, wongDevice: device, fromAccountId }) => {
    const big = 49_999_00;
    const res = await bank.call('ITSI630003', setUp({ bank, device, fromAccountId }, { amount: big }), { token: wong });
    const balance = (await account(bank, wong, '01', 'HKD')).balance;
    bank.clock.set('2026-03-20T01:00:00.000Z');
    await runDueWork(bank.app.bank);
    wong = await bank.login('wong.siuming');
    const detail = await bank.call('ITSI630002', { referenceNo: res.data.payment.referenceNo }, { token: wong });
    if (balance < big) {
      expect(detail.data.lastRun).toMatchObject({ status: 'failed', reason: 'E300000001' });
      expect((await account(bank, wong, '01', 'HKD')).balance).toBe(balance);
    } else {
      expect(detail.data.lastRun).toMatchObject({ status: 'done' });
    }
  });

  it('is idempotent per key', async ({ bank, wong, wongDevice: device, fromAccountId }) => {
    const request = setUp({ bank, device, fromAccountId });
    const first = await bank.call('ITSI630003', request, { token: wong });
    bank.clock.advance(30_000);
    const again = await bank.call('ITSI630003', { ...request, auth: auth({ bank, device }) }, { token: wong });
    expect(again.data).toEqual(first.data);
    expect((await bank.call('ITSI630001', {}, { token: wong })).data.payments).toHaveLength(1);
  });

  it('a modification applies from the next business day; a deletion stops later months', async ({ bank, wong, wongDevice: device, fromAccountId }) => {
    const res = await bank.call('ITSI630003', setUp({ bank, device, fromAccountId }), { token: wong });
    const referenceNo = res.data.payment.referenceNo;
    bank.clock.advance(30_000);
    const terms = { referenceNo, fromAccountId, amount: 100_00, paymentDay: 20, endOption: '2', receipt: 'Y', receiptName: 'WONG SIU MING', receiptEmail: 'wong@example.com' };
    const modified = await bank.call('ITSI630004', { ...terms, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: wong });
    expect(modified.data.payment).toMatchObject({ status: '4', pendingFrom: '2026-03-11', pendingAmount: 100_00, amount: 456_78 });
    const before = (await account(bank, wong, '01', 'HKD')).balance;
    bank.clock.set('2026-03-20T01:00:00.000Z');
    await runDueWork(bank.app.bank);
    wong = await bank.login('wong.siuming');
    expect((await account(bank, wong, '01', 'HKD')).balance).toBe(before - 100_00);

    const deleted = await bank.call('ITSI630005', { referenceNo, idempotencyKey: idempotencyKey() }, { token: wong });
    expect(deleted.data.payment).toMatchObject({ status: '4', cancelFrom: '2026-03-23' });
    bank.clock.set('2026-05-21T01:00:00.000Z');
    await runDueWork(bank.app.bank);
    wong = await bank.login('wong.siuming');
    expect((await account(bank, wong, '01', 'HKD')).balance).toBe(before - 100_00);
    const detail = await bank.call('ITSI630002', { referenceNo }, { token: wong });
    expect(detail.data.payment.status).toBe('3');
    expect((await bank.call('ITSI630005', { referenceNo, idempotencyKey: idempotencyKey() }, { token: wong })).header.responseCode).toBe('E630000007');
  });
});
