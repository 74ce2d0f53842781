// ITSI300001: money moves exactly once, only with a valid one-time code, within limits.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { OWN_BANK_CODE } from '../../../../../../server/config.js';
import { account, activateToken, idempotencyKey, otp, startBank, transferTicket, wrongOtp, type Account, type Bank, type Envelope } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
}

interface TransferInput {
  from: Account;
  to: { bankCode: string; accountNo: string; name?: string };
  amount: number;
  currency?: string;
  key?: string;
  code?: string;
  deviceId?: string;
  notes?: string;
  token?: string;
  /** A strengthened-verification ticket: a large transfer in a short time needs one. */
  ticket?: string;
}

function payload({ bank, device }: Pick<Given, 'bank' | 'device'>, input: TransferInput) {
  return {
    fromAccountId: input.from.accountId,
    payee: { name: input.to.name ?? 'WONG SIU MING', bankCode: input.to.bankCode, accountNo: input.to.accountNo },
    currency: input.currency ?? input.from.currency,
    amount: input.amount,
    ...(input.notes ? { notes: input.notes } : {}),
    idempotencyKey: input.key ?? idempotencyKey(),
    auth: { method: 'mobile-token', deviceId: input.deviceId ?? device.deviceId, otp: input.code ?? otp(device.seed, bank.clock) },
    ...(input.ticket ? { verifyTicket: input.ticket } : {}),
  };
}

async function transfer({ bank, chan, device }: Pick<Given, 'bank' | 'chan' | 'device'>, input: TransferInput): Promise<Envelope> {
  return bank.call('ITSI300001', payload({ bank, device }, input), { token: input.token ?? chan });
}

/** Strengthened verification for chan's next transfer (a large one in a short time). */
const ticket = ({ bank, chan, device }: Pick<Given, 'bank' | 'chan' | 'device'>) => transferTicket(bank, chan, device);

/** The next 30-second step, so the next code is not a replay of the last one. */
function nextStep(bank: Bank) {
  bank.clock.advance(30_000);
}

