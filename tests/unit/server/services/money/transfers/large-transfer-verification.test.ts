// Strengthened verification for a large transfer in a short time (spec section 4) on EVERY
// outgoing transfer, not only FPS: same-bank and local-bank (ITSI300001), FPS, small-value and
// express (ITSI300005), QR payment (ITSI310002). One rule (domain/transfers/large-in-short-time):
// the last 30 minutes' outgoing transfers plus this one above HKD 50,000 at HKD equivalent.
// Refused without a ticket (E300100005), before the second factor, so no code is used up.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { buildFpsQr } from '../../../../../../domain/emv-qr/index.js';
import { OWN_BANK_CODE } from '../../../../../../server/config.js';
import { account, idempotencyKey, transferTicket, type Account, type Bank, type TransferPair } from '../../../support/helpers.js';

const NEEDS_VERIFICATION = 'E300100005';
/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  hkd: Account;
  wongHkd: Account;
  auth: TransferPair['auth'];
}

const ticket = ({ bank, chan, device }: Pick<Given, 'bank' | 'chan' | 'device'>) => transferTicket(bank, chan, device);

type Extra = { amount: number; verifyTicket?: string; noAuth?: boolean };
const KINDS = ['same-bank', 'local-bank', 'fps', 'small-value', 'express', 'qr'] as const;
type Kind = (typeof KINDS)[number];
/** Each kind of outgoing transfer from chan.taiman's HKD savings, sent with a Mobile Token code. */
const kindsFor = ({ bank, chan, hkd, wongHkd, auth }: Pick<Given, 'bank' | 'chan' | 'hkd' | 'wongHkd' | 'auth'>): Record<Kind, (x: Extra) => Promise<{ header: { responseCode: string } }>> => ({
  'same-bank': async ({ amount, verifyTicket }) =>
    bank.call('ITSI300001', { fromAccountId: hkd.accountId, payee: { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: wongHkd.accountNo }, currency: 'HKD', amount, idempotencyKey: idempotencyKey(), auth: auth(), ...(verifyTicket ? { verifyTicket } : {}) }, { token: chan }),
  'local-bank': async ({ amount, verifyTicket }) =>
    bank.call('ITSI300001', { fromAccountId: hkd.accountId, payee: { name: 'CHEUNG KA FAI', bankCode: '004', accountNo: '817263540838' }, currency: 'HKD', amount, idempotencyKey: idempotencyKey(), auth: auth(), ...(verifyTicket ? { verifyTicket } : {}) }, { token: chan }),
  fps: async ({ amount, verifyTicket }) =>
    bank.call('ITSI300005', { kind: 'instant', fromAccountId: hkd.accountId, currency: 'HKD', proxy: { type: 'MOBN', value: '98765432' }, amount, idempotencyKey: idempotencyKey(), auth: auth(), ...(verifyTicket ? { verifyTicket } : {}) }, { token: chan }),
  'small-value': async ({ amount, verifyTicket }) => {
    // The customer's small-value limit, set once (with the token).
    if (!(await bank.call('ITSI300006', {}, { token: chan })).data.limit) await bank.call('ITSI300007', { limit: 300_000, auth: auth() }, { token: chan });
    return bank.call('ITSI300005', { kind: 'small-value', fromAccountId: hkd.accountId, currency: 'HKD', proxy: { type: 'MOBN', value: '98765432' }, amount, idempotencyKey: idempotencyKey(), ...(verifyTicket ? { verifyTicket } : {}) }, { token: chan });
  },
  express: async ({ amount, verifyTicket }) => {
    const usd = await account(bank, chan, '03', 'USD');
    // amount in HKD minor units, sent as the USD it is worth at the reference rate (7.80)
    return bank.call('ITSI300005', { kind: 'express', fromAccountId: usd.accountId, currency: 'USD', payee: { name: 'HO KA MING', bankCode: '004', accountNo: '004512345678' }, amount: Math.ceil(amount / 7.8), idempotencyKey: idempotencyKey(), auth: auth(), ...(verifyTicket ? { verifyTicket } : {}) }, { token: chan });
  },
  qr: async ({ amount, verifyTicket }) =>
    bank.call('ITSI310002', { payload: buildFpsQr({ bankCode: '004', proxy: { type: 'fpsId', value: '1234567' }, currency: 'HKD', name: 'NA', amount }), fromAccountId: hkd.accountId, idempotencyKey: idempotencyKey(), auth: auth(), ...(verifyTicket ? { verifyTicket } : {}) }, { token: chan }),
});

