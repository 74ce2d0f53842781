// ITSI140001-ITSI140015 on the sandbox bank: quotes held 30 seconds, the exchange re-checks the
// quote, needs the float password ticket and the Mobile Token, is idempotent and posts balanced
// entries through the FX position accounts; the float password's rules and lock; rate alerts.
import { describe, expect } from 'vitest';
import { test } from '../../../support/fixtures.js';
import { account, idempotencyKey, otp, type Account, type Bank } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';

const it = test.extend<{ usd: Account }>({
  usd: async ({ bank, chan }, use) => use(await account(bank, chan, '03', 'USD')),
});

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  hkd: Account;
  usd: Account;
}

const FLOAT = '135792';

// The float password's set-up spends the current token code; the exchange uses the next one.
const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>, offset = 0) => ({ method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock, offset) });

async function setFloat({ bank, chan, device }: Pick<Given, 'bank' | 'chan' | 'device'>) {
  const res = await bank.call('ITSI140008', { password: FLOAT, confirmPassword: FLOAT, auth: auth({ bank, device }) }, { token: chan });
  expect(res.header.responseCode).toBe('00000');
}

async function ticket({ bank, chan }: Pick<Given, 'bank' | 'chan'>, password = FLOAT) {
  return bank.call('ITSI140010', { password }, { token: chan });
}

async function quote({ bank, chan, hkd, usd }: Pick<Given, 'bank' | 'chan' | 'hkd' | 'usd'>, sellAmount = 1_000_000, from = hkd, to = usd) {
  return bank.call('ITSI140003', { fromAccountId: from.accountId, toAccountId: to.accountId, sellAmount }, { token: chan });
}

async function glBalance(bank: Bank, currency: string): Promise<number> {
  const row = await bank.app.bank.store.db.selectFrom('accounts').select('balance').where('kind', '=', 'fx-position').where('currency', '=', currency).executeTakeFirst();
  return Number(row?.balance ?? 0);
}

describe('rates', () => {
  it('answers the board and the cash rates without log-on, and they move with the clock', async ({ bank, chan, device }) => {
    const a = await bank.call('ITSI140001', {});
    expect(a.header.responseCode).toBe('00000');
    expect(a.data.rates).toHaveLength(13);
    const usdRate = a.data.rates.find((r: { currency: string }) => r.currency === 'USD');
    expect(Number(usdRate.bankSell)).toBeGreaterThan(Number(usdRate.bankBuy));
    await bank.call('ITSI900002', { advanceMs: 3_600_000 });
    const b = await bank.call('ITSI140001', {});
    expect(b.data.rates.map((r: { mid: string }) => r.mid)).not.toEqual(a.data.rates.map((r: { mid: string }) => r.mid));
    const cash = await bank.call('ITSI140002', {});
    expect(cash.data.rates.length).toBeGreaterThan(5);
    const hist = await bank.call('ITSI140006', { currency: 'USD', range: '1D' });
    expect(hist.data.points).toHaveLength(24);
    // Each point carries the shown rate as a number for a chart, and the answer its decimals.
    expect(hist.data.decimals).toBe(4);
    for (const p of hist.data.points) expect(p.rate).toBe(Number(p.mid));
    const yen = await bank.call('ITSI140006', { currency: 'JPY' });
    expect(yen.data.decimals).toBe(6);
    expect(yen.data.points[0].mid).toMatch(/^0\.\d{6}$/);
  });
});