describe('same-bank transfer', () => {
  it('moves exactly the amount between the two accounts and completes at once', async ({ bank, wong, chan, device }) => {
    const from = await account(bank, chan, '01', 'HKD');
    const to = await account(bank, wong, '01', 'HKD');
    const res = await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, amount: 123_456, notes: 'Dinner' });

    expect(res.header.responseCode).toBe('00000');
    expect(res.data.transfer).toMatchObject({
      transferType: 'same-bank',
      status: '1',
      category: '2',
      fromAccountNo: from.accountNo,
      payeeBankCode: OWN_BANK_CODE,
      payeeAccountNo: to.accountNo,
      currency: 'HKD',
      amount: 123_456,
      fee: 0,
      notes: 'Dinner',
      valueDate: '2026-03-10',
      createdAt: '2026-03-10T02:00:00.000Z',
      completedAt: '2026-03-10T02:00:00.000Z',
    });
    expect(res.data.transfer.referenceNo).toMatch(/^FT20260310[0-9A-Z]{10}$/);
    expect(res.data.availableAfter).toBe(from.available - 123_456);

    const fromAfter = await account(bank, chan, '01', 'HKD');
    const toAfter = await account(bank, wong, '01', 'HKD');
    expect(fromAfter.balance).toBe(from.balance - 123_456);
    expect(fromAfter.available).toBe(from.available - 123_456);
    expect(toAfter.balance).toBe(to.balance + 123_456);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('pays into the right currency of a multi-currency account', async ({ bank, wong, chan, device }) => {
    const from = await account(bank, chan, '03', 'USD');
    const toUsd = await account(bank, wong, '03', 'USD');
    const toCny = await account(bank, wong, '03', 'CNY');
    const res = await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: toUsd.accountNo }, amount: 5_000 });
    expect(res.header.responseCode).toBe('00000');
    expect((await account(bank, wong, '03', 'USD')).balance).toBe(toUsd.balance + 5_000);
    expect((await account(bank, wong, '03', 'CNY')).balance).toBe(toCny.balance);
  });

  it('marks a transfer between own accounts as same-name (category 1)', async ({ bank, chan, device, wong }) => {
    const from = await account(bank, chan, '01', 'HKD');
    const to = await account(bank, chan, '02', 'HKD');
    const res = await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: to.accountNo, name: 'CHAN TAI MAN' }, amount: 10_000 });
    expect(res.data.transfer.category).toBe('1');
  });

  it('refuses a payee account that does not exist, or in another currency', async ({ bank, wong, chan, device }) => {
    const from = await account(bank, chan, '01', 'HKD');
    const missing = await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: '12345678901234' }, amount: 100 });
    expect(missing.header.responseCode).toBe('E300000004');
    nextStep(bank);
    const usdOnly = await account(bank, wong, '03', 'USD');
    const hkdIntoMca = await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: usdOnly.accountNo }, amount: 100 });
    expect(hkdIntoMca.header.responseCode).toBe('E300000005');
    nextStep(bank);
    const self = await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: from.accountNo }, amount: 100 });
    expect(self.header.responseCode).toBe('E300000007');
  });

  it('refuses a currency that is not the account currency', async ({ bank, wong, chan, device }) => {
    const from = await account(bank, chan, '01', 'HKD');
    const to = await account(bank, wong, '01', 'HKD');
    const res = await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, amount: 100, currency: 'USD' });
    expect(res.header.responseCode).toBe('E300000005');
  });

  it('refuses an account of another customer or an ATM card as from-account', async ({ bank, wong, chan, device }) => {
    const to = await account(bank, chan, '01', 'HKD');
    const wongs = await account(bank, wong, '01', 'HKD');
    const res = await transfer({ bank, chan, device }, { from: wongs, to: { bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, amount: 100 });
    expect(res.header.responseCode).toBe('E300000003');
    nextStep(bank);
    const card = await account(bank, chan, '04', 'HKD');
    const fromCard = await transfer({ bank, chan, device }, { from: card, to: { bankCode: OWN_BANK_CODE, accountNo: wongs.accountNo }, amount: 100 });
    expect(fromCard.header.responseCode).toBe('E300000003');
  });

  it('refuses more than the available balance and moves nothing', async ({ bank, wong, chan, device }) => {
    const from = await account(bank, chan, '03', 'USD');
    const to = await account(bank, wong, '03', 'USD');
    const res = await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, amount: from.available + 1, ticket: await ticket({ bank, chan, device }) });
    expect(res.header.responseCode).toBe('E300000001');
    expect((await account(bank, chan, '03', 'USD')).balance).toBe(from.balance);
    expect((await account(bank, wong, '03', 'USD')).balance).toBe(to.balance);
    nextStep(bank);
    const all = await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, amount: from.available, ticket: await ticket({ bank, chan, device }) });
    expect(all.header.responseCode).toBe('00000');
    expect(all.data.availableAfter).toBe(0);
  });
});

describe('daily limit', () => {
  it('counts the Hong Kong day per currency and resets at Hong Kong midnight', async ({ bank, wong, chan, device }) => {
    const from = await account(bank, chan, '01', 'HKD'); // HKD 1,285,640.50
    const to = await account(bank, wong, '01', 'HKD');
    const dest = { bankCode: OWN_BANK_CODE, accountNo: to.accountNo };
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 30_000_000, ticket: await ticket({ bank, chan, device }) })).header.responseCode).toBe('00000');
    const over = await transfer({ bank, chan, device }, { from, to: dest, amount: 20_000_001, ticket: await ticket({ bank, chan, device }) });
    expect(over.header.responseCode).toBe('E300000002');
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 20_000_000, ticket: await ticket({ bank, chan, device }) })).header.responseCode).toBe('00000');
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 1, ticket: await ticket({ bank, chan, device }) })).header.responseCode).toBe('E300000002');

    // Other currencies have their own limit.
    const usd = await account(bank, chan, '03', 'USD');
    const wongUsd = await account(bank, wong, '03', 'USD');
    // (still within 30 minutes of HKD 500,000: a large amount in a short time, in any currency)
    expect((await transfer({ bank, chan, device }, { from: usd, to: { bankCode: OWN_BANK_CODE, accountNo: wongUsd.accountNo }, amount: 100, ticket: await ticket({ bank, chan, device }) })).header.responseCode).toBe('00000');

    // 2026-03-10T16:00Z is midnight in Hong Kong: a new day.
    bank.clock.set('2026-03-10T15:59:00.000Z');
    chan = await bank.login('chan.taiman');
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 1 })).header.responseCode).toBe('E300000002');
    bank.clock.set('2026-03-10T16:00:30.000Z');
    chan = await bank.login('chan.taiman');
    const nextDay = await transfer({ bank, chan, device }, { from, to: dest, amount: 1 });
    expect(nextDay.header.responseCode).toBe('00000');
    expect(nextDay.data.transfer.valueDate).toBe('2026-03-11');
  });
});

