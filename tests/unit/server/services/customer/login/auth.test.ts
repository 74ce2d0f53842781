// Logon, sessions, lockout and the envelope's error handling.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { PASSWORD, activateToken, otp, smsCodeFor, startBank, wrongOtp } from '../../../support/helpers.js';

describe('log on', () => {
  it('a right password opens no session: it asks for the second factor, SMS when no device is bound', async ({ bank }) => {
    const res = await bank.call('ITSI100001', { loginId: 'chan.taiman', password: PASSWORD }, { locale: 'zh_MO' });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data).not.toHaveProperty('token');
    expect(res.data.secondFactor).toMatchObject({ modes: ['sms'], maskedMobile: '+852 ****4567' });
    expect(res.data.secondFactor.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await bank.app.bank.store.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it('the SMS code completes the log-on once, with a token and the masked user', async ({ bank }) => {
    const first = await bank.call('ITSI100001', { loginId: 'chan.taiman', password: PASSWORD });
    const { ticket } = first.data.secondFactor;
    const sent = await bank.call('ITSI100005', { ticket });
    expect(sent.data.maskedMobile).toBe('+852 ****4567');
    const code = await smsCodeFor(bank, sent.data.transactionId);
    const res = await bank.call('ITSI100004', { ticket, method: 'sms', challengeId: sent.data.challengeId, otp: code }, { locale: 'zh_MO' });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.user).toMatchObject({ customerName: '陳大文', idType: 'HKID', idNumber: 'A12****(3)', needOptFlag: '0' });
    expect(res.data.user.secMobileNumber).toBe('+852 ****4567');
    expect((await bank.call('ITSI200001', { purpose: 'all' }, { token: res.data.token })).header.responseCode).toBe('00000');
    // The ticket and the code are spent: neither opens a second session.
    const again = await bank.call('ITSI100004', { ticket, method: 'sms', challengeId: sent.data.challengeId, otp: code });
    expect(again.header.responseCode).toBe('E100000005');
    expect((await bank.call('ITSI100005', { ticket })).header.responseCode).toBe('E100000005');
  });

  it('wrong SMS codes are counted and then locked; no session comes of them', async ({ bank }) => {
    const { ticket } = (await bank.call('ITSI100001', { loginId: 'wong.siuming', password: PASSWORD })).data.secondFactor;
    const sent = await bank.call('ITSI100005', { ticket });
    const code = await smsCodeFor(bank, sent.data.transactionId);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await bank.call('ITSI100004', { ticket, method: 'sms', challengeId: sent.data.challengeId, otp: wrong })).header.responseCode);
    }
    expect(answers).toEqual([...Array(4).fill('E320000005'), 'E320000004']);
    // Locked: even the right code is refused now.
    expect((await bank.call('ITSI100004', { ticket, method: 'sms', challengeId: sent.data.challengeId, otp: code })).header.responseCode).not.toBe('00000');
    expect(await bank.app.bank.store.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it('a customer with a bound mobile token is asked for it first; its code completes the log-on, a wrong one does not', async ({ bank }) => {
    const token = await bank.login('lee.kayan');
    const { deviceId, seed } = await activateToken(bank, token);
    const { ticket, modes } = (await bank.call('ITSI100001', { loginId: 'lee.kayan', password: PASSWORD })).data.secondFactor;
    expect(modes).toEqual(['token', 'sms']);
    const refused = await bank.call('ITSI100004', { ticket, method: 'token', clientDeviceId: deviceId, otp: wrongOtp(seed, bank.clock) });
    expect(refused.header.responseCode).toBe('E498000002');
    const res = await bank.call('ITSI100004', { ticket, method: 'token', clientDeviceId: deviceId, otp: otp(seed, bank.clock) });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.user.customerName).toBeTruthy();
  });

  it("another customer's token cannot complete the log-on, and the step expires after 5 minutes", async ({ bank }) => {
    const owner = await bank.login('lee.kayan');
    const { deviceId, seed } = await activateToken(bank, owner);
    const { ticket, modes } = (await bank.call('ITSI100001', { loginId: 'chan.taiman', password: PASSWORD })).data.secondFactor;
    expect(modes).toEqual(['sms']);
    // chan.taiman has no token: the token mode is not one of hers.
    const foreign = await bank.call('ITSI100004', { ticket, method: 'token', clientDeviceId: deviceId, otp: otp(seed, bank.clock) });
    expect(foreign.header.responseCode).toBe('E100000005');
    const sent = await bank.call('ITSI100005', { ticket });
    const code = await smsCodeFor(bank, sent.data.transactionId);
    bank.clock.advance(5 * 60_000 + 1);
    const late = await bank.call('ITSI100004', { ticket, method: 'sms', challengeId: sent.data.challengeId, otp: code });
    expect(late.header.responseCode).toBe('E100000005');
    expect(late.header.responseMessage).toContain('log in with your password again');
  });

  it('stores only a hash of the session token', async ({ bank }) => {
    const token = await bank.login('wong.siuming');
    const rows = await bank.app.bank.store.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a wrong password and an unknown id with the same answer', async ({ bank }) => {
    const wrong = await bank.call('ITSI100001', { loginId: 'chan.taiman', password: 'nope' });
    const unknown = await bank.call('ITSI100001', { loginId: 'nobody.here', password: PASSWORD });
    expect(wrong.header).toEqual(unknown.header);
    expect(wrong.header.responseCode).toBe('E100000001');
    expect(wrong.data).toEqual({});
  });

  it('locks the login id for 15 minutes after 5 failures', async ({ bank }) => {
    for (let i = 0; i < 5; i += 1) {
      const res = await bank.call('ITSI100001', { loginId: 'lee.kayan', password: 'wrong' + i });
      expect(res.header.responseCode).toBe('E100000001');
    }
    const locked = await bank.call('ITSI100001', { loginId: 'lee.kayan', password: PASSWORD });
    expect(locked.header.responseCode).toBe('E000000429');
    // Other customers are not affected.
    expect((await bank.call('ITSI100001', { loginId: 'chan.taiman', password: PASSWORD })).header.responseCode).toBe('00000');

    bank.clock.advance(15 * 60_000 + 1000);
    const after = await bank.call('ITSI100001', { loginId: 'lee.kayan', password: PASSWORD });
    expect(after.header.responseCode).toBe('00000');
  });

  it('writes every logon, its second factor, failure, lock and logoff to the audit log, never the password or the code', async ({ bank }) => {
    // The test clock stands still unless moved: a millisecond between calls orders the rows.
    const tick = () => bank.clock.advance(1);
    await bank.call('ITSI100001', { loginId: 'lee.kayan', password: 'Wrong#Secret1' });
    tick();
    const token = await bank.login('lee.kayan');
    tick();
    await bank.call('ITSI100002', {}, { token });
    for (let i = 0; i < 5; i += 1) {
      tick();
      await bank.call('ITSI100001', { loginId: 'chan.taiman', password: 'x' });
    }
    tick();
    await bank.call('ITSI100001', { loginId: 'chan.taiman', password: PASSWORD });
    const rows = await bank.app.bank.store.db.selectFrom('auth_events').selectAll().orderBy('at').execute();
    expect(rows.map((r) => `${r.subject ?? ''}:${r.event}:${r.outcome}`)).toEqual([
      'lee.kayan:login:failure',
      'login:verify-ticket-issued:success',
      'lee.kayan:login-password:success',
      ':sms-otp-send:success',
      ':sms-otp-verify:success',
      ':login-second-factor:success',
      'lee.kayan:login:success',
      ':logout:success',
      ...Array(5).fill('chan.taiman:login:failure'),
      'chan.taiman:login:locked',
    ]);
    expect(rows.every((r) => r.ip)).toBe(true);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Wrong#Secret1');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(token);
  });

  it('a success resets the failure count', async ({ bank }) => {
    for (let i = 0; i < 4; i += 1) await bank.call('ITSI100001', { loginId: 'lee.kayan', password: 'x' });
    await bank.login('lee.kayan');
    for (let i = 0; i < 4; i += 1) await bank.call('ITSI100001', { loginId: 'lee.kayan', password: 'x' });
    expect((await bank.call('ITSI100001', { loginId: 'lee.kayan', password: PASSWORD })).header.responseCode).toBe('00000');
  });
});

