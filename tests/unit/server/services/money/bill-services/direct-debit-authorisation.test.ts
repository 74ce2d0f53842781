// ITSI6200xx: a direct debit authorisation needs two factors (session + mobile-token code)
// to be set up or amended, goes PEND -> SUCC when the merchant's bank confirms, keeps "no
// upper limit" as a flag, and every change is idempotent.
import { describe, expect } from 'vitest';
import { test } from '../../../support/fixtures.js';
import { normaliseUpperLimit, DD_MAX_UPPER_LIMIT } from '../../../../../../server/services/money/bill-services/upper-limit.js';
import { account, idempotencyKey, otp, wrongOtp, type Bank } from '../../../support/helpers.js';
import { serviceAnswer } from '../../../support/service-answer.js';

const it = test.extend<{ fromAccountId: string }>({
  fromAccountId: async ({ hkd }, use) => use(hkd.accountId),
});

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  fromAccountId: string;
}
const HOUR = 60 * 60 * 1000;

function auth({ bank, device }: Pick<Given, 'bank' | 'device'>, offset = 0) {
  return { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock, offset) };
}

function setUp({ bank, device, fromAccountId }: Pick<Given, 'bank' | 'device' | 'fromAccountId'>, over: Record<string, unknown> = {}) {
  return {
    merchantId: 'M2401',
    creditorType: 'proxy',
    creditorId: '7654321',
    debtorReference: 'CLP 0123456789',
    fromAccountId,
    noUpperLimit: false,
    upperLimit: 1_500_00,
    periodicity: 'MNTH',
    maxCount: 1,
    expiryOption: '0',
    idempotencyKey: idempotencyKey(),
    auth: auth({ bank, device }),
    ...over,
  };
}

describe('upper payment limit', () => {
  it('stores no upper limit as a flag, also when the spec sentinels arrive', () => {
    expect(normaliseUpperLimit(true, undefined)).toEqual({ noUpperLimit: true, upperLimit: null });
    expect(normaliseUpperLimit(false, 99_999_999_00)).toEqual({ noUpperLimit: true, upperLimit: null });
    expect(normaliseUpperLimit(false, 999_999_999_999_999)).toEqual({ noUpperLimit: true, upperLimit: null });
    expect(normaliseUpperLimit(false, 0)).toEqual({ error: 'E620000008' });
    expect(normaliseUpperLimit(false, DD_MAX_UPPER_LIMIT + 1)).toEqual({ error: 'E620000005' });
    expect(normaliseUpperLimit(false, 12_345)).toEqual({ noUpperLimit: false, upperLimit: 12_345 });
  });
});