describe('idempotency', () => {
  it('a repeated key returns the first answer and moves money once', async ({ bank, wong, chan, device }) => {
    const from = await account(bank, chan, '01', 'HKD');
    const to = await account(bank, wong, '01', 'HKD');
    const key = idempotencyKey();
    const first = await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, amount: 5_000, key });
    nextStep(bank);
    // A retry carries a fresh code (the browser asks the token again).
    const second = await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, amount: 5_000, key });
    // Same clock step: this is the code the second call used, i.e. a replayed code.
    const third = await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, amount: 5_000, key });
    expect(first.header.responseCode).toBe('00000');
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance - 5_000);
    expect((await account(bank, wong, '01', 'HKD')).balance).toBe(to.balance + 5_000);
    const records = await bank.call('ITSI300002', { pageNo: 1, pageSize: 50 }, { token: chan });
    expect(records.data.total).toBe(1);
  });

  it('the same key with a different instruction is refused', async ({ bank, wong, chan, device }) => {
    const from = await account(bank, chan, '01', 'HKD');
    const to = await account(bank, wong, '01', 'HKD');
    const key = idempotencyKey();
    await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, amount: 5_000, key });
    nextStep(bank);
    const changed = await transfer({ bank, chan, device }, { from, to: { bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, amount: 5_001, key });
    expect(changed.header.responseCode).toBe('E300000006');
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance - 5_000);
  });

  it('keys belong to a customer: another customer may use the same key', async ({ bank, wong, chan, device }) => {
    const key = idempotencyKey();
    const chanFrom = await account(bank, chan, '01', 'HKD');
    const wongTo = await account(bank, wong, '01', 'HKD');
    expect((await transfer({ bank, chan, device }, { from: chanFrom, to: { bankCode: OWN_BANK_CODE, accountNo: wongTo.accountNo }, amount: 100, key })).header.responseCode).toBe('00000');
    const wongDevice = await activateToken(bank, wong);
    const wongFrom = await account(bank, wong, '02', 'HKD');
    const res = await transfer({ bank, chan, device }, {
      from: wongFrom,
      to: { bankCode: OWN_BANK_CODE, accountNo: chanFrom.accountNo, name: 'CHAN TAI MAN' },
      amount: 100,
      key,
      token: wong,
      deviceId: wongDevice.deviceId,
      code: otp(wongDevice.seed, bank.clock),
    });
    expect(res.header.responseCode).toBe('00000');
  });
});

