// Strengthened verification with an SMS one-time code: the bank decides the modes per customer
// (a usable mobile token: token + password; none: SMS + password), and ITSI500005 accepts the
// SMS code sent for purpose ITSI500005 once, inside the same transaction as the password.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { buildServer } from '../../../../../../server/app.js';
import { ManualClock } from '../../../../../../server/clock.js';
import { OWN_BANK_CODE } from '../../../../../../server/config.js';
import { authEventsOf } from '../../../../../../server/services/bank/audit.js';
import { depositAccountNo } from '../../../../../../server/seed/account-numbers.js';
import { PASSWORD, START, TOKEN_PIN, account, activateToken, bankClient, idempotencyKey, otp, type Bank } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  ho: string;
}

const HO_MOBILE = '54867213';
const CHAN_SAVINGS = { name: 'CHAN TAI MAN', bankCode: OWN_BANK_CODE, accountNo: depositAccountNo('201', '398', '1', '052731') };

let counter = 0;
const transactionId = () => `verify-sms-test-${String((counter += 1)).padStart(6, '0')}`;

const modes = async ({ bank, ho }: Pick<Given, 'bank' | 'ho'>, token = ho) => (await bank.call('ITSI500004', { bizType: 'transfer' }, { token })).data.theMods as string[];

/** Sends a code for the verification and reads it from the sandbox outbox. */
async function smsCode({ bank, ho }: Pick<Given, 'bank' | 'ho'>, purpose = 'ITSI500005', token = ho) {
  const tx = transactionId();
  const sent = await bank.call<{ challengeId: string }>('ITSI320001', { purpose, transactionId: tx }, { token });
  expect(sent.header.responseCode).toBe('00000');
  const outbox = await bank.call<{ messages: { body: string }[] }>('ITSI320010', { mobile: HO_MOBILE });
  const body = outbox.data.messages.find((m) => m.body.includes(tx))?.body ?? '';
  const code = /one-time password is (\d{6})/.exec(body)?.[1] ?? /(\d{6})/.exec(body)?.[1];
  if (!code) throw new Error('no code in the outbox');
  return { challengeId: sent.data.challengeId, transactionId: tx, otp: code };
}

const verify = ({ bank, ho }: Pick<Given, 'bank' | 'ho'>, body: object, token = ho) => bank.call('ITSI500005', { bizType: 'transfer', theMods: ['sms', 'password'], ...body }, { token });
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

async function transfer({ bank, ho }: Pick<Given, 'bank' | 'ho'>, verifyTicket?: string, token = ho, deviceProof?: { deviceId: string; seed: string }) {
  const from = await account(bank, token, '01', 'HKD');
  const auth = deviceProof ? { method: 'mobile-token', deviceId: deviceProof.deviceId, otp: otp(deviceProof.seed, bank.clock) } : { method: 'password', password: PASSWORD };
  return bank.call(
    'ITSI300001',
    { fromAccountId: from.accountId, payee: CHAN_SAVINGS, currency: 'HKD', amount: 2_500, idempotencyKey: idempotencyKey(), auth, ...(verifyTicket ? { verifyTicket } : {}) },
    { token },
  );
}

describe('modes decided per customer', { timeout: 30_000 }, () => {
  it('SMS and password without a token; token and password once one is activated, on any device', async ({ bank, ho }) => {
    expect(await modes({ bank, ho })).toEqual(['sms', 'password']);
    await activateToken(bank, ho);
    expect(await modes({ bank, ho })).toEqual(['token', 'password']);
  });

  it('a token waiting out a PIN lock still counts; a disabled token does not', async ({ bank, ho }) => {
    const device = await activateToken(bank, ho);
    const wrongPins = async () => {
      for (let i = 0; i < 3; i += 1) await bank.call('ITSI500001', { clientDeviceId: device.deviceId, pin: '975310' });
    };
    await wrongPins();
    expect((await bank.call('ITSI500001', { clientDeviceId: device.deviceId, pin: TOKEN_PIN })).header.responseCode).toBe('E500000002');
    expect(await modes({ bank, ho })).toEqual(['token', 'password']);
    // Two more temporary locks disable the token: the customer falls back to SMS.
    for (let round = 0; round < 2; round += 1) {
      bank.clock.advance(5 * 60_000 + 1);
      await wrongPins();
    }
    expect((await bank.call('ITSI500001', { clientDeviceId: device.deviceId, pin: TOKEN_PIN })).header.responseCode).toBe('E500000003');
    ho = await bank.login('ho.wingyan');
    expect(await modes({ bank, ho })).toEqual(['sms', 'password']);
  });

  it('a token locked by wrong codes cannot sign, so it is not offered', async ({ bank, ho }) => {
    const device = await activateToken(bank, ho);
    const badCode = otp(device.seed, bank.clock) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await verify({ bank, ho }, { theMods: ['token', 'password'], token: { deviceId: device.deviceId, otp: badCode }, password: { password: PASSWORD } });
    expect(await modes({ bank, ho })).toEqual(['sms', 'password']);
  });
});

