// register-transfer confirm-sms: a payee registered with an SMS one-time code sent for the
// request's idempotency key; the code is used once and a wrong one registers nothing.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { idempotencyKey, smsCodeFor, type Bank } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
}

const PAYEE = { name: 'MAK SIU LAN', bankCode: '024', accountNo: '024556677889' };

async function sendCode({ bank, chan }: Pick<Given, 'bank' | 'chan'>, key: string): Promise<{ challengeId: string; code: string }> {
  const sent = await bank.call('ITSI320001', { purpose: 'ITSI300008', transactionId: key }, { token: chan });
  expect(sent.header.responseCode).toBe('00000');
  const code = await smsCodeFor(bank, key);
  return { challengeId: sent.data.challengeId as string, code };
}

async function register({ bank, chan }: Pick<Given, 'bank' | 'chan'>, key: string | undefined, challengeId: string, otp: string) {
  return bank.call('ITSI300008', { ...PAYEE, ...(key ? { idempotencyKey: key } : {}), auth: { method: 'sms-otp', challengeId, otp } }, { token: chan });
}

async function payeeCount({ bank, chan }: Pick<Given, 'bank' | 'chan'>): Promise<number> {
  return (await bank.call('ITSI200002', {}, { token: chan })).data.payees.length as number;
}

describe('register a payee with an SMS code', () => {
  it('registers with the code sent for this request, once', async ({ bank, chan }) => {
    const before = await payeeCount({ bank, chan });
    const key = idempotencyKey();
    const { challengeId, code } = await sendCode({ bank, chan }, key);
    const res = await register({ bank, chan }, key, challengeId, code);
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.payee).toMatchObject(PAYEE);
    expect(await payeeCount({ bank, chan })).toBe(before + 1);
    // The code is used up: it cannot register again.
    expect((await register({ bank, chan }, key, challengeId, code)).header.responseCode).not.toBe('00000');
  });

  it('refuses a wrong code, a code sent for another request, and an SMS code without its key', async ({ bank, chan }) => {
    const before = await payeeCount({ bank, chan });
    const key = idempotencyKey();
    const { challengeId, code } = await sendCode({ bank, chan }, key);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await register({ bank, chan }, key, challengeId, wrong);
    expect(refused.header.responseCode).toMatch(/^E3200/);
    expect(refused.header.responseMessage).toMatch(/\d/); // attempts left
    expect((await register({ bank, chan }, idempotencyKey(), challengeId, code)).header.responseCode).toMatch(/^E3200/);
    expect((await register({ bank, chan }, undefined, challengeId, code)).header.responseCode).toBe('E000000400');
    expect(await payeeCount({ bank, chan })).toBe(before);
  });
});
