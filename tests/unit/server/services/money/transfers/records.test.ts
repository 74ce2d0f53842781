// ITSI300002 records with filters and ITSI300003 detail, own transfers only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_BANK_CODE } from '../../../../../../server/config.js';
import { account, activateToken, idempotencyKey, otp, startBank, transferTicket, type Bank } from '../../../support/helpers.js';

let bank: Bank;
let chan: string;
let wong: string;

interface Rec {
  transferId: string;
  amount: number;
  status: string;
  category: string;
  createdAt: string;
  transferType: string;
}

/**
 * History made once for all tests in this file (times in UTC; Hong Kong is UTC+8):
 *   2026-02-27 20:00 HK  same-bank to Wong      HKD 1,000.00        third party
 *   2026-02-28 23:30 HK  same-bank own account   HKD 150,000.00      same name, over 100k
 *   2026-03-01 00:30 HK  local-bank to HSBC      HKD 200.00          third party (settles)
 *   2026-03-10 10:00 HK  local-bank to Hang Seng HKD 100,000.00      exactly 100k, still processing
 */
beforeAll(async () => {
  bank = await startBank({ settleSeconds: 3600 });
  const steps: Array<{ at: string; payee: object; amount: number; from: '01' | '02' }> = [];
  const wongLogin = await bank.login('wong.siuming');
  const wongHkd = await account(bank, wongLogin, '01', 'HKD');
  const toWong = { bankCode: OWN_BANK_CODE, accountNo: wongHkd.accountNo, name: 'WONG SIU MING' };
  steps.push({ at: '2026-02-27T12:00:00.000Z', payee: toWong, amount: 100_000, from: '01' });
  // accountNo '' = Chan's own current account, looked up below.
  steps.push({ at: '2026-02-28T15:30:00.000Z', payee: { bankCode: OWN_BANK_CODE, accountNo: '', name: 'CHAN TAI MAN' }, amount: 15_000_000, from: '01' });
  steps.push({ at: '2026-02-28T16:30:00.000Z', payee: { bankCode: '004', accountNo: '817263540838', name: 'CHEUNG KA FAI' }, amount: 20_000, from: '01' });
  steps.push({ at: '2026-03-10T02:00:00.000Z', payee: { bankCode: '024', accountNo: '383124567882', name: 'LAU MEI LING' }, amount: 10_000_000, from: '02' });

  for (const step of steps) {
    bank.clock.set(step.at);
    const token = await bank.login('chan.taiman');
    const device = await activateToken(bank, token, 'records-test-device-01');
    const from = await account(bank, token, step.from, 'HKD');
    const payee = { ...(step.payee as { bankCode: string; accountNo: string; name: string }) };
    if (!payee.accountNo) payee.accountNo = (await account(bank, token, '02', 'HKD')).accountNo;
    const res = await bank.call(
      'ITSI300001',
      {
        fromAccountId: from.accountId,
        payee,
        currency: 'HKD',
        amount: step.amount,
        idempotencyKey: idempotencyKey(),
        // Over HKD 50,000 within 30 minutes needs strengthened verification first.
        ...(step.amount > 5_000_000 ? { verifyTicket: await transferTicket(bank, token, device) } : {}),
        auth: { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) },
      },
      { token },
    );
    if (res.header.responseCode !== '00000') throw new Error(`setup transfer failed: ${res.header.responseCode}`);
  }
  bank.clock.set('2026-03-10T02:05:00.000Z');
  chan = await bank.login('chan.taiman');
  wong = await bank.login('wong.siuming');
});
afterAll(async () => {
  await bank.close();
});

async function list(filter: object, token = chan): Promise<{ total: number; records: Rec[] }> {
  const res = await bank.call<{ total: number; records: Rec[] }>('ITSI300002', { pageNo: 1, pageSize: 50, ...filter }, { token });
  expect(res.header.responseCode).toBe('00000');
  return res.data;
}

