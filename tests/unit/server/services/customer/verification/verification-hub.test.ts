// The verification hub's bank side: binding a mainland card (checks, the SMS code to the card's
// reserved mobile, the login verification ticket), the service-auth answer PLZ_BIND_CARD of the
// RMB remittance for a customer without a card and the remittance after binding (balanced,
// idempotent, daily limit), the electronic account, the caller's multiple verify (password,
// SMS, face scan, float password) and the share-bill record.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { ledgerProblems } from '../../../support/ledger-check.js';
import { PASSWORD, account, activateToken, idempotencyKey, otp, smsCodeFor, type Bank } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  wong: string;
}

const ICBC_CARD = '6222 0212 3456 7890 128';
const CARD = { bankCode: 'ICBC', cardNo: ICBC_CARD, holderName: '黄小明', reservedMobile: '+86 13800138000' };

let counter = 0;
const txId = () => `hub-test-${String((counter += 1)).padStart(8, '0')}`;

/** The login verification (SMS and password: wong has no token) for a ticket. */
async function loginTicket({ bank, wong }: Pick<Given, 'bank' | 'wong'>, token = wong): Promise<string> {
  const index = await bank.call('ITSI500004', { bizType: 'login' }, { token });
  expect(index.data).toMatchObject({ bizType: 'login', needVerify: true, theMods: ['sms', 'password'] });
  const transactionId = txId();
  const sent = await bank.call<{ challengeId: string }>('ITSI320001', { purpose: 'ITSI500005', transactionId }, { token });
  const code = await smsCodeFor(bank, transactionId);
  const res = await bank.call<{ ticket: string }>(
    'ITSI500005',
    { bizType: 'login', theMods: ['sms', 'password'], sms: { challengeId: sent.data.challengeId, otp: code, transactionId }, password: { password: PASSWORD } },
    { token },
  );
  expect(res.header.responseCode).toBe('00000');
  return res.data.ticket;
}

/** Checks the card, sends its code (to the reserved mobile) and binds it. */
async function bind({ bank, wong }: Pick<Given, 'bank' | 'wong'>, card = CARD, token = wong) {
  const checked = await bank.call<{ request: { requestId: string; maskedMobile: string } }>('ITSI190002', card, { token });
  expect(checked.header.responseCode).toBe('00000');
  const key = idempotencyKey();
  const sent = await bank.call<{ challengeId: string; maskedMobile: string }>('ITSI320001', { purpose: 'ITSI190003', transactionId: key }, { token });
  expect(sent.data.maskedMobile).toBe('+86 *******8000');
  const code = await smsCodeFor(bank, key);
  const body = { requestId: checked.data.request.requestId, idempotencyKey: key, verifyTicket: await loginTicket({ bank, wong }, token), auth: { method: 'sms-otp', challengeId: sent.data.challengeId, otp: code } };
  return { body, res: await bank.call<{ card: { cardId: string; maskedCardNo: string } }>('ITSI190003', body, { token }) };
}

describe('binding a mainland card', { timeout: 60_000 }, () => {
  it('refuses a wrong number, a card of another bank, another holder name and a wrong mobile, each with its own message', async ({ bank, wong }) => {
    const check = (patch: object) => bank.call('ITSI190002', { ...CARD, ...patch }, { token: wong });
    expect((await check({ cardNo: '6222021234567890127' })).header.responseCode).toBe('E190000001');
    expect((await check({ bankCode: 'CCB' })).header).toMatchObject({ responseCode: 'E190000002', responseMessage: expect.stringContaining('does not belong to the bank') });
    expect((await check({ holderName: '陳大文' })).header.responseCode).toBe('E190000003');
    expect((await check({ reservedMobile: '+86 23800138000' })).header.responseCode).toBe('E000000400');
    expect((await check({ cardNo: '6222021234567890127' })).header.responseCode).toBe('E190000001');
    expect((await check({ cardNo: '6222021234567890127' })).header.responseCode).toBe('E190000001');
    // Five checks an hour, refused ones included: guessing card numbers is not cheap.
    expect((await check({})).header.responseCode).toBe('E000000429');
    bank.clock.advance(3_600_001);
    wong = await bank.login('wong.siuming');
    expect((await check({})).header.responseCode).toBe('00000');
  });

  it('accepts the Traditional, Simplified or English name; the code goes to the reserved mobile; the card is kept masked', async ({ bank, wong }) => {
    for (const holderName of ['黃小明', 'Wong Siu-ming']) {
      expect((await bank.call('ITSI190002', { ...CARD, holderName }, { token: wong })).header.responseCode).toBe('00000');
    }
    const before = await bank.call('ITSI190001', {}, { token: wong });
    expect(before.data).toEqual({ hasBindCard: 'N', cards: [], maxCards: 5 });
    const { res, body } = await bind({ bank, wong });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.card.maskedCardNo).toBe('6222 **** **** 0128');
    const outbox = await bank.call<{ messages: { mobile: string; body: string }[] }>('ITSI320010', {});
    expect(outbox.data.messages.find((m) => m.body.includes(body.idempotencyKey))?.mobile).toBe('+86 13800138000');
    const after = await bank.call<{ hasBindCard: string; cards: { cardId: string }[] }>('ITSI190001', {}, { token: wong });
    expect(after.data.hasBindCard).toBe('Y');
    // The same request again answers the same card; the card cannot be bound twice.
    const again = await bank.call('ITSI190003', body, { token: wong });
    expect(again.data).toEqual(res.data);
    expect((await bank.call('ITSI190002', CARD, { token: wong })).header.responseCode).toBe('E190000005');
    // The whole number is nowhere in the database.
    const rows = await bank.app.bank.store.db.selectFrom('bound_cards').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('6222021234567890128');
  });

  it('needs the login verification ticket and the code of the card\'s mobile', async ({ bank, wong }) => {
    const checked = await bank.call<{ request: { requestId: string } }>('ITSI190002', CARD, { token: wong });
    const key = idempotencyKey();
    const sent = await bank.call<{ challengeId: string }>('ITSI320001', { purpose: 'ITSI190003', transactionId: key }, { token: wong });
    const code = await smsCodeFor(bank, key);
    const body = { requestId: checked.data.request.requestId, idempotencyKey: key, auth: { method: 'sms-otp', challengeId: sent.data.challengeId, otp: code } };
    expect((await bank.call('ITSI190003', body, { token: wong })).header.responseCode).toBe('E500000008');
    const wrong = await bank.call('ITSI190003', { ...body, verifyTicket: await loginTicket({ bank, wong }), auth: { ...body.auth, otp: code === '000000' ? '111111' : '000000' } }, { token: wong });
    expect(wrong.header.responseCode).toBe('E320000005');
  });
});

