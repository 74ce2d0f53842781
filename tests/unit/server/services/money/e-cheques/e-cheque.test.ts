// ITSI700001-ITSI700010: e-cheques. Issuing moves nothing but counts against the day's limit;
// the drawer's certificate signature releases the sealed file; a check of a file answers a
// verdict and moves nothing; a deposit is refused for an altered file, the wrong payee, an expired, post-dated, stopped
// or already deposited cheque; clearing on the next business day debits the drawer and
// credits the payee in one entry, or bounces and moves nothing.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect } from 'vitest';
import { test } from '../../../support/fixtures.js';
import { runDueWork } from '../../../../../../server/services/bank/due-work.js';
import { account, idempotencyKey, otp, type Bank } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';
import { chequeSigner, type ChequeSigner } from '../../../support/e-cheque-signer.js';

const it = test.extend<{ signer: ChequeSigner; certNo: string }>({
  // The drawer's device signing key (WebCrypto P-256 in the browser).
  signer: async ({ bank, chan }, use) => use(await chequeSigner(bank, chan)),
  certNo: async ({ signer }, use) => use(signer.certNo),
});

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  signer: ChequeSigner;
}

const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>, offset = 0) => ({ method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock, offset) });

async function issue({ bank, chan, device }: Pick<Given, 'bank' | 'chan' | 'device'>, overrides: Record<string, unknown> = {}) {
  bank.clock.advance(30_000); // a fresh one-time code for each instruction
  const current = await account(bank, chan, '02', 'HKD');
  return bank.call('ITSI700002', {
    fromAccountId: current.accountId,
    currency: 'HKD',
    amount: 1_000_00,
    payeeName: 'WONG SIU MING',
    chequeDate: '2026-03-10',
    memo: 'Dinner',
    idempotencyKey: idempotencyKey(),
    auth: auth({ bank, device }),
    ...overrides,
  }, { token: chan });
}

const credential = ({ signer }: Pick<Given, 'signer'>, chequeId: string, key?: KeyObject) => signer.credential(chequeId, key);
const signCheque = ({ signer }: Pick<Given, 'signer'>, chequeId: string, idempotency?: string) => signer.signCheque(chequeId, idempotency);

/** Signs an issued cheque and downloads its file, as the drawer does. */
async function signedFile({ bank, chan, signer }: Pick<Given, 'bank' | 'chan' | 'signer'>, chequeId: string): Promise<string> {
  const signed = await signCheque({ signer }, chequeId);
  expect(signed.header.responseCode).toBe('00000');
  const res = await bank.call('ITSI700003', { chequeId }, { token: chan });
  expect(res.header.responseCode).toBe('00000');
  expect(res.data.contentBase64).toBe(signed.data.contentBase64);
  return res.data.contentBase64;
}

async function deposit(bank: Bank, token: string, fileBase64: string, type = '01', currency = 'HKD') {
  const to = await account(bank, token, type, currency);
  return bank.call('ITSI700006', { toAccountId: to.accountId, fileBase64, idempotencyKey: idempotencyKey() }, { token });
}

async function sandboxCheque(bank: Bank, payload: Record<string, unknown>): Promise<string> {
  const res = await bank.call('ITSI700008', { currency: 'HKD', amount: 500_00, ...payload });
  expect(res.header.responseCode).toBe('00000');
  return res.data.contentBase64;
}