describe('transfer records', () => {
  it('lists all own transfers newest first', async () => {
    const all = await list({});
    expect(all.total).toBe(4);
    expect(all.records.map((r) => r.amount)).toEqual([10_000_000, 20_000, 15_000_000, 100_000]);
    expect(all.records.map((r) => r.createdAt)).toEqual([...all.records.map((r) => r.createdAt)].sort().reverse());
    expect((await list({ category: '0', status: '' })).total).toBe(4);
  });

  it('filters by status (the old local-bank transfer has settled, the new one has not)', async () => {
    expect((await list({ status: '0' })).records.map((r) => r.amount)).toEqual([10_000_000]);
    expect((await list({ status: '1' })).total).toBe(3);
    expect((await list({ status: '2' })).total).toBe(0);
  });

  it('filters by category', async () => {
    expect((await list({ category: '1' })).records.map((r) => r.amount)).toEqual([15_000_000]);
    expect((await list({ category: '2' })).total).toBe(3);
  });

  it('filters by Hong Kong dates, both ends inclusive', async () => {
    expect((await list({ startDate: '2026-02-28', endDate: '2026-02-28' })).records.map((r) => r.amount)).toEqual([15_000_000]);
    expect((await list({ startDate: '2026-03-01' })).records.map((r) => r.amount)).toEqual([10_000_000, 20_000]);
    expect((await list({ endDate: '2026-02-27' })).records.map((r) => r.amount)).toEqual([100_000]);
    expect((await list({ startDate: '2026-03-02', endDate: '2026-03-09' })).total).toBe(0);
  });

  it('filters by Hong Kong month', async () => {
    expect((await list({ yearMonth: '2026-02' })).records.map((r) => r.amount)).toEqual([15_000_000, 100_000]);
    expect((await list({ yearMonth: '2026-03' })).total).toBe(2);
  });

  it('over 100k means strictly above 100,000.00', async () => {
    expect((await list({ over100k: true })).records.map((r) => r.amount)).toEqual([15_000_000]);
    expect((await list({ over100k: false })).total).toBe(4);
  });

  it('pages with a total', async () => {
    const page1 = await bank.call('ITSI300002', { pageNo: 1, pageSize: 3 }, { token: chan });
    const page2 = await bank.call('ITSI300002', { pageNo: 2, pageSize: 3 }, { token: chan });
    expect(page1.data.total).toBe(4);
    expect(page1.data.records).toHaveLength(3);
    expect(page2.data.records.map((r: Rec) => r.amount)).toEqual([100_000]);
  });

  it('combines filters', async () => {
    expect((await list({ status: '1', category: '2', yearMonth: '2026-03' })).records.map((r) => r.amount)).toEqual([20_000]);
  });

  it('shows another customer nothing of them', async () => {
    expect((await list({}, wong)).total).toBe(0);
  });
});

describe('transfer detail', () => {
  it('returns an own transfer', async () => {
    const [latest] = (await list({})).records;
    const res = await bank.call('ITSI300003', { transferId: latest?.transferId }, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    // The detail adds which definition made it (every money-moving request names one).
    const { flowDefinition, ...transfer } = res.data.transfer;
    expect(transfer).toEqual(latest);
    expect(flowDefinition).toMatch(/^[a-z.-]+@\d+#[0-9a-f]{16}$/);
  });

  it("refuses another customer's transfer like a missing one", async () => {
    const [latest] = (await list({})).records;
    const other = await bank.call('ITSI300003', { transferId: latest?.transferId }, { token: wong, locale: 'en_US' });
    expect(other.header).toEqual({ responseCode: 'E300000008', responseMessage: 'The transfer record was not found.' });
    expect(other.data).toEqual({});
    const missing = await bank.call('ITSI300003', { transferId: 'TR000000000000000000000000' }, { token: wong, locale: 'en_US' });
    expect(missing.header).toEqual(other.header);
  });
});