describe('sessions', () => {
  it('answers TE800000001 without a token', async ({ bank }) => {
    expect((await bank.call('ITSI100003')).header.responseCode).toBe('TE800000001');
    expect((await bank.call('ITSI100003', {}, { token: 'x'.repeat(43) })).header.responseCode).toBe('TE800000001');
  });

  it('times out after 5 idle minutes, and activity keeps it alive', async ({ bank }) => {
    const token = await bank.login('chan.taiman');
    bank.clock.advance(4 * 60_000);
    expect((await bank.call('ITSI100003', {}, { token })).header.responseCode).toBe('00000');
    bank.clock.advance(4 * 60_000);
    expect((await bank.call('ITSI100003', {}, { token })).header.responseCode).toBe('00000');
    bank.clock.advance(5 * 60_000 + 1);
    const res = await bank.call('ITSI100003', {}, { token, locale: 'zh_MO' });
    expect(res.header.responseCode).toBe('TE800000001');
    expect(res.header.responseMessage).toBe('連線逾時，請重新登入。');
    // The expired session is gone for good.
    expect((await bank.call('ITSI100003', {}, { token })).header.responseCode).toBe('TE800000001');
  });

  it('ends after 12 hours even when active', async ({ bank }) => {
    const token = await bank.login('chan.taiman');
    // Active every 4 minutes for exactly 12 hours: still valid.
    for (let i = 0; i < 12 * 15; i += 1) {
      bank.clock.advance(4 * 60_000);
      expect((await bank.call('ITSI200002', {}, { token })).header.responseCode).toBe('00000');
    }
    bank.clock.advance(60_000);
    expect((await bank.call('ITSI200002', {}, { token })).header.responseCode).toBe('TE800000001');
  });

  it('honours the idleTimeoutMs option', async ({ bank }) => {
    const short = await startBank({ idleTimeoutMs: 60_000 });
    try {
      const token = await short.login('chan.taiman');
      short.clock.advance(61_000);
      expect((await short.call('ITSI100003', {}, { token })).header.responseCode).toBe('TE800000001');
    } finally {
      await short.close();
    }
  });

  it('logout deletes the session', async ({ bank }) => {
    const token = await bank.login('chan.taiman');
    expect((await bank.call('ITSI100002', {}, { token })).header.responseCode).toBe('00000');
    expect((await bank.call('ITSI100003', {}, { token })).header.responseCode).toBe('TE800000001');
  });

  it('profile returns the session user in the caller language', async ({ bank }) => {
    const token = await bank.login('lee.kayan');
    const res = await bank.call('ITSI100003', {}, { token, locale: 'en_US' });
    expect(res.data.user).toMatchObject({ customerName: 'LEE KA YAN', idType: 'MOID', idNumber: '123****(8)' });
    expect(res.data.user.secMobileNumber).toBe('+853 ****3456');
  });
});