describe('exchange', () => {
  it('exchanges HKD to USD at the held quote once per key, with balanced FX position postings', async ({ bank, chan, device, hkd, usd }) => {
    await setFloat({ bank, chan, device });
    const q = (await quote({ bank, chan, hkd, usd })).data.quote;
    expect(q).toMatchObject({ sellCurrency: 'HKD', buyCurrency: 'USD', sellAmount: 1_000_000, holdSeconds: 30 });
    expect(q.buyAmount).toBeGreaterThan(127_000);
    expect(Date.parse(q.expiresAt) - Date.parse(q.quotedAt)).toBe(30_000);
    // The board moves while the quote holds: the quoted amount is paid.
    await bank.call('ITSI900002', { advanceMs: 20_000 });
    const t = (await ticket({ bank, chan })).data.ticket;
    const request = { quoteId: q.quoteId, floatTicket: t, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }, 1) };
    const res = await bank.call('ITSI140004', request, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.exchange).toMatchObject({ sellAmount: 1_000_000, buyAmount: q.buyAmount, category: '3' });
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(hkd.available - 1_000_000);
    expect((await account(bank, chan, '03', 'USD')).available).toBe(usd.available + q.buyAmount);
    expect(await glBalance(bank, 'HKD')).toBe(1_000_000);
    expect(await glBalance(bank, 'USD')).toBe(-q.buyAmount);
    // The same instruction again: the first answer, nothing moves twice.
    const again = await bank.call('ITSI140004', { ...request, auth: auth({ bank, device }, 1) }, { token: chan });
    expect(again.data.exchange.exchangeNo).toBe(res.data.exchange.exchangeNo);
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(hkd.available - 1_000_000);
    expect(await ledgerProblems(bank.app)).toEqual([]);
    // Balanced in each currency, not only in total.
    const perCurrency = await bank.app.bank.store.db
      .selectFrom('postings')
      .innerJoin('accounts', 'accounts.id', 'postings.account_id')
      .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
      .select(['accounts.currency', (eb) => eb.fn.sum<number>('postings.amount').as('total'), (eb) => eb.fn.countAll<number>().as('lines')])
      .where('journal_entries.kind', '=', 'currency-exchange')
      .groupBy('accounts.currency')
      .execute();
    expect(perCurrency.map((r) => [r.currency, Number(r.total), Number(r.lines)]).sort()).toEqual([['HKD', 0, 2], ['USD', 0, 2]]);
    const records = await bank.call('ITSI140005', { pageNo: 1, pageSize: 10 }, { token: chan });
    expect(records.data.total).toBe(1);
    expect(records.data.records[0].referenceNo).toBe(res.data.exchange.referenceNo);
  });

  it('refuses a lapsed quote without moving money; a new quote then works', async ({ bank, chan, device, hkd, usd }) => {
    await setFloat({ bank, chan, device });
    const q = (await quote({ bank, chan, hkd, usd })).data.quote;
    await bank.call('ITSI900002', { advanceMs: 30_000 });
    const t = (await ticket({ bank, chan })).data.ticket;
    const lapsed = await bank.call('ITSI140004', { quoteId: q.quoteId, floatTicket: t, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }, 1) }, { token: chan });
    expect(lapsed.header.responseCode).toBe('E140000003');
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(hkd.available);
    const fresh = (await quote({ bank, chan, hkd, usd })).data.quote;
    expect(fresh.quoteId).not.toBe(q.quoteId);
    // The unspent ticket still serves the new quote.
    const ok = await bank.call('ITSI140004', { quoteId: fresh.quoteId, floatTicket: t, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }, 1) }, { token: chan });
    expect(ok.header.responseCode).toBe('00000');
  });

  it('refuses without a float ticket, more than is available, the same currency, and a used quote', async ({ bank, chan, device, hkd, usd }) => {
    await setFloat({ bank, chan, device });
    const q = (await quote({ bank, chan, hkd, usd })).data.quote;
    const none = await bank.call('ITSI140004', { quoteId: q.quoteId, floatTicket: 'x'.repeat(32), idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(none.header.responseCode).toBe('E140000017');
    expect((await quote({ bank, chan, hkd, usd }, hkd.available + 1)).header.responseCode).toBe('E140000004');
    const current = await account(bank, chan, '02', 'HKD');
    expect((await quote({ bank, chan, hkd, usd }, 100, hkd, current)).header.responseCode).toBe('E140000002');
    const t = (await ticket({ bank, chan })).data.ticket;
    expect((await bank.call('ITSI140004', { quoteId: q.quoteId, floatTicket: t, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }, 1) }, { token: chan })).header.responseCode).toBe('00000');
    const t2 = (await ticket({ bank, chan })).data.ticket;
    expect((await bank.call('ITSI140004', { quoteId: q.quoteId, floatTicket: t2, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }, 1) }, { token: chan })).header.responseCode).toBe('E140000006');
  });
});

