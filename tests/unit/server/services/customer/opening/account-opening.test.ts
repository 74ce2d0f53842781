// Online account opening (ITSI180001-ITSI180003): the bank checks the application again, scores
// the questionnaire, moves it with its clock to approval (customer and accounts in the ledger,
// the chosen login works) and activates the mailed card; nothing identifying reaches the logs.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../../../../../server/app.js';
import { ManualClock } from '../../../../../../server/clock.js';
import { cnIdCheckCharacter } from '../../../../../../domain/identity/index.js';
import { bankClient, idempotencyKey, smsCodeFor, START, type Bank } from '../../../support/helpers.js';

let bank: Bank;
let lines: string[];

beforeEach(async () => {
  lines = [];
  const clock = new ManualClock(START);
  const app = await buildServer({ databaseUrl: ':memory:', clock, sweepIntervalMs: 0, logger: true, logStream: { write: (line: string) => void lines.push(line) } });
  bank = bankClient(app, clock);
});
afterEach(async () => {
  await bank.close();
});

const PASSWORD = 'Open2026x';

const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1000, 5)]);

async function uploadPhoto(kind: string): Promise<string> {
  const res = await bank.app.inject({ method: 'POST', url: `/api/upload/opening-photo/${kind}`, headers: { 'content-type': 'image/jpeg' }, payload: JPEG_BYTES });
  return res.json().data.uploadId as string;
}

async function application(overrides: Record<string, unknown> = {}) {
  const photos = { idFront: await uploadPhoto('id-front'), idBack: await uploadPhoto('id-back'), selfie: await uploadPhoto('selfie') };
  return {
    photos,
    productCode: 'INTEGRATED',
    birthDate: '1990-05-17',
    nameZh: '張小華',
    nameEn: 'Cheung Siu Wah',
    idType: 'HKID',
    idNumber: 'AB987654(3)',
    nationality: 'HK',
    mobile: '91234567',
    email: 'siuwah@example.com.hk',
    address: { areaCode: 'KLN', detail: 'Flat B, 12/F, 8 Nathan Road, Tsim Sha Tsui', postalCode: '' },
    loginId: 'cheung.siuwah',
    password: PASSWORD,
    contact: { language: 'zh_MO', bySms: true, byEmail: true, statement: 'e-statement', marketing: false },
    declarations: { termsAccepted: true, taxResidency: 'HK-ONLY', crsDeclared: true, pep: false },
    answers: { q1: 'b', q2: 'c', q3: 'b', q4: 'a', q5: 'c' },
    idempotencyKey: idempotencyKey(),
    ...overrides,
  };
}

async function logOn(loginId: string, password: string): Promise<string | null> {
  const res = await bank.call<{ secondFactor: { ticket: string } }>('ITSI100001', { loginId, password });
  if (res.header.responseCode !== '00000') return null;
  const { ticket } = res.data.secondFactor;
  const sent = await bank.call<{ challengeId: string; transactionId: string }>('ITSI100005', { ticket });
  const otp = await smsCodeFor(bank, sent.data.transactionId);
  const done = await bank.call<{ token: string }>('ITSI100004', { ticket, method: 'sms', challengeId: sent.data.challengeId, otp });
  return done.header.responseCode === '00000' ? done.data.token : null;
}

