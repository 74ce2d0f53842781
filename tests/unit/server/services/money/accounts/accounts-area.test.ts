// ITSI130001-ITSI130008: the accounts pages on the sandbox bank. chan.taiman has HKD savings
// (1,285,640.50), HKD current, a multi-currency account (CNY, USD) and an ATM card.
import { describe, expect } from 'vitest';
import { test } from '../../../support/fixtures.js';
import { account, idempotencyKey, otp, type Account, type Bank } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';
import { OWN_BANK_CODE } from '../../../../../../server/config.js';

const it = test.extend<{ current: Account }>({
  current: async ({ bank, chan }, use) => use(await account(bank, chan, '02', 'HKD')),
});

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  savings: Account;
}

// Each code may be used once: move the clock a step for the next one.
const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>) => {
  bank.clock.advance(30_000);
  return { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) };
};

async function holding({ bank, chan }: Pick<Given, 'bank' | 'chan'>, id: string) {
  const res = await bank.call('ITSI130002', { accountId: id }, { token: chan });
  expect(res.header.responseCode).toBe('00000');
  return res.data.account;
}

async function transfer({ bank, chan, device }: Pick<Given, 'bank' | 'chan' | 'device'>, from: Account, to: Account, amount: number) {
  return bank.call(
    'ITSI300001',
    {
      fromAccountId: from.accountId,
      payee: { name: 'CHAN TAI MAN', bankCode: OWN_BANK_CODE, accountNo: to.accountNo },
      currency: 'HKD',
      amount,
      idempotencyKey: idempotencyKey(),
      auth: auth({ bank, device }),
    },
    { token: chan },
  );
}

