// ITSI170022-28: the e-mail address (a code to the new address, then the Mobile Token; delete)
// and the mobile number (an SMS code to the NEW number, then the Mobile Token). Deleting the
// e-mail or changing the mobile sets the small-value transfer limit to zero (spec section 4);
// the old address or number is told; nothing secret or personal reaches the audit log.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { otp, wrongOtp, type Bank, tokenAuth, type TokenCustomer } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: TokenCustomer['device'];
}

const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>) => tokenAuth({ bank, device });

async function newestEmail(bank: Bank, address: string): Promise<{ subject: string; body: string } | undefined> {
  const res = await bank.call<{ messages: { subject: string; body: string }[] }>('ITSI170026', { address });
  return res.data.messages[0];
}

async function emailCode(bank: Bank, address: string): Promise<string> {
  const body = (await newestEmail(bank, address))?.body ?? '';
  const match = /verification code is (\d{6})/.exec(body);
  if (!match) throw new Error(`no code e-mailed to ${address}`);
  return match[1]!;
}

async function smsTo(bank: Bank, mobile: string): Promise<string[]> {
  const res = await bank.call<{ messages: { body: string }[] }>('ITSI320010', { mobile });
  return res.data.messages.map((m) => m.body);
}

async function setSmallValueLimit({ bank, chan, device }: Pick<Given, 'bank' | 'chan' | 'device'>, limit: number) {
  const res = await bank.call('ITSI300007', { limit, auth: auth({ bank, device }) }, { token: chan });
  expect(res.header.responseCode).toBe('00000');
}

async function smallValueLimit({ bank, chan }: Pick<Given, 'bank' | 'chan'>): Promise<number> {
  return (await bank.call<{ limit: number }>('ITSI300006', {}, { token: chan })).data.limit;
}

