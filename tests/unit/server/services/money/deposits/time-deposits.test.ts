// ITSI120001-ITSI120007 and the maturity due work: time deposits on the sandbox bank. The
// clock starts on Tuesday 2026-03-10, 10:00 in Hong Kong.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { account, idempotencyKey, otp, transferTicket, type Account, type Bank } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  savings: Account;
}

const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>, offset = 0) => ({ method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock, offset) });

function placement({ savings }: Pick<Given, 'savings'>, overrides: Record<string, unknown> = {}) {
  return { fromAccountId: savings.accountId, currency: 'HKD', amount: 1_000_000, period: '3M', instruction: '4', ...overrides };
}

async function place({ bank, chan, device, savings }: Pick<Given, 'bank' | 'chan' | 'device' | 'savings'>, overrides: Record<string, unknown> = {}) {
  return bank.call('ITSI120003', { ...placement({ savings }, overrides), idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
}

async function glBalance(bank: Bank, kind: string, currency = 'HKD'): Promise<number> {
  const row = await bank.app.bank.store.db.selectFrom('accounts').select('balance').where('kind', '=', kind as never).where('currency', '=', currency).executeTakeFirst();
  return Number(row?.balance ?? 0);
}

async function moveClock(bank: Bank, ms: number) {
  const res = await bank.call('ITSI900002', { advanceMs: ms });
  expect(res.header.responseCode).toBe('00000');
}

describe('products and quote', () => {
  it('answers the rate table of a currency with every spec period and the accounts of deposit currencies', async ({ bank, chan, device }) => {
    const res = await bank.call('ITSI120001', { currency: 'USD' }, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.rates).toHaveLength(31);
    expect(res.data.rates[0]).toMatchObject({ period: '1D', currency: 'USD', minimum: 100_000 });
    expect(res.data).toMatchObject({ currency: 'USD', daysInYear: 360, minimumFee: 2_600 });
    expect(res.data.currencies).toHaveLength(14);
    // The ATM card account is not a deposit account.
    expect(res.data.accounts.map((a: Account) => a.accountType).sort()).toEqual(['01', '02', '03', '03']);
  });

  it('quotes the maturity date on a business day and the interest at maturity', async ({ bank, chan, hkd: savings, device }) => {
    const res = await bank.call('ITSI120002', placement({ savings }), { token: chan });
    expect(res.header.responseCode).toBe('00000');
    // 2026-03-10 + 3 months = 2026-06-10 (Wednesday): 92 days at 3.00% actual/365 on HKD 10,000 = 75.61
    expect(res.data.quote).toMatchObject({ valueDate: '2026-03-10', maturityDate: '2026-06-10', days: 92, rate: '3.0000%', interestAtMaturity: 7_561, maturityAmount: 1_007_561 });
  });

  it('refuses below the minimum, another currency account, a period the spec does not list and more than is available', async ({ bank, chan, hkd: savings, device }) => {
    const low = await bank.call('ITSI120002', placement({ savings }, { amount: 999_999 }), { token: chan });
    expect(low.header.responseCode).toBe('E120000002');
    expect(low.header.responseMessage).toMatch(/minimum deposit of HKD 10,?000\.00/);
    const usd = await account(bank, chan, '03', 'USD');
    expect((await bank.call('ITSI120002', placement({ savings }, { fromAccountId: usd.accountId }), { token: chan })).header.responseCode).toBe('E120000001');
    expect((await bank.call('ITSI120002', placement({ savings }, { period: '2D' }), { token: chan })).header.responseCode).toBe('E000000400');
    expect((await bank.call('ITSI120002', placement({ savings }, { amount: savings.available + 1 }), { token: chan })).header.responseCode).toBe('E120000003');
  });
});

describe('placement', () => {
  it('debits the account, credits the time-deposit account, once per key, and not against the transfer limit', async ({ bank, chan, device, hkd: savings }) => {
    const depositsBefore = await glBalance(bank, 'time-deposits');
    const request = { ...placement({ savings }), idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) };
    const res = await bank.call('ITSI120003', request, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.deposit).toMatchObject({ status: 'active', principal: 1_000_000, instruction: '4', settlementAccountNo: savings.accountNo });
    expect(res.data.availableAfter).toBe(savings.available - 1_000_000);
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available - 1_000_000);
    expect(await glBalance(bank, 'time-deposits')).toBe(depositsBefore + 1_000_000);
    expect(await ledgerProblems(bank.app)).toEqual([]);

    bank.clock.advance(30_000);
    const again = await bank.call('ITSI120003', { ...request, auth: auth({ bank, device }) }, { token: chan });
    expect(again.data.deposit.depositNo).toBe(res.data.deposit.depositNo);
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available - 1_000_000);
    const changed = await bank.call('ITSI120003', { ...request, amount: 2_000_000, auth: auth({ bank, device }, 1) }, { token: chan });
    expect(changed.header.responseCode).toBe('E120000008');

    const list = await bank.call('ITSI120004', {}, { token: chan });
    expect(list.data.deposits.map((d: { depositNo: string }) => d.depositNo)).toEqual([res.data.deposit.depositNo]);
  });

  it('does not count against the daily transfer limit (HKD 500,000): the whole limit is still there after placing', async ({ bank, chan, device, hkd: savings }) => {
    bank.clock.advance(30_000);
    const placed = await place({ bank, chan, device, savings }, { amount: 50_000_000 });
    expect(placed.header.responseCode).toBe('00000');
    bank.clock.advance(30_000);
    const wong = await bank.login('wong.siuming');
    const to = await account(bank, wong, '01', 'HKD');
    const transfer = await bank.call(
      'ITSI300001',
      {
        fromAccountId: savings.accountId,
        payee: { name: 'WONG SIU MING', bankCode: '398', accountNo: to.accountNo },
        currency: 'HKD',
        amount: 50_000_000,
        idempotencyKey: idempotencyKey(),
        verifyTicket: await transferTicket(bank, chan, device), // a large amount: strengthened verification
        auth: auth({ bank, device }),
      },
      { token: chan },
    );
    expect(transfer.header.responseCode).toBe('00000');
    bank.clock.advance(30_000);
    const over = await bank.call(
      'ITSI300001',
      { fromAccountId: savings.accountId, payee: { name: 'WONG SIU MING', bankCode: '398', accountNo: to.accountNo }, currency: 'HKD', amount: 1, idempotencyKey: idempotencyKey(), verifyTicket: await transferTicket(bank, chan, device), auth: auth({ bank, device }) },
      { token: chan },
    );
    expect(over.header.responseCode).toBe('E300000002');
  });

  it('refuses below the minimum before asking for a code, and a wrong code moves nothing', async ({ bank, chan, device, hkd: savings }) => {
    const low = await place({ bank, chan, device, savings }, { amount: 500_000 });
    expect(low.header.responseCode).toBe('E120000002');
    const wrong = await bank.call('ITSI120003', { ...placement({ savings }), idempotencyKey: idempotencyKey(), auth: { ...auth({ bank, device }), otp: '000000' } }, { token: chan });
    expect(wrong.header.responseCode).not.toBe('00000');
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available);
    expect((await bank.call('ITSI120004', {}, { token: chan })).data.deposits).toEqual([]);
  });

  it('does not show one customer\'s deposit to another', async ({ bank, chan, device, hkd: savings }) => {
    const res = await place({ bank, chan, device, savings });
    const wong = await bank.login('wong.siuming');
    const other = await bank.call('ITSI120005', { depositNo: res.data.deposit.depositNo }, { token: wong });
    expect(other.header.responseCode).toBe('E120000005');
    expect((await bank.call('ITSI120006', { depositNo: res.data.deposit.depositNo }, { token: wong })).header.responseCode).toBe('E120000005');
  });
});

