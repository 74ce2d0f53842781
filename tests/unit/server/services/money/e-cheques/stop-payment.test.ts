// ITSI700011 (stop several e-cheques in one instruction) and ITSI700012 (pay a merchant by
// e-cheque). A stop is all or nothing, its fees are one balanced entry, and the stopped cheques
// leave the daily limit; a payment is a cheque in transit to the merchant's collection account
// that clears or bounces in the due work and counts against the daily limit.
import { describe, expect } from 'vitest';
import { test } from '../../../support/fixtures.js';
import { runDueWork } from '../../../../../../server/services/bank/due-work.js';
import { account, activateToken, idempotencyKey, otp, type Bank } from '../../../support/helpers.js';
import { serviceAnswer } from '../../../support/service-answer.js';
import { ledgerProblems } from '../../../support/ledger-check.js';
import { chequeSigner, type ChequeSigner } from '../../../support/e-cheque-signer.js';

const it = test.extend<{ signer: ChequeSigner }>({
  signer: async ({ bank, chan }, use) => use(await chequeSigner(bank, chan)),
});

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  signer: ChequeSigner;
}

function auth({ bank, device }: Pick<Given, 'bank' | 'device'>, dev = device) {
  bank.clock.advance(30_000); // a fresh one-time code for each instruction
  return { method: 'mobile-token', deviceId: dev.deviceId, otp: otp(dev.seed, bank.clock) };
}

async function issue({ bank, chan, device, signer }: Pick<Given, 'bank' | 'chan' | 'device' | 'signer'>, amount = 1_000_00, token = chan, dev = device) {
  const current = await account(bank, token, '02', 'HKD');
  const res = await bank.call(
    'ITSI700002',
    { fromAccountId: current.accountId, currency: 'HKD', amount, payeeName: 'WONG SIU MING', chequeDate: '2026-03-10', idempotencyKey: idempotencyKey(), auth: auth({ bank, device }, dev) },
    { token },
  );
  expect(res.header.responseCode).toBe('00000');
  // Signed by the drawer, the cheque is given out (normal) and may be stopped.
  if (token === chan) expect((await signer.signCheque(res.data.cheque.chequeId)).header.responseCode).toBe('00000');
  return res.data.cheque as { chequeId: string; chequeNo: string };
}

async function stopMany({ bank, chan, device }: Pick<Given, 'bank' | 'chan' | 'device'>, chequeIds: string[], overrides: Record<string, unknown> = {}) {
  const savings = await account(bank, chan, '01', 'HKD');
  return bank.call('ITSI700011', { chequeIds, feeAccountId: savings.accountId, reason: 'lost', idempotencyKey: idempotencyKey(), auth: auth({ bank, device }), ...overrides }, { token: chan });
}

async function statusOf({ bank, chan }: Pick<Given, 'bank' | 'chan'>, chequeId: string, token = chan): Promise<string> {
  const res = await bank.call('ITSI700005', { chequeId }, { token });
  return res.data.cheque.status;
}

async function stopFeeEntries(bank: Bank) {
  const db = bank.app.bank.store.db;
  const entries = await db.selectFrom('journal_entries').select(['id']).where('kind', '=', 'e-cheque-stop-fee').execute();
  return Promise.all(entries.map(async (e) => ({ id: e.id, lines: await db.selectFrom('postings').select(['account_id', 'amount']).where('entry_id', '=', e.id).execute() })));
}