describe('issue', () => {
  it("waits for the drawer's signature, then gives a sealed PDF with the cheque face; debits nothing; idempotent", async ({ bank, chan, device, signer, certNo }) => {
    const before = await account(bank, chan, '02', 'HKD');
    const key = idempotencyKey();
    const res = await issue({ bank, chan, device }, { idempotencyKey: key });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.cheque).toMatchObject({
      chequeNo: '000001',
      status: 'apply',
      amountWordsEn: 'HONG KONG DOLLARS ONE THOUSAND ONLY',
      amountWordsZh: '港幣壹仟元整',
      lastValidDate: '2026-09-09',
      role: 'issued',
    });
    // No file before the drawer signs; the payee does not see it yet.
    expect((await bank.call('ITSI700003', { chequeId: res.data.cheque.chequeId }, { token: chan })).header.responseCode).toBe('E700000050');
    const wong = await bank.login('wong.siuming');
    expect((await bank.call('ITSI700004', { role: 'received' }, { token: wong })).data.cheques).toEqual([]);
    const pdf = Buffer.from(await signedFile({ bank, chan, signer }, res.data.cheque.chequeId), 'base64');
    // The drawer's certificate is in the file's keywords, as a PDF reader (pdf.js) reads them.
    const reader = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
    expect(((await reader.getMetadata()).info as { Keywords?: string }).Keywords).toContain(`certificate ${certNo}`);
    await reader.destroy();
    const detail = await bank.call('ITSI700005', { chequeId: res.data.cheque.chequeId }, { token: chan });
    expect(detail.data.cheque).toMatchObject({ status: 'normal', drawerCertNo: certNo });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('%BANK-ECHEQUE-SIGNATURE v1 ');
    expect(pdf.toString('latin1')).toContain('000001');
    expect((await account(bank, chan, '02', 'HKD')).available).toBe(before.available);

    bank.clock.advance(30_000);
    const current = await account(bank, chan, '02', 'HKD');
    const again = await bank.call('ITSI700002', { fromAccountId: current.accountId, currency: 'HKD', amount: 1_000_00, payeeName: 'WONG SIU MING', chequeDate: '2026-03-10', memo: 'Dinner', idempotencyKey: key, auth: auth({ bank, device }) }, { token: chan });
    expect(again.data.cheque.chequeId).toBe(res.data.cheque.chequeId);
    const second = await issue({ bank, chan, device });
    expect(second.data.cheque.chequeNo).toBe('000002');
  });

  it('refuses a savings account, a past date, more than 90 days ahead and over the daily limit', async ({ bank, chan, device, signer, certNo }) => {
    const savings = await account(bank, chan, '01', 'HKD');
    expect((await issue({ bank, chan, device }, { fromAccountId: savings.accountId })).header.responseCode).toBe('E700000001');
    expect((await issue({ bank, chan, device }, { chequeDate: '2026-03-09' })).header.responseCode).toBe('E700000003');
    expect((await issue({ bank, chan, device }, { chequeDate: '2026-06-09' })).header.responseCode).toBe('E700000004');
    expect((await issue({ bank, chan, device }, { amount: 500_000_01 })).header.responseCode).toBe('E700000006');
    const usd = await account(bank, chan, '03', 'USD');
    expect((await issue({ bank, chan, device }, { fromAccountId: usd.accountId, currency: 'USD', amount: 100_00 })).header.responseCode).toBe('00000');
  });
});