describe('account-opening application', () => {
  it('is stored with the bank\'s score, moves with the clock and opens the customer on approval', async () => {
    const sent = await bank.call('ITSI180001', await application());
    expect(sent.header.responseCode).toBe('00000');
    // b c b a c = 2 + 3 + 2 + 1 + 3
    expect(sent.data).toMatchObject({ status: 'submitted', riskScore: 11, riskLevel: 3, productCode: 'INTEGRATED' });
    const ref = sent.data.referenceNo as string;
    expect(ref).toMatch(/^OA\d{10}$/);
    const ask = { referenceNo: ref, idType: 'HKID', idNumber: 'ab987654 (3)' };

    expect((await bank.call('ITSI180002', ask)).data.status).toBe('submitted');
    expect(await logOn('cheung.siuwah', PASSWORD)).toBeNull();
    bank.clock.advance(3_600_000);
    expect((await bank.call('ITSI180002', ask)).data.status).toBe('under-review');
    bank.clock.advance(23 * 3_600_000);
    const approved = await bank.call('ITSI180002', ask);
    expect(approved.data).toMatchObject({ status: 'approved', loginId: 'cheung.siuwah', cardStatus: 'mailed' });
    expect(approved.data.accounts.map((a: { accountType: string; currency: string }) => `${a.accountType}-${a.currency}`)).toEqual(['01-HKD', '03-HKD', '03-CNY', '03-USD']);

    const token = await logOn('cheung.siuwah', PASSWORD);
    expect(token).not.toBeNull();
    const accounts = await bank.call('ITSI130001', {}, { token: token! });
    expect(accounts.header.responseCode).toBe('00000');
    expect(JSON.stringify(accounts.data)).toContain(approved.data.accounts[0].accountNo);

    // The card: the last 4 digits must match, then it is active and in the ledger.
    expect((await bank.call('ITSI180003', { ...ask, cardLast4: '0000' })).header.responseCode).toBe(approved.data.cardNoMasked.endsWith('0000') ? '00000' : 'E180000012');
    const last4 = (approved.data.cardNoMasked as string).slice(-4);
    const card = await bank.call('ITSI180003', { ...ask, cardLast4: last4 });
    expect(card.data).toMatchObject({ referenceNo: ref, cardStatus: 'active' });
    expect((await bank.call('ITSI180002', ask)).data.cardStatus).toBe('active');

    const logged = lines.join('\n');
    expect(logged).not.toContain('AB987654');
    expect(logged).not.toContain('張小華');
    expect(logged).not.toContain(PASSWORD);
  });

  it('answers a retry with the same application and refuses the key with other details', async () => {
    const first = await application();
    const a = await bank.call('ITSI180001', first);
    const b = await bank.call('ITSI180001', first);
    expect(b.data.referenceNo).toBe(a.data.referenceNo);
    const c = await bank.call('ITSI180001', { ...first, email: 'other@example.com' });
    expect(c.header.responseCode).toBe('E180000011');
  });

  it('checks the ID, the age on the bank\'s date and the login again', async () => {
    expect((await bank.call('ITSI180001', await application({ idNumber: 'AB987654(4)' }))).header.responseCode).toBe('E180000001');
    // START is 2026-03-10: born 2008-03-11 is still 17.
    const under = await bank.call('ITSI180001', await application({ birthDate: '2008-03-11' }));
    expect(under.header.responseCode).toBe('E180000004');
    expect((await bank.call('ITSI180001', await application({ birthDate: '2008-03-10', loginId: 'just.eighteen' }))).header.responseCode).toBe('00000');
    const future = '1101052027010100' + '1';
    expect((await bank.call('ITSI180001', await application({ idType: 'CNID', idNumber: future + cnIdCheckCharacter(future), loginId: 'mainland.one' }))).header.responseCode).toBe('E180000003');
    expect((await bank.call('ITSI180001', await application({ idType: 'CNID', idNumber: '520323197802318856', loginId: 'mainland.two' }))).header.responseCode).toBe('E180000002');
    expect((await bank.call('ITSI180001', await application({ idType: 'CNID', idNumber: '11010519491231002X', loginId: 'mainland.three' }))).header.responseCode).toBe('E180000005');
    expect((await bank.call('ITSI180001', await application({ idNumber: 'G123456(A)', loginId: 'chan.taiman' }))).header.responseCode).toBe('E180000006');
    // chan.taiman holds A123456(3) already.
    expect((await bank.call('ITSI180001', await application({ idNumber: 'A123456(3)', loginId: 'new.person1' }))).header.responseCode).toBe('E180000008');
    expect((await bank.call('ITSI180001', await application({ idNumber: 'G123456(A)', loginId: 'new.person2', password: 'onlyletters' }))).header.responseCode).toBe('E180000007');
    const tax = await application({ idNumber: 'G123456(A)', loginId: 'new.person3', declarations: { termsAccepted: true, taxResidency: 'OTHER', crsDeclared: true, pep: false } });
    expect((await bank.call('ITSI180001', tax)).header.responseCode).toBe('E180000013');
  });

  it('needs the three photos, each of its kind and not claimed by another application', async () => {
    const a = await application({ idNumber: 'G123456(A)', loginId: 'photo.one' });
    expect((await bank.call('ITSI180001', { ...a, photos: { ...a.photos, idBack: a.photos.idFront } })).header.responseCode).toBe('E180000014');
    expect((await bank.call('ITSI180001', a)).header.responseCode).toBe('00000');
    const b = await application({ idNumber: 'Z867821A', loginId: 'photo.two' });
    expect((await bank.call('ITSI180001', { ...b, photos: a.photos })).header.responseCode).toBe('E180000014');
    bank.clock.advance(25 * 3_600_000);
    expect((await bank.call('ITSI180001', b)).header.responseCode).toBe('E180000014');
  });

  it('refuses a status query whose ID number does not match, and refers a politically exposed person to a branch', async () => {
    const sent = await bank.call('ITSI180001', await application({ idNumber: 'G123456(A)', loginId: 'pep.person', declarations: { termsAccepted: true, taxResidency: 'HK-ONLY', crsDeclared: true, pep: true } }));
    const ref = sent.data.referenceNo as string;
    expect((await bank.call('ITSI180002', { referenceNo: ref, idType: 'HKID', idNumber: 'AB987654(3)' })).header.responseCode).toBe('E180000010');
    bank.clock.advance(25 * 3_600_000);
    const status = await bank.call('ITSI180002', { referenceNo: ref, idType: 'HKID', idNumber: 'G123456A' });
    expect(status.data.status).toBe('rejected');
    expect(status.data.rejectReason.en).toContain('branch');
    expect(status.data.accounts).toEqual([]);
  });
});

