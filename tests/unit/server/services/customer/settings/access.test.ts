// ITSI170035-45: third-party (open API) consents, revocable, refused by the API afterwards; the
// phone-banking PIN (rules, second factor, stored hashed, checked with a lock); feedback with an
// image uploaded to the upload root and checked again by its bytes.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { sandboxAccessToken } from '../../../../../../server/seed/settings-extras.js';
import { type Bank, tokenAuth, type TokenCustomer } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: TokenCustomer['device'];
}

const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>) => tokenAuth({ bank, device });

describe('third-party apps (open API)', () => {
  it('lists the apps with access; a revoked app is refused by the API afterwards, another still served', async ({ bank, chan, device }) => {
    const list = await bank.call<{ consents: { consentId: string; clientId: string; scopes: string[]; status: string }[] }>('ITSI170035', {}, { token: chan });
    expect(list.data.consents.map((c) => c.clientId)).toEqual(['lion-rock-insure', 'harbourpay-wallet', 'pocket-ledger']);
    expect(list.data.consents.every((c) => c.status === 'active')).toBe(true);
    const ledger = list.data.consents.find((c) => c.clientId === 'pocket-ledger')!;
    expect(ledger.scopes).toEqual(['accounts', 'balances', 'transactions']);

    const call = (clientId: string) => bank.call('ITSI170038', { clientId, accessToken: sandboxAccessToken(clientId, '8800012345') });
    const before = await call('pocket-ledger');
    expect(before.header.responseCode).toBe('00000');
    expect(before.data.accounts[0]).toMatchObject({ accountNo: expect.stringMatching(/^\*{4}\d{4}$/), currency: 'HKD' });
    // Only the balances scope reads balances; a wrong client id with a right token is refused.
    expect((await call('lion-rock-insure')).header.responseCode).toBe('E170000060');
    expect((await bank.call('ITSI170038', { clientId: 'harbourpay-wallet', accessToken: sandboxAccessToken('pocket-ledger', '8800012345') })).header.responseCode).toBe('E170000060');

    const revoked = await bank.call('ITSI170037', { consentId: ledger.consentId }, { token: chan });
    expect(revoked.header.responseCode).toBe('00000');
    expect(revoked.data.consent).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expect((await call('pocket-ledger')).header.responseCode).toBe('E170000060');
    expect((await call('harbourpay-wallet')).header.responseCode).toBe('00000');
    expect((await bank.call('ITSI170037', { consentId: ledger.consentId }, { token: chan })).header.responseCode).toBe('E170000060');
    const after = await bank.call<{ consents: { clientId: string }[] }>('ITSI170035', {}, { token: chan });
    expect(after.data.consents.map((c) => c.clientId)).toEqual(['lion-rock-insure', 'harbourpay-wallet']);
    const notices = await bank.call<{ notices: { title: { en: string } }[] }>('ITSI110001', {}, { token: chan });
    expect(notices.data.notices[0]!.title.en).toBe('Third-party access revoked');
  });

  it('a customer cannot see or revoke another customer consent', async ({ bank, chan, device }) => {
    const wong = await bank.login('wong.siuming');
    const theirs = (await bank.call<{ consents: { consentId: string }[] }>('ITSI170035', {}, { token: wong })).data.consents[0]!;
    expect((await bank.call('ITSI170036', { consentId: theirs.consentId }, { token: chan })).header.responseCode).toBe('E170000060');
    expect((await bank.call('ITSI170037', { consentId: theirs.consentId }, { token: chan })).header.responseCode).toBe('E170000060');
    expect((await bank.call('ITSI170036', { consentId: theirs.consentId }, { token: wong })).data.consent.status).toBe('active');
  });
});