describe('direct debit set-up', () => {
  it('is refused without a verified mobile-token code', async ({ bank, chan, device, fromAccountId }) => {
    const { auth: _a, ...withoutAuth } = setUp({ bank, device, fromAccountId });
    expect((await bank.call('ITSI620003', withoutAuth, { token: chan })).header.responseCode).toBe('E000000400');
    const wrong = await bank.call('ITSI620003', setUp({ bank, device, fromAccountId }, { auth: { ...auth({ bank, device }), otp: wrongOtp(device.seed, bank.clock) } }), { token: chan });
    expect(wrong.header.responseCode).toBe('E498000002');
    const other = await bank.call('ITSI620003', setUp({ bank, device, fromAccountId }, { auth: { ...auth({ bank, device }), deviceId: 'device-unknown-0001' } }), { token: chan });
    expect(other.header.responseCode).toBe('E498000001');
    const list = await bank.call('ITSI620001', {}, { token: chan });
    expect(list.data.authorisations.filter((a: { merchantId: string }) => a.merchantId === 'M2401')).toHaveLength(0);
  });

  it('sets up PEND, and the merchant bank confirms it to SUCC', async ({ bank, chan, device, fromAccountId }) => {
    const res = await bank.call('ITSI620003', setUp({ bank, device, fromAccountId }), { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.authorisation).toMatchObject({ status: 'PEND', upperLimit: 1_500_00, noUpperLimit: false, periodicity: 'MNTH', currency: 'HKD' });
    const ref = res.data.authorisation.referenceNo;
    await bank.call('ITSI900002', { advanceMs: HOUR + 1000 });
    chan = await bank.login('chan.taiman');
    const detail = await bank.call('ITSI620002', { referenceNo: ref }, { token: chan });
    expect(detail.data.authorisation.status).toBe('SUCC');
  });

  it('keeps no upper limit as a flag, never an amount', async ({ bank, chan, device, fromAccountId }) => {
    const res = await bank.call('ITSI620003', setUp({ bank, device, fromAccountId }, { noUpperLimit: true, upperLimit: undefined }), { token: chan });
    expect(res.data.authorisation).toMatchObject({ noUpperLimit: true, upperLimit: null });
    const row = await bank.app.bank.store.db.selectFrom('direct_debits').selectAll().where('reference_no', '=', res.data.authorisation.referenceNo).executeTakeFirstOrThrow();
    expect(row.upper_limit).toBeNull();
    expect(row.no_upper_limit).toBe(1);
  });

  it('re-checks merchant, limit, account and expiry on the server', async ({ bank, chan, device, fromAccountId }) => {
    // Each attempt uses the next 30-second code: a code is accepted once.
    const code = async (over: Record<string, unknown>) => {
      bank.clock.advance(30_000);
      return (await bank.call('ITSI620003', setUp({ bank, device, fromAccountId }, { ...over, auth: auth({ bank, device }) }), { token: chan })).header.responseCode;
    };
    expect(await code({ merchantId: 'M1101' })).toBe('E620000001');
    expect(await code({ merchantId: 'M9999' })).toBe('E600000020'); // merchant info not found
    // Over the form's own maximum: the form's rule, checked again by the bank, answers first
    // (E000000422); the service's rule behind it still holds.
    expect(await code({ upperLimit: DD_MAX_UPPER_LIMIT + 1 })).toBe('E000000422');
    expect(await serviceAnswer(bank, chan, 'ITSI620003', setUp({ bank, device, fromAccountId }, { upperLimit: DD_MAX_UPPER_LIMIT + 1, auth: auth({ bank, device }) }))).toBe('E620000005');
    expect(await code({ upperLimit: 0 })).toBe('E000000422');
    expect(await serviceAnswer(bank, chan, 'ITSI620003', setUp({ bank, device, fromAccountId }, { upperLimit: 0, auth: auth({ bank, device }) }))).toBe('E620000008');
    const usd = (await account(bank, chan, '03', 'USD')).accountId;
    expect(await code({ fromAccountId: usd })).toBe('E620000002');
    expect(await code({ expiryOption: '1', expiryDate: '2026-03-10' })).toBe('E620000007');
    expect(await code({ debtorReference: '中文參考' })).toBe('E000000400');
  });

  it('is idempotent: one authorisation per key', async ({ bank, chan, device, fromAccountId }) => {
    const request = setUp({ bank, device, fromAccountId });
    const first = await bank.call('ITSI620003', request, { token: chan });
    bank.clock.advance(30_000);
    const again = await bank.call('ITSI620003', { ...request, auth: auth({ bank, device }) }, { token: chan });
    expect(again.data).toEqual(first.data);
    const rows = await bank.app.bank.store.db.selectFrom('direct_debits').select('id').where('idempotency_key', '=', request.idempotencyKey).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('direct debit amend and cancel', () => {
  /** An authorisation made effective: an hour later, which ends the session. */
  async function effective({ bank, chan, device, fromAccountId }: Pick<Given, 'bank' | 'chan' | 'device' | 'fromAccountId'>): Promise<string> {
    const res = await bank.call('ITSI620003', setUp({ bank, device, fromAccountId }), { token: chan });
    await bank.call('ITSI900002', { advanceMs: HOUR + 1000 });
    return res.data.authorisation.referenceNo;
  }

  it('amends with a mobile-token code only, and goes back to PEND for confirmation', async ({ bank, chan, device, fromAccountId }) => {
    const referenceNo = await effective({ bank, chan, device, fromAccountId });
    // The session ended with the hour the clock moved: log on again.
    chan = await bank.login('chan.taiman');
    const terms = { referenceNo, debtorReference: 'CLP 0123456789', fromAccountId, noUpperLimit: true, periodicity: 'QURT', maxCount: 2, expiryOption: '1', expiryDate: '2027-12-31' };
    const noCode = await bank.call('ITSI620004', { ...terms, idempotencyKey: idempotencyKey() }, { token: chan });
    expect(noCode.header.responseCode).toBe('E000000400');
    const res = await bank.call('ITSI620004', { ...terms, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.authorisation).toMatchObject({ status: 'PEND', noUpperLimit: true, upperLimit: null, periodicity: 'QURT', expiryDate: '2027-12-31' });
  });

  it('cancels once; a cancelled authorisation cannot be amended or cancelled again', async ({ bank, chan, device, fromAccountId }) => {
    const referenceNo = await effective({ bank, chan, device, fromAccountId });
    // The session ended with the hour the clock moved: log on again.
    chan = await bank.login('chan.taiman');
    const key = idempotencyKey();
    const cancelled = await bank.call('ITSI620005', { referenceNo, idempotencyKey: key }, { token: chan });
    expect(cancelled.data.authorisation.status).toBe('CNCL');
    const repeat = await bank.call('ITSI620005', { referenceNo, idempotencyKey: key }, { token: chan });
    expect(repeat.data).toEqual(cancelled.data);
    const again = await bank.call('ITSI620005', { referenceNo, idempotencyKey: idempotencyKey() }, { token: chan });
    expect(again.header.responseCode).toBe('E620000004');
  });

  it('never shows or changes another customer\u2019s authorisation', async ({ bank, chan, device, fromAccountId }) => {
    const referenceNo = await effective({ bank, chan, device, fromAccountId });
    // The session ended with the hour the clock moved: log on again.
    chan = await bank.login('chan.taiman');
    const wong = await bank.login('wong.siuming');
    expect((await bank.call('ITSI620002', { referenceNo }, { token: wong })).header.responseCode).toBe('E620000003');
    expect((await bank.call('ITSI620005', { referenceNo, idempotencyKey: idempotencyKey() }, { token: wong })).header.responseCode).toBe('E620000003');
  });
});
