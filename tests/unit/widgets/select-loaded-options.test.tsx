// @vitest-environment jsdom
// The select widget with options from loaded data (merchants) and options that follow another
// field (the chosen merchant's bill types).
import type { RJSFSchema } from '@rjsf/utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from './harness';

const billers = {
  merchants: [
    { value: 'M2401', label: { 'zh-TW': '中華電力有限公司', 'zh-CN': '中华电力有限公司', en: 'CLP Power Hong Kong' } },
    { value: 'M3001', label: { 'zh-TW': '香港電訊', 'zh-CN': '香港电讯', en: 'HKT' } },
  ],
  billTypes: [
    { value: '01', merchantId: 'M2401', label: { 'zh-TW': '賬戶號碼', 'zh-CN': '账户号码', en: 'Account number' } },
    { value: '01', merchantId: 'M3001', label: { 'zh-TW': '固網', 'zh-CN': '固网', en: 'Fixed line' } },
    { value: '02', merchantId: 'M3001', label: { 'zh-TW': '流動電話', 'zh-CN': '流动电话', en: 'Mobile' } },
  ],
};
const schema: RJSFSchema = { type: 'object', properties: { merchantId: { type: 'string' }, billType: { type: 'string' } } };
const uiSchema = {
  merchantId: { 'ui:widget': 'select', 'ui:title': 'Merchant', 'ui:options': { optionsFrom: 'loaded.input.billers.merchants' } },
  billType: {
    'ui:widget': 'select',
    'ui:title': 'Bill type',
    'ui:options': { optionsFrom: 'loaded.input.billers.billTypes', optionsWhere: { merchantId: 'merchantId' } },
  },
};

describe('select widget with loaded options', () => {
  it('offers the loaded options in the customer language and the bill types of the chosen merchant only', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, locale: 'zh-TW', runContext: { loaded: { input: { billers } } } });
    const merchants = screen.getByRole('radiogroup', { name: 'Merchant' });
    expect(within(screen.getByRole('radiogroup', { name: 'Bill type' })).queryAllByRole('radio')).toHaveLength(0);
    await user.click(within(merchants).getByRole('radio', { name: '香港電訊' }));
    expect(form.data()?.merchantId).toBe('M3001');
    const types = screen.getByRole('radiogroup', { name: 'Bill type' });
    expect(within(types).getAllByRole('radio').map((o) => o.closest('label')?.textContent)).toEqual(['固網', '流動電話']);
    await user.click(within(types).getByRole('radio', { name: '流動電話' }));
    expect(form.data()?.billType).toBe('02');
  });

  it('shows no options when the loaded data is missing', () => {
    renderForm({ schema, uiSchema, runContext: {} });
    expect(within(screen.getByRole('radiogroup', { name: 'Merchant' })).queryAllByRole('radio')).toHaveLength(0);
  });

  it('reads the value and label from other keys of the loaded items (valueKey, labelKey)', async () => {
    const user = userEvent.setup();
    const merchants = [
      { merchantId: 'M0301', name: { 'zh-TW': '海港飲食集團', 'zh-CN': '海港饮食集团', en: 'Harbour Restaurant Group' } },
      { merchantId: 'M2501', name: { 'zh-TW': '電腦城', 'zh-CN': '电脑城', en: 'Computer City' } },
    ];
    const form = renderForm({
      schema: { type: 'object', properties: { merchantId: { type: 'string' } } },
      uiSchema: { merchantId: { 'ui:widget': 'select', 'ui:title': 'Merchant', 'ui:options': { optionsFrom: 'loaded.input.list.merchants', valueKey: 'merchantId', labelKey: 'name' } } },
      runContext: { loaded: { input: { list: { merchants } } } },
    });
    const list = screen.getByRole('radiogroup', { name: 'Merchant' });
    expect(within(list).getAllByRole('radio').map((o) => o.closest('label')?.textContent)).toEqual(['Harbour Restaurant Group', 'Computer City']);
    await user.click(within(list).getByRole('radio', { name: 'Computer City' }));
    expect(form.data()?.merchantId).toBe('M2501');
  });

  it("puts the labels' fixed choices (a filter's All) before the customer's own merchants from the bank", async () => {
    const user = userEvent.setup();
    const merchants = [{ merchantId: 'M1102', name: { 'zh-TW': '水務署', 'zh-CN': '水务署', en: 'Water Supplies Department' } }];
    const form = renderForm({
      schema: { type: 'object', properties: { merchantId: { type: 'string', default: '' } } },
      uiSchema: { merchantId: { 'ui:widget': 'select', 'ui:title': 'Merchant', 'ui:options': { labels: { '': { 'zh-TW': '全部', 'zh-CN': '全部', en: 'All' } }, optionsFrom: 'loaded.list.records.merchants', valueKey: 'merchantId', labelKey: 'name' } } },
      locale: 'en',
      runContext: { loaded: { list: { records: { merchants } } } },
    });
    const list = screen.getByRole('radiogroup', { name: 'Merchant' });
    expect(within(list).getAllByRole('radio').map((o) => o.closest('label')?.textContent)).toEqual(['All', 'Water Supplies Department']);
    await user.click(within(list).getByRole('radio', { name: 'Water Supplies Department' }));
    expect(form.data()?.merchantId).toBe('M1102');
    await user.click(within(list).getByRole('radio', { name: 'All' }));
    expect(form.data()?.merchantId).toBe('');
  });
});
