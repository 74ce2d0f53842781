// ITSI600003-ITSI600007: bill payments move money once, within the merchant's limit and the
// balance, on Hong Kong business days; forward-dated ones wait for their date and can change
// only before it.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { runDueWork } from '../../../../../../server/services/bank/due-work.js';
import { account, activateToken, idempotencyKey, otp, type Account, type Bank } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  savings: Account;
}

const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>, offset = 0) => ({ method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock, offset) });

function bill({ bank, device, savings }: Pick<Given, 'bank' | 'device' | 'savings'>, overrides: Record<string, unknown> = {}) {
  return {
    merchantId: 'M2401',
    billType: '01',
    billNo: '1234567890',
    fromAccountId: savings.accountId,
    currency: 'HKD',
    amount: 456_70,
    paymentDate: '2026-03-10',
    needReceipt: 'Y',
    receiptName: 'CHAN TAI MAN',
    receiptEmail: 'chan@example.com',
    idempotencyKey: idempotencyKey(),
    auth: auth({ bank, device }),
    ...overrides,
  };
}

async function balance({ bank, chan }: Pick<Given, 'bank' | 'chan'>): Promise<number> {
  return (await account(bank, chan, '01', 'HKD')).available;
}

describe('pay now', () => {
  it('debits once, is accepted today before the cut-off and issues the e-receipt', async ({ bank, chan, device, hkd: savings }) => {
    const request = bill({ bank, device, savings });
    const res = await bank.call('ITSI600003', request, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.payment).toMatchObject({ status: '2', kind: 'now', effectiveDate: '2026-03-10', amount: 456_70, channel: 'E03', changeable: false });
    expect(await balance({ bank, chan })).toBe(savings.available - 456_70);

    bank.clock.advance(30_000);
    const again = await bank.call('ITSI600003', { ...request, auth: auth({ bank, device }) }, { token: chan });
    expect(again.data.payment.referenceNo).toBe(res.data.payment.referenceNo);
    expect(await balance({ bank, chan })).toBe(savings.available - 456_70);

    const changed = await bank.call('ITSI600003', { ...request, amount: 1_00, auth: auth({ bank, device }, 1) }, { token: chan });
    expect(changed.header.responseCode).toBe('E600000010');

    const receipts = await bank.call('ITSI600012', {}, { token: chan });
    expect(receipts.data.receipts).toHaveLength(2); // and the seeded one from three weeks ago
    expect(receipts.data.receipts[0]).toMatchObject({ receiptName: 'CHAN TAI MAN', amount: 456_70, currency: 'HKD', paymentDate: '2026-03-10' });
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('after 12:00 is debited now and processed the next business day', async ({ bank, chan, device, hkd: savings }) => {
    bank.clock.set('2026-03-13T05:00:00.000Z'); // Friday 13:00 Hong Kong
    chan = await bank.login('chan.taiman');
    const res = await bank.call('ITSI600003', bill({ bank, device, savings }, { paymentDate: '2026-03-13', needReceipt: 'N', receiptName: undefined, receiptEmail: undefined, auth: auth({ bank, device }) }), { token: chan });
    expect(res.data.payment).toMatchObject({ status: '1', effectiveDate: '2026-03-16' });
    expect(await balance({ bank, chan })).toBe(savings.available - 456_70);
    bank.clock.set('2026-03-16T01:00:00.000Z');
    await runDueWork(bank.app.bank);
    chan = await bank.login('chan.taiman');
    const detail = await bank.call('ITSI600005', { paymentId: res.data.payment.paymentId }, { token: chan });
    expect(detail.data.payment.status).toBe('2');
    expect(await balance({ bank, chan })).toBe(savings.available - 456_70);
  });

  it('cannot be amended or deleted once confirmed', async ({ bank, chan, device, hkd: savings }) => {
    const res = await bank.call('ITSI600003', bill({ bank, device, savings }), { token: chan });
    bank.clock.advance(30_000);
    const del = await bank.call('ITSI600007', { paymentId: res.data.payment.paymentId, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(del.header.responseCode).toBe('E600000012');
  });
});

describe('rules the bank enforces', () => {
  it('refuses a general bill over HKD 50,000 and a tax bill over HKD 500,000', async ({ bank, device, hkd: savings, chan }) => {
    const lee = await bank.login('lee.kayan');
    const leeDevice = await activateToken(bank, lee);
    const leeSavings = await account(bank, lee, '01', 'HKD');
    const leeAuth = () => ({ method: 'mobile-token', deviceId: leeDevice.deviceId, otp: otp(leeDevice.seed, bank.clock) });
    const general = await bank.call('ITSI600003', bill({ bank, device, savings }, { fromAccountId: leeSavings.accountId, amount: 50_000_01, auth: leeAuth() }), { token: lee });
    expect(general.header.responseCode).toBe('E600000005');
    expect(general.header.responseMessage).toContain('50,000');
    bank.clock.advance(30_000);
    const tax = await bank.call('ITSI600003', bill({ bank, device, savings }, { fromAccountId: leeSavings.accountId, merchantId: 'M1101', billNo: '1234567890123', amount: 400_000_00, auth: leeAuth() }), { token: lee });
    expect(tax.header.responseCode).toBe('00000');
  });

  it('refuses more than the balance, a wrong bill number, a weekend date and a foreign-currency account', async ({ bank, chan, device, hkd: savings }) => {
    const wong = await bank.login('wong.siuming');
    const wongDevice = await activateToken(bank, wong);
    const wongSavings = await account(bank, wong, '01', 'HKD');
    const wongAuth = (o = 0) => ({ method: 'mobile-token', deviceId: wongDevice.deviceId, otp: otp(wongDevice.seed, bank.clock, o) });
    const over = await bank.call('ITSI600003', bill({ bank, device, savings }, { fromAccountId: wongSavings.accountId, amount: wongSavings.available + 1, auth: wongAuth() }), { token: wong });
    expect(over.header.responseCode).toBe('E600000006');
    bank.clock.advance(30_000);
    const wrongNo = await bank.call('ITSI600003', bill({ bank, device, savings }, { billNo: '12345', auth: auth({ bank, device }) }), { token: chan });
    expect(wrongNo.header.responseCode).toBe('E600000003');
    bank.clock.advance(30_000);
    const saturday = await bank.call('ITSI600003', bill({ bank, device, savings }, { paymentDate: '2026-03-14', auth: auth({ bank, device }) }), { token: chan, locale: 'zh_MO' });
    expect(saturday.header.responseCode).toBe('E600000007');
    expect(saturday.header.responseMessage).toBe('此交易只適用於星期一至星期五，請重新選擇');
    bank.clock.advance(30_000);
    const usd = await account(bank, chan, '03', 'USD');
    const foreign = await bank.call('ITSI600003', bill({ bank, device, savings }, { fromAccountId: usd.accountId, auth: auth({ bank, device }) }), { token: chan });
    expect(foreign.header.responseCode).toBe('E600000004');
    expect(await balance({ bank, chan })).toBe(savings.available);
  });

  it('needs a valid mobile-token code', async ({ bank, chan, device, hkd: savings }) => {
    const res = await bank.call('ITSI600003', bill({ bank, device, savings }, { auth: { method: 'mobile-token', deviceId: device.deviceId, otp: '000000' } }), { token: chan });
    expect(['E498000002']).toContain(res.header.responseCode);
    expect(await balance({ bank, chan })).toBe(savings.available);
  });

  it("answers the customer's own merchants for the records' filter, whatever the filter, and no one else's", async ({ bank, chan, device, hkd: savings }) => {
    await bank.call('ITSI600003', bill({ bank, device, savings }), { token: chan });
    const all = await bank.call('ITSI600004', { view: 'all', status: '4' }, { token: chan });
    expect(all.data.records).toEqual([]);
    const ids = all.data.merchants.map((m: { merchantId: string }) => m.merchantId);
    expect(ids).toContain(bill({ bank, device, savings }).merchantId);
    expect(all.data.merchants.find((m: { merchantId: string }) => m.merchantId === bill({ bank, device, savings }).merchantId).name.en).toBeTruthy();
    // Exactly the merchants of the customer's own payments and saved bills.
    const wong = await bank.login('wong.siuming');
    const other = await bank.call('ITSI600004', { view: 'all' }, { token: wong });
    const saved = await bank.call('ITSI600008', {}, { token: wong });
    const own = new Set([...other.data.records, ...saved.data.templates].map((r: { merchantId: string }) => r.merchantId));
    expect(other.data.merchants.map((m: { merchantId: string }) => m.merchantId)).toEqual([...own].sort());
  });

  it('lists only HKD savings, current and multi-currency accounts', async ({ bank, chan, device }) => {
    const res = await bank.call('ITSI600002', {}, { token: chan });
    expect(res.data.accounts.map((a: Account) => `${a.accountType}-${a.currency}`)).toEqual(['01-HKD', '02-HKD']);
  });
});

describe('forward-dated instructions', () => {
  it('waits, can be amended before its date, executes on it exactly once and then cannot change', async ({ bank, chan, device, hkd: savings }) => {
    const res = await bank.call('ITSI600003', bill({ bank, device, savings }, { paymentDate: '2026-03-16' }), { token: chan });
    expect(res.data.payment).toMatchObject({ status: '0', kind: 'forward', effectiveDate: '2026-03-16', changeable: true });
    expect(await balance({ bank, chan })).toBe(savings.available);
    const paymentId = res.data.payment.paymentId;

    const pending = await bank.call('ITSI600004', { view: 'pending' }, { token: chan });
    expect(pending.data.records.map((r: { paymentId: string }) => r.paymentId)).toEqual([paymentId]);

    bank.clock.advance(30_000);
    const amend = await bank.call('ITSI600006', { paymentId, amount: 300_00, paymentDate: '2026-03-17', idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(amend.data.payment).toMatchObject({ amount: 300_00, effectiveDate: '2026-03-17', status: '0' });

    bank.clock.set('2026-03-17T01:00:00.000Z'); // its date, 09:00
    await runDueWork(bank.app.bank);
    await runDueWork(bank.app.bank);
    chan = await bank.login('chan.taiman');
    expect(await balance({ bank, chan })).toBe(savings.available - 300_00);
    const done = await bank.call('ITSI600005', { paymentId }, { token: chan });
    expect(done.data.payment).toMatchObject({ status: '2', changeable: false });
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('cannot be deleted on its effective date but can the day before', async ({ bank, chan, device, hkd: savings }) => {
    const first = await bank.call('ITSI600003', bill({ bank, device, savings }, { paymentDate: '2026-03-11' }), { token: chan });
    bank.clock.advance(30_000);
    const second = await bank.call('ITSI600003', bill({ bank, device, savings }, { paymentDate: '2026-03-12', auth: auth({ bank, device }) }), { token: chan });
    bank.clock.set('2026-03-10T22:30:00.000Z'); // 06:30 on the first one's date, before the morning batch
    chan = await bank.login('chan.taiman');
    await runDueWork(bank.app.bank);
    expect((await bank.call('ITSI600005', { paymentId: first.data.payment.paymentId }, { token: chan })).data.payment).toMatchObject({ status: '0', changeable: false });
    const onDate = await bank.call('ITSI600007', { paymentId: first.data.payment.paymentId, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(onDate.header.responseCode).toBe('E600000013');
    bank.clock.advance(30_000);
    const before = await bank.call('ITSI600007', { paymentId: second.data.payment.paymentId, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(before.data.payment.status).toBe('4');
    bank.clock.set('2026-03-12T02:00:00.000Z');
    await runDueWork(bank.app.bank);
    chan = await bank.login('chan.taiman');
    expect(await balance({ bank, chan })).toBe(savings.available - 456_70); // only the first one moved money
  });

  it('is rejected on its date when the balance is short', async ({ bank, device, hkd: savings, chan }) => {
    const wong = await bank.login('wong.siuming');
    const wongDevice = await activateToken(bank, wong);
    const wongSavings = await account(bank, wong, '01', 'HKD');
    const res = await bank.call(
      'ITSI600003',
      bill({ bank, device, savings }, { fromAccountId: wongSavings.accountId, amount: wongSavings.available, paymentDate: '2026-03-11', auth: { method: 'mobile-token', deviceId: wongDevice.deviceId, otp: otp(wongDevice.seed, bank.clock) } }),
      { token: wong },
    );
    expect(res.header.responseCode).toBe('00000');
    bank.clock.advance(60_000);
    const now = await bank.call('ITSI600003', bill({ bank, device, savings }, { fromAccountId: wongSavings.accountId, amount: 10_00, auth: { method: 'mobile-token', deviceId: wongDevice.deviceId, otp: otp(wongDevice.seed, bank.clock) } }), { token: wong });
    expect(now.header.responseCode).toBe('00000');
    bank.clock.set('2026-03-11T02:00:00.000Z');
    await runDueWork(bank.app.bank);
    const token = await bank.login('wong.siuming');
    const detail = await bank.call('ITSI600005', { paymentId: res.data.payment.paymentId }, { token });
    expect(detail.data.payment.status).toBe('3');
  });
});