describe('ID photo upload', () => {
  const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 3)]);
  const upload = (kind: string, body: Buffer, type: string) =>
    bank.app.inject({ method: 'POST', url: `/api/upload/opening-photo/${kind}?locale=en_US`, headers: { 'content-type': type }, payload: body });

  it('stores a JPEG or PNG checked by its first bytes and answers an upload id', async () => {
    const res = await upload('id-front', JPEG, 'image/jpeg');
    expect(res.json()).toMatchObject({ header: { responseCode: '00000' }, data: { kind: 'id-front', bytes: JPEG.length, mimeType: 'image/jpeg' } });
    expect(res.json().data.uploadId).toMatch(/^UP[0-9a-f]{24}$/);
    expect((await upload('selfie', PNG, 'image/png')).json().header.responseCode).toBe('00000');
    expect(lines.join('\n')).not.toContain(JPEG.subarray(0, 40).toString('base64'));
  });

  it('refuses another type, a type that lies, an unknown kind and more than 6 MB', async () => {
    expect((await upload('id-front', PNG, 'image/jpeg')).json().header.responseCode).toBe('E180000015');
    expect((await upload('id-front', Buffer.from('%PDF-1.7 hello'), 'image/png')).json().header.responseCode).toBe('E180000015');
    expect((await upload('passport', JPEG, 'image/jpeg')).json().header.responseCode).toBe('E180000015');
    const gif = await bank.app.inject({ method: 'POST', url: '/api/upload/opening-photo/id-front', headers: { 'content-type': 'image/gif' }, payload: Buffer.from('GIF89a....') });
    expect(gif.statusCode === 200 ? gif.json().header.responseCode : 'refused').not.toBe('00000');
    const big = Buffer.concat([JPEG, Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await upload('id-front', big, 'image/jpeg');
    expect(tooBig.statusCode === 413 || tooBig.json().header.responseCode === 'E000000413').toBe(true);
  });
});
