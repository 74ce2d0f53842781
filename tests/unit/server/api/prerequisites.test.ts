// Spec section 6's service prerequisites, in the bank's one mechanism (the contract's
// `prerequisites`, checked by the API route): every transfer journey (same-bank and local-bank,
// FPS / small-value / express, QR payment, transfer plans) needs a daily transfer limit above
// zero and the notices of transfers out on. Missing one, the bank answers service-auth
// (TE800000002) with the address of the page that sets it up, before any one-time code is spent.
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures.js';
import { buildFpsQr } from '../../../../domain/emv-qr/index.js';
import { OWN_BANK_CODE } from '../../../../server/config.js';
import { idempotencyKey, type Account, type Bank, type TransferPair } from '../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  wongHkd: Account;
  chan: string;
  hkd: Account;
  auth: TransferPair['auth'];
}

const JOURNEYS = ['same-bank / local-bank', 'FPS / small-value / express', 'QR payment', 'transfer plan'] as const;
type Journey = (typeof JOURNEYS)[number];
/** Each transfer journey's request from chan.taiman's HKD savings, with a one-time code `a`. */
const journeysFor = ({ wongHkd, hkd }: Pick<Given, 'wongHkd' | 'hkd'>): Record<Journey, (a: ReturnType<TransferPair['auth']>) => [string, object]> => ({
  'same-bank / local-bank': (a) => ['ITSI300001', { fromAccountId: hkd.accountId, payee: { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: wongHkd.accountNo }, currency: 'HKD', amount: 1_000, idempotencyKey: idempotencyKey(), auth: a }],
  'FPS / small-value / express': (a) => ['ITSI300005', { kind: 'instant', fromAccountId: hkd.accountId, currency: 'HKD', proxy: { type: 'MOBN', value: '98765432' }, amount: 1_000, idempotencyKey: idempotencyKey(), auth: a }],
  'QR payment': (a) => ['ITSI310002', { payload: buildFpsQr({ bankCode: '004', proxy: { type: 'fpsId', value: '1234567' }, currency: 'HKD', name: 'NA', amount: 1_000 }), fromAccountId: hkd.accountId, idempotencyKey: idempotencyKey(), auth: a }],
  'transfer plan': (a) => ['ITSI300011', { fromAccountId: hkd.accountId, payee: { name: 'HO CHI KEUNG', bankCode: '012', accountNo: '01287500123456' }, currency: 'HKD', amount: 1_000, frequency: 'once', startDate: '2026-03-20', idempotencyKey: idempotencyKey(), auth: a }],
});
const run = async ({ bank, wongHkd, chan, hkd, auth }: Pick<Given, 'bank' | 'wongHkd' | 'chan' | 'hkd' | 'auth'>, name: Journey, a = auth()) => {
  const [code, body] = journeysFor({ wongHkd, hkd })[name](a);
  return bank.call(code, body, { token: chan });
};
const setTransferLimit = ({ bank, chan, auth }: Pick<Given, 'bank' | 'chan' | 'auth'>, amount: number) => bank.call('ITSI170011', { limit: amount, auth: auth() }, { token: chan });
const transferOut = ({ bank, chan }: Pick<Given, 'bank' | 'chan'>, on: boolean) => bank.call('ITSI170031', { transferOut: on, transferIn: true, billDue: true, eCheque: true, fxAlert: true }, { token: chan });

describe('service prerequisites of the transfer journeys', () => {
  it.for(JOURNEYS)('%s: a daily transfer limit of zero leads to the limit page', async (name, { bank, wongHkd, chan, hkd, auth, device }) => {
    expect((await setTransferLimit({ bank, chan, auth }, 0)).header.responseCode).toBe('00000');
    const refused = await run({ bank, wongHkd, chan, hkd, auth }, name);
    expect(refused.header).toEqual({ responseCode: 'TE800000002', responseMessage: 'Your daily transfer limit is zero, so no transfer can be made. Please set your daily transfer limit first.' });
    expect(refused.data).toEqual({ blockRedirect: 'PLZ_SET_LIMIT' });
    expect((await setTransferLimit({ bank, chan, auth }, 100_000_00)).header.responseCode).toBe('00000');
    expect((await run({ bank, wongHkd, chan, hkd, auth }, name)).header.responseCode).toBe('00000');
  });

  it.for(JOURNEYS)('%s: notices of transfers out turned off lead to the notices page', async (name, { bank, wongHkd, chan, hkd, auth, device }) => {
    await transferOut({ bank, chan }, false);
    const a = auth();
    const refused = await bank.call(...journeysFor({ wongHkd, hkd })[name](a), { token: chan, locale: 'zh_MO' });
    expect(refused.header.responseCode).toBe('TE800000002');
    expect(refused.header.responseMessage).toBe('轉賬須開啟轉出通知，讓閣下即時得知每一筆轉賬。請先開啟轉出通知。');
    expect(refused.data).toEqual({ blockRedirect: 'PLZ_NOTICE_ON' });
    await transferOut({ bank, chan }, true);
    // The refused request spent no code: had it, this one (same code) would be refused as a replay.
    expect((await run({ bank, wongHkd, chan, hkd, auth }, name, a)).header.responseCode).toBe('00000');
  });

  it('other journeys are not asked: a bill payment with the limit at zero and the notices off', async ({ bank, chan, hkd, auth, device }) => {
    await setTransferLimit({ bank, chan, auth }, 0);
    await transferOut({ bank, chan }, false);
    const bill = await bank.call('ITSI600003', { merchantId: 'M2401', billType: '01', billNo: '1234567890', fromAccountId: hkd.accountId, currency: 'HKD', amount: 100_00, paymentDate: '2026-03-10', needReceipt: 'N', idempotencyKey: idempotencyKey(), auth: auth() }, { token: chan });
    expect(bill.header.responseCode).not.toBe('TE800000002');
  });
});