describe('envelope', () => {
  it('answers a schema violation with E000000400 naming the field, translated', async ({ bank }) => {
    const token = await bank.login('chan.taiman');
    const zh = await bank.call('ITSI300002', { pageNo: 0, pageSize: 10 }, { token, locale: 'zh_MO' });
    expect(zh.header.responseCode).toBe('E000000400');
    expect(zh.header.responseMessage).toBe('請求資料不正確：pageNo');
    const en = await bank.call('ITSI300002', { pageSize: 10, colour: 'red' }, { token, locale: 'en_US' });
    expect(en.header.responseCode).toBe('E000000400');
    expect(en.header.responseMessage).toBe('The request is not valid: pageNo, colour');
    const cn = await bank.call('ITSI100001', { loginId: 'a' }, { locale: 'zh_CN' });
    expect(cn.header.responseMessage).toBe('请求数据不正确：password, loginId');
  });

  it('defaults to Traditional Chinese', async ({ bank }) => {
    const res = await bank.call('ITSI999999', {}, { locale: 'fr_FR' });
    expect(res.header).toEqual({ responseCode: 'E000000404', responseMessage: '不支援此交易。' });
  });

  it('refuses unknown header fields and a missing header', async ({ bank }) => {
    const res = await bank.app.inject({
      method: 'POST',
      url: '/api/ITSI900001',
      payload: { header: { locale: 'en_US', sessionId: 'x' } },
    });
    expect(res.json().header).toEqual({ responseCode: 'E000000400', responseMessage: 'The request is not valid: header.sessionId' });
    const noHeader = await bank.app.inject({ method: 'POST', url: '/api/ITSI900001', payload: {} });
    expect(noHeader.json().header.responseCode).toBe('E000000400');
  });

  it('answers malformed JSON with HTTP 200 and E000000400', async ({ bank }) => {
    const res = await bank.app.inject({
      method: 'POST',
      url: '/api/ITSI900001',
      headers: { 'content-type': 'application/json' },
      payload: '{"header":',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().header.responseCode).toBe('E000000400');
  });

  it('checks the session before the payload', async ({ bank }) => {
    const res = await bank.call('ITSI300001', { nonsense: true });
    expect(res.header.responseCode).toBe('TE800000001');
  });

  it('sets the security headers, and no-store on the API', async ({ bank }) => {
    const res = await bank.app.inject({ method: 'POST', url: '/api/ITSI900001', payload: { header: {} } });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-src 'self'; frame-ancestors 'none'; form-action 'self'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['permissions-policy']).toBe('camera=(self), geolocation=(self)');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = await bank.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-security-policy']).toBeDefined();
  });

  it('lists the demo customers outside production only', async ({ bank }) => {
    const res = await bank.call('ITSI900001', {}, { locale: 'en_US' });
    expect(res.data.customers.map((c: { loginId: string }) => c.loginId)).toEqual(['chan.taiman', 'wong.siuming', 'lee.kayan', 'ho.wingyan', 'tam.meiling', 'ng.kawai']);
    expect(res.data.customers[0]).toMatchObject({ password: PASSWORD, customerName: 'CHAN TAI MAN (陳大文)' });

    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const prod = await startBank();
    process.env.NODE_ENV = previous;
    try {
      expect((await prod.call('ITSI900001')).header.responseCode).toBe('E000000404');
    } finally {
      await prod.close();
    }
  });
});