describe('stop several e-cheques (ITSI700011)', () => {
  it('stops every listed cheque, posts the fee total once as a balanced entry and is idempotent', async ({ bank, chan, device, signer }) => {
    const a = await issue({ bank, chan, device, signer });
    const b = await issue({ bank, chan, device, signer });
    const c = await issue({ bank, chan, device, signer });
    const savings = await account(bank, chan, '01', 'HKD');
    const request = { chequeIds: [a.chequeId, b.chequeId], feeAccountId: savings.accountId, reason: 'payee-request', idempotencyKey: idempotencyKey() };
    const res = await bank.call('ITSI700011', { ...request, auth: auth({ bank, device }) }, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data).toMatchObject({ count: 2, fee: 100_00, feeCurrency: 'HKD', feeAccountNo: savings.accountNo });
    expect(res.data.cheques.map((x: { chequeNo: string; status: string; statusReason: string }) => [x.chequeNo, x.status, x.statusReason])).toEqual([
      [a.chequeNo, 'stopped', "At the payee's request"],
      [b.chequeNo, 'stopped', "At the payee's request"],
    ]);
    expect(await statusOf({ bank, chan }, a.chequeId)).toBe('stopped');
    expect(await statusOf({ bank, chan }, b.chequeId)).toBe('stopped');
    expect(await statusOf({ bank, chan }, c.chequeId)).toBe('normal');
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available - 100_00);

    const entries = await stopFeeEntries(bank);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.lines.map((l) => Number(l.amount)).sort((x, y) => x - y)).toEqual([-100_00, 100_00]);
    expect(entries[0]!.lines.find((l) => Number(l.amount) < 0)!.account_id).toBe(savings.accountId);

    // The same instruction again: the first answer, nothing debited twice.
    const again = await bank.call('ITSI700011', { ...request, auth: auth({ bank, device }) }, { token: chan });
    expect(again.header.responseCode).toBe('00000');
    expect(again.data.cheques.map((x: { chequeId: string }) => x.chequeId)).toEqual([a.chequeId, b.chequeId]);
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available - 100_00);
    expect(await stopFeeEntries(bank)).toHaveLength(1);
    // The same key with another list is refused.
    expect((await bank.call('ITSI700011', { ...request, chequeIds: [c.chequeId], auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E700000009');
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('is all or nothing: a cheque already deposited or stopped refuses the whole list and names it', async ({ bank, chan, device, signer }) => {
    const a = await issue({ bank, chan, device, signer });
    const b = await issue({ bank, chan, device, signer });
    const c = await issue({ bank, chan, device, signer });
    // b is deposited by its payee: in transit.
    const file = (await bank.call('ITSI700003', { chequeId: b.chequeId }, { token: chan })).data.contentBase64;
    const wong = await bank.login('wong.siuming');
    const wongSavings = await account(bank, wong, '01', 'HKD');
    expect((await bank.call('ITSI700006', { toAccountId: wongSavings.accountId, fileBase64: file, idempotencyKey: idempotencyKey() }, { token: wong })).header.responseCode).toBe('00000');

    const savings = await account(bank, chan, '01', 'HKD');
    const refused = await stopMany({ bank, chan, device }, [a.chequeId, b.chequeId, c.chequeId]);
    expect(refused.header.responseCode).toBe('E700011001');
    expect(refused.header.responseMessage).toContain(b.chequeNo);
    expect(await statusOf({ bank, chan }, a.chequeId)).toBe('normal');
    expect(await statusOf({ bank, chan }, c.chequeId)).toBe('normal');
    expect(await statusOf({ bank, chan }, b.chequeId)).toBe('in-transit');
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available);
    expect(await stopFeeEntries(bank)).toHaveLength(0);

    // One already stopped (a single stop, ITSI700007) is refused the same way, in Chinese too.
    expect((await bank.call('ITSI700007', { chequeId: c.chequeId, feeAccountId: savings.accountId, reason: 'lost', idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('00000');
    const zh = await bank.call(
      'ITSI700011',
      { chequeIds: [a.chequeId, c.chequeId], feeAccountId: savings.accountId, reason: 'lost', idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) },
      { token: chan, locale: 'zh_MO' },
    );
    expect(zh.header.responseCode).toBe('E700011001');
    expect(zh.header.responseMessage).toBe(`支票 ${c.chequeNo} 已存入、已兌現或已止付，不能止付；是次指示未有止付任何支票`);
    expect(await statusOf({ bank, chan }, a.chequeId)).toBe('normal');
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it("refuses another customer's cheque and a fee account that is not an HKD account", async ({ bank, chan, device, signer }) => {
    const mine = await issue({ bank, chan, device, signer });
    const lee = await bank.login('lee.kayan');
    const leeDevice = await activateToken(bank, lee);
    const theirs = await issue({ bank, chan, device, signer }, 500_00, lee, leeDevice);
    const refused = await stopMany({ bank, chan, device }, [mine.chequeId, theirs.chequeId]);
    expect(refused.header.responseCode).toBe('E700011002');
    expect(refused.header.responseMessage).toContain(theirs.chequeId);
    expect(refused.header.responseMessage).not.toContain(theirs.chequeNo);
    expect(await statusOf({ bank, chan }, mine.chequeId)).toBe('normal');
    // Lee's cheque (issued, not signed by him) is untouched.
    expect(await statusOf({ bank, chan }, theirs.chequeId, lee)).toBe('apply');

    const usd = await account(bank, chan, '03', 'USD');
    expect((await stopMany({ bank, chan, device }, [mine.chequeId], { feeAccountId: usd.accountId })).header.responseCode).toBe('E700000019');
    expect(await statusOf({ bank, chan }, mine.chequeId)).toBe('normal');
  });

  it('gives the stopped cheques back to the daily limit', async ({ bank, chan, device, signer }) => {
    const big = await issue({ bank, chan, device, signer }, 300_000_00);
    const other = await issue({ bank, chan, device, signer }, 150_000_00);
    const current = await account(bank, chan, '02', 'HKD');
    const over = await bank.call(
      'ITSI700002',
      { fromAccountId: current.accountId, currency: 'HKD', amount: 100_000_00, payeeName: 'WONG SIU MING', chequeDate: '2026-03-10', idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) },
      { token: chan },
    );
    expect(over.header.responseCode).toBe('E700000006');
    expect((await stopMany({ bank, chan, device }, [big.chequeId, other.chequeId])).header.responseCode).toBe('00000');
    expect((await issue({ bank, chan, device, signer }, 100_000_00)).chequeNo).toBe('000003');
  });
});

describe('pay a merchant by e-cheque (ITSI700012)', () => {
  async function pay({ bank, chan, device }: Pick<Given, 'bank' | 'chan' | 'device'>, overrides: Record<string, unknown> = {}, token = chan, dev = device) {
    const current = await account(bank, token, '02', 'HKD');
    return bank.call(
      'ITSI700012',
      { merchantId: 'M0301', fromAccountId: current.accountId, currency: 'HKD', amount: 1_234_00, reference: 'INV-2026-001', idempotencyKey: idempotencyKey(), auth: auth({ bank, device }, dev), ...overrides },
      { token },
    );
  }

  async function collectionBalance(bank: Bank, accountNo: string): Promise<number> {
    const row = await bank.app.bank.store.db.selectFrom('accounts').select('balance').where('kind', '=', 'merchant-collection').where('account_no', '=', accountNo).executeTakeFirst();
    return Number(row?.balance ?? 0);
  }

  it('lists only the merchants that accept e-cheques, and flags them in the directory', async ({ bank, chan, device, signer }) => {
    const only = await bank.call('ITSI800003', { eCheque: 'Y' }, { token: chan });
    const ids = only.data.merchants.map((m: { merchantId: string }) => m.merchantId);
    expect(ids).toEqual(['M0301', 'M1001', 'M2201', 'M2301', 'M2501', 'M2601']);
    expect(only.data.merchants.every((m: { eCheque: string }) => m.eCheque === 'Y')).toBe(true);
    const all = await bank.call('ITSI800003', { category: '11' }, { token: chan });
    expect(all.data.merchants.map((m: { eCheque: string }) => m.eCheque)).toEqual(['N', 'N', 'N']);
  });

  it('draws a cheque to the merchant, presents it at once and clears it the next business day', async ({ bank, chan, device, signer }) => {
    const before = await account(bank, chan, '02', 'HKD');
    const key = idempotencyKey();
    const res = await pay({ bank, chan, device }, { idempotencyKey: key });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data).toMatchObject({
      merchantId: 'M0301',
      merchantName: { en: 'Harbour Restaurant Group' },
      reference: 'INV-2026-001',
      clearingDate: '2026-03-11',
      cheque: { chequeNo: '000001', payeeName: 'Harbour Restaurant Group', amount: 1_234_00, chequeDate: '2026-03-10', memo: 'INV-2026-001', status: 'in-transit', role: 'issued', deposit: { status: 'pending', clearingDate: '2026-03-11' } },
    });
    // Nothing moves until clearing; the same key again is the same payment.
    expect((await account(bank, chan, '02', 'HKD')).available).toBe(before.available);
    const again = await pay({ bank, chan, device }, { idempotencyKey: key });
    expect(again.data.cheque.chequeId).toBe(res.data.cheque.chequeId);
    const issued = await bank.call('ITSI700004', { role: 'issued' }, { token: chan });
    expect(issued.data.cheques).toHaveLength(1);

    bank.clock.set('2026-03-11T01:00:00.000Z');
    await runDueWork(bank.app.bank);
    const chan2 = await bank.login('chan.taiman');
    expect((await account(bank, chan2, '02', 'HKD')).available).toBe(before.available - 1_234_00);
    expect(await collectionBalance(bank, '39880000000301')).toBe(1_234_00);
    expect(await statusOf({ bank, chan }, res.data.cheque.chequeId, chan2)).toBe('used');
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('after the 17:30 cut-off counts from the next business day', async ({ bank, chan, device, signer }) => {
    bank.clock.set('2026-03-10T10:00:00.000Z'); // 18:00 in Hong Kong
    chan = await bank.login('chan.taiman');
    const res = await pay({ bank, chan, device }, { reference: undefined });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.clearingDate).toBe('2026-03-12');
    expect(res.data.reference).toBeUndefined();
  });

  it('bounces when the drawer is short: nothing moves and the reason is kept', async ({ bank, chan, device, signer }) => {
    const wong = await bank.login('wong.siuming');
    const wongDevice = await activateToken(bank, wong);
    // Wong's current account holds HKD 12,000.00.
    const res = await pay({ bank, chan, device }, { amount: 20_000_00 }, wong, wongDevice);
    expect(res.header.responseCode).toBe('00000');
    bank.clock.set('2026-03-11T01:00:00.000Z');
    await runDueWork(bank.app.bank);
    const wong2 = await bank.login('wong.siuming');
    expect((await account(bank, wong2, '02', 'HKD')).available).toBe(12_000_00);
    expect(await collectionBalance(bank, '39880000000301')).toBe(0);
    const detail = await bank.call('ITSI700005', { chequeId: res.data.cheque.chequeId }, { token: wong2 });
    expect(detail.data.cheque).toMatchObject({ status: 'back-to-bank', statusReason: 'Refer to drawer: insufficient funds', deposit: { status: 'bounced' } });
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('counts against the daily limit like an issued cheque', async ({ bank, chan, device, signer }) => {
    expect((await pay({ bank, chan, device }, { amount: 50_000_00, merchantId: 'M2501' })).header.responseCode).toBe('00000');
    const current = await account(bank, chan, '02', 'HKD');
    const over = await bank.call(
      'ITSI700002',
      { fromAccountId: current.accountId, currency: 'HKD', amount: 450_000_01, payeeName: 'WONG SIU MING', chequeDate: '2026-03-10', idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) },
      { token: chan },
    );
    expect(over.header.responseCode).toBe('E700000006');
    expect((await issue({ bank, chan, device, signer }, 450_000_00)).chequeNo).toBe('000002');
    expect((await pay({ bank, chan, device }, { amount: 1 })).header.responseCode).toBe('E700000006');
  });

  it('refuses a merchant that does not accept e-cheques, a bad reference, over the merchant limit and a savings account', async ({ bank, chan, device, signer }) => {
    expect((await pay({ bank, chan, device }, { merchantId: 'M1101' })).header.responseCode).toBe('E700012001');
    expect((await pay({ bank, chan, device }, { merchantId: 'M9999' })).header.responseCode).toBe('E600000020'); // merchant info not found
    // A reference the form refuses: the form's rule, checked again by the bank, answers first
    // (E000000422); the service's rule behind it still holds.
    expect((await pay({ bank, chan, device }, { reference: 'INV 2026/1' })).header.responseCode).toBe('E000000422');
    const current = await account(bank, chan, '02', 'HKD');
    const order = { merchantId: 'M0301', fromAccountId: current.accountId, currency: 'HKD', amount: 1_234_00, reference: 'INV 2026/1', idempotencyKey: idempotencyKey(), auth: auth({ bank, device }, device) };
    expect(await serviceAnswer(bank, chan, 'ITSI700012', order)).toBe('E700012002');
    const limit = await pay({ bank, chan, device }, { amount: 50_000_01 });
    expect(limit.header.responseCode).toBe('E700012003');
    expect(limit.header.responseMessage).toContain('50,000.00');
    const savings = await account(bank, chan, '01', 'HKD');
    expect((await pay({ bank, chan, device }, { fromAccountId: savings.accountId })).header.responseCode).toBe('E700000001');
    const issued = await bank.call('ITSI700004', { role: 'issued' }, { token: chan });
    expect(issued.data.cheques).toHaveLength(0);
  });
});
