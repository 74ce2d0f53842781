// ITSI170001 change the password; ITSI170002/3 the forgotten password. The old password is
// checked on the bank, other sessions end, the reset is rate-limited and nothing secret is audited.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { PASSWORD, smsCodeFor, type Bank } from '../../../support/helpers.js';

async function auditRows(bank: Bank) {
  return bank.app.bank.store.db.selectFrom('auth_events').selectAll().execute();
}

function expectNoSecrets(rows: { detail: string | null; subject: string | null }[], secrets: string[]) {
  const text = JSON.stringify(rows);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

async function logsOn(bank: Bank, loginId: string, password: string): Promise<string> {
  return (await bank.call('ITSI100001', { loginId, password })).header.responseCode;
}

describe('change password (ITSI170001)', () => {
  it('checks the old password, ends the other sessions, keeps this one, and the new password logs on', async ({ bank }) => {
    const here = await bank.login('chan.taiman');
    const elsewhere = await bank.login('chan.taiman');
    const res = await bank.call('ITSI170001', { oldPassword: PASSWORD, newPassword: 'Harbour#2027' }, { token: here });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data).toMatchObject({ otherSessionsEnded: 1, strength: 3 });
    expect((await bank.call('ITSI200001', { purpose: 'all' }, { token: elsewhere })).header.responseCode).toBe('TE800000001');
    expect((await bank.call('ITSI200001', { purpose: 'all' }, { token: here })).header.responseCode).toBe('00000');
    expect(await logsOn(bank, 'chan.taiman', PASSWORD)).toBe('E100000001');
    expect(await logsOn(bank, 'chan.taiman', 'Harbour#2027')).toBe('00000');
    const rows = await auditRows(bank);
    expect(rows.some((r) => r.event === 'password-change' && r.outcome === 'success')).toBe(true);
    expectNoSecrets(rows, [PASSWORD, 'Harbour#2027']);
  });

  it('refuses a wrong old password (counted with the log-on page), a weak or unchanged new one', async ({ bank }) => {
    const token = await bank.login('wong.siuming');
    expect((await bank.call('ITSI170001', { oldPassword: 'Wrong@2026', newPassword: 'Harbour#2027' }, { token })).header.responseCode).toBe('E500000007');
    expect((await bank.call('ITSI170001', { oldPassword: PASSWORD, newPassword: 'abcdefg1' }, { token })).header.responseCode).toBe('E170000002');
    expect((await bank.call('ITSI170001', { oldPassword: PASSWORD, newPassword: 'wong.siuming1' }, { token })).header.responseCode).toBe('E170000002');
    expect((await bank.call('ITSI170001', { oldPassword: PASSWORD, newPassword: PASSWORD }, { token })).header.responseCode).toBe('E170000003');
    // The right old password cleared the count; five wrong in a row lock the log-on page too.
    for (let i = 0; i < 5; i += 1) await bank.call('ITSI170001', { oldPassword: 'Wrong@2026', newPassword: 'Harbour#2027' }, { token });
    expect(await logsOn(bank, 'wong.siuming', PASSWORD)).toBe('E000000429');
    expect(await logsOn(bank, 'wong.siuming', 'Harbour#2027')).toBe('E000000429');
  });

  it('needs a session', async ({ bank }) => {
    expect((await bank.call('ITSI170001', { oldPassword: PASSWORD, newPassword: 'Harbour#2027' })).header.responseCode).toBe('TE800000001');
  });
});

describe('forgotten password (ITSI170002, ITSI170003)', () => {
  async function start(bank: Bank, idNumber = 'A123456(3)', birthDate = '1985-03-12') {
    return bank.call('ITSI170002', { idNumber, birthDate });
  }

  it('ID number and date of birth send an SMS code; the code and a new password end every session', async ({ bank }) => {
    const session = await bank.login('chan.taiman');
    const started = await start(bank, 'a1234563');
    expect(started.header.responseCode).toBe('00000');
    expect(started.data.maskedMobile).toBe('+852 ****4567');
    const code = await smsCodeFor(bank, started.data.transactionId);
    const wrong = code === '000000' ? '111111' : '000000';
    const base = { ticket: started.data.ticket, challengeId: started.data.challengeId, newPassword: 'Kowloon#2027' };
    expect((await bank.call('ITSI170003', { ...base, otp: wrong })).header.responseCode).toBe('E320000005');
    // A refused password does not use the code up.
    expect((await bank.call('ITSI170003', { ...base, otp: code, newPassword: 'abcdefg1' })).header.responseCode).toBe('E170000002');
    const done = await bank.call('ITSI170003', { ...base, otp: code });
    expect(done.header.responseCode).toBe('00000');
    expect(done.data.loginId).toBe('chan.taiman');
    expect((await bank.call('ITSI200001', { purpose: 'all' }, { token: session })).header.responseCode).toBe('TE800000001');
    expect(await logsOn(bank, 'chan.taiman', 'Kowloon#2027')).toBe('00000');
    // The ticket is spent.
    expect((await bank.call('ITSI170003', { ...base, otp: code })).header.responseCode).toBe('E170000005');
    const rows = await auditRows(bank);
    expect(rows.filter((r) => r.event.startsWith('password-reset') && r.outcome === 'success')).toHaveLength(2);
    expectNoSecrets(rows, ['Kowloon#2027', code, 'A123456', 'A1234563', '1985-03-12']);
  });

  it('answers one message for an unknown ID and a wrong date of birth, and locks an ID after 5 failures', async ({ bank }) => {
    expect((await start(bank, 'Z999999(9)')).header.responseCode).toBe('E170000004');
    expect((await start(bank, 'A123456(3)', '1985-03-13')).header.responseCode).toBe('E170000004');
    for (let i = 0; i < 4; i += 1) await start(bank, 'A123456(3)', '1985-03-13');
    // The right answer is refused now, for 15 minutes.
    expect((await start(bank)).header.responseCode).toBe('E000000429');
    bank.clock.advance(15 * 60_000 + 1000);
    expect((await start(bank)).header.responseCode).toBe('00000');
  });

  it('a ticket runs out with its code', async ({ bank }) => {
    const started = await start(bank);
    const code = await smsCodeFor(bank, started.data.transactionId);
    bank.clock.advance(5 * 60_000 + 1000);
    const res = await bank.call('ITSI170003', { ticket: started.data.ticket, challengeId: started.data.challengeId, otp: code, newPassword: 'Kowloon#2027' });
    expect(res.header.responseCode).toBe('E170000005');
  });
});
