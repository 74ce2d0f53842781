// The e-bill holder's e-mail (ITSI610002) and the regular payment's e-receipt e-mail
// (ITSI630003 set-up, ITSI630004 modify) follow the specification's one e-mail rule (section 5)
// twice: in the browser, as the flows' form pattern, and at the bank, which checks again with
// the same rule and answers in the spec's words ('Please enter the correct email address').
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { emailProblem } from '../../../../../../domain/profile/email.js';
import ebillFlow from '../../../../../../generated/journeys/ebill.create/flow.json';
import regularCreateFlow from '../../../../../../generated/journeys/periodic-payment.create/flow.json';
import regularModifyFlow from '../../../../../../generated/journeys/periodic-payment.modify/flow.json';
import { account, activateToken, idempotencyKey, otp } from '../../../support/helpers.js';

const GOOD = ['chan.taiman@example.com', 'tai_man@example.com.hk', 'a-b+c@mail-box.example.org'];
const BAD = ['chan', 'chan@', '@example.com', 'chan@example', 'chan@example.c', 'chan@example.museum', 'ch an@example.com', 'chan..x@example.com', 'chan@example.c0m'];

type Flow = { steps: Record<string, { schema?: { properties?: Record<string, { pattern?: string }> } }> };
function pattern(flow: unknown, field: string): RegExp {
  const found = Object.values((flow as Flow).steps).map((s) => s.schema?.properties?.[field]?.pattern).find(Boolean);
  if (!found) throw new Error(`no ${field} pattern`);
  return new RegExp(found, 'u');
}

describe('the browser: the forms check the spec’s e-mail rule', () => {
  const forms = [
    ['e-bill holder e-mail', pattern(ebillFlow, 'email')],
    ['regular payment set-up e-receipt e-mail', pattern(regularCreateFlow, 'receiptEmail')],
    ['regular payment modify e-receipt e-mail', pattern(regularModifyFlow, 'receiptEmail')],
  ] as const;
  it.each(forms)('%s accepts exactly what the bank accepts', (_name, re) => {
    for (const address of [...GOOD, ...BAD]) expect([address, re.test(address)]).toEqual([address, emailProblem(address) === null]);
    for (const address of GOOD) expect(re.test(address)).toBe(true);
    for (const address of BAD) expect(re.test(address)).toBe(false);
  });
});

describe('the bank: checks again and answers in the spec’s words', () => {
  it('e-bill enrolment', async ({ bank, chan }) => {
    const enrol = (email: string, billNo: string) =>
      bank.call('ITSI610002', {
        merchantId: 'M2401', billType: '01', billNo, ownBill: 'Y', idType: 'HKID', idLast4: '4563',
        birthMonth: '198005', email, ownerName: 'CHAN TAI MAN', idempotencyKey: idempotencyKey(),
      }, { token: chan, locale: 'en_US' });
    for (const bad of BAD) {
      const res = await enrol(bad, '9876543211');
      expect([bad, res.header.responseCode]).toEqual([bad, 'E610000009']);
      expect(res.header.responseMessage).toBe('Please enter the correct email address');
    }
    const ok = await enrol('tai_man@Example.COM.hk', '9876543211');
    expect(ok.header.responseCode).toBe('00000');
    const row = await bank.app.bank.store.db.selectFrom('ebill_enrolments').select('email').where('reference_no', '=', ok.data.enrolment.referenceNo).executeTakeFirstOrThrow();
    expect(row.email).toBe('tai_man@example.com.hk'); // kept as the bank keeps addresses: domain in lower case
  });

  it('regular payment set-up and modify', async ({ bank, wong }) => {
    const device = await activateToken(bank, wong);
    const fromAccountId = (await account(bank, wong, '01', 'HKD')).accountId;
    const auth = () => {
      bank.clock.advance(30_000); // one token code per time step
      return { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) };
    };
    const terms = (receiptEmail: string) => ({ fromAccountId, amount: 100_00, paymentDay: 20, endOption: '2', receipt: 'Y', receiptName: 'WONG SIU MING', receiptEmail });
    const setUp = (receiptEmail: string) =>
      bank.call('ITSI630003', { merchantId: 'M2401', billType: '01', billNo: '1234567890', startMonth: '202603', ...terms(receiptEmail), idempotencyKey: idempotencyKey(), auth: auth() }, { token: wong, locale: 'zh_MO' });
    for (const bad of ['chan@example', 'chan..x@example.com', 'chan@example.museum']) {
      const res = await setUp(bad);
      expect([bad, res.header.responseCode]).toEqual([bad, 'E630000010']);
      expect(res.header.responseMessage).toBe('請輸入正確的電郵地址');
    }
    const made = await setUp('wong@example.com');
    expect(made.header.responseCode).toBe('00000');
    const referenceNo = made.data.payment.referenceNo;
    const modify = (receiptEmail: string) =>
      bank.call('ITSI630004', { referenceNo, ...terms(receiptEmail), idempotencyKey: idempotencyKey(), auth: auth() }, { token: wong, locale: 'en_US' });
    expect((await modify('wong@example')).header.responseCode).toBe('E630000010');
    expect((await modify('wong.siuming@example.com.hk')).header.responseCode).toBe('00000');
  });
});
