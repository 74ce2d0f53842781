// ITSI800001-ITSI800002: the bulk stop of physical cheques on the sandbox bank. chan.taiman's
// seeded book is 100001-100050 on the HKD current account: 100001-100003 paid, 100004 in
// clearing, the rest unused.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { STOP_FEE_PER_CHEQUE } from '../../../../../../domain/cheques/stop.js';
import { account, idempotencyKey, otp, type Account, type Bank } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';

let bank: Bank;
let chan: string;
let device: { deviceId: string; seed: string };
let savings: Account;
let bookId: string;

// The bank and sessions the fixtures made for this test, for the helpers of this file.
it.beforeEach(async ({ bank: givenBank, chan: givenChan, device: givenDevice, hkd: givenHkd }) => {
  bank = givenBank;
  chan = givenChan;
  device = givenDevice;
  savings = givenHkd;
  const books = await bank.call('ITSI800001', {}, { token: chan });
  bookId = books.data.books[0].bookId;
});

const auth = (offset = 0) => ({ method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock, offset) });

function stop(overrides: Record<string, unknown> = {}) {
  return { bookId, fromNo: '100010', toNo: '100012', reason: '01', feeAccountId: savings.accountId, idempotencyKey: idempotencyKey(), auth: auth(), ...overrides };
}

async function statusOf(no: string): Promise<string> {
  const books = await bank.call('ITSI800001', {}, { token: chan });
  return books.data.books[0].cheques.find((c: { chequeNo: string }) => c.chequeNo === no).status;
}

describe('cheque books', () => {
  it('lists the book of the current account, the HKD fee accounts and the rules', async () => {
    const res = await bank.call('ITSI800001', {}, { token: chan });
    expect(res.data.books).toHaveLength(1);
    expect(res.data.books[0]).toMatchObject({ firstNo: '100001', lastNo: '100050', accountType: '02', unused: 46 });
    expect(res.data.feeAccounts.map((a: Account) => a.accountType)).toEqual(['01', '02']);
    expect(res.data).toMatchObject({ feePerCheque: STOP_FEE_PER_CHEQUE, feeCurrency: 'HKD', maxCount: 50 });
  });
  it('has none for a customer without a current account', async () => {
    const ho = await bank.login('ho.wingyan');
    const res = await bank.call('ITSI800001', {}, { token: ho });
    expect(res.data.books).toEqual([]);
  });
});

describe('bulk stop', () => {
  it('stops three consecutive unused cheques, posts the fee once and keeps the ledger balanced', async () => {
    const request = stop();
    const res = await bank.call('ITSI800002', request, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.stop).toMatchObject({ fromNo: '100010', toNo: '100012', count: 3, accepted: 3, rejected: 0, pending: 0, fee: 3 * STOP_FEE_PER_CHEQUE });
    expect(res.data.stop.results.map((r: { result: string }) => r.result)).toEqual(['accepted', 'accepted', 'accepted']);
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available - 3 * STOP_FEE_PER_CHEQUE);
    expect(await statusOf('100011')).toBe('stopped');
    expect(await ledgerProblems(bank.app)).toEqual([]);

    // The same instruction again: the first answer, no second fee.
    bank.clock.advance(30_000);
    const again = await bank.call('ITSI800002', { ...request, auth: auth() }, { token: chan });
    expect(again.data.stop.referenceNo).toBe(res.data.stop.referenceNo);
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available - 3 * STOP_FEE_PER_CHEQUE);
    // The same key with another range is refused.
    const changed = await bank.call('ITSI800002', { ...request, toNo: '100013', auth: auth(1) }, { token: chan });
    expect(changed.header.responseCode).toBe('E800000009');
  });

  it('gives each cheque its own result and charges only the ones reached', async () => {
    const res = await bank.call('ITSI800002', stop({ fromNo: '100002', toNo: '100005' }), { token: chan });
    expect(res.data.stop.results).toEqual([
      { chequeNo: '100002', result: 'rejected', reason: 'used' },
      { chequeNo: '100003', result: 'rejected', reason: 'used' },
      { chequeNo: '100004', result: 'pending' },
      { chequeNo: '100005', result: 'accepted' },
    ]);
    expect(res.data.stop.fee).toBe(2 * STOP_FEE_PER_CHEQUE);
  });

  it('refuses a range with no unused cheque, and a stopped cheque cannot be stopped again', async () => {
    const used = await bank.call('ITSI800002', stop({ fromNo: '100001', toNo: '100003' }), { token: chan });
    expect(used.header.responseCode).toBe('E800000006');
    bank.clock.advance(30_000);
    const first = await bank.call('ITSI800002', stop({ fromNo: '100020', toNo: '' }), { token: chan });
    expect(first.data.stop).toMatchObject({ count: 1, accepted: 1 });
    bank.clock.advance(30_000);
    const twice = await bank.call('ITSI800002', stop({ fromNo: '100020', toNo: '', auth: auth() }), { token: chan });
    expect(twice.header.responseCode).toBe('E800000006');
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('refuses ranges over the limit, reversed or outside the book before asking for a code', async () => {
    expect((await bank.call('ITSI800002', stop({ fromNo: '100001', toNo: '100051' }), { token: chan })).header.responseCode).toBe('E800000004');
    expect((await bank.call('ITSI800002', stop({ fromNo: '100012', toNo: '100010' }), { token: chan })).header.responseCode).toBe('E800000003');
    expect((await bank.call('ITSI800002', stop({ fromNo: '200010', toNo: '200012' }), { token: chan })).header.responseCode).toBe('E800000005');
  });

  it('needs the fee account to be the customer own HKD savings or current account, with the fee available', async () => {
    const usd = await account(bank, chan, '03', 'USD');
    expect((await bank.call('ITSI800002', stop({ feeAccountId: usd.accountId }), { token: chan })).header.responseCode).toBe('E800000007');
    const wong = await bank.login('wong.siuming');
    const wongBook = (await bank.call('ITSI800001', {}, { token: wong })).data.books[0].bookId;
    expect((await bank.call('ITSI800002', stop({ bookId: wongBook }), { token: chan })).header.responseCode).toBe('E800000001');
  });

  it('refuses a wrong one-time code and moves nothing', async () => {
    const res = await bank.call('ITSI800002', stop({ auth: { ...auth(), otp: '000000' } }), { token: chan });
    expect(res.header.responseCode).not.toBe('00000');
    expect(await statusOf('100010')).toBe('normal');
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available);
  });
});
