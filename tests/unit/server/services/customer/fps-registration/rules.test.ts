// FPS registration: add (to be verified), verify by SMS code (registered or failed), the
// one-receiving-bank rule for HKIDs, deregistration, and the directory lookup.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { lookupProxy } from '../../../../../../server/services/money/fps/directory.js';
import { normaliseEmail, normaliseHkid, normaliseMobile } from '../../../../../../server/services/customer/fps-registration/proxy.js';
import idExamples from '../../../../qr/id-check-examples.json';
import { idempotencyKey, smsCodeFor, type Bank } from '../../../support/helpers.js';

async function collectingAccount(bank: Bank, token: string, currency = 'HKD', type = '01') {
  const list = await bank.call('ITSI310010', {}, { token });
  return list.data.accounts.find((a: { currency: string; accountType: string }) => a.currency === currency && a.accountType === type);
}

async function add(bank: Bank, token: string, proxyType: string, proxyValue: string | undefined, accountId: string) {
  return bank.call('ITSI310011', { proxyType, ...(proxyValue ? { proxyValue } : {}), accountId, isDefault: true, termsAccepted: true }, { token });
}

async function verifyWithSms(bank: Bank, token: string, registrationId: string, mobile: string) {
  const key = idempotencyKey();
  const sent = await bank.call('ITSI320001', { purpose: 'ITSI310014', transactionId: key }, { token });
  const code = await smsCodeFor(bank, key);
  expect((await bank.call<{ messages: { to: string; body: string }[] }>('ITSI320010', { mobile })).data.messages.some((m) => m.body.includes(key))).toBe(true);
  return bank.call('ITSI310014', { registrationId, idempotencyKey: key, auth: { method: 'sms-otp', challengeId: sent.data.challengeId, otp: code } }, { token });
}

describe('identifier rules', () => {
  it.each(idExamples.hkid)('HKID $input is valid: $valid', ({ input, valid }) => {
    expect(normaliseHkid(input) !== null).toBe(valid);
  });

  it('accepts +852 8 digits, +853 8 digits, +86 11 digits starting 1', () => {
    expect(normaliseMobile('9123 4567')).toBe('+85291234567');
    expect(normaliseMobile('+853 66123456')).toBe('+85366123456');
    expect(normaliseMobile('+86 13812345678')).toBe('+8613812345678');
    expect(normaliseMobile('+86 23812345678')).toBeNull();
    expect(normaliseMobile('+852 1234')).toBeNull();
    expect(normaliseMobile('+44 7700 900123')).toBeNull();
  });

  it('checks e-mail as section 5 says', () => {
    expect(normaliseEmail('Tai.Man@Example.hk')).toBe('tai.man@example.hk');
    expect(normaliseEmail('no-at-sign.example.hk')).toBeNull();
    expect(normaliseEmail('a@b.toolongtld')).toBeNull();
  });
});