describe('PLZ_BIND_CARD and the RMB remittance', { timeout: 60_000 }, () => {
  it('answers the service-auth code without a card, remits after binding, once per key, within the daily limit', async ({ bank, wong }) => {
    const form = await bank.call('ITSI190020', {}, { token: wong });
    expect(form.header.responseCode).toBe('TE800000002');
    expect(form.data).toEqual({ blockRedirect: 'PLZ_BIND_CARD' });
    const cny = await account(bank, wong, '03', 'CNY');
    // Asked before the second factor is checked: no code is spent on it.
    const noCard = await bank.call('ITSI190021', { fromAccountId: cny.accountId, cardId: 'BC0', amount: 100, idempotencyKey: idempotencyKey(), auth: { method: 'mobile-token', deviceId: 'device-not-checked-0001', otp: '123456' } }, { token: wong });
    expect(noCard.header.responseCode).toBe('TE800000002');

    const { res } = await bind({ bank, wong });
    const { deviceId, seed } = await activateToken(bank, wong);
    const cardId = res.data.card.cardId;
    const ready = await bank.call<{ remaining: number; accounts: { accountId: string }[] }>('ITSI190020', {}, { token: wong });
    expect(ready.data).toMatchObject({ currency: 'CNY', dailyLimit: 8_000_000, usedToday: 0, remaining: 8_000_000 });
    expect(ready.data.accounts.map((a) => a.accountId)).toEqual([cny.accountId]);

    const request = { fromAccountId: cny.accountId, cardId, amount: 120_000, idempotencyKey: idempotencyKey(), auth: { method: 'mobile-token', deviceId, otp: otp(seed, bank.clock) } };
    const done = await bank.call<{ remittance: { referenceNo: string; remittanceId: string }; availableAfter: number }>('ITSI190021', request, { token: wong });
    expect(done.header.responseCode).toBe('00000');
    expect(done.data.availableAfter).toBe(cny.available - 120_000);
    const repeat = await bank.call('ITSI190021', request, { token: wong });
    expect(repeat.data).toEqual(done.data);
    expect((await account(bank, wong, '03', 'CNY')).available).toBe(cny.available - 120_000);
    expect(await ledgerProblems(bank.app)).toEqual([]);

    bank.clock.advance(60_000);
    const over = await bank.call('ITSI190021', { ...request, amount: 8_000_000, idempotencyKey: idempotencyKey(), auth: { ...request.auth, otp: otp(seed, bank.clock) } }, { token: wong });
    expect(over.header).toMatchObject({ responseCode: 'E190000031', responseMessage: expect.stringContaining('CNY 78,800.00') });

    const share = await bank.call('ITSI190035', { kind: 'mainland-remittance', id: done.data.remittance.remittanceId }, { token: wong });
    expect(share.data.record).toMatchObject({ amount: 120_000, currency: 'CNY', referenceNo: done.data.remittance.referenceNo });
    const chan = await bank.login('chan.taiman');
    expect((await bank.call('ITSI190035', { kind: 'mainland-remittance', id: done.data.remittance.remittanceId }, { token: chan })).header.responseCode).toBe('E190000050');
  });
});