describe('mobile token authentication', () => {
  let from: Account;
  let dest: { bankCode: string; accountNo: string };
  it.beforeEach(async ({ bank, wong, chan }) => {
    from = await account(bank, chan, '01', 'HKD');
    dest = { bankCode: OWN_BANK_CODE, accountNo: (await account(bank, wong, '01', 'HKD')).accountNo };
  });

  it('a transfer without auth is refused by the schema', async ({ bank, chan, device, wong }) => {
    const { auth: _auth, ...withoutAuth } = payload({ bank, device }, { from, to: dest, amount: 100 });
    const res = await bank.call('ITSI300001', withoutAuth, { token: chan });
    expect(res.header.responseCode).toBe('E000000400');
    expect(res.header.responseMessage).toContain('auth');
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance);
  });

  it('a device activated by another customer, or never activated, is refused', async ({ bank, wong, chan, device }) => {
    const wongDevice = await activateToken(bank, wong);
    const res = await transfer({ bank, chan, device }, { from, to: dest, amount: 100, deviceId: wongDevice.deviceId, code: otp(wongDevice.seed, bank.clock) });
    expect(res.header.responseCode).toBe('E498000001');
    const unknown = await transfer({ bank, chan, device }, { from, to: dest, amount: 100, deviceId: 'never-activated-device-1' });
    expect(unknown.header.responseCode).toBe('E498000001');
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance);
  });

  it('a wrong code is refused and moves nothing', async ({ bank, chan, device, wong }) => {
    const res = await transfer({ bank, chan, device }, { from, to: dest, amount: 100, code: wrongOtp(device.seed, bank.clock) });
    expect(res.header.responseCode).toBe('E498000002');
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance);
  });

  it('accepts the neighbouring steps for clock drift, but not two steps away', async ({ bank, chan, device, wong }) => {
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 100, code: otp(device.seed, bank.clock, -1) })).header.responseCode).toBe('00000');
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 100, code: otp(device.seed, bank.clock, 1) })).header.responseCode).toBe('00000');
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 100, code: otp(device.seed, bank.clock, 3) })).header.responseCode).toBe('E498000002');
  });

  it('a code is accepted once (replay protection)', async ({ bank, chan, device, wong }) => {
    const code = otp(device.seed, bank.clock);
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 100, code })).header.responseCode).toBe('00000');
    const replay = await transfer({ bank, chan, device }, { from, to: dest, amount: 100, code });
    expect(replay.header.responseCode).toBe('E498000002');
    // An older step than the last accepted one is a replay too.
    const older = await transfer({ bank, chan, device }, { from, to: dest, amount: 100, code: otp(device.seed, bank.clock, -1) });
    expect(older.header.responseCode).toBe('E498000002');
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance - 100);
    nextStep(bank);
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 100 })).header.responseCode).toBe('00000');
  });

  it('5 wrong codes in a row lock the token until it is activated again', async ({ bank, chan, device, wong }) => {
    for (let i = 1; i <= 4; i += 1) {
      expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 100, code: wrongOtp(device.seed, bank.clock) })).header.responseCode).toBe('E498000002');
    }
    const fifth = await transfer({ bank, chan, device }, { from, to: dest, amount: 100, code: wrongOtp(device.seed, bank.clock) });
    expect(fifth.header.responseCode).toBe('E498000003');
    const correct = await transfer({ bank, chan, device }, { from, to: dest, amount: 100 });
    expect(correct.header.responseCode).toBe('E498000003');
    const state = await bank.call('ITSI498023', { clientDeviceId: device.deviceId }, { token: chan });
    expect(state.data.activated).toBe(false);
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance);

    const again = await activateToken(bank, chan, device.deviceId);
    expect(again.seed).not.toBe(device.seed);
    device = again;
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 100 })).header.responseCode).toBe('00000');
  });

  it('a correct code resets the count of wrong ones', async ({ bank, chan, device, wong }) => {
    for (let i = 0; i < 4; i += 1) await transfer({ bank, chan, device }, { from, to: dest, amount: 100, code: wrongOtp(device.seed, bank.clock) });
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 100 })).header.responseCode).toBe('00000');
    nextStep(bank);
    for (let i = 0; i < 4; i += 1) await transfer({ bank, chan, device }, { from, to: dest, amount: 100, code: wrongOtp(device.seed, bank.clock) });
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 100 })).header.responseCode).toBe('00000');
  });

  it('a business refusal after a good code still uses the code up', async ({ bank, chan, device, wong }) => {
    const verified = await ticket({ bank, chan, device });
    const code = otp(device.seed, bank.clock);
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: from.available + 1, code, ticket: verified })).header.responseCode).toBe('E300000001');
    expect((await transfer({ bank, chan, device }, { from, to: dest, amount: 100, code })).header.responseCode).toBe('E498000002');
  });
});