describe('registration journey', () => {
  it('adds "to be verified", verifies by SMS, appears in the directory, and deregisters', async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    const account = await collectingAccount(bank, chan, 'HKD', '02');
    const added = await add(bank, chan, 'MOBN', '9123 4567', account.accountId);
    expect(added.header.responseCode).toBe('00000');
    expect(added.data.registration).toMatchObject({ proxyType: 'MOBN', proxyValue: '+85291234567', state: '4', isDefault: true });
    expect(await lookupProxy(bank.app.bank.store.db, 'MOBN', '+852 91234567')).toEqual({ status: 'unknown' });

    const verified = await verifyWithSms(bank, chan, added.data.registration.registrationId, '91234567');
    expect(verified.header.responseCode).toBe('00000');
    expect(verified.data.registration.state).toBe('1');
    const entry = await lookupProxy(bank.app.bank.store.db, 'MOBN', '91234567');
    expect(entry).toMatchObject({ status: 'found', bankCode: '398', accountNo: account.accountNo, nameEn: 'CHAN TAI MAN', nameZh: '陳大文' });

    const list = await bank.call('ITSI310010', {}, { token: chan });
    expect(list.data.registered).toBe(true);
    expect(list.data.registrations.map((r: { state: string }) => r.state).sort()).toEqual(['1', '1']);

    const removed = await bank.call('ITSI310012', { registrationId: added.data.registration.registrationId }, { token: chan });
    expect(removed.data.registration.state).toBe('3');
    // Withdrawn: a payer is told the payee is no longer registered for FPS.
    expect(await lookupProxy(bank.app.bank.store.db, 'MOBN', '91234567')).toEqual({ status: 'deregistered' });
  });

  it('lists other banks only for an identifier proven the customer\u2019s own, never for an e-mail address', async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    const account = await collectingAccount(bank, chan);
    // mandy.cheung@example.com is registered at bank 024 by someone else: not to be told.
    const added = await add(bank, chan, 'EMAL', 'mandy.cheung@example.com', account.accountId);
    expect(added.data.otherRecordList).toEqual([]);
  });

  it('assigns an FPS ID', async ({ bank }) => {
    const wong = await bank.login('wong.siuming');
    const account = await collectingAccount(bank, wong, 'CNY', '03');
    const added = await add(bank, wong, 'SVID', undefined, account.accountId);
    expect(added.data.registration.proxyValue).toMatch(/^[1-9][0-9]{8}$/);
    const verified = await verifyWithSms(bank, wong, added.data.registration.registrationId, '63218765');
    expect(verified.data.registration).toMatchObject({ state: '1', currency: 'CNY' });
  });

  it('fails an HKID already registered with another receiving bank', async ({ bank }) => {
    const wong = await bank.login('wong.siuming');
    const account = await collectingAccount(bank, wong);
    const added = await add(bank, wong, 'HKID', 'K654321(9)', account.accountId);
    expect(added.data.registration.proxyValue).toBe('K654***(9)');
    // The registerTransfer otherRecordList: the journey shows it on confirmB1 before verifying.
    expect(added.data.otherRecordList).toEqual([{ bankCode: '004', isDefault: true }]);
    const verified = await verifyWithSms(bank, wong, added.data.registration.registrationId, '63218765');
    expect(verified.data.registration).toMatchObject({ state: '2', failReason: 'fps.failed.hkidElsewhere' });
    expect(verified.data.failReasonText).toContain('only one receiving bank');
  });

  it('registers the own HKID when no other bank holds it', async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    const account = await collectingAccount(bank, chan);
    const added = await add(bank, chan, 'HKID', 'A123456(3)', account.accountId);
    expect(added.data.otherRecordList).toEqual([]);
    const verified = await verifyWithSms(bank, chan, added.data.registration.registrationId, '91234567');
    expect(verified.data.registration.state).toBe('1');
  });

  it.for<[string, string, string, string]>([
    ['someone else\u2019s mobile', 'MOBN', '98765432', 'E310000007'],
    ['someone else\u2019s HKID', 'HKID', 'G123456(A)', 'E310000008'],
    ['an HKID with a wrong check digit', 'HKID', 'A123456(4)', 'E310000001'],
    ['a malformed e-mail', 'EMAL', 'tai.man@', 'E310000001'],
  ])('refuses %s', async ([_name, type, value, code], { bank }) => {
    const chan = await bank.login('chan.taiman');
    const account = await collectingAccount(bank, chan);
    expect((await add(bank, chan, type, value, account.accountId)).header.responseCode).toBe(code);
  });

  it('refuses terms not accepted, a USD account and another customer\u2019s account', async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    const wong = await bank.login('wong.siuming');
    const account = await collectingAccount(bank, chan);
    const notAccepted = await bank.call('ITSI310011', { proxyType: 'SVID', accountId: account.accountId, isDefault: false, termsAccepted: false }, { token: chan });
    expect(notAccepted.header.responseCode).toBe('E000000400');
    const accounts = await bank.call('ITSI200001', { purpose: 'all' }, { token: chan });
    const usd = accounts.data.accounts.find((a: { currency: string }) => a.currency === 'USD');
    expect((await add(bank, chan, 'SVID', undefined, usd.accountId)).header.responseCode).toBe('E310000002');
    expect((await add(bank, wong, 'SVID', undefined, account.accountId)).header.responseCode).toBe('E310000002');
  });

  it('refuses the same identifier twice for one currency, and another customer\u2019s registration record', async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    const wong = await bank.login('wong.siuming');
    const account = await collectingAccount(bank, chan);
    const first = await add(bank, chan, 'EMAL', 'tai.man@example.hk', account.accountId);
    expect((await add(bank, chan, 'EMAL', 'TAI.MAN@example.hk', account.accountId)).header.responseCode).toBe('E310000003');
    const id = first.data.registration.registrationId;
    expect((await bank.call('ITSI310013', { registrationId: id }, { token: wong })).header.responseCode).toBe('E310000004');
    expect((await bank.call('ITSI310012', { registrationId: id }, { token: wong })).header.responseCode).toBe('E310000004');
  });
});

describe('due work', () => {
  it('ends a registration left to be verified for 30 minutes as failed, once', async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    const account = await collectingAccount(bank, chan);
    const added = await add(bank, chan, 'EMAL', 'late@example.hk', account.accountId);
    const id = added.data.registration.registrationId;
    await bank.call('ITSI900002', { advanceMs: 29 * 60_000 });
    const fresh = await bank.login('chan.taiman');
    expect((await bank.call('ITSI310013', { registrationId: id }, { token: fresh })).data.registration.state).toBe('4');
    await bank.call('ITSI900002', { advanceMs: 60_000 });
    await bank.call('ITSI900002', { advanceMs: 60_000 });
    const later = await bank.login('chan.taiman');
    const record = (await bank.call('ITSI310013', { registrationId: id }, { token: later })).data.registration;
    expect(record).toMatchObject({ state: '2', failReason: 'fps.failed.notVerified' });
  });
});