describe("the drawer's certificate signature", () => {
  it('is bound to the cheque, used once, and a repeated request gets the first answer', async ({ bank, chan, device, signer, certNo }) => {
    const issued = await issue({ bank, chan, device });
    const id = issued.data.cheque.chequeId;
    // A hash issued for another document proves nothing about this cheque.
    const other = await credential({ signer }, 'LA-2026-DEMO');
    expect((await bank.call('ITSI700009', { documentRef: id, idempotencyKey: idempotencyKey(), auth: other }, { token: chan })).header.responseCode).toBe('E510000006');
    // Signed by a key that is not the registered one.
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const forged = await credential({ signer }, id, stranger.privateKey);
    expect((await bank.call('ITSI700009', { documentRef: id, idempotencyKey: idempotencyKey(), auth: forged }, { token: chan })).header.responseCode).toBe('E510000005');

    const key = idempotencyKey();
    const first = await signCheque({ signer }, id, key);
    expect(first.header.responseCode).toBe('00000');
    expect(first.data.cheque).toMatchObject({ status: 'normal', drawerCertNo: certNo });
    const again = await signCheque({ signer }, id, key);
    expect(again.header.responseCode).toBe('00000');
    expect(again.data.contentBase64).toBe(first.data.contentBase64);
    expect((await signCheque({ signer }, id)).header.responseCode).toBe('E700000051');
  });

  it("cannot sign someone else's cheque", async ({ bank, chan, device, signer, certNo }) => {
    const issued = await issue({ bank, chan, device });
    const wong = await bank.login('wong.siuming');
    const wongKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const publicKey = wongKeys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    const wongCert = (await bank.call('ITSI510020', { clientDeviceId: 'e-cheque-device-0002', publicKey }, { token: wong })).data.certNo;
    const hash = await bank.call('ITSI104330', { transToken: issued.data.cheque.chequeId, userCert: wongCert }, { token: wong });
    const signature = sign('sha256', Buffer.from(hash.data.hash, 'base64'), { key: wongKeys.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64');
    const res = await bank.call('ITSI700009', { documentRef: issued.data.cheque.chequeId, idempotencyKey: idempotencyKey(), auth: { method: 'device-certificate', certNo: wongCert, hashId: hash.data.hashId, signature } }, { token: wong });
    expect(res.header.responseCode).toBe('E700000017');
  });
});

describe('checking a file before accepting it (ITSI700010)', () => {
  const check = (bank: Bank, token: string, fileBase64: string) => bank.call('ITSI700010', { fileBase64 }, { token, locale: 'en_US' });

  it('answers a verdict for the customer who checks, and moves nothing', async ({ bank, chan, device, signer, certNo }) => {
    const issued = await issue({ bank, chan, device });
    const file = await signedFile({ bank, chan, signer }, issued.data.cheque.chequeId);
    const wong = await bank.login('wong.siuming');
    const ok = await check(bank, wong, file);
    expect(ok.header.responseCode).toBe('00000');
    expect(ok.data).toMatchObject({ verdict: 'depositable', cheque: { chequeNo: '000001', status: 'normal', role: 'received' } });
    expect(ok.data.verdictMessage).toMatch(/genuine/);
    expect(ok.data.cheque.drawerAccountNo).toMatch(/^\*{4}\d{4}$/);
    const lee = await bank.login('lee.kayan');
    expect((await check(bank, lee, file)).data.verdict).toBe('wrong-payee');

    const later = await issue({ bank, chan, device }, { chequeDate: '2026-03-20' });
    const postDated = await check(bank, wong, await signedFile({ bank, chan, signer }, later.data.cheque.chequeId));
    expect(postDated.data).toMatchObject({ verdict: 'awaiting-date' });
    expect(postDated.data.verdictMessage).toContain('2026-03-20');
    const expired = await sandboxCheque(bank, { drawerLoginId: 'lee.kayan', payeeName: 'Wong Siu Ming', chequeDate: '2025-09-10' });
    expect((await check(bank, wong, expired)).data.verdict).toBe('expired');

    expect((await deposit(bank, wong, file)).header.responseCode).toBe('00000');
    expect((await check(bank, wong, file)).data.verdict).toBe('presented');
    const changed = Buffer.from(file, 'base64');
    changed[20] = changed[20]! ^ 0x01;
    expect((await check(bank, wong, changed.toString('base64'))).header.responseCode).toBe('E700000010');
  });
});

describe('deposit and clearing', () => {
  it('clears the next business day: drawer debited, payee credited, once', async ({ bank, chan, device, signer, certNo }) => {
    const issued = await issue({ bank, chan, device });
    const file = await signedFile({ bank, chan, signer }, issued.data.cheque.chequeId);
    const wong = await bank.login('wong.siuming');
    const wongBefore = await account(bank, wong, '01', 'HKD');
    const chanBefore = await account(bank, chan, '02', 'HKD');

    const res = await deposit(bank, wong, file);
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.cheque).toMatchObject({ status: 'in-transit', role: 'deposited', deposit: { clearingDate: '2026-03-11', status: 'pending' } });
    expect((await deposit(bank, wong, file)).header.responseCode).toBe('E700000015');

    bank.clock.set('2026-03-11T01:00:00.000Z');
    await runDueWork(bank.app.bank);
    await runDueWork(bank.app.bank);
    const wong2 = await bank.login('wong.siuming');
    const chan2 = await bank.login('chan.taiman');
    expect((await account(bank, wong2, '01', 'HKD')).available).toBe(wongBefore.available + 1_000_00);
    expect((await account(bank, chan2, '02', 'HKD')).available).toBe(chanBefore.available - 1_000_00);
    const issuedList = await bank.call('ITSI700004', { role: 'issued' }, { token: chan2 });
    expect(issuedList.data.cheques[0]).toMatchObject({ status: 'used', deposit: { status: 'cleared' } });
    const deposited = await bank.call('ITSI700004', { role: 'deposited' }, { token: wong2 });
    expect(deposited.data.cheques[0]).toMatchObject({ status: 'used', chequeNo: '000001' });
    expect((await deposit(bank, wong2, file)).header.responseCode).toBe('E700000015');
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('refuses an altered file, whichever byte changed', async ({ bank, chan, device, signer, certNo }) => {
    const issued = await issue({ bank, chan, device });
    const file = Buffer.from(await signedFile({ bank, chan, signer }, issued.data.cheque.chequeId), 'base64');
    const wong = await bank.login('wong.siuming');
    for (const at of [10, Math.floor(file.length / 2), file.length - 5]) {
      const changed = Buffer.from(file);
      changed[at] = changed[at]! ^ 0x01;
      expect((await deposit(bank, wong, changed.toString('base64'))).header.responseCode).toBe('E700000010');
    }
    expect((await deposit(bank, wong, Buffer.from('%PDF-1.7 not a cheque').toString('base64'))).header.responseCode).toBe('E700000010');
    expect((await deposit(bank, wong, file.toString('base64'))).header.responseCode).toBe('00000');
  });

  it('refuses the wrong payee, an expired and a post-dated cheque', async ({ bank, chan, device, signer, certNo }) => {
    const issued = await issue({ bank, chan, device });
    const file = await signedFile({ bank, chan, signer }, issued.data.cheque.chequeId);
    const lee = await bank.login('lee.kayan');
    expect((await deposit(bank, lee, file)).header.responseCode).toBe('E700000011');

    const wong = await bank.login('wong.siuming');
    const expired = await sandboxCheque(bank, { drawerLoginId: 'lee.kayan', payeeName: 'Wong Siu Ming', chequeDate: '2025-09-10' });
    expect((await deposit(bank, wong, expired)).header.responseCode).toBe('E700000012');
    const lastDay = await sandboxCheque(bank, { drawerLoginId: 'lee.kayan', payeeName: '黃小明', chequeDate: '2025-09-11' });
    expect((await deposit(bank, wong, lastDay)).header.responseCode).toBe('00000');

    const later = await issue({ bank, chan, device }, { chequeDate: '2026-03-20' });
    const postDated = await signedFile({ bank, chan, signer }, later.data.cheque.chequeId);
    const refused = await deposit(bank, wong, postDated);
    expect(refused.header.responseCode).toBe('E700000013');
    expect(refused.header.responseMessage).toContain('2026-03-20');
  });

  it('a stopped cheque is refused; the stop fee is posted once', async ({ bank, chan, device, signer, certNo }) => {
    const issued = await issue({ bank, chan, device });
    const file = await signedFile({ bank, chan, signer }, issued.data.cheque.chequeId);
    const savings = await account(bank, chan, '01', 'HKD');
    const stop = { chequeId: issued.data.cheque.chequeId, feeAccountId: savings.accountId, reason: 'lost', idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) };
    bank.clock.advance(30_000);
    const res = await bank.call('ITSI700007', { ...stop, auth: auth({ bank, device }) }, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data).toMatchObject({ fee: 50_00, feeCurrency: 'HKD', cheque: { status: 'stopped', statusReason: 'Lost' } });
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available - 50_00);
    bank.clock.advance(30_000);
    const again = await bank.call('ITSI700007', { ...stop, auth: auth({ bank, device }) }, { token: chan });
    expect(again.data.cheque.chequeId).toBe(res.data.cheque.chequeId);
    expect(again.header.responseCode).toBe('00000');
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(savings.available - 50_00);

    const wong = await bank.login('wong.siuming');
    expect((await deposit(bank, wong, file)).header.responseCode).toBe('E700000014');
    const twice = await bank.call('ITSI700007', { ...stop, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }, 1) }, { token: chan });
    expect(twice.header.responseCode).toBe('E700000018');
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('bounces when the drawer cannot pay, moves nothing and says why', async ({ bank, chan, device, signer, certNo }) => {
    // Wong's current account holds HKD 12,000.00.
    const file = await sandboxCheque(bank, { drawerLoginId: 'wong.siuming', payeeName: 'CHAN TAI MAN', amount: 20_000_00 });
    const before = await account(bank, chan, '01', 'HKD');
    const res = await deposit(bank, chan, file);
    expect(res.header.responseCode).toBe('00000');
    bank.clock.set('2026-03-11T01:00:00.000Z');
    await runDueWork(bank.app.bank);
    const chan2 = await bank.login('chan.taiman');
    const wong = await bank.login('wong.siuming');
    expect((await account(bank, chan2, '01', 'HKD')).available).toBe(before.available);
    expect((await account(bank, wong, '02', 'HKD')).available).toBe(12_000_00);
    const mine = await bank.call('ITSI700004', { role: 'deposited' }, { token: chan2 });
    expect(mine.data.cheques[0]).toMatchObject({ status: 'back-to-bank', statusReason: 'Refer to drawer: insufficient funds', deposit: { status: 'bounced' } });
    const zh = await bank.call('ITSI700005', { chequeId: mine.data.cheques[0].chequeId }, { token: wong, locale: 'zh_TW' });
    expect(zh.data.cheque.statusReason).toBe('請與出票人接洽：存款不足');
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });
});

describe('records', () => {
  it('shows the payee what was drawn to their name once signed, and nobody else', async ({ bank, chan, device, signer, certNo }) => {
    const issued = await issue({ bank, chan, device });
    await signedFile({ bank, chan, signer }, issued.data.cheque.chequeId);
    const wong = await bank.login('wong.siuming');
    const received = await bank.call('ITSI700004', { role: 'received' }, { token: wong });
    expect(received.data.cheques.map((c: { chequeId: string }) => c.chequeId)).toEqual([issued.data.cheque.chequeId]);
    expect(received.data.cheques[0].drawerAccountNo).toMatch(/^\*{4}\d{4}$/);
    const lee = await bank.login('lee.kayan');
    expect((await bank.call('ITSI700005', { chequeId: issued.data.cheque.chequeId }, { token: lee })).header.responseCode).toBe('E700000017');
    expect((await bank.call('ITSI700003', { chequeId: issued.data.cheque.chequeId }, { token: wong })).header.responseCode).toBe('E700000017');
    const rules = await bank.call('ITSI700001', {}, { token: chan });
    expect(rules.data.drawAccounts.map((a: { accountType: string; currency: string }) => `${a.accountType}${a.currency}`)).toEqual(['02HKD', '03CNY', '03USD']);
    expect(rules.data.rules).toMatchObject({ maxPostDatedDays: 90, validityMonths: 6, cutOff: '17:30', today: '2026-03-10', latestDate: '2026-06-08' });
  });
});
