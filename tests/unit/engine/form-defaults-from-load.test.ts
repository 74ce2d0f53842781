// A form's defaults may read what the step itself loads: the modify form of a regular
// payment starts from the instruction, nulls of the record leave fields empty, and a field
// label can come from loaded options (codesFrom).
import { describe, expect, it, vi } from 'vitest';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { formatField } from '../../../engine/react/format-field';
import { formValidators } from '../../../generated/validators/forms.js';
import { apiValidators } from '../../../generated/validators/api.js';
import modifyFlow from '../../../generated/journeys/periodic-payment.modify/flow.json';

const payment = {
  referenceNo: 'RP20261123T5N1B8C3VD', merchantId: 'M2401', merchantName: { 'zh-TW': '中華電力有限公司', 'zh-CN': '中华电力有限公司', en: 'CLP Power Hong Kong' },
  billType: '01', billNo: '1234567890', fromAccountId: 'A1', fromAccountNo: '20138810527311', currency: 'HKD', amount: 32145, paymentDay: 28,
  startMonth: '202612', endOption: '2', endMonth: null, receipt: 'N', receiptName: null, receiptEmail: null, status: '1',
  effectiveFrom: '2026-11-24', pendingFrom: null, pendingAmount: null, cancelFrom: null, createdAt: '2026-11-23T02:15:00.000Z',
};

function deps(): EngineDeps {
  let id = 0;
  return {
    call: vi.fn(async (code: string) => (code === 'ITSI630002' ? { payment, runs: [], lastRun: null } : { accounts: [] })),
    formValidators,
    requestValidators: Object.fromEntries(Object.entries(apiValidators).map(([c, v]) => [c, v.request])),
    authenticators: {},
    locale: () => 'en',
    user: () => ({}),
    now: () => new Date('2026-11-23T02:15:00Z'),
    newId: () => `id-${String(++id).padStart(16, '0')}`,
  };
}

describe('form defaults from the step load', () => {
  it('fills the modify form from the loaded instruction', async () => {
    const run = new FlowRun(modifyFlow as unknown as Flow, deps(), { query: { ref: payment.referenceNo } });
    await run.start();
    expect(run.data.modify).toEqual({
      fromAccount: { accountId: 'A1', accountNo: '20138810527311', currency: 'HKD' },
      amount: 32145,
      paymentDay: 28,
      endOption: '2',
      receipt: 'N',
    });
  });

  it('keeps what the customer typed when the step loads again', async () => {
    const run = new FlowRun(modifyFlow as unknown as Flow, deps(), { query: { ref: payment.referenceNo } });
    await run.start();
    run.setStepData({ ...(run.data.modify as object), amount: 500 });
    await run.start();
    expect((run.data.modify as { amount: number }).amount).toBe(500);
  });
});

describe('field labels', () => {
  const fmt = { money: String, account: String, bank: String, date: String, datetime: String } as never;
  it('names a value from loaded options and shows a LocalText in the customer language', () => {
    const scope = { data: { input: { merchantId: 'M2401' } }, loaded: { input: { billers: { merchants: [{ value: 'M2401', label: payment.merchantName }] } } }, payment };
    const field = { label: payment.merchantName, value: 'data.input.merchantId', format: 'code' as const, codesFrom: 'loaded.input.billers.merchants' };
    expect(formatField(field, scope, 'zh-TW', fmt)).toBe('中華電力有限公司');
    expect(formatField({ label: payment.merchantName, value: 'payment.merchantName' }, scope, 'en', fmt)).toBe('CLP Power Hong Kong');
  });
});
