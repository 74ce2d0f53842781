// SMS one-time codes: sent to the registered mobile, hashed at rest, resend after 100 s,
// expiry after 5 minutes, attempts left, lock after 5 wrong codes, outbox only in the sandbox.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { maskMobile } from '../../../../../../server/services/customer/sms/rules.js';
import { idempotencyKey, smsCodeFor, type Bank } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
}

const PURPOSE = 'ITSI310014';

async function send({ bank, chan }: Pick<Given, 'bank' | 'chan'>, transactionId: string, token = chan) {
  return bank.call('ITSI320001', { purpose: PURPOSE, transactionId }, { token });
}

/** The newest code sent for a transaction id (the log-on's own SMS is in the outbox too). */
function latestCode(bank: Bank, transactionId: string): Promise<string> {
  return smsCodeFor(bank, transactionId);
}

async function addPending({ bank, chan }: Pick<Given, 'bank' | 'chan'>): Promise<string> {
  const list = await bank.call('ITSI310010', {}, { token: chan });
  const hkd = list.data.accounts.find((a: { currency: string; accountType: string }) => a.currency === 'HKD' && a.accountType === '02');
  const res = await bank.call('ITSI310011', { proxyType: 'EMAL', proxyValue: 'tai.man@example.hk', accountId: hkd.accountId, isDefault: true, termsAccepted: true }, { token: chan });
  expect(res.header.responseCode).toBe('00000');
  return res.data.registration.registrationId;
}

async function verify({ bank, chan }: Pick<Given, 'bank' | 'chan'>, registrationId: string, key: string, challengeId: string, code: string) {
  return bank.call('ITSI310014', { registrationId, idempotencyKey: key, auth: { method: 'sms-otp', challengeId, otp: code } }, { token: chan });
}

describe('sending', () => {
  it('sends a 6-digit code to the masked registered mobile and keeps only its hash', async ({ bank, chan }) => {
    const tx = idempotencyKey();
    const res = await send({ bank, chan }, tx);
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.maskedMobile).toBe('+852 ****4567');
    expect(res.data.transactionId).toBe(tx);
    const code = await latestCode(bank, tx);
    const rows = await bank.app.bank.store.db.selectFrom('sms_challenges').selectAll().where('purpose', '=', PURPOSE).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses a resend before 100 seconds and allows it after', async ({ bank, chan }) => {
    const tx = idempotencyKey();
    await send({ bank, chan }, tx);
    bank.clock.advance(60_000);
    const early = await send({ bank, chan }, tx);
    expect(early.header.responseCode).toBe('E320000001');
    expect(early.header.responseMessage).toContain('40');
    bank.clock.advance(40_000);
    expect((await send({ bank, chan }, tx)).header.responseCode).toBe('00000');
  });

  it('refuses purposes that no transaction protects', async ({ bank, chan }) => {
    expect((await bank.call('ITSI320001', { purpose: 'ITSI300001', transactionId: idempotencyKey() }, { token: chan })).header.responseCode).toBe('E320000007');
  });

  it('masks numbers of Hong Kong, Macau and the mainland', () => {
    expect(maskMobile('+853 66123456')).toBe('+853 ****3456');
    expect(maskMobile('+86 13812345678')).toBe('+86 *******5678');
  });
});

describe('verifying on the protected submit', () => {
  it('accepts the right code once, bound to its transaction id', async ({ bank, chan }) => {
    const id = await addPending({ bank, chan });
    const key = idempotencyKey();
    const sent = await send({ bank, chan }, key);
    const code = await latestCode(bank, key);
    const otherKey = await verify({ bank, chan }, id, idempotencyKey(), sent.data.challengeId, code);
    expect(otherKey.header.responseCode).toBe('E320000002');
    const ok = await verify({ bank, chan }, id, key, sent.data.challengeId, code);
    expect(ok.header.responseCode).toBe('00000');
    expect(ok.data.registration.state).toBe('1');
  });

  it('says how many attempts are left, then locks after 5 wrong codes with the hotline message', async ({ bank, chan }) => {
    const id = await addPending({ bank, chan });
    const key = idempotencyKey();
    const sent = await send({ bank, chan }, key);
    const code = await latestCode(bank, key);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const res = await verify({ bank, chan }, id, key, sent.data.challengeId, wrong);
      expect(res.header.responseCode).toBe('E320000005');
      expect(res.header.responseMessage).toContain(`${left} attempts left`);
    }
    const locked = await verify({ bank, chan }, id, key, sent.data.challengeId, wrong);
    expect(locked.header.responseCode).toBe('E320000004');
    expect(locked.header.responseMessage).toContain('hotline');
    // Even the right code no longer helps, and no new code is sent.
    expect((await verify({ bank, chan }, id, key, sent.data.challengeId, code)).header.responseCode).toBe('E320000004');
    bank.clock.advance(120_000);
    expect((await send({ bank, chan }, idempotencyKey())).header.responseCode).toBe('E320000004');
    const events = await bank.app.bank.store.db.selectFrom('auth_events').select(['event', 'outcome']).where('event', '=', 'sms-otp-verify').execute();
    expect(events.filter((e) => e.outcome === 'locked')).toHaveLength(2);
  });

  it('refuses an expired code (5 minutes) and a code replaced by a resend', async ({ bank, chan }) => {
    const id = await addPending({ bank, chan });
    const key = idempotencyKey();
    const first = await send({ bank, chan }, key);
    const firstCode = await latestCode(bank, key);
    bank.clock.advance(100_000);
    const second = await send({ bank, chan }, key);
    expect((await verify({ bank, chan }, id, key, first.data.challengeId, firstCode)).header.responseCode).toBe('E320000002');
    const secondCode = await latestCode(bank, key);
    bank.clock.advance(5 * 60_000);
    expect((await verify({ bank, chan }, id, key, second.data.challengeId, secondCode)).header.responseCode).toBe('E320000003');
  });
});

describe('sandbox outbox', () => {
  it('is refused in production', async ({ bank, chan }) => {
    const settings = bank.app.bank.settings as { production: boolean };
    settings.production = true;
    expect((await bank.call('ITSI320010', {})).header.responseCode).toBe('E000000404');
  });
});