describe('e-mail address', () => {
  it('shows the demo address masked, and changes it only with the code sent to the new address and the token', async ({ bank, chan, device }) => {
    expect((await bank.call('ITSI170022', {}, { token: chan })).data).toEqual({ hasEmail: true, email: 'c***n@example.com' });

    const start = await bank.call('ITSI170023', { email: 'Tai.Man@Example.COM.hk' }, { token: chan });
    expect(start.header.responseCode).toBe('00000');
    expect(start.data.maskedEmail).toBe('T***n@example.com.hk');
    const code = await emailCode(bank, 'tai.man@example.com.hk');

    // The code alone is not enough: a wrong token code refuses and does not use up the code.
    const noToken = await bank.call('ITSI170024', { changeId: start.data.changeId, code, auth: { ...auth({ bank, device }), otp: wrongOtp(device.seed, bank.clock) } }, { token: chan });
    expect(noToken.header.responseCode).toMatch(/^E498/);
    const wrong = await bank.call('ITSI170024', { changeId: start.data.changeId, code: code === '000000' ? '111111' : '000000', auth: auth({ bank, device }) }, { token: chan });
    expect(wrong.header).toMatchObject({ responseCode: 'E170000034' });
    expect(wrong.header.responseMessage).toContain('4 attempts left');

    const done = await bank.call('ITSI170024', { changeId: start.data.changeId, code, auth: auth({ bank, device }) }, { token: chan });
    expect(done.header.responseCode).toBe('00000');
    expect(done.data).toMatchObject({ hasEmail: true, email: 'T***n@example.com.hk' });
    // Used once: the same code cannot confirm again.
    expect((await bank.call('ITSI170024', { changeId: start.data.changeId, code, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000033');
    // The old address is told of the change; a security notice is in the inbox.
    expect((await newestEmail(bank, 'chan.taiman@example.com'))?.subject).toBe('[Harbour Sandbox Bank] Your e-mail address was changed');
    const notices = await bank.call<{ notices: { title: { en: string }; category: string }[] }>('ITSI110001', {}, { token: chan });
    expect(notices.data.notices[0]).toMatchObject({ title: { en: 'E-mail address changed' } });

    const db = bank.app.bank.store.db;
    const audit = await db.selectFrom('auth_events').select(['event', 'outcome', 'detail']).where('event', 'like', 'email-%').execute();
    expect(audit.map((a) => [a.event, a.outcome])).toEqual([
      ['email-change-code', 'success'],
      ['email-change', 'failure'],
      ['email-change', 'failure'],
      ['email-change', 'success'],
      ['email-change', 'failure'],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/example|\b\d{6}\b/);
    const stored = await db.selectFrom('email_changes').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('refuses an address that breaks the spec rule, the current address, and a new code within 100 seconds', async ({ bank, chan, device }) => {
    for (const bad of ['chan.example.com', 'chan@example', 'chan@example.c', 'chan@example.toolong', 'a b@example.com', '@example.com']) {
      expect((await bank.call('ITSI170023', { email: bad }, { token: chan })).header.responseCode).toBe('E170000030');
    }
    expect((await bank.call('ITSI170023', { email: 'chan.taiman@EXAMPLE.com' }, { token: chan })).header.responseCode).toBe('E170000031');
    expect((await bank.call('ITSI170023', { email: 'first@example.com' }, { token: chan })).header.responseCode).toBe('00000');
    const early = await bank.call('ITSI170023', { email: 'second@example.com' }, { token: chan });
    expect(early.header.responseCode).toBe('E170000032');
    bank.clock.advance(100_000);
    const second = await bank.call('ITSI170023', { email: 'second@example.com' }, { token: chan });
    expect(second.header.responseCode).toBe('00000');
  });

  it('locks the change after five wrong codes and lets the code expire after 10 minutes', async ({ bank, chan, device }) => {
    const start = await bank.call('ITSI170023', { email: 'new.box@example.com' }, { token: chan });
    const code = await emailCode(bank, 'new.box@example.com');
    const other = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i += 1) expect((await bank.call('ITSI170024', { changeId: start.data.changeId, code: other, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000034');
    expect((await bank.call('ITSI170024', { changeId: start.data.changeId, code: other, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000035');
    expect((await bank.call('ITSI170024', { changeId: start.data.changeId, code, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000035');

    bank.clock.advance(60 * 60_000);
    chan = await bank.login('chan.taiman');
    const later = await bank.call('ITSI170023', { email: 'late.box@example.com' }, { token: chan });
    expect(later.header.responseCode).toBe('00000');
    const lateCode = await emailCode(bank, 'late.box@example.com');
    bank.clock.advance(4 * 60_000);
    expect((await bank.call('ITSI170022', {}, { token: chan })).header.responseCode).toBe('00000');
    bank.clock.advance(4 * 60_000);
    expect((await bank.call('ITSI170022', {}, { token: chan })).header.responseCode).toBe('00000');
    bank.clock.advance(2 * 60_000);
    expect((await bank.call('ITSI170024', { changeId: later.data.changeId, code: lateCode, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000033');
    expect((await bank.call('ITSI170022', {}, { token: chan })).data.email).toBe('c***n@example.com');
  });

  it('deleting the address needs the token and sets the small-value transfer limit to zero', async ({ bank, chan, device }) => {
    await setSmallValueLimit({ bank, chan, device }, 500_000);
    expect(await smallValueLimit({ bank, chan })).toBe(500_000);
    expect((await bank.call('ITSI170025', {}, { token: chan })).header.responseCode).toBe('E000000400');
    const deleted = await bank.call('ITSI170025', { auth: auth({ bank, device }) }, { token: chan });
    expect(deleted.header.responseCode).toBe('00000');
    expect(deleted.data).toMatchObject({ hasEmail: false, smallValueLimit: 0 });
    expect(await smallValueLimit({ bank, chan })).toBe(0);
    expect((await newestEmail(bank, 'chan.taiman@example.com'))?.subject).toBe('[Harbour Sandbox Bank] Your e-mail address was deleted');
    expect((await bank.call('ITSI170025', { auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000036');
    // A restart's demo seed does not bring a deleted address back.
    const { seedSettingsExtras } = await import('../../../../../../server/seed/settings-extras.js');
    await seedSettingsExtras(bank.app.bank.store.db, bank.clock.now());
    expect((await bank.call('ITSI170022', {}, { token: chan })).data).toMatchObject({ hasEmail: false });
  });
});

describe('mobile number', () => {
  it('sends the SMS code to the NEW number; with it and the token the number changes and the small-value limit falls to zero', async ({ bank, chan, device }) => {
    await setSmallValueLimit({ bank, chan, device }, 300_000);
    const start = await bank.call('ITSI170027', { mobile: '6123 4567' }, { token: chan });
    expect(start.header.responseCode).toBe('00000');
    expect(start.data.maskedMobile).toBe('+852 ****4567');
    const toNew = await smsTo(bank, '61234567');
    expect(toNew[0]).toContain(start.data.transactionId);
    expect((await smsTo(bank, '91234567')).some((m) => m.includes(start.data.transactionId))).toBe(false);
    const code = /one-time password is (\d{6})/.exec(toNew[0]!)![1]!;

    const wrong = await bank.call('ITSI170028', { changeId: start.data.changeId, otp: code === '000000' ? '111111' : '000000', auth: auth({ bank, device }) }, { token: chan });
    expect(wrong.header.responseCode).toBe('E320000005');
    const done = await bank.call('ITSI170028', { changeId: start.data.changeId, otp: code, auth: auth({ bank, device }) }, { token: chan });
    expect(done.header.responseCode).toBe('00000');
    expect(done.data).toMatchObject({ mobile: '+852 ****4567', smallValueLimit: 0 });
    expect(await smallValueLimit({ bank, chan })).toBe(0);
    // The old number is told; the profile shows the new one; log-on codes now go there.
    expect((await smsTo(bank, '91234567'))[0]).toContain('Your registered mobile number was changed to +852 ****4567');
    expect((await bank.call('ITSI170020', {}, { token: chan })).data.mobile).toBe('+852 ****4567');
    const db = bank.app.bank.store.db;
    expect((await db.selectFrom('customers').select('mobile').where('login_id', '=', 'chan.taiman').executeTakeFirstOrThrow()).mobile).toBe('+852 61234567');
    const audit = await db.selectFrom('auth_events').select(['event', 'detail']).where('event', 'like', 'mobile-%').execute();
    expect(JSON.stringify(audit)).not.toMatch(/6123|9123/);
  });

  it('refuses a landline, the current number, an unknown change and a second change within 100 seconds', async ({ bank, chan, device }) => {
    expect((await bank.call('ITSI170027', { mobile: '2123 4567' }, { token: chan })).header.responseCode).toBe('E170000040');
    expect((await bank.call('ITSI170027', { mobile: '+852 9123 4567' }, { token: chan })).header.responseCode).toBe('E170000041');
    expect((await bank.call('ITSI170027', { mobile: '+86 138 0013 8000' }, { token: chan })).header.responseCode).toBe('00000');
    expect((await bank.call('ITSI170027', { mobile: '+853 6612 3457' }, { token: chan })).header.responseCode).toBe('E320000001');
    expect((await bank.call('ITSI170028', { changeId: 'MC000000000000000000000000', otp: '123456', auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000042');
  });

  it('a customer cannot have any other code sent to another number, nor ask for the new-number code by ITSI320001', async ({ bank, chan, device }) => {
    const res = await bank.call('ITSI320001', { purpose: 'ITSI170028', transactionId: 'MC0123456789abcdef01' }, { token: chan });
    expect(res.header.responseCode).toBe('E320000007');
  });
});