describe('overview and details', () => {
  it('totals balances per account type and currency and shows the ATM card active', async ({ bank, chan, hkd: savings, device }) => {
    const res = await bank.call('ITSI130001', {}, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    const totals = res.data.totals.map((t: { accountType: string; currency: string }) => `${t.accountType}/${t.currency}`);
    expect(totals).toEqual(['01/HKD', '02/HKD', '03/CNY', '03/USD', '04/HKD']);
    expect(res.data.totals[0]).toMatchObject({ balance: savings.balance, available: savings.available, count: 1 });
    const card = res.data.accounts.find((a: Account) => a.accountType === '04');
    expect(card).toMatchObject({ cardStatus: 'active', safeLocked: 0 });
    const onlySavings = await bank.call('ITSI130001', { accountType: '01' }, { token: chan });
    expect(onlySavings.data.accounts.map((a: Account) => a.accountType)).toEqual(['01']);
  });

  it('refuses another customer\'s account', async ({ bank, hkd: savings, chan, device }) => {
    const wong = await bank.login('wong.siuming');
    const res = await bank.call('ITSI130002', { accountId: savings.accountId }, { token: wong });
    expect(res.header.responseCode).toBe('E130000001');
    const records = await bank.call('ITSI130003', { accountId: savings.accountId, pageNo: 1, pageSize: 10 }, { token: wong });
    expect(records.header.responseCode).toBe('E130000001');
  });
});

describe('Money Safe', () => {
  it('locks part of the balance with the Mobile Token; a transfer beyond the unlocked part is refused', async ({ bank, chan, device, hkd: savings, current }) => {
    const lock = savings.balance - 100_000; // leaves HKD 1,000.00 unlocked
    const res = await bank.call('ITSI130005', { accountId: savings.accountId, amount: lock, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.account).toMatchObject({ safeLocked: lock, available: 100_000, balance: savings.balance });

    // The transfer check and the list every picker shows read the same available balance.
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(100_000);
    const refused = await transfer({ bank, chan, device }, savings, current, 100_001);
    expect(refused.header.responseCode).toBe('E300000001');
    const allowed = await transfer({ bank, chan, device }, savings, current, 100_000);
    expect(allowed.header.responseCode).toBe('00000');
    expect(await holding({ bank, chan }, savings.accountId)).toMatchObject({ balance: lock, available: 0, safeLocked: lock });
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('refuses a lock beyond the available balance, and without a valid code', async ({ bank, chan, device, hkd: savings }) => {
    const over = await bank.call('ITSI130005', { accountId: savings.accountId, amount: savings.available + 1, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(over.header.responseCode).toBe('E130000003');
    const card = (await bank.call('ITSI130001', { accountType: '04' }, { token: chan })).data.accounts[0];
    const notDeposit = await bank.call('ITSI130005', { accountId: card.accountId, amount: 100, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(notDeposit.header.responseCode).toBe('E130000002');
    const noCode = await bank.call('ITSI130005', { accountId: savings.accountId, amount: 100, idempotencyKey: idempotencyKey(), auth: { ...auth({ bank, device }), otp: '000000' } }, { token: chan });
    expect(noCode.header.responseCode).toBe('E498000002');
    expect((await holding({ bank, chan }, savings.accountId)).safeLocked).toBe(0);
  });

  it('answers a repeated instruction once', async ({ bank, chan, device, hkd: savings }) => {
    const request = { accountId: savings.accountId, amount: 5_000, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) };
    await bank.call('ITSI130005', request, { token: chan });
    const again = await bank.call('ITSI130005', { ...request, auth: auth({ bank, device }) }, { token: chan });
    expect(again.header.responseCode).toBe('00000');
    expect((await holding({ bank, chan }, savings.accountId)).safeLocked).toBe(5_000);
  });

  it('refuses to unlock online, in the customer\'s language', async ({ bank, chan, hkd: savings, device }) => {
    for (const [locale, text] of [['en_US', 'visit any branch'], ['zh_MO', '親臨任何分行'], ['zh_CN', '亲临任何分行']] as const) {
      const res = await bank.call('ITSI130006', { accountId: savings.accountId, amount: 100 }, { token: chan, locale });
      expect(res.header.responseCode).toBe('E130000006');
      expect(res.header.responseMessage).toContain(text);
    }
  });
});

describe('ATM card lock', () => {
  it('locks and unlocks with the Mobile Token, idempotently, with an audit record each time', async ({ bank, chan, device }) => {
    const card = (await bank.call('ITSI130002', { accountType: '04' }, { token: chan })).data.account;
    expect(card.cardStatus).toBe('active');
    const locked = await bank.call('ITSI130004', { accountId: card.accountId, action: 'lock', auth: auth({ bank, device }) }, { token: chan });
    expect(locked.data).toMatchObject({ changed: true, account: { cardStatus: 'locked' } });
    const again = await bank.call('ITSI130004', { accountId: card.accountId, action: 'lock', auth: auth({ bank, device }) }, { token: chan });
    expect(again.data).toMatchObject({ changed: false, account: { cardStatus: 'locked' } });
    expect((await holding({ bank, chan }, card.accountId)).cardStatus).toBe('locked');
    const unlocked = await bank.call('ITSI130004', { accountId: card.accountId, action: 'unlock', auth: auth({ bank, device }) }, { token: chan });
    expect(unlocked.data).toMatchObject({ changed: true, account: { cardStatus: 'active' } });

    const events = await bank.app.bank.store.db.selectFrom('auth_events').select(['event', 'outcome']).where('event', 'like', 'card-%').orderBy('at').execute();
    expect(events.map((e) => e.event)).toEqual(['card-lock', 'card-lock', 'card-unlock']);
  });

  it('needs a valid code and refuses an account that is not a card', async ({ bank, chan, device, hkd: savings }) => {
    const card = (await bank.call('ITSI130002', { accountType: '04' }, { token: chan })).data.account;
    const wrong = await bank.call('ITSI130004', { accountId: card.accountId, action: 'lock', auth: { ...auth({ bank, device }), otp: '000000' } }, { token: chan });
    expect(wrong.header.responseCode).toBe('E498000002');
    expect((await holding({ bank, chan }, card.accountId)).cardStatus).toBe('active');
    const notCard = await bank.call('ITSI130004', { accountId: savings.accountId, action: 'lock', auth: auth({ bank, device }) }, { token: chan });
    expect(notCard.header.responseCode).toBe('E130000001');
  });
});

describe('QR cash withdrawal', () => {
  async function issue({ bank, chan, device, savings }: Pick<Given, 'bank' | 'chan' | 'device' | 'savings'>, amount = 50_000, from = savings) {
    const res = await bank.call('ITSI130007', { accountId: from.accountId, amount, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    return res.data;
  }

  it('pays out once with a balanced posting, and keeps only the hash of the code', async ({ bank, chan, device, hkd: savings }) => {
    const code = await issue({ bank, chan, device, savings });
    expect(Date.parse(code.expiresAt) - bank.clock.now()).toBe(5 * 60 * 1000);
    const stored = await bank.app.bank.store.db.selectFrom('qr_withdrawals').selectAll().executeTakeFirstOrThrow();
    expect(code.qr).not.toContain(stored.code_hash);
    expect(JSON.stringify(stored)).not.toContain(code.qr.split('.')[2]);

    const paid = await bank.call('ITSI130008', { qr: code.qr, atmId: 'ATM-0001' });
    expect(paid.header.responseCode).toBe('00000');
    expect(paid.data).toMatchObject({ amount: 50_000, currency: 'HKD', accountNo: savings.accountNo.slice(-4) });
    expect((await holding({ bank, chan }, savings.accountId)).balance).toBe(savings.balance - 50_000);
    expect(await ledgerProblems(bank.app)).toEqual([]);

    const twice = await bank.call('ITSI130008', { qr: code.qr, atmId: 'ATM-0001' });
    expect(twice.header.responseCode).toBe('E130000008');
    expect((await holding({ bank, chan }, savings.accountId)).balance).toBe(savings.balance - 50_000);

    const records = await bank.call('ITSI130003', { accountId: savings.accountId, pageNo: 1, pageSize: 5 }, { token: chan });
    expect(records.data.records[0]).toMatchObject({ kind: 'atm-withdrawal', direction: 'out', amount: 50_000, balanceAfter: savings.balance - 50_000 });
  });

  it('answers a retried request with the same withdrawal and a fresh code; the first code stops working', async ({ bank, chan, device, hkd: savings }) => {
    const request = { accountId: savings.accountId, amount: 20_000, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) };
    const first = await bank.call('ITSI130007', request, { token: chan });
    const retry = await bank.call('ITSI130007', request, { token: chan });
    expect(retry.header.responseCode).toBe('00000');
    expect(retry.data.withdrawalId).toBe(first.data.withdrawalId);
    expect(retry.data.qr).not.toBe(first.data.qr);
    const other = await bank.call('ITSI130007', { ...request, amount: 30_000 }, { token: chan });
    expect(other.header.responseCode).toBe('E130000009');
    expect((await bank.call('ITSI130008', { qr: first.data.qr, atmId: 'ATM-0001' })).header.responseCode).toBe('E130000008');
    expect((await bank.call('ITSI130008', { qr: retry.data.qr, atmId: 'ATM-0001' })).header.responseCode).toBe('00000');
    expect((await holding({ bank, chan }, savings.accountId)).balance).toBe(savings.balance - 20_000);
  });

  it('expires after 5 minutes', async ({ bank, chan, device, hkd: savings }) => {
    const code = await issue({ bank, chan, device, savings });
    bank.clock.advance(5 * 60 * 1000);
    const late = await bank.call('ITSI130008', { qr: code.qr, atmId: 'ATM-0001' });
    expect(late.header.responseCode).toBe('E130000008');
    expect((await holding({ bank, chan }, savings.accountId)).balance).toBe(savings.balance);
  });

  it('refuses a tampered code, amounts not in hundreds or over the limit, and a foreign-currency account', async ({ bank, chan, device, hkd: savings }) => {
    const code = await issue({ bank, chan, device, savings });
    const tampered = await bank.call('ITSI130008', { qr: code.qr.slice(0, -2) + 'xx', atmId: 'ATM-0002' });
    expect(tampered.header.responseCode).toBe('E130000008');
    for (const amount of [15_050, 1_010_000, 0]) {
      const res = await bank.call('ITSI130007', { accountId: savings.accountId, amount, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
      expect(res.header.responseCode).toBe('E000000400');
    }
    const usd = await account(bank, chan, '03', 'USD');
    const foreign = await bank.call('ITSI130007', { accountId: usd.accountId, amount: 10_000, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(foreign.header.responseCode).toBe('E130000005');
  });

  it('respects the Money Safe when the ATM pays out', async ({ bank, chan, device, hkd: savings }) => {
    const code = await issue({ bank, chan, device, savings }, 100_000);
    await bank.call('ITSI130005', { accountId: savings.accountId, amount: savings.balance - 50_000, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    const res = await bank.call('ITSI130008', { qr: code.qr, atmId: 'ATM-0001' });
    expect(res.header.responseCode).toBe('E300000001');
    expect((await holding({ bank, chan }, savings.accountId)).balance).toBe(savings.balance);
  });

  it('limits how many codes a customer makes and how many wrong codes an ATM tries', async ({ bank, chan, device, hkd: savings }) => {
    for (let i = 0; i < 5; i += 1) await issue({ bank, chan, device, savings }, 10_000);
    const sixth = await bank.call('ITSI130007', { accountId: savings.accountId, amount: 10_000, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(sixth.header.responseCode).toBe('E130000007');

    for (let i = 0; i < 10; i += 1) {
      const res = await bank.call('ITSI130008', { qr: `HKATMQR1.QW${i}.guess`, atmId: 'ATM-9' });
      expect(res.header.responseCode).toBe('E130000008');
    }
    const blocked = await bank.call('ITSI130008', { qr: 'HKATMQR1.x.y', atmId: 'ATM-9' });
    expect(blocked.header.responseCode).toBe('E000000429');
  });
});

describe('records', () => {
  it('lists the journal\'s postings with date, direction and amount filters, and pages them', async ({ bank, chan, device, hkd: savings, current }) => {
    const count = async (request: object) => (await bank.call('ITSI130003', { pageNo: 1, pageSize: 10, ...request }, { token: chan })).data.total as number;
    // The seed has some history (bill payments); the test counts what its transfers add.
    const before = { savings: await count({ accountId: savings.accountId }), all: await count({}), currentIn: await count({ accountId: current.accountId, direction: 'in' }) };
    for (const amount of [10_000, 20_000, 30_000]) expect((await transfer({ bank, chan, device }, savings, current, amount)).header.responseCode).toBe('00000');
    const all = await bank.call('ITSI130003', { accountId: savings.accountId, pageNo: 1, pageSize: 2 }, { token: chan });
    expect(all.data).toMatchObject({ total: before.savings + 3, pageNo: 1, pageSize: 2, pageCount: Math.ceil((before.savings + 3) / 2) });
    expect(all.data.records.map((r: { amount: number; direction: string }) => [r.amount, r.direction])).toEqual([[30_000, 'out'], [20_000, 'out']]);
    expect(all.data.records[0].balanceAfter).toBe(savings.balance - 60_000);
    const second = await bank.call('ITSI130003', { accountId: savings.accountId, pageNo: 2, pageSize: 2 }, { token: chan });
    expect(second.data.records[0]).toMatchObject({ amount: 10_000, balanceAfter: savings.balance - 10_000 });

    expect(await count({ accountId: current.accountId, direction: 'in' })).toBe(before.currentIn + 3);
    const today = new Date(bank.clock.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(bank.clock.now() + 32 * 3600_000).toISOString().slice(0, 10);
    expect(await count({ accountId: current.accountId, direction: 'out', startDate: today })).toBe(0);
    const sized = await bank.call('ITSI130003', { accountId: savings.accountId, startDate: today, minAmount: 15_000, maxAmount: 25_000, pageNo: 1, pageSize: 10 }, { token: chan });
    expect(sized.data.records.map((r: { amount: number }) => r.amount)).toEqual([20_000]);
    expect(await count({ accountId: savings.accountId, startDate: today, endDate: today })).toBe(3);
    expect(await count({ accountId: savings.accountId, startDate: tomorrow })).toBe(0);

    // Latest transactions: every account, newest first (both sides of the same-name transfers).
    const latest = await bank.call('ITSI130003', { pageNo: 1, pageSize: 4 }, { token: chan });
    expect(latest.data.total).toBe(before.all + 6);
    expect(latest.data.records).toHaveLength(4);
    expect(latest.data.records[0]).toMatchObject({ amount: 30_000 });
  });
});
