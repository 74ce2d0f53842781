// ITSI300004/300005/300006/300007: FPS by proxy, small-value without a second factor only
// within the limit, scam warnings, strengthened verification, express cut-off, settlement
// and the receiving bank's rejection with the money returned.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { runDueWork } from '../../../../../../server/services/bank/due-work.js';
import { account, idempotencyKey, otp, type Account, type Bank, type Envelope } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  hkd: Account;
}

function nextStep(bank: Bank) {
  bank.clock.advance(30_000);
}

function auth({ bank, device }: Pick<Given, 'bank' | 'device'>) {
  nextStep(bank);
  return { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) };
}

async function send({ bank, chan, hkd }: Pick<Given, 'bank' | 'chan' | 'hkd'>, body: Record<string, unknown>, token = chan): Promise<Envelope> {
  return bank.call('ITSI300005', { fromAccountId: hkd.accountId, currency: 'HKD', idempotencyKey: idempotencyKey(), ...body }, { token });
}

async function setLimit({ bank, chan, device }: Pick<Given, 'bank' | 'chan' | 'device'>, limit: number) {
  const res = await bank.call('ITSI300007', { limit, auth: auth({ bank, device }) }, { token: chan });
  expect(res.header.responseCode).toBe('00000');
  return res.data;
}

describe('FPS payee lookup (ITSI300004)', () => {
  const lookup = ({ bank, chan }: Pick<Given, 'bank' | 'chan'>, proxyType: string, proxyValue: string, amount = 10_000) =>
    bank.call('ITSI300004', { proxyType, proxyValue, currency: 'HKD', amount }, { token: chan });

  it('finds a Hong Kong mobile proxy in any common spelling and masks the name', async ({ bank, chan, device }) => {
    for (const spelling of ['98765432', '+852 9876 5432', '852-98765432']) {
      const res = await lookup({ bank, chan }, 'MOBN', spelling);
      expect(res.header.responseCode).toBe('00000');
      expect(res.data).toMatchObject({ proxyValue: '+85298765432', payeeName: 'HO KA MI**', bankCode: '004', highRisk: false, warningAvailable: true, needOptFlag: '0' });
    }
  });

  it('finds Macau and mainland mobiles, e-mail, FPS ID and HKID proxies', async ({ bank, chan, device }) => {
    expect((await lookup({ bank, chan }, 'MOBN', '+853 6688 1234')).data.bankCode).toBe('012');
    expect((await lookup({ bank, chan }, 'MOBN', '+86 138 0013 8000')).data.bankCode).toBe('009');
    expect((await lookup({ bank, chan }, 'EMAL', 'Mandy.Cheung@example.com')).data.bankCode).toBe('024');
    expect((await lookup({ bank, chan }, 'SVID', '1234567')).data.bankCode).toBe('004');
    expect((await lookup({ bank, chan }, 'HKID', 'W520128(7)')).data.bankCode).toBe('015');
  });

  it('answers the time-out, incorrect and not-registered outcomes with their messages', async ({ bank, chan, device }) => {
    const timeout = await lookup({ bank, chan }, 'MOBN', '55550000');
    expect(timeout.header).toEqual({ responseCode: 'E300100001', responseMessage: 'Time out to receive the payee name, please click Continue to try again' });
    expect((await lookup({ bank, chan }, 'MOBN', '21234567')).header.responseMessage).toBe("Beneficiary's information is incorrect, please enter again.");
    expect((await lookup({ bank, chan }, 'MOBN', '92223333')).header.responseCode).toBe('E300100002');
    expect((await lookup({ bank, chan }, 'SVID', '123456')).header.responseCode).toBe('E300100002');
    expect((await lookup({ bank, chan }, 'EMAL', 'old.address@example.org')).header.responseMessage).toBe('You are not registered for the FPS service, please register.');
  });

  it('flags high-risk proxies and an unavailable warning service', async ({ bank, chan, device }) => {
    expect((await lookup({ bank, chan }, 'MOBN', '61234567')).data).toMatchObject({ highRisk: true, warningAvailable: true });
    expect((await lookup({ bank, chan }, 'SVID', '87654321')).data).toMatchObject({ highRisk: false, warningAvailable: false });
  });

  it('limits name lookups per customer (30 in 10 minutes), so proxies cannot be harvested', async ({ bank, chan, device }) => {
    for (let i = 0; i < 30; i += 1) expect((await lookup({ bank, chan }, 'MOBN', '98765432')).header.responseCode).toBe('00000');
    expect((await lookup({ bank, chan }, 'MOBN', '98765432')).header.responseCode).toBe('E000000429');
    const wong = await bank.login('wong.siuming');
    const other = await bank.call('ITSI300004', { proxyType: 'MOBN', proxyValue: '98765432', currency: 'HKD', amount: 100 }, { token: wong });
    expect(other.header.responseCode).toBe('00000');
    bank.clock.advance(4 * 60_000);
    chan = await bank.login('chan.taiman');
    expect((await lookup({ bank, chan }, 'MOBN', '98765432')).header.responseCode).toBe('E000000429');
    bank.clock.advance(7 * 60_000); // the first lookups leave the 10-minute window
    chan = await bank.login('chan.taiman');
    expect((await lookup({ bank, chan }, 'MOBN', '98765432')).header.responseCode).toBe('00000');
  });

  it('asks for strengthened verification above HKD 50,000 within 30 minutes', async ({ bank, chan, device, hkd }) => {
    expect((await lookup({ bank, chan }, 'MOBN', '98765432', 5_000_001)).data.needOptFlag).toBe('1');
    const first = await send({ bank, chan, hkd }, { kind: 'instant', proxy: { type: 'MOBN', value: '98765432' }, amount: 3_000_000, auth: auth({ bank, device }) });
    expect(first.header.responseCode).toBe('00000');
    expect((await lookup({ bank, chan }, 'MOBN', '98765432', 2_000_001)).data.needOptFlag).toBe('1');
    expect((await lookup({ bank, chan }, 'MOBN', '98765432', 2_000_000)).data.needOptFlag).toBe('0');
    bank.clock.advance(31 * 60_000);
    chan = await bank.login('chan.taiman'); // the idle session ended meanwhile
    expect((await lookup({ bank, chan }, 'MOBN', '98765432', 2_000_001)).data.needOptFlag).toBe('0');
  });
});

