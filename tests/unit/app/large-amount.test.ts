// The large-amount confirmation (ITSI404173) before a token code: asked for every
// money-moving journey, with the amount and currency read where the request's contract says
// (a QR payment's currency is in the scanned code), and its text names the amount once, with
// its currency once: it used to prefix the code to a formatted amount that already carries
// it ("HKD HKD 1,234.56").
import { describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { ensureTexts, setupI18n } from '../../../app/i18n';
import { textLoaders } from '../../../app/i18n/text-chunks';
import { largeAmountText, softAmountConfirmed } from '../../../app/security/soft-amount';
import type { AppServices } from '../../../app/services';
import type { AuthRequest } from '../../../engine/core';
import { buildFpsQr } from '../../../domain/emv-qr';

function servicesAnswering(flag: string) {
  const call = vi.fn(async (_code: string, _payload: object) => ({ flag }));
  const services = { client: { call }, session: { isLogon: true }, locale: { current: 'en' } } as unknown as AppServices;
  return { services, call };
}

const qrPayment = (amount?: number): AuthRequest => ({
  method: 'mobile-token',
  flowId: 'qr.pay',
  stepId: 'confirm',
  tx: 'ITSI310002',
  payload: {
    payload: buildFpsQr({ proxy: { type: 'mobile', value: '+852-61234567' }, currency: 'CNY', name: 'CHAN TAI MAN', amount: 880_000 }),
    fromAccountId: 'acc-1',
    ...(amount ? { amount } : {}),
  },
  money: { amount: 'amount', qrPayload: 'payload' },
});

describe('large-amount confirmation text', () => {
  it('names the currency once, in every language', async () => {
    await setupI18n('en', textLoaders);
    for (const locale of ['zh-TW', 'zh-CN'] as const) await ensureTexts(locale);
    for (const locale of ['en', 'zh-TW', 'zh-CN'] as const) {
      const text = largeAmountText(i18next.getFixedT(locale), 123_456, 'HKD', locale);
      expect(text.match(/HKD/g), text).toHaveLength(1);
      expect(text).toMatch(/HKD 1,?234\.56/);
    }
    expect(largeAmountText(i18next.getFixedT('en'), 500_000, 'JPY', 'en')).toMatch(/JPY 500,000\. /);
  });
});

describe('large-amount check', () => {
  it('asks the bank about a QR payment in the scanned code’s currency', async () => {
    const { services, call } = servicesAnswering('0');
    expect(await softAmountConfirmed(services, qrPayment(), i18next.getFixedT('en'))).toBe(true);
    expect(call).toHaveBeenCalledWith('ITSI404173', { softCcy: 'CNY', softAmt: 880_000 });
  });

  it('asks about a bill amendment in HKD, the contract’s only currency', async () => {
    const { services, call } = servicesAnswering('0');
    const request: AuthRequest = { method: 'mobile-token', flowId: 'bill.amend', stepId: 'confirm', tx: 'ITSI600006', payload: { amount: 250_000 }, money: { amount: 'amount', fixedCurrency: 'HKD' } };
    await softAmountConfirmed(services, request, i18next.getFixedT('en'));
    expect(call).toHaveBeenCalledWith('ITSI404173', { softCcy: 'HKD', softAmt: 250_000 });
  });

  it('goes straight on for a request whose contract moves no stated amount', async () => {
    const { services, call } = servicesAnswering('1');
    const request: AuthRequest = { method: 'mobile-token', flowId: 'bill.delete', stepId: 'confirm', tx: 'ITSI600007', payload: { amount: 250_000, currency: 'HKD' } };
    expect(await softAmountConfirmed(services, request, i18next.getFixedT('en'))).toBe(true);
    expect(call).not.toHaveBeenCalled();
  });
});