describe('SMS proof in multiple verify', { timeout: 30_000 }, () => {
  it('is accepted once with the password; the ticket lets one transfer through; a replay is refused', async ({ bank, ho }) => {
    const before = (await account(bank, ho, '01', 'HKD')).available;
    // The password alone never confirms a transfer: refused before the ticket is even asked for.
    expect((await transfer({ bank, ho })).header.responseCode).toBe('E500000012');
    const sms = await smsCode({ bank, ho });
    const ok = await verify({ bank, ho }, { sms, password: { password: PASSWORD } });
    expect(ok.header.responseCode).toBe('00000');
    expect(ok.data.bizType).toBe('transfer');

    const replay = await verify({ bank, ho }, { sms, password: { password: PASSWORD } });
    expect(replay.header.responseCode).toBe('E320000002');

    // The transfer itself is confirmed by a bound device (the password alone is refused); she
    // binds her token now, as the web journey does at the transfer's confirmation.
    expect((await transfer({ bank, ho }, ok.data.ticket)).header.responseCode).toBe('E500000012');
    const device = await activateToken(bank, ho);
    expect((await transfer({ bank, ho }, ok.data.ticket, ho, device)).header.responseCode).toBe('00000');
    bank.clock.advance(30_000);
    expect((await transfer({ bank, ho }, ok.data.ticket, ho, device)).header.responseCode).toBe('E500000008');
    expect((await account(bank, ho, '01', 'HKD')).available).toBe(before - 2_500);

    const custId = (await bank.call('ITSI100003', {}, { token: ho })).data.user.custId as string;
    // The log-on's own SMS code and ticket are audited too (purpose ITSI100004, biz type login),
    // and the token binding's SMS code (purpose ITSI498006).
    const events = (await authEventsOf(bank.app.bank, custId))
      .filter((e) => e.event === 'sms-otp-verify' || e.event === 'verify-ticket-issued')
      .filter((e) => !e.detail?.includes('ITSI100004') && !e.detail?.includes('ITSI498006') && e.subject !== 'login');
    expect(events.map((e) => `${e.event}:${e.outcome}`).sort()).toEqual(['sms-otp-verify:failure', 'sms-otp-verify:success', 'verify-ticket-issued:success']);
    expect(JSON.parse(events.find((e) => e.event === 'sms-otp-verify')!.detail!)).toMatchObject({ purpose: 'ITSI500005' });
  });

  it('a wrong code is counted with the SMS message, and five wrong codes lock SMS codes', async ({ bank, ho }) => {
    const sms = await smsCode({ bank, ho });
    const wrong = await verify({ bank, ho }, { sms: { ...sms, otp: wrongOf(sms.otp) }, password: { password: PASSWORD } });
    expect(wrong.header).toEqual({ responseCode: 'E320000005', responseMessage: expect.stringContaining('4') });
    // The same code is still good after a wrong entry.
    expect((await verify({ bank, ho }, { sms, password: { password: PASSWORD } })).header.responseCode).toBe('00000');

    const next = await smsCode({ bank, ho });
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await verify({ bank, ho }, { sms: { ...next, otp: wrongOf(next.otp) }, password: { password: PASSWORD } })).header.responseCode);
    expect(codes).toEqual(['E320000005', 'E320000005', 'E320000005', 'E320000005', 'E320000004']);
    expect((await verify({ bank, ho }, { sms: next, password: { password: PASSWORD } })).header.responseCode).toBe('E320000004');
    expect((await bank.call('ITSI320001', { purpose: 'ITSI500005', transactionId: transactionId() }, { token: ho })).header.responseCode).toBe('E320000004');
  });

  it('the password is checked in the same transaction: a wrong one gives no ticket after a right code', async ({ bank, ho }) => {
    const sms = await smsCode({ bank, ho });
    expect((await verify({ bank, ho }, { sms, password: { password: 'Wrong@2026' } })).header.responseCode).toBe('E500000007');
    // The code was spent by the attempt: the customer asks for a new one.
    expect((await verify({ bank, ho }, { sms, password: { password: PASSWORD } })).header.responseCode).toBe('E320000002');
  });

  it('refuses missing modes or proofs without spending the code, and a code of another purpose or transaction', async ({ bank, ho }) => {
    const sms = await smsCode({ bank, ho });
    expect((await verify({ bank, ho }, { theMods: ['password'], password: { password: PASSWORD } })).header.responseCode).toBe('E500000009');
    expect((await verify({ bank, ho }, { password: { password: PASSWORD } })).header.responseCode).toBe('E500000009');
    expect((await verify({ bank, ho }, { sms })).header.responseCode).toBe('E500000009');
    expect((await verify({ bank, ho }, { theMods: ['sms', 'password', 'token'], sms, password: { password: PASSWORD }, token: { deviceId: 'device-without-token-01', otp: '123456' } })).header.responseCode).toBe(
      'E500000009',
    );
    expect((await verify({ bank, ho }, { sms: { ...sms, transactionId: transactionId() }, password: { password: PASSWORD } })).header.responseCode).toBe('E320000002');

    const fpsCode = await smsCode({ bank, ho }, 'ITSI310014');
    expect((await verify({ bank, ho }, { sms: fpsCode, password: { password: PASSWORD } })).header.responseCode).toBe('E320000002');
    // Nothing above spent the verification's code.
    expect((await verify({ bank, ho }, { sms, password: { password: PASSWORD } })).header.responseCode).toBe('00000');
  });

  it('a customer with a token cannot pass with an SMS code instead, even one sent before the token', async ({ bank, ho }) => {
    const sms = await smsCode({ bank, ho });
    const device = await activateToken(bank, ho);
    // The index said SMS, but the bank decides again at verify time.
    expect((await verify({ bank, ho }, { sms, password: { password: PASSWORD } })).header.responseCode).toBe('E500000009');
    const both = { theMods: ['token', 'password'], sms, password: { password: PASSWORD } };
    expect((await verify({ bank, ho }, both)).header.responseCode).toBe('E500000009');
    const ticket = await verify({ bank, ho }, { theMods: ['token', 'password'], token: { deviceId: device.deviceId, otp: otp(device.seed, bank.clock) }, password: { password: PASSWORD } });
    expect(ticket.header.responseCode).toBe('00000');
    bank.clock.advance(30_000);
    expect((await transfer({ bank, ho }, ticket.data.ticket, ho, device)).header.responseCode).toBe('00000');
  });

  it('the SMS code never reaches the audit detail', async ({ bank, ho }) => {
    const sms = await smsCode({ bank, ho });
    await verify({ bank, ho }, { sms: { ...sms, otp: wrongOf(sms.otp) }, password: { password: PASSWORD } });
    await verify({ bank, ho }, { sms, password: { password: PASSWORD } });
    const custId = (await bank.call('ITSI100003', {}, { token: ho })).data.user.custId as string;
    const details = (await authEventsOf(bank.app.bank, custId)).map((e) => e.detail ?? '').join('\n');
    expect(details).not.toContain(sms.otp);
  });
});

describe('server log', { timeout: 30_000 }, () => {
  it('holds no SMS code of a verification, right or wrong', async ({ bank, ho }) => {
    await bank.close();
    const lines: string[] = [];
    const clock = new ManualClock(START);
    const app = await buildServer({ databaseUrl: ':memory:', clock, sweepIntervalMs: 0, logger: true, logStream: { write: (line) => void lines.push(line) } });
    bank = bankClient(app, clock);
    ho = await bank.login('ho.wingyan');
    const sms = await smsCode({ bank, ho });
    const wrong = wrongOf(sms.otp);
    await verify({ bank, ho }, { sms: { ...sms, otp: wrong }, password: { password: PASSWORD } });
    expect((await verify({ bank, ho }, { sms, password: { password: PASSWORD } })).header.responseCode).toBe('00000');
    const log = lines.join('\n');
    expect(log).toContain('ITSI500005');
    // Whole numbers only: pino's own millisecond timestamps may contain any six digits.
    for (const digits of [sms.otp, wrong]) expect(log).not.toMatch(new RegExp(`(?<!\\d)${digits}(?!\\d)`));
  });
});