describe('a large transfer in a short time needs strengthened verification, whatever the transfer', () => {
  it.for(KINDS)('%s', async (kind, { bank, chan, device, hkd, wongHkd, auth }) => {
    const kinds = kindsFor({ bank, chan, hkd, wongHkd, auth });
    const send = kinds[kind];
    // HKD 49,990 a moment ago by a same-bank transfer: under HKD 50,000, no verification.
    expect((await kinds['same-bank']({ amount: 4_999_000 })).header.responseCode).toBe('00000');
    // HKD 20 more within 30 minutes (within the small-value limit): over HKD 50,000 together.
    const before = (await account(bank, chan, '01', 'HKD')).balance;
    expect((await send({ amount: 2_000 })).header.responseCode).toBe(NEEDS_VERIFICATION);
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(before); // nothing moved
    expect((await send({ amount: 2_000, verifyTicket: await ticket({ bank, chan, device }) })).header.responseCode).toBe('00000');
  });

  it('counts other currencies at their HKD equivalent, and forgets transfers older than 30 minutes', async ({ bank, chan, hkd, wongHkd, auth, device }) => {
    const kinds = kindsFor({ bank, chan, hkd, wongHkd, auth });
    // USD 6,300.00 is HKD 49,140 at the reference rate: under the line alone.
    expect((await kinds.express({ amount: 6_300_00 * 7.8 })).header.responseCode).toBe('00000');
    expect((await kinds['same-bank']({ amount: 100_000 })).header.responseCode).toBe(NEEDS_VERIFICATION);
    bank.clock.advance(31 * 60_000);
    const later = await bank.login('chan.taiman'); // the idle session ended meanwhile
    expect((await kindsFor({ bank, chan: later, hkd, wongHkd, auth })['same-bank']({ amount: 100_000 })).header.responseCode).toBe('00000');
  });

  it('a refusal for want of verification uses up no one-time code', async ({ bank, chan, hkd, wongHkd, auth, device }) => {
    const code = auth();
    const body = { fromAccountId: hkd.accountId, payee: { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: wongHkd.accountNo }, currency: 'HKD', amount: 5_000_001, auth: code };
    expect((await bank.call('ITSI300001', { ...body, idempotencyKey: idempotencyKey() }, { token: chan })).header.responseCode).toBe(NEEDS_VERIFICATION);
    expect((await bank.call('ITSI300001', { ...body, amount: 1_000, idempotencyKey: idempotencyKey() }, { token: chan })).header.responseCode).toBe('00000');
  });

  it('the refused instruction, sent again with the same key and a ticket, goes through once', async ({ bank, chan, device, hkd, wongHkd, auth }) => {
    const body = { fromAccountId: hkd.accountId, payee: { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: wongHkd.accountNo }, currency: 'HKD', amount: 5_000_001, idempotencyKey: idempotencyKey() };
    expect((await bank.call('ITSI300001', { ...body, auth: auth() }, { token: chan })).header.responseCode).toBe(NEEDS_VERIFICATION);
    const verifyTicket = await ticket({ bank, chan, device });
    const sent = await bank.call('ITSI300001', { ...body, verifyTicket, auth: auth() }, { token: chan });
    expect(sent.header.responseCode).toBe('00000');
    const again = await bank.call('ITSI300001', { ...body, verifyTicket, auth: auth() }, { token: chan });
    expect(again.data.transfer.transferId).toBe(sent.data.transfer.transferId);
  });
});