describe('the electronic account', { timeout: 60_000 }, () => {
  it('opens one per currency with a login ticket, in the ledger with a zero balance', async ({ bank, wong }) => {
    const offer = await bank.call('ITSI190010', {}, { token: wong });
    expect(offer.data).toEqual({ hasBindCard: 'N', currencies: [{ currency: 'HKD', opened: false }, { currency: 'CNY', opened: false }] });
    const body = { currency: 'CNY', termsAccepted: true, idempotencyKey: idempotencyKey() };
    expect((await bank.call('ITSI190011', body, { token: wong })).header.responseCode).toBe('E500000008');
    const opened = await bank.call<{ account: { accountId: string; accountNo: string; product: { en: string } } }>('ITSI190011', { ...body, verifyTicket: await loginTicket({ bank, wong }) }, { token: wong });
    expect(opened.data.account).toMatchObject({ currency: 'CNY', accountType: '01', product: { en: 'Electronic Savings Account - CNY' } });
    const accounts = await bank.call<{ accounts: { accountId: string; balance: number }[] }>('ITSI200001', { purpose: 'all' }, { token: wong });
    expect(accounts.data.accounts.find((a) => a.accountId === opened.data.account.accountId)?.balance).toBe(0);
    // The log-on's own step ticket (issued after the password alone) is no authentication ticket.
    const step = await bank.call<{ secondFactor: { ticket: string } }>('ITSI100001', { loginId: 'wong.siuming', password: PASSWORD });
    const stepTicket = step.data.secondFactor.ticket;
    expect((await bank.call('ITSI190011', { currency: 'HKD', termsAccepted: true, idempotencyKey: idempotencyKey(), verifyTicket: stepTicket }, { token: wong })).header.responseCode).toBe('E500000008');
    const twice = await bank.call('ITSI190011', { ...body, idempotencyKey: idempotencyKey(), verifyTicket: await loginTicket({ bank, wong }) }, { token: wong });
    expect(twice.header.responseCode).toBe('E190000020');
  });
});

describe('multiple verify with the caller\'s modes', { timeout: 60_000 }, () => {
  it('passes password then SMS for a ticket naming both; a missing proof costs nothing; a wrong password counts', async ({ bank, wong }) => {
    const transactionId = txId();
    const sent = await bank.call<{ challengeId: string }>('ITSI320001', { purpose: 'ITSI190030', transactionId }, { token: wong });
    const code = await smsCodeFor(bank, transactionId);
    const sms = { challengeId: sent.data.challengeId, otp: code, transactionId };
    const missing = await bank.call('ITSI190030', { theMods: ['password', 'sms'], password: { password: PASSWORD } }, { token: wong });
    expect(missing.header.responseCode).toBe('E500000009');
    const wrong = await bank.call('ITSI190030', { theMods: ['password', 'sms'], password: { password: 'Wrong@2026' }, sms }, { token: wong });
    expect(wrong.header.responseCode).toBe('E500000007');
    const ok = await bank.call<{ theMods: string[]; ticket: string }>('ITSI190030', { theMods: ['password', 'sms'], password: { password: PASSWORD }, sms }, { token: wong });
    expect(ok.header.responseCode).toBe('00000');
    expect(ok.data.theMods).toEqual(['password', 'sms']);
    const rows = await bank.app.bank.store.db.selectFrom('verify_tickets').select(['biz_type', 'modes']).where('biz_type', '=', 'multiple-verify').execute();
    expect(rows).toEqual([{ biz_type: 'multiple-verify', modes: '["password","sms"]' }]);
  });

  it('accepts a face scan of this customer once, and the float password with its counter', async ({ bank, wong }) => {
    const scan = await bank.app.bank.store.db.insertInto('face_scans').values({ id: 'FS-TEST-1', customer_id: (await customerId(bank, wong)), created_at: new Date(bank.clock.now()).toISOString(), used_at: null }).execute();
    expect(scan).toBeDefined();
    const face = () => bank.call('ITSI190030', { theMods: ['face'], face: { faceScanId: 'FS-TEST-1' } }, { token: wong });
    expect((await face()).header.responseCode).toBe('00000');
    expect((await face()).header.responseCode).toBe('E190000041');
    const float = await bank.call('ITSI190030', { theMods: ['float'], float: { password: '135790' } }, { token: wong });
    expect(float.header.responseCode).toBe('E140000010');
  });
});

async function customerId(bank: Bank, token: string): Promise<string> {
  const profile = await bank.call<{ user: { custId: string } }>('ITSI100003', {}, { token });
  const row = await bank.app.bank.store.db.selectFrom('customers').select('id').where('cust_no', '=', profile.data.user.custId).executeTakeFirst();
  return row?.id ?? profile.data.user.custId;
}