describe('float password', () => {
  it('must follow the rules, is set once, and is stored hashed', async ({ bank, chan, device }) => {
    const weak = await bank.call('ITSI140008', { password: '123456', confirmPassword: '123456', auth: auth({ bank, device }) }, { token: chan });
    expect(weak.header.responseCode).toBe('E140000012');
    const mismatch = await bank.call('ITSI140008', { password: FLOAT, confirmPassword: '135793', auth: auth({ bank, device }) }, { token: chan });
    expect(mismatch.header.responseCode).toBe('E140000013');
    expect((await bank.call('ITSI140010', { password: FLOAT }, { token: chan })).header.responseCode).toBe('E140000010');
    await setFloat({ bank, chan, device });
    const row = await bank.app.bank.store.db.selectFrom('float_passwords').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(FLOAT);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const twice = await bank.call('ITSI140008', { password: '246813', confirmPassword: '246813', auth: auth({ bank, device }) }, { token: chan });
    expect(twice.header.responseCode).toBe('E140000011');
  });

  it('locks after five wrong attempts, also for the right one, until the lock runs out', async ({ bank, chan, device }) => {
    await setFloat({ bank, chan, device });
    for (let i = 1; i <= 4; i += 1) {
      const res = await ticket({ bank, chan }, '975310');
      expect(res.header.responseCode).toBe('E140000014');
      expect(res.header.responseMessage).toContain(String(5 - i));
    }
    expect((await ticket({ bank, chan }, '975310')).header.responseCode).toBe('E140000015');
    expect((await ticket({ bank, chan })).header.responseCode).toBe('E140000015');
    expect((await bank.call('ITSI140015', {}, { token: chan })).data).toMatchObject({ isSet: true, locked: true });
    await bank.call('ITSI900002', { advanceMs: 15 * 60_000 + 1 });
    chan = await bank.login('chan.taiman');
    expect((await ticket({ bank, chan })).header.responseCode).toBe('00000');
  });

  it('changes with the current password', async ({ bank, chan, device }) => {
    await setFloat({ bank, chan, device });
    expect((await bank.call('ITSI140009', { oldPassword: '975310', password: '246813', confirmPassword: '246813' }, { token: chan })).header.responseCode).toBe('E140000014');
    expect((await bank.call('ITSI140009', { oldPassword: FLOAT, password: '246813', confirmPassword: '246813' }, { token: chan })).header.responseCode).toBe('00000');
    expect((await ticket({ bank, chan })).header.responseCode).toBe('E140000014');
    expect((await ticket({ bank, chan }, '246813')).header.responseCode).toBe('00000');
  });
});

describe('rate alerts', () => {
  it('triggers once when the rate crosses the level and sends a notice', async ({ bank, chan, device }) => {
    const board = (await bank.call('ITSI140001', {})).data.rates.find((r: { currency: string }) => r.currency === 'EUR');
    const created = await bank.call('ITSI140013', { currency: 'EUR', side: 'bankSell', direction: 'above', level: '1.0000' }, { token: chan });
    expect(created.data.alert.status).toBe('triggered');
    const far = await bank.call('ITSI140013', { currency: 'EUR', side: 'bankSell', direction: 'above', level: String(Number(board.bankSell) * 2).slice(0, 9) }, { token: chan });
    expect(far.data.alert.status).toBe('watching');
    const notices = await bank.app.bank.store.db.selectFrom('notices').selectAll().where('title_en', 'like', 'Rate alert%').execute();
    expect(notices).toHaveLength(1);
    // The notice's wording from the texts' home (locales/bank-notices), filled in each language.
    expect(notices[0]).toMatchObject({ title_zh_tw: '匯率提示：歐元', title_zh_cn: '汇率提示：欧元', title_en: 'Rate alert: Euro' });
    expect(notices[0]!.summary_zh_tw).toMatch(/^歐元銀行賣出價已高於 1\.0000（現為 \d+\.\d{4}）。$/);
    expect(notices[0]!.summary_en).toMatch(/^The bank's selling rate of the Euro is now above 1\.0000 \(at \d+\.\d{4}\)\.$/);
    const list = await bank.call('ITSI140012', {}, { token: chan });
    expect(list.data.alerts).toHaveLength(2);
    expect((await bank.call('ITSI140014', { alertId: far.data.alert.alertId }, { token: chan })).header.responseCode).toBe('00000');
    expect((await bank.call('ITSI140012', {}, { token: chan })).data.alerts).toHaveLength(1);
  });
});
