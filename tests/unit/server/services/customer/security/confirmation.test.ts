// Transaction confirmation code (OCRA, single-use challenges, replay), password box, strengthened
// verification tickets and the soft-token amount check, against the real sandbox.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { TRANSACTION_CODE_SUITE, base32ToBytes, ocraResponse } from '../../../../../../domain/otp/ocra.js';
import { authEventsOf } from '../../../../../../server/services/bank/audit.js';
import { OWN_BANK_CODE } from '../../../../../../server/config.js';
import { depositAccountNo } from '../../../../../../server/seed/account-numbers.js';
import { PASSWORD, account, activateToken, idempotencyKey, otp, type Bank, type TokenCustomer } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: TokenCustomer['device'];
}

const WONG_SAVINGS = { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: depositAccountNo('315', '398', '1', '204467') };

async function transferWith(bank: Bank, token: string, auth: object, extra: object = {}, amount = 1_000) {
  const from = await account(bank, token, '01', 'HKD');
  return bank.call(
    'ITSI300001',
    { fromAccountId: from.accountId, payee: WONG_SAVINGS, currency: 'HKD', amount, idempotencyKey: idempotencyKey(), auth, ...extra },
    { token },
  );
}

async function challenge({ bank, chan, device }: Pick<Given, 'bank' | 'chan' | 'device'>, token = chan, deviceId = device.deviceId) {
  const res = await bank.call('ITSI500003', { clientDeviceId: deviceId }, { token });
  expect(res.header.responseCode).toBe('00000');
  return res.data as { challengeId: string; question: string; suite: string };
}

const answer = ({ bank, device }: Pick<Given, 'bank' | 'device'>, question: string, at = bank.clock.now()) =>
  ocraResponse(TRANSACTION_CODE_SUITE, base32ToBytes(device.seed), { question, timestamp: at });

describe('transaction confirmation code (OCRA)', { timeout: 30_000 }, () => {
  it('asks the last 8 digits of the registered mobile number and moves money on the right answer', async ({ bank, chan, device }) => {
    const c = await challenge({ bank, chan, device });
    expect(c).toMatchObject({ question: '91234567', suite: 'OCRA-1:HOTP-SHA1-6:QN08-T1M' });
    const res = await transferWith(bank, chan, { method: 'transaction-code', deviceId: device.deviceId, challengeId: c.challengeId, otp: await answer({ bank, device }, c.question) });
    expect(res.header.responseCode).toBe('00000');
  });

  it('a challenge is single-use, and the same answer to a new challenge in the same minute is a replay', async ({ bank, chan, device }) => {
    const c = await challenge({ bank, chan, device });
    const code = await answer({ bank, device }, c.question);
    const auth = { method: 'transaction-code', deviceId: device.deviceId, challengeId: c.challengeId, otp: code };
    expect((await transferWith(bank, chan, auth)).header.responseCode).toBe('00000');
    expect((await transferWith(bank, chan, auth)).header.responseCode).toBe('E500000006');
    const next = await challenge({ bank, chan, device });
    expect((await transferWith(bank, chan, { ...auth, challengeId: next.challengeId })).header.responseCode).toBe('E500000005');
    // A minute later the answer changes and is accepted once more.
    bank.clock.advance(60_000);
    const later = await challenge({ bank, chan, device });
    expect((await transferWith(bank, chan, { ...auth, challengeId: later.challengeId, otp: await answer({ bank, device }, later.question) })).header.responseCode).toBe('00000');
  });

  it('a challenge dies after 3 wrong answers or 2 minutes, and wrong answers count toward the token lock', async ({ bank, chan, device }) => {
    const c = await challenge({ bank, chan, device });
    const right = await answer({ bank, device }, c.question);
    const wrong = right === '000000' ? '000001' : '000000';
    const auth = { method: 'transaction-code', deviceId: device.deviceId, challengeId: c.challengeId };
    for (let i = 0; i < 3; i += 1) expect((await transferWith(bank, chan, { ...auth, otp: wrong })).header.responseCode).toBe('E500000005');
    expect((await transferWith(bank, chan, { ...auth, otp: right })).header.responseCode).toBe('E500000006');

    const slow = await challenge({ bank, chan, device });
    bank.clock.advance(2 * 60_000 + 1);
    chan = await bank.login('chan.taiman');
    const late = await transferWith(bank, chan, { ...auth, challengeId: slow.challengeId, otp: await answer({ bank, device }, slow.question) });
    expect(late.header.responseCode).toBe('E500000006');

    // Two more wrong answers make five for the token: it locks.
    const c2 = await challenge({ bank, chan, device });
    await transferWith(bank, chan, { ...auth, challengeId: c2.challengeId, otp: wrong });
    const fifth = await transferWith(bank, chan, { ...auth, challengeId: c2.challengeId, otp: wrong });
    expect(fifth.header.responseCode).toBe('E498000003');
  });

  it("refuses another customer's challenge and a challenge for a device without a token", async ({ bank, chan, device }) => {
    const c = await challenge({ bank, chan, device });
    const wong = await bank.login('wong.siuming');
    const foreign = await transferWith(bank, wong, { method: 'transaction-code', deviceId: device.deviceId, challengeId: c.challengeId, otp: await answer({ bank, device }, c.question) });
    expect(foreign.header.responseCode).toBe('E500000006');
    const none = await bank.call('ITSI500003', { clientDeviceId: 'browser-without-token-1' }, { token: chan });
    expect(none.header.responseCode).toBe('E500000004');
  });
});

