// QR payments: a code generated for one customer and paid by another (same bank, at once),
// codes of other banks' proxies (local-bank), fixed amounts, idempotency, tampered codes.
import { describe, expect } from 'vitest';
import { test } from '../../../support/fixtures.js';
import { buildFpsQr } from '../../../../../../domain/emv-qr/index.js';
import { CHAN_FPS_ID } from '../../../../../../server/seed/fps-registrations.js';
import { account, activateToken, idempotencyKey, otp, type Bank } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';

const it = test.extend<{ wongDevice: { deviceId: string; seed: string } }>({
  // wong.siuming's Mobile Token (the shared `device` is chan.taiman's).
  wongDevice: async ({ bank, wong }, use) => use(await activateToken(bank, wong)),
});

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  wong: string;
  chan: string;
  device: { deviceId: string; seed: string };
}

async function collect({ bank, chan }: Pick<Given, 'bank' | 'chan'>, amount?: number) {
  const savings = await account(bank, chan, '01', 'HKD');
  const res = await bank.call('ITSI310003', { accountId: savings.accountId, ...(amount ? { amount } : {}) }, { token: chan });
  expect(res.header.responseCode).toBe('00000');
  return res.data;
}

async function pay({ bank, wong, device }: Pick<Given, 'bank' | 'wong' | 'device'>, payload: string, extra: { amount?: number; key?: string; fromType?: string; currency?: string } = {}) {
  const from = await account(bank, wong, extra.fromType ?? '01', extra.currency ?? 'HKD');
  return bank.call(
    'ITSI310002',
    {
      payload,
      fromAccountId: from.accountId,
      ...(extra.amount !== undefined ? { amount: extra.amount } : {}),
      idempotencyKey: extra.key ?? idempotencyKey(),
      auth: { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) },
    },
    { token: wong },
  );
}

describe('collection codes', () => {
  it('names the registered FPS ID of the account, with or without an amount', async ({ bank, wong, chan, wongDevice }) => {
    const open = await collect({ bank, chan });
    expect(open).toMatchObject({ registered: true, proxyType: 'SVID', proxyValue: CHAN_FPS_ID, currency: 'HKD', payeeName: 'CHAN TAI MAN' });
    const read = await bank.call('ITSI310001', { payload: open.payload }, { token: wong });
    expect(read.data.qr).toMatchObject({ payeeName: 'CHAN TAI MAN', bankCode: '398', proxyType: 'fpsId', proxyValue: CHAN_FPS_ID, dynamic: false });
    const fixed = await collect({ bank, chan }, 12_345);
    expect((await bank.call('ITSI310001', { payload: fixed.payload }, { token: wong })).data.qr).toMatchObject({ amount: 12_345, dynamic: true });
  });

  it('says registered: false for an account without FPS registration', async ({ bank, chan, wong, wongDevice }) => {
    const current = await account(bank, chan, '02', 'HKD');
    const res = await bank.call('ITSI310003', { accountId: current.accountId }, { token: chan });
    expect(res.data).toEqual({ registered: false });
  });
});

describe('paying', () => {
  it('moves money at once between two customers of this bank, once per idempotency key', async ({ bank, wong, chan, wongDevice: device }) => {
    const code = await collect({ bank, chan }, 25_050);
    const chanBefore = await account(bank, chan, '01', 'HKD');
    const wongBefore = await account(bank, wong, '01', 'HKD');
    const key = idempotencyKey();
    const first = await pay({ bank, wong, device }, code.payload, { key });
    expect(first.header.responseCode).toBe('00000');
    expect(first.data.transfer).toMatchObject({ transferType: 'same-bank', status: '1', amount: 25_050, payeeName: 'CHAN TAI MAN' });
    const again = await pay({ bank, wong, device }, code.payload, { key });
    expect(again.data.transfer.referenceNo).toBe(first.data.transfer.referenceNo);
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(chanBefore.balance + 25_050);
    expect((await account(bank, wong, '01', 'HKD')).balance).toBe(wongBefore.balance - 25_050);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('needs an amount for a static code and refuses a different amount for a dynamic one', async ({ bank, wong, chan, wongDevice: device }) => {
    const open = await collect({ bank, chan });
    expect((await pay({ bank, wong, device }, open.payload)).header.responseCode).toBe('E000000400');
    expect((await pay({ bank, wong, device }, open.payload, { amount: 500 })).header.responseCode).toBe('00000');
    const fixed = await collect({ bank, chan }, 1_000);
    expect((await pay({ bank, wong, device }, fixed.payload, { amount: 999 })).header.responseCode).toBe('E310000010');
  });

  it('pays a proxy registered at another bank as a local-bank transfer', async ({ bank, wong, wongDevice: device, chan }) => {
    const payload = buildFpsQr({ bankCode: '004', proxy: { type: 'fpsId', value: '1234567' }, currency: 'HKD', name: 'NA', amount: 8_800 });
    const res = await pay({ bank, wong, device }, payload);
    expect(res.data.transfer).toMatchObject({ transferType: 'local-bank', payeeBankCode: '004', payeeName: 'CHEUNG KA FAI', status: '0' });
  });

  it('refuses a tampered code, an unknown proxy, and a currency the from-account does not hold', async ({ bank, wong, chan, wongDevice: device }) => {
    const code = await collect({ bank, chan }, 1_000);
    const tampered = code.payload.replace('10.00', '90.00');
    expect((await pay({ bank, wong, device }, tampered)).header.responseCode).toBe('E310000024');
    expect((await bank.call('ITSI310001', { payload: tampered }, { token: wong })).header.responseMessage).toContain('altered');
    const unknown = buildFpsQr({ proxy: { type: 'email', value: 'nobody@example.hk' }, currency: 'HKD', name: 'NOBODY', amount: 100 });
    expect((await pay({ bank, wong, device }, unknown)).header.responseCode).toBe('E310000011');
    const cny = buildFpsQr({ proxy: { type: 'fpsId', value: CHAN_FPS_ID }, currency: 'CNY', name: 'CHAN', amount: 100 });
    expect((await pay({ bank, wong, device }, cny)).header.responseCode).toBe('E300000005');
  });

  it('refuses without a valid mobile-token code and moves nothing', async ({ bank, wong, chan, wongDevice: device }) => {
    const code = await collect({ bank, chan }, 1_000);
    const before = await account(bank, wong, '01', 'HKD');
    const from = before;
    const res = await bank.call(
      'ITSI310002',
      { payload: code.payload, fromAccountId: from.accountId, idempotencyKey: idempotencyKey(), auth: { method: 'mobile-token', deviceId: device.deviceId, otp: '000000' === otp(device.seed, bank.clock) ? '111111' : '000000' } },
      { token: wong },
    );
    expect(res.header.responseCode).toBe('E498000002');
    expect((await account(bank, wong, '01', 'HKD')).balance).toBe(before.balance);
  });
});

describe('messages', () => {
  it('answers each QR refusal with the same text the app shows for it', async () => {
    const { QR_PROBLEM_ERRORS } = await import('../../../../../../server/services/customer/fps-registration/errors.js');
    const { QR_ERRORS } = await import('../../../../../../widgets/qr/qr-errors.js');
    const { allMessages } = await import('../../../../../../server/i18n/translate.js');
    for (const [problem, code] of Object.entries(QR_PROBLEM_ERRORS)) {
      expect(allMessages()[code]).toEqual(QR_ERRORS.local(problem as Parameters<typeof QR_ERRORS.local>[0]));
    }
  });
});
