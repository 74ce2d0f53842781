// ITSI800001-ITSI800002: the bulk stop of physical cheques on the sandbox bank. chan.taiman's
// seeded book is 100001-100050 on the HKD current account: 100001-100003 paid, 100004 in
// clearing, the rest unused.
import { describe, expect } from 'vitest';
import { test } from '../../../support/fixtures.js';
import { STOP_FEE_PER_CHEQUE } from '../../../../../../domain/cheques/stop.js';
import { account, idempotencyKey, otp, type Account, type Bank } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';

const it = test.extend<{ bookId: string }>({
  // chan.taiman's first cheque book.
  bookId: async ({ bank, chan }, use) => use((await bank.call('ITSI800001', {}, { token: chan })).data.books[0].bookId),
});

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  savings: Account;
  bookId: string;
}

const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>, offset = 0) => ({ method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock, offset) });

function stop({ bank, device, savings, bookId }: Pick<Given, 'bank' | 'device' | 'savings' | 'bookId'>, overrides: Record<string, unknown> = {}) {
  return { bookId, fromNo: '100010', toNo: '100012', reason: '01', feeAccountId: savings.accountId, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }), ...overrides };
}

async function statusOf({ bank, chan }: Pick<Given, 'bank' | 'chan'>, no: string): Promise<string> {
  const books = await bank.call('ITSI800001', {}, { token: chan });
  return books.data.books[0].cheques.find((c: { chequeNo: string }) => c.chequeNo === no).status;
}

describe('cheque books', () => {
  it('lists the book of the current account, the HKD fee accounts and the rules', async ({ bank, chan, device }) => {
    const res = await bank.call('ITSI800001', {}, { token: chan });
    expect(res.data.books).toHaveLength(1);
    expect(res.data.books[0]).toMatchObject({ firstNo: '100001', lastNo: '100050', accountType: '02', unused: 46 });
    expect(res.data.feeAccounts.map((a: Account) => a.accountType)).toEqual(['01', '02']);
    expect(res.data).toMatchObject({ feePerCheque: STOP_FEE_PER_CHEQUE, feeCurrency: 'HKD', maxCount: 50 });
  });
  it('has none for a customer without a current account', async ({ bank, chan, device }) => {
    const ho = await bank.login('ho.wingyan');
    const res = await bank.call('ITSI800001', {}, { token: ho });
    expect(res.data.books).toEqual([]);
  });
});

describe('bulk stop', () => {
  it('stops three consecutive unused cheques, posts the fee once and keeps the ledger balanced', async ({ bank, chan, device, hkd: savings, bookId }) => {
    const request = stop({ bank, device, savings, bookId });
    const res = await bank.call('ITSI800002', request, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.stop).toMatchObject({ fromNo: '100010', toNo: '100012', count: 3, accepted: 3, rejected: 0, pending: 0, fee: 3 * STOP_FEE_PER_CHEQUE });
    expect(res.data.stop.results.map((r: { result: string }) => r.result)).toEqual(['accepted', 'accepted', 'accepted']);
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available - 3 * STOP_FEE_PER_CHEQUE);
    expect(await statusOf({ bank, chan }, '100011')).toBe('stopped');
    expect(await ledgerProblems(bank.app)).toEqual([]);

    // The same instruction again: the first answer, no second fee.
    bank.clock.advance(30_000);
    const again = await bank.call('ITSI800002', { ...request, auth: auth({ bank, device }) }, { token: chan });
    expect(again.data.stop.referenceNo).toBe(res.data.stop.referenceNo);
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available - 3 * STOP_FEE_PER_CHEQUE);
    // The same key with another range is refused.
    const changed = await bank.call('ITSI800002', { ...request, toNo: '100013', auth: auth({ bank, device }, 1) }, { token: chan });
    expect(changed.header.responseCode).toBe('E800000009');
  });

  it('gives each cheque its own result and charges only the ones reached', async ({ bank, chan, device, hkd: savings, bookId }) => {
    const res = await bank.call('ITSI800002', stop({ bank, device, savings, bookId }, { fromNo: '100002', toNo: '100005' }), { token: chan });
    expect(res.data.stop.results).toEqual([
      { chequeNo: '100002', result: 'rejected', reason: 'used' },
      { chequeNo: '100003', result: 'rejected', reason: 'used' },
      { chequeNo: '100004', result: 'pending' },
      { chequeNo: '100005', result: 'accepted' },
    ]);
    expect(res.data.stop.fee).toBe(2 * STOP_FEE_PER_CHEQUE);
  });

  it('refuses a range with no unused cheque, and a stopped cheque cannot be stopped again', async ({ bank, chan, device, hkd: savings, bookId }) => {
    const used = await bank.call('ITSI800002', stop({ bank, device, savings, bookId }, { fromNo: '100001', toNo: '100003' }), { token: chan });
    expect(used.header.responseCode).toBe('E800000006');
    bank.clock.advance(30_000);
    const first = await bank.call('ITSI800002', stop({ bank, device, savings, bookId }, { fromNo: '100020', toNo: '' }), { token: chan });
    expect(first.data.stop).toMatchObject({ count: 1, accepted: 1 });
    bank.clock.advance(30_000);
    const twice = await bank.call('ITSI800002', stop({ bank, device, savings, bookId }, { fromNo: '100020', toNo: '', auth: auth({ bank, device }) }), { token: chan });
    expect(twice.header.responseCode).toBe('E800000006');
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('refuses ranges over the limit, reversed or outside the book before asking for a code', async ({ bank, chan, device, hkd: savings, bookId }) => {
    expect((await bank.call('ITSI800002', stop({ bank, device, savings, bookId }, { fromNo: '100001', toNo: '100051' }), { token: chan })).header.responseCode).toBe('E800000004');
    expect((await bank.call('ITSI800002', stop({ bank, device, savings, bookId }, { fromNo: '100012', toNo: '100010' }), { token: chan })).header.responseCode).toBe('E800000003');
    expect((await bank.call('ITSI800002', stop({ bank, device, savings, bookId }, { fromNo: '200010', toNo: '200012' }), { token: chan })).header.responseCode).toBe('E800000005');
  });

  it('needs the fee account to be the customer own HKD savings or current account, with the fee available', async ({ bank, chan, device, hkd: savings, bookId }) => {
    const usd = await account(bank, chan, '03', 'USD');
    expect((await bank.call('ITSI800002', stop({ bank, device, savings, bookId }, { feeAccountId: usd.accountId }), { token: chan })).header.responseCode).toBe('E800000007');
    const wong = await bank.login('wong.siuming');
    const wongBook = (await bank.call('ITSI800001', {}, { token: wong })).data.books[0].bookId;
    expect((await bank.call('ITSI800002', stop({ bank, device, savings, bookId }, { bookId: wongBook }), { token: chan })).header.responseCode).toBe('E800000001');
  });

  it('refuses a wrong one-time code and moves nothing', async ({ bank, chan, device, hkd: savings, bookId }) => {
    const res = await bank.call('ITSI800002', stop({ bank, device, savings, bookId }, { auth: { ...auth({ bank, device }), otp: '000000' } }), { token: chan });
    expect(res.header.responseCode).not.toBe('00000');
    expect(await statusOf({ bank, chan }, '100010')).toBe('normal');
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available);
  });
});