describe('phone-banking PIN', () => {
  it('refuses trivial and personal PINs, sets one with the token, stores it hashed and the telephone service checks it', async ({ bank, chan, device }) => {
    expect((await bank.call('ITSI170040', {}, { token: chan })).data).toEqual({ isSet: false, locked: false });
    for (const [pin, rule] of [['111111', 'repeated'], ['123456', 'sequence'], ['890123', 'sequence'], ['121212', 'pattern'], ['112233', 'pattern'], ['120385', 'personal'], ['234567', 'sequence']]) {
      const res = await bank.call('ITSI170041', { pin, auth: auth({ bank, device }) }, { token: chan });
      expect(res.header.responseCode, pin).toBe('E170000070');
    }
    // chan.taiman: born 1985-03-12, mobile +852 91234567.
    expect((await bank.call('ITSI170041', { pin: '234567', auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000070');
    expect((await bank.call('ITSI170041', { pin: '120385', auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000070');
    expect((await bank.call('ITSI170041', { pin: '234567'.replace('2', '9') }, { token: chan })).header.responseCode).toBe('E000000400');
    const set = await bank.call('ITSI170041', { pin: '580714', auth: auth({ bank, device }) }, { token: chan });
    expect(set.header.responseCode).toBe('00000');
    expect(set.data).toMatchObject({ isSet: true, locked: false, setAt: expect.any(String) });

    const db = bank.app.bank.store.db;
    const row = await db.selectFrom('phone_banking_pins').selectAll().executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^scrypt\$/);
    expect(row.pin_hash).not.toContain('580714');
    const audit = await db.selectFrom('auth_events').select(['detail']).where('event', 'like', 'phone-pin%').execute();
    expect(JSON.stringify(audit)).not.toContain('580714');

    expect((await bank.call('ITSI170042', { custNo: '8800012345', pin: '580714' })).data).toEqual({ verified: true });
    expect((await bank.call('ITSI170042', { custNo: '8800023456', pin: '580714' })).header.responseCode).toBe('E170000071');
  });

  it('locks phone banking after five wrong PINs; a reset online lifts the lock', async ({ bank, chan, device }) => {
    await bank.call('ITSI170041', { pin: '580714', auth: auth({ bank, device }) }, { token: chan });
    for (let i = 4; i >= 1; i -= 1) {
      const res = await bank.call('ITSI170042', { custNo: '8800012345', pin: '000001' });
      expect(res.header.responseMessage).toContain(`${i} attempts left`);
    }
    expect((await bank.call('ITSI170042', { custNo: '8800012345', pin: '000001' })).header.responseCode).toBe('E170000073');
    expect((await bank.call('ITSI170042', { custNo: '8800012345', pin: '580714' })).header.responseCode).toBe('E170000073');
    expect((await bank.call('ITSI170040', {}, { token: chan })).data).toMatchObject({ isSet: true, locked: true });
    await bank.call('ITSI170041', { pin: '693028', auth: auth({ bank, device }) }, { token: chan });
    expect((await bank.call('ITSI170042', { custNo: '8800012345', pin: '693028' })).data).toEqual({ verified: true });
  });
});

// The smallest valid images: a 1x1 PNG and the JPEG start-of-image marker.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4bb0000000049454e44ae426082', 'hex');

async function upload({ bank, chan }: Pick<Given, 'bank' | 'chan'>, body: Buffer, type: string, token = chan) {
  const res = await bank.app.inject({ method: 'POST', url: '/api/upload/feedback-image?locale=en_US', headers: { 'content-type': type, 'x-auth-token': token }, payload: body });
  return res.json() as { header: { responseCode: string }; data: { uploadId?: string } };
}

describe('feedback', () => {
  it('takes a category, the text and an uploaded image, and answers a reference', async ({ bank, chan, device }) => {
    const image = await upload({ bank, chan }, PNG, 'image/png');
    expect(image.header.responseCode).toBe('00000');
    const sent = await bank.call('ITSI170045', { category: 'app', message: 'The e-cheque page could show the clearing date larger.', imageId: image.data.uploadId }, { token: chan });
    expect(sent.header.responseCode).toBe('00000');
    expect(sent.data).toMatchObject({ reference: expect.stringMatching(/^FB\d{8}[A-Z0-9]{6}$/), hasImage: true, replyWithinDays: 30 });
    // An image is attached once.
    const again = await bank.call('ITSI170045', { category: 'app', message: 'The same picture once more, please.', imageId: image.data.uploadId }, { token: chan });
    expect(again.header.responseCode).toBe('E170000080');
    const stored = await bank.app.bank.store.db.selectFrom('feedback').selectAll().where('reference', '=', sent.data.reference).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ category: 'app', image_id: image.data.uploadId, status: 'received' });
  });

  it('refuses an image that is not a JPEG or PNG by its bytes, one without a session, and another customer image', async ({ bank, chan, device }) => {
    expect((await upload({ bank, chan }, Buffer.from('GIF89a....'), 'image/png')).header.responseCode).toBe('E170000080');
    expect((await upload({ bank, chan }, PNG, 'image/jpeg')).header.responseCode).toBe('E170000080');
    const anonymous = await bank.app.inject({ method: 'POST', url: '/api/upload/feedback-image', headers: { 'content-type': 'image/png' }, payload: PNG });
    expect(anonymous.json().header.responseCode).toBe('TE800000001');
    const wong = await bank.login('wong.siuming');
    const theirs = await upload({ bank, chan }, PNG, 'image/png', wong);
    expect((await bank.call('ITSI170045', { category: 'other', message: 'Attaching a picture I did not upload.', imageId: theirs.data.uploadId }, { token: chan })).header.responseCode).toBe('E170000080');
    expect((await bank.call('ITSI170045', { category: 'other', message: 'short' }, { token: chan })).header.responseCode).toBe('E000000400');
  });

  it('takes at most five a day', async ({ bank, chan, device }) => {
    for (let i = 0; i < 5; i += 1) expect((await bank.call('ITSI170045', { category: 'suggestion', message: `Suggestion number ${i} for the bank.` }, { token: chan })).header.responseCode).toBe('00000');
    expect((await bank.call('ITSI170045', { category: 'suggestion', message: 'One suggestion too many today.' }, { token: chan })).header.responseCode).toBe('E000000429');
  });
});