describe('local-bank transfer', () => {
  it('is processing, then completed once the receiving bank has settled', async ({ bank, chan, device, wong }) => {
    const from = await account(bank, chan, '01', 'HKD');
    const res = await transfer({ bank, chan, device }, { from, to: { bankCode: '004', accountNo: '817263540838', name: 'CHEUNG KA FAI' }, amount: 250_000 });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.transfer).toMatchObject({ transferType: 'local-bank', status: '0', category: '2', payeeBankCode: '004', fee: 0 });
    expect(res.data.transfer.completedAt).toBeUndefined();
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance - 250_000);
    const id = res.data.transfer.transferId;

    bank.clock.advance(59_000);
    expect((await bank.call('ITSI300003', { transferId: id }, { token: chan })).data.transfer.status).toBe('0');
    bank.clock.advance(2_000);
    const settled = await bank.call('ITSI300003', { transferId: id }, { token: chan });
    expect(settled.data.transfer.status).toBe('1');
    expect(settled.data.transfer.completedAt).toBe('2026-03-10T02:01:00.000Z');
    expect(await ledgerProblems(bank.app)).toEqual([]);

    // The money left through clearing: the clearing account is back to zero.
    const clearing = await bank.app.bank.store.db
      .selectFrom('accounts')
      .select('balance')
      .where('kind', '=', 'clearing')
      .where('currency', '=', 'HKD')
      .executeTakeFirstOrThrow();
    expect(clearing.balance).toBe(0);
  });

  it('the settlement timer settles without a read', async () => {
    const timed = await startBank({ settleSeconds: 0, sweepIntervalMs: 20 });
    try {
      const token = await timed.login('chan.taiman');
      const dev = await activateToken(timed, token);
      const from = await account(timed, token, '01', 'HKD');
      const res = await timed.call(
        'ITSI300001',
        {
          fromAccountId: from.accountId,
          payee: { name: 'LAU MEI LING', bankCode: '024', accountNo: '383124567882' },
          currency: 'HKD',
          amount: 1_000,
          idempotencyKey: idempotencyKey(),
          auth: { method: 'mobile-token', deviceId: dev.deviceId, otp: otp(dev.seed, timed.clock) },
        },
        { token },
      );
      expect(res.data.transfer.status).toBe('0');
      await new Promise((resolve) => setTimeout(resolve, 150));
      const row = await timed.app.bank.store.db
        .selectFrom('transfers')
        .select('status')
        .where('id', '=', res.data.transfer.transferId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('1');
    } finally {
      await timed.close();
    }
  });

  it('accepts legacy codes of merged banks and refuses unknown bank codes', async ({ bank, chan, device, wong }) => {
    const from = await account(bank, chan, '01', 'HKD');
    const legacyBoc = await transfer({ bank, chan, device }, { from, to: { bankCode: '014', accountNo: '01412345678901', name: 'HO CHI KEUNG' }, amount: 100 });
    expect(legacyBoc.header.responseCode).toBe('00000');
    nextStep(bank);
    const unknown = await transfer({ bank, chan, device }, { from, to: { bankCode: '999', accountNo: '12345678', name: 'NOBODY' }, amount: 100 });
    expect(unknown.header.responseCode).toBe('E000000400');
    expect(unknown.header.responseMessage).toContain('payee.bankCode');
  });

  it('sends CNY to another local bank', async ({ bank, chan, device, wong }) => {
    const cny = await account(bank, chan, '03', 'CNY');
    const res = await transfer({ bank, chan, device }, { from: cny, to: { bankCode: '012', accountNo: '01287500123456', name: 'HO CHI KEUNG' }, amount: 100 });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.transfer.currency).toBe('CNY');
  });
});

describe('ledger', () => {
  it('every journal entry sums to zero and cached balances equal postings after mixed activity', async ({ bank, wong, chan, device }) => {
    const hkd = await account(bank, chan, '01', 'HKD');
    const wongHkd = await account(bank, wong, '01', 'HKD');
    await transfer({ bank, chan, device }, { from: hkd, to: { bankCode: OWN_BANK_CODE, accountNo: wongHkd.accountNo }, amount: 777 });
    nextStep(bank);
    await transfer({ bank, chan, device }, { from: hkd, to: { bankCode: '024', accountNo: '383124567882', name: 'LAU MEI LING' }, amount: 888 });
    nextStep(bank);
    await transfer({ bank, chan, device }, { from: hkd, to: { bankCode: OWN_BANK_CODE, accountNo: wongHkd.accountNo }, amount: hkd.available * 2 });
    bank.clock.advance(120_000);
    chan = await bank.login('chan.taiman');
    await bank.call('ITSI300002', { pageNo: 1, pageSize: 10 }, { token: chan });
    expect(await ledgerProblems(bank.app)).toEqual([]);
    const entries = await bank.app.bank.store.db.selectFrom('journal_entries').select(['kind']).execute();
    expect(entries.filter((e) => e.kind === 'transfer')).toHaveLength(2);
    expect(entries.filter((e) => e.kind === 'settlement')).toHaveLength(1);
  });
});