describe('instant transfer by proxy (ITSI300005)', () => {
  it('needs the mobile token, debits at once and settles later; the same key moves money once', async ({ bank, chan, device, hkd }) => {
    const key = idempotencyKey();
    const noToken = await send({ bank, chan, hkd }, { kind: 'instant', proxy: { type: 'MOBN', value: '98765432' }, amount: 12_345, idempotencyKey: key });
    expect(noToken.header.responseCode).toBe('E300100006');
    const body = { kind: 'instant', proxy: { type: 'MOBN', value: '98765432' }, amount: 12_345, idempotencyKey: idempotencyKey() };
    const ok = await send({ bank, chan, hkd }, { ...body, auth: auth({ bank, device }) });
    expect(ok.header.responseCode).toBe('00000');
    expect(ok.data.transfer).toMatchObject({ status: '0', transferKind: 'instant', payeeName: 'HO KA MING', payeeBankCode: '004', proxyType: 'MOBN', proxyValue: '+85298765432', fee: 0 });
    const again = await send({ bank, chan, hkd }, { ...body, auth: auth({ bank, device }) });
    expect(again.data.transfer.transferId).toBe(ok.data.transfer.transferId);
    const after = await account(bank, chan, '01', 'HKD');
    expect(after.balance).toBe(hkd.balance - 12_345);
    bank.clock.advance(61_000);
    await runDueWork(bank.app.bank);
    const detail = await bank.call('ITSI300003', { transferId: ok.data.transfer.transferId }, { token: chan });
    expect(detail.data.transfer.status).toBe('1');
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('refuses a high-risk proxy unless the customer proceeded past the scam warning', async ({ bank, chan, device, hkd }) => {
    const proxy = { type: 'MOBN', value: '61234567' };
    expect((await send({ bank, chan, hkd }, { kind: 'instant', proxy, amount: 100, auth: auth({ bank, device }) })).header.responseCode).toBe('E300100004');
    expect((await send({ bank, chan, hkd }, { kind: 'instant', proxy, amount: 100, scamWarningAccepted: true, auth: auth({ bank, device }) })).header.responseCode).toBe('00000');
  });

  it('takes HKD or CNY only', async ({ bank, chan, device, hkd }) => {
    const usd = await account(bank, chan, '03', 'USD');
    const res = await send({ bank, chan, hkd }, { kind: 'instant', fromAccountId: usd.accountId, currency: 'USD', proxy: { type: 'MOBN', value: '98765432' }, amount: 100, auth: auth({ bank, device }) });
    expect(res.header.responseCode).toBe('E300000005');
    const cny = await account(bank, chan, '03', 'CNY');
    const ok = await send({ bank, chan, hkd }, { kind: 'instant', fromAccountId: cny.accountId, currency: 'CNY', proxy: { type: 'MOBN', value: '98765432' }, amount: 100, auth: auth({ bank, device }) });
    expect(ok.header.responseCode).toBe('00000');
  });

  it('is rejected by the receiving bank for one proxy, and the money comes back in a balanced entry', async ({ bank, chan, device, hkd }) => {
    const ok = await send({ bank, chan, hkd }, { kind: 'instant', proxy: { type: 'MOBN', value: '90001111' }, amount: 50_000, auth: auth({ bank, device }) });
    expect(ok.data.transfer.status).toBe('0');
    bank.clock.advance(61_000);
    await runDueWork(bank.app.bank);
    const detail = await bank.call('ITSI300003', { transferId: ok.data.transfer.transferId }, { token: chan });
    expect(detail.data.transfer).toMatchObject({ status: '2', fundsReturned: true });
    expect(detail.data.transfer.rejectReason).toMatch(/closed/);
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(hkd.balance);
    await runDueWork(bank.app.bank); // runs twice, returns once
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(hkd.balance);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });
});

describe('small-value transfer', () => {
  const proxy = { type: 'MOBN', value: '98765432' };

  it('starts with no service: without a limit nothing goes without the token', async ({ bank, chan, hkd, device }) => {
    const state = await bank.call('ITSI300006', {}, { token: chan });
    expect(state.data).toMatchObject({ limit: 0, remaining: 0 });
    expect((await send({ bank, chan, hkd }, { kind: 'small-value', proxy, amount: 100 })).header.responseCode).toBe('E300100007');
  });

  it('goes without a second factor only within the remaining limit', async ({ bank, chan, device, hkd }) => {
    await setLimit({ bank, chan, device }, 300_000);
    const first = await send({ bank, chan, hkd }, { kind: 'small-value', proxy, amount: 200_000 });
    expect(first.header.responseCode).toBe('00000');
    expect(first.data.transfer.transferKind).toBe('small-value');
    const over = await send({ bank, chan, hkd }, { kind: 'small-value', proxy, amount: 100_001 });
    expect(over.header).toMatchObject({ responseCode: 'E300100007', responseMessage: 'The amount exceeds your remaining small-value transfer limit for today.' });
    // Even with the token a "small-value" transfer stays within the limit; over it is an instant transfer.
    expect((await send({ bank, chan, hkd }, { kind: 'small-value', proxy, amount: 100_001, auth: auth({ bank, device }) })).header.responseCode).toBe('E300100007');
    expect((await send({ bank, chan, hkd }, { kind: 'instant', proxy, amount: 100_001, auth: auth({ bank, device }) })).header.responseCode).toBe('00000');
    expect((await bank.call('ITSI300006', {}, { token: chan })).data).toMatchObject({ limit: 300_000, usedToday: 200_000, remaining: 100_000 });
  });

  it('is HKD only', async ({ bank, chan, device, hkd }) => {
    await setLimit({ bank, chan, device }, 300_000);
    const cny = await account(bank, chan, '03', 'CNY');
    expect((await send({ bank, chan, hkd }, { kind: 'small-value', fromAccountId: cny.accountId, currency: 'CNY', proxy, amount: 100 })).header.responseCode).toBe('E300000005');
  });

  it('needs the token to change the limit, refuses more than HKD 10,000, and 0 ends the service', async ({ bank, chan, device, hkd }) => {
    const noAuth = await bank.call('ITSI300007', { limit: 100 }, { token: chan });
    expect(noAuth.header.responseCode).toBe('E000000400');
    expect((await bank.call('ITSI300007', { limit: 1_000_001, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E000000400');
    await setLimit({ bank, chan, device }, 100_000);
    expect((await send({ bank, chan, hkd }, { kind: 'small-value', proxy, amount: 100 })).header.responseCode).toBe('00000');
    await setLimit({ bank, chan, device }, 0);
    expect((await send({ bank, chan, hkd }, { kind: 'small-value', proxy, amount: 100 })).header.responseCode).toBe('E300100007');
  });

  it('resets to zero when the mobile number changes or after 18 months unused', async ({ bank, chan, device }) => {
    await setLimit({ bank, chan, device }, 100_000);
    await bank.app.bank.store.db.updateTable('customers').set({ mobile: '+852 90000000' }).where('login_id', '=', 'chan.taiman').execute();
    expect((await bank.call('ITSI300006', {}, { token: chan })).data.limit).toBe(0);
    await bank.app.bank.store.db.updateTable('customers').set({ mobile: '+852 91234567' }).where('login_id', '=', 'chan.taiman').execute();
    expect((await bank.call('ITSI300006', {}, { token: chan })).data.limit).toBe(100_000);
    bank.clock.advance(549 * 24 * 3600_000); // just over 18 months
    chan = await bank.login('chan.taiman');
    expect((await bank.call('ITSI300006', {}, { token: chan })).data.limit).toBe(0);
  });

  it('is refused without the token when strengthened verification is needed', async ({ bank, chan, device, hkd }) => {
    await setLimit({ bank, chan, device }, 1_000_000);
    await bank.app.bank.store.db.updateTable('customers').set({ need_opt_flag: '1' }).where('login_id', '=', 'chan.taiman').execute();
    // The API route asks for the ticket before the transfer service runs (factor-policy.ts).
    expect((await send({ bank, chan, hkd }, { kind: 'small-value', proxy, amount: 100 })).header.responseCode).toBe('E500000008');
    expect((await bank.call('ITSI401013', {}, { token: chan })).data.stopIncreaseQuota).toBe('Y');
  });
});

describe('express transfer', () => {
  async function express({ bank, chan, device, hkd }: Pick<Given, 'bank' | 'chan' | 'device' | 'hkd'>, amount = 10_000) {
    const usd = await account(bank, chan, '03', 'USD');
    return send({ bank, chan, hkd }, { kind: 'express', fromAccountId: usd.accountId, currency: 'USD', payee: { name: 'HO KA MING', bankCode: '004', accountNo: '004512345678' }, amount, auth: auth({ bank, device }) });
  }

  it('before noon on a business day is processed today', async ({ bank, chan, device, hkd }) => {
    const res = await express({ bank, chan, device, hkd }); // START is Tuesday 10:00 HKT
    expect(res.data.transfer).toMatchObject({ status: '0', valueDate: '2026-03-10', transferKind: 'express', fee: 0 });
  });

  it('after the cut-off before a holiday waits for the next business day, then settles', async ({ bank, chan, device, hkd }) => {
    bank.clock.set('2026-12-31T05:00:00.000Z'); // Thursday 13:00 HKT, New Year's Day next
    chan = await bank.login('chan.taiman');
    const res = await express({ bank, chan, device, hkd });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.transfer).toMatchObject({ status: '3', valueDate: '2027-01-04' });
    await bank.call('ITSI900002', { moveTo: '2027-01-03T02:00:00.000Z' });
    chan = await bank.login('chan.taiman');
    const waiting = await bank.call('ITSI300003', { transferId: res.data.transfer.transferId }, { token: chan });
    expect(waiting.data.transfer.status).toBe('3');
    await bank.call('ITSI900002', { moveTo: '2027-01-04T01:00:00.000Z' });
    await bank.call('ITSI900002', { advanceMs: 61_000 });
    chan = await bank.login('chan.taiman');
    const done = await bank.call('ITSI300003', { transferId: res.data.transfer.transferId }, { token: chan });
    expect(done.data.transfer.status).toBe('1');
    expect(done.data.transfer.completedAt >= '2027-01-04T01:00:00.000Z').toBe(true);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('takes USD or EUR only, never by proxy', async ({ bank, chan, device, hkd }) => {
    const res = await send({ bank, chan, hkd }, { kind: 'express', payee: { name: 'HO KA MING', bankCode: '004', accountNo: '004512345678' }, amount: 100, auth: auth({ bank, device }) });
    expect(res.header.responseCode).toBe('E300000005');
  });
});