describe('early withdrawal', () => {
  it('quotes the fee (at least HKD 200), pays principal less fee with no interest, and posts the fee', async ({ bank, chan, device, hkd: savings }) => {
    const depositsBefore = await glBalance(bank, 'time-deposits');
    const placed = await place({ bank, chan, device, savings });
    const depositNo = placed.data.deposit.depositNo;
    const quote = await bank.call('ITSI120006', { depositNo }, { token: chan });
    expect(quote.header.responseCode).toBe('00000');
    // (3.80% - 3.00%) x 10,000 x 92/365 = 20.16; prime formula negative; the minimum HKD 200 applies.
    expect(quote.data.quote).toMatchObject({ remainingDays: 92, interbankFormula: 2_016, primeFormula: 0, minimumFee: 20_000, fee: 20_000, interest: 0, proceeds: 980_000 });

    const feeIncomeBefore = await glBalance(bank, 'fee-income');
    bank.clock.advance(30_000);
    // A fee other than the bank's is refused: the customer confirms what was shown.
    const stale = await bank.call('ITSI120007', { depositNo, fee: 10_000, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(stale.header.responseCode).toBe('E120000007');
    bank.clock.advance(30_000);
    const res = await bank.call('ITSI120007', { depositNo, fee: 20_000, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.withdrawal).toMatchObject({ fee: 20_000, proceeds: 980_000, interest: 0 });
    expect(res.data.deposit).toMatchObject({ status: 'withdrawn', fee: 20_000, paidOut: 980_000, interestPaid: 0 });
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available - 20_000);
    expect(await glBalance(bank, 'fee-income')).toBe(feeIncomeBefore + 20_000);
    expect(await glBalance(bank, 'time-deposits')).toBe(depositsBefore);
    expect(await ledgerProblems(bank.app)).toEqual([]);

    bank.clock.advance(30_000);
    const twice = await bank.call('ITSI120006', { depositNo }, { token: chan });
    expect(twice.header.responseCode).toBe('E120000006');
  });

  it('charges the higher formula when it exceeds the minimum', async ({ bank, chan, device, hkd: savings }) => {
    // HKD 1,000,000 for 12 months at 3.10%: interbank (3.80% - 3.10%) x 365/365 = 7,000.00.
    const placed = await place({ bank, chan, device, savings }, { amount: 100_000_000, period: '12M' });
    const quote = await bank.call('ITSI120006', { depositNo: placed.data.deposit.depositNo }, { token: chan });
    expect(quote.data.quote).toMatchObject({ remainingDays: 365, interbankFormula: 700_000, fee: 700_000, proceeds: 99_300_000 });
  });
});

describe('maturity', () => {
  it('credits principal and interest (4), renews the principal and pays the interest (1), renews both (3)', async ({ bank, chan, device, hkd: savings }) => {
    const four = (await place({ bank, chan, device, savings }, { period: '7D', instruction: '4' })).data.deposit;
    bank.clock.advance(30_000);
    const one = (await place({ bank, chan, device, savings }, { period: '7D', instruction: '1', auth: auth({ bank, device }) })).data.deposit;
    bank.clock.advance(30_000);
    const three = (await place({ bank, chan, device, savings }, { period: '7D', instruction: '3', auth: auth({ bank, device }) })).data.deposit;
    expect(four.maturityDate).toBe('2026-03-17');
    // HKD 10,000 at 0.50% for 7 days, actual/365: 0.9589 -> 0.95
    expect(four.interestAtMaturity).toBe(95);
    const afterPlacing = (await account(bank, chan, '01', 'HKD')).available;

    await moveClock(bank, 7 * 86_400_000);
    // Moving the clock a week ends the session: log on again.
    chan = await bank.login('chan.taiman');
    const list = (await bank.call('ITSI120004', {}, { token: chan })).data.deposits as { depositNo: string; status: string; principal: number; renewedFrom?: string; renewedTo?: string; valueDate: string }[];
    const byNo = Object.fromEntries(list.map((d) => [d.depositNo, d]));
    expect(byNo[four.depositNo]!.status).toBe('matured');
    expect(byNo[one.depositNo]!.status).toBe('renewed');
    expect(byNo[three.depositNo]!.status).toBe('renewed');
    const renewedOne = byNo[byNo[one.depositNo]!.renewedTo!]!;
    const renewedThree = byNo[byNo[three.depositNo]!.renewedTo!]!;
    expect(renewedOne).toMatchObject({ status: 'active', principal: 1_000_000, renewedFrom: one.depositNo, valueDate: '2026-03-17' });
    expect(renewedThree).toMatchObject({ status: 'active', principal: 1_000_095 });
    // The account got principal + interest of (4) and the interest of (1).
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(afterPlacing + 1_000_095 + 95);
    expect(await ledgerProblems(bank.app)).toEqual([]);

    // Running the due work again changes nothing.
    await moveClock(bank, 1_000);
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(afterPlacing + 1_000_095 + 95);
  });

  it('seeds demo deposits for ho.wingyan, one maturing within days', async ({ bank, chan, device }) => {
    const ho = await bank.login('ho.wingyan');
    const list = (await bank.call('ITSI120004', {}, { token: ho })).data.deposits as { maturityDate: string; status: string; instruction: string }[];
    expect(list.map((d) => d.instruction).sort()).toEqual(['1', '3', '4']);
    const first = list[0]!;
    expect(first.status).toBe('active');
    const days = (Date.parse(first.maturityDate) - Date.parse('2026-03-10')) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(2);
    expect(days).toBeLessThanOrEqual(7);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });
});
