// Saved bills (ITSI600008-ITSI600011) and e-receipts (ITSI600012-ITSI600013, kept 13 months).
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { receiptCutoff } from '../../../../../../server/services/money/bills/receipts.js';
import { runDueWork } from '../../../../../../server/services/bank/due-work.js';
import { account, activateToken, idempotencyKey, otp } from '../../../support/helpers.js';

describe('saved bills', () => {
  it('saves once per bill, lists, reads and deletes only the owner’s', async ({ bank, chan }) => {
    const seeded = (await bank.call('ITSI600008', {}, { token: chan })).data.templates.length;
    const saved = await bank.call('ITSI600009', { merchantId: 'M3001', billType: '01', billNo: '5556667778', nickname: 'Home Broadband' }, { token: chan });
    expect(saved.data.template).toMatchObject({ merchantId: 'M3001', billType: '01', nickname: 'Home Broadband', billDate: '2026-03-10' });
    const twice = await bank.call('ITSI600009', { merchantId: 'M3001', billType: '01', billNo: '5556667778' }, { token: chan });
    expect(twice.data.template.templateId).toBe(saved.data.template.templateId);
    expect((await bank.call('ITSI600008', {}, { token: chan })).data.templates).toHaveLength(seeded + 1);

    const wong = await bank.login('wong.siuming');
    const foreign = await bank.call('ITSI600010', { templateId: saved.data.template.templateId }, { token: wong });
    expect(foreign.header.responseCode).toBe('E600000015');

    const deleted = await bank.call('ITSI600010', { templateId: saved.data.template.templateId }, { token: chan });
    expect(deleted.header.responseCode).toBe('00000');
    expect((await bank.call('ITSI600008', {}, { token: chan })).data.templates).toHaveLength(seeded);
    expect((await bank.call('ITSI600011', { templateId: saved.data.template.templateId }, { token: chan })).header.responseCode).toBe('E600000015');
  });

  it('refuses an unknown merchant, a bill type of another merchant and a bad nickname', async ({ bank, chan }) => {
    // Spec section 8: "merchant info not found", in the caller's language.
    const unknown = await bank.call('ITSI600009', { merchantId: 'M0000', billType: '01', billNo: '1234567890' }, { token: chan, locale: 'zh_CN' });
    expect(unknown.header).toMatchObject({ responseCode: 'E600000020', responseMessage: '未找到商户信息' });
    const inEnglish = await bank.call('ITSI600009', { merchantId: 'M0000', billType: '01', billNo: '1234567890' }, { token: chan });
    expect(inEnglish.header.responseMessage).toBe('Merchant information not found');
    expect((await bank.call('ITSI600009', { merchantId: 'M2401', billType: '02', billNo: '1234567890' }, { token: chan })).header.responseCode).toBe('E600000002');
    expect((await bank.call('ITSI600009', { merchantId: 'M2401', billType: '01', billNo: '1234567890', nickname: '電費' }, { token: chan })).header.responseCode).toBe('E000000400');
  });
});

describe('merchant directory', () => {
  it('lists printing (20) in English only', async ({ bank, chan }) => {
    const en = await bank.call('ITSI600001', {}, { token: chan });
    const tw = await bank.call('ITSI600001', {}, { token: chan, locale: 'zh_MO' });
    expect(en.data.categories.map((c: { code: string }) => c.code)).toContain('20');
    expect(tw.data.categories.map((c: { code: string }) => c.code)).not.toContain('20');
    expect(en.data.categories).toHaveLength(35);
  });
});

describe('e-receipts', () => {
  it('keeps 13 months and purges older ones', async ({ bank, chan }) => {
    expect(receiptCutoff(Date.parse('2026-03-10T02:00:00Z'))).toBe('2025-02-10');
    expect(receiptCutoff(Date.parse('2026-03-31T02:00:00Z'))).toBe('2025-02-28');
    const device = await activateToken(bank, chan);
    const savings = await account(bank, chan, '01', 'HKD');
    const paid = await bank.call(
      'ITSI600003',
      {
        merchantId: 'M1102', billType: '01', billNo: '9876543210', fromAccountId: savings.accountId, currency: 'HKD', amount: 88_00,
        paymentDate: '2026-03-10', needReceipt: 'Y', receiptName: 'CHAN TAI MAN', receiptEmail: 'chan@example.com',
        idempotencyKey: idempotencyKey(), auth: { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) },
      },
      { token: chan },
    );
    expect(paid.header.responseCode).toBe('00000');
    const list = await bank.call('ITSI600012', {}, { token: chan });
    const receiptId = list.data.receipts.find((r: { billNo: string }) => r.billNo === '9876543210').receiptId;
    expect((await bank.call('ITSI600013', { receiptId }, { token: chan })).data.receipt).toMatchObject({ billNo: '9876543210', amount: 88_00 });
    const wong = await bank.login('wong.siuming');
    expect((await bank.call('ITSI600013', { receiptId }, { token: wong })).header.responseCode).toBe('E600000011');

    bank.clock.set('2027-04-11T02:00:00.000Z');
    await runDueWork(bank.app.bank);
    chan = await bank.login('chan.taiman');
    expect((await bank.call('ITSI600012', {}, { token: chan })).data.receipts).toHaveLength(0);
    const left = await bank.app.bank.store.db.selectFrom('e_receipts').select('id').execute();
    expect(left).toHaveLength(0);
  });
});