describe('password box', { timeout: 30_000 }, () => {
  it('never confirms a transfer alone: refused before any check, nothing moves, the attempt is audited', async ({ bank, chan, device }) => {
    const before = await account(bank, chan, '01', 'HKD');
    const res = await transferWith(bank, chan, { method: 'password', password: PASSWORD });
    expect(res.header.responseCode).toBe('E500000012');
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(before.available);
    const id = (await bank.call('ITSI100003', {}, { token: chan })).data.user.custId as string;
    expect((await authEventsOf(bank.app.bank, id)).find((e) => e.event === 'factor-refused')).toMatchObject({ subject: 'ITSI300001' });
  });

  it('as the extra step of strengthened verification, shares the log-on lock: 5 wrong passwords lock the box and the log-on', async ({ bank, chan, device: _chanDevice }) => {
    const ho = await bank.login('ho.wingyan');
    const device = await activateToken(bank, ho);
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      bank.clock.advance(30_000);
      const proof = { deviceId: device.deviceId, otp: otp(device.seed, bank.clock) };
      codes.push((await bank.call('ITSI500005', { bizType: 'transfer', theMods: ['token', 'password'], token: proof, password: { password: `Wrong${i}` } }, { token: ho })).header.responseCode);
    }
    expect(codes).toEqual(['E500000007', 'E500000007', 'E500000007', 'E500000007', 'E000000429']);
    expect((await bank.call('ITSI100001', { loginId: 'ho.wingyan', password: PASSWORD })).header.responseCode).toBe('E000000429');
  });
});

describe('strengthened verification', { timeout: 30_000 }, () => {
  let ho: string;
  let hoDevice: { deviceId: string; seed: string };
  it.beforeEach(async ({ bank }) => {
    ho = await bank.login('ho.wingyan');
    hoDevice = await activateToken(bank, ho);
  });

  const hoTransfer = (bank: Bank, extra: object = {}) =>
    transferWith(bank, ho, { method: 'mobile-token', deviceId: hoDevice.deviceId, otp: otp(hoDevice.seed, bank.clock) }, extra);
  const verify = (bank: Bank, body: object) => bank.call('ITSI500005', { bizType: 'transfer', theMods: ['token', 'password'], ...body }, { token: ho });
  const tokenProof = (bank: Bank) => ({ deviceId: hoDevice.deviceId, otp: otp(hoDevice.seed, bank.clock) });

  it('the index says who needs it and with which modes', async ({ bank, chan, device }) => {
    expect((await bank.call('ITSI500004', { bizType: 'transfer' }, { token: ho })).data).toEqual({ bizType: 'transfer', needVerify: true, theMods: ['token', 'password'] });
    expect((await bank.call('ITSI500004', { bizType: 'transfer' }, { token: chan })).data.needVerify).toBe(false);
  });

  it('a transfer without a ticket is refused and moves no money; with a ticket it goes through once', async ({ bank, chan, device }) => {
    const before = await account(bank, ho, '01', 'HKD');
    expect((await hoTransfer(bank)).header.responseCode).toBe('E500000008');
    expect((await account(bank, ho, '01', 'HKD')).available).toBe(before.available);

    const ticket = await verify(bank, { token: tokenProof(bank), password: { password: PASSWORD } });
    expect(ticket.header.responseCode).toBe('00000');
    bank.clock.advance(30_000);
    expect((await hoTransfer(bank, { verifyTicket: ticket.data.ticket })).header.responseCode).toBe('00000');
    bank.clock.advance(30_000);
    expect((await hoTransfer(bank, { verifyTicket: ticket.data.ticket })).header.responseCode).toBe('E500000008');
    expect((await account(bank, ho, '01', 'HKD')).available).toBe(before.available - 1_000);
  });

  it('needs every mode, passed: fewer modes, a wrong password or a replayed code give no ticket', async ({ bank, chan, device }) => {
    expect((await verify(bank, { theMods: ['token'], token: tokenProof(bank) })).header.responseCode).toBe('E500000009');
    expect((await verify(bank, { token: tokenProof(bank) })).header.responseCode).toBe('E500000009');
    // A missing proof cost no code: the same code still works with a wrong password...
    expect((await verify(bank, { token: tokenProof(bank), password: { password: 'Wrong@1' } })).header.responseCode).toBe('E500000007');
    // ...and was used there (the password failed after it): sending it again is a replay.
    expect((await verify(bank, { token: tokenProof(bank), password: { password: PASSWORD } })).header.responseCode).toBe('E498000002');
    const custId = (await bank.call('ITSI100003', {}, { token: ho })).data.user.custId as string;
    const otpEvents = (await authEventsOf(bank.app.bank, custId)).filter((e) => e.event === 'token-otp');
    // Same instant on the test clock: compare without order.
    const seen = otpEvents.map((e) => `${e.outcome}:${e.detail ? JSON.parse(e.detail).reason : ''}`).sort();
    expect(seen).toEqual(['failure:replay', 'success:']);
  });

  it('a ticket is bound to its customer and expires after 5 minutes', async ({ bank, chan, device }) => {
    const ticket = (await verify(bank, { token: tokenProof(bank), password: { password: PASSWORD } })).data.ticket as string;
    const foreign = await transferWith(bank, chan, { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) }, { verifyTicket: ticket });
    expect(foreign.header.responseCode).toBe('00000'); // chan needs no ticket; the ticket is simply not spent
    bank.clock.advance(5 * 60_000 + 1);
    ho = await bank.login('ho.wingyan');
    expect((await hoTransfer(bank, { verifyTicket: ticket })).header.responseCode).toBe('E500000008');
    const events = (await authEventsOf(bank.app.bank, (await bank.call('ITSI100003', {}, { token: ho })).data.user.custId)).map((e) => `${e.event}:${e.outcome}`);
    expect(events).toEqual(expect.arrayContaining(['verify-ticket-issued:success', 'verify-ticket-spent:failure', 'password-box:success', 'token-otp:success']));
  });
});

describe('direct calls without authentication', { timeout: 30_000 }, () => {
  it('ITSI300001 and ITSI500005 are refused without their credentials', async ({ bank, chan, device }) => {
    const from = await account(bank, chan, '01', 'HKD');
    const noAuth = await bank.call('ITSI300001', { fromAccountId: from.accountId, payee: WONG_SAVINGS, currency: 'HKD', amount: 100, idempotencyKey: idempotencyKey() }, { token: chan });
    expect(noAuth.header.responseCode).toBe('E000000400');
    const noneMethod = await transferWith(bank, chan, { method: 'none' });
    expect(noneMethod.header.responseCode).toBe('E000000400');
    const noProof = await bank.call('ITSI500005', { bizType: 'transfer', theMods: ['token', 'password'] }, { token: chan });
    expect(noProof.header.responseCode).toBe('E500000009');
    expect((await bank.call('ITSI500003', { clientDeviceId: device.deviceId })).header.responseCode).toBe('TE800000001');
  });
});

describe('ITSI404173 soft-token amount check', { timeout: 30_000 }, () => {
  const check = ({ bank, chan }: Pick<Given, 'bank' | 'chan'>, softCcy: string, softAmt: number) => bank.call('ITSI404173', { softCcy, softAmt }, { token: chan });
  it('flags HKD 50,000 or more (or its equivalent, or an unknown currency) for explicit confirmation', async ({ bank, chan, device }) => {
    expect((await check({ bank, chan }, 'HKD', 4_999_999)).data).toEqual({ flag: '0', thresholdHkd: 5_000_000 });
    expect((await check({ bank, chan }, 'HKD', 5_000_000)).data.flag).toBe('1');
    expect((await check({ bank, chan }, 'USD', 640_000)).data.flag).toBe('1');
    expect((await check({ bank, chan }, 'USD', 600_000)).data.flag).toBe('0');
    expect((await check({ bank, chan }, 'XAU', 1)).data.flag).toBe('1');
  });
});
