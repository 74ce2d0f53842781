// @vitest-environment jsdom
// The merchant picker: search by name (any language) or keyword, browse by category, empty
// states, bill type choice, and the value the flow receives.
import type { RJSFSchema } from '@rjsf/utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { searchMerchants, type MerchantItem } from '../../../widgets/merchant/merchants';
import { renderForm } from './harness';
import { openedSheet } from './sheet';

const text = (en: string, tw = en, cn = tw) => ({ 'zh-TW': tw, 'zh-CN': cn, en });
const hint = text('10 digits on the top right of your bill');
const merchants: MerchantItem[] = [
  { merchantId: 'M2401', category: '24', name: text('CLP Power Hong Kong', '中華電力', '中华电力'), keywords: ['electricity'], limit: 5_000_000, billTypes: [{ code: '01', name: text('Electricity'), billNoPattern: '^\\d{10}$', billNoHint: hint }] },
  { merchantId: 'M3001', category: '30', name: text('HKT'), keywords: ['broadband', 'phone'], limit: 5_000_000, billTypes: [
    { code: '01', name: text('Mobile'), billNoPattern: '^\\d{10}$', billNoHint: hint },
    { code: '02', name: text('Broadband'), billNoPattern: '^\\d{10}$', billNoHint: text('Broadband account number') },
  ] },
];
const categories = [{ code: '24', name: text('Public Utility', '公共事業') }, { code: '30', name: text('Telecommunication', '電訊') }, { code: '35', name: text('Kindergarten', '幼稚園') }];
const runContext = { loaded: { input: { directory: { merchants, categories } } } };
const schema: RJSFSchema = { type: 'object', properties: { merchant: { type: 'object', properties: { merchantId: { type: 'string' }, billType: { type: 'string' } } } } };
const uiSchema = { merchant: { 'ui:field': 'merchant', 'ui:title': 'Merchant name', 'ui:options': { merchantsFrom: 'loaded.input.directory.merchants', categoriesFrom: 'loaded.input.directory.categories' } } };

describe('merchant field', () => {
  it('finds a merchant by keyword and stores it with its only bill type', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, runContext });
    // The field loads with the first form that names it (widgets/lazy-widget.tsx).
    await user.click(await screen.findByRole('button', { name: /Merchant name/ }));
    const sheet = await openedSheet('Merchant name');
    await user.type(within(sheet).getByRole('searchbox', { name: 'Merchant name or keyword' }), 'electric');
    expect(within(sheet).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(sheet).getByRole('radio', { name: /CLP Power/ }));
    expect(form.data()?.merchant).toMatchObject({ merchantId: 'M2401', billType: '01', limit: 5_000_000, billNoPattern: '^\\d{10}$' });
    expect(screen.getByText(/10 digits on the top right/)).toBeInTheDocument();
  });

  it('says No merchant name result for typed text and No search result for an empty category', async () => {
    const user = userEvent.setup();
    renderForm({ schema, uiSchema, runContext });
    // The field loads with the first form that names it (widgets/lazy-widget.tsx).
    await user.click(await screen.findByRole('button', { name: /Merchant name/ }));
    const sheet = await openedSheet('Merchant name');
    await user.type(within(sheet).getByRole('searchbox'), 'zzz');
    expect(within(sheet).getByRole('status')).toHaveTextContent('No merchant name result');
    await user.clear(within(sheet).getByRole('searchbox'));
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Merchant category' }), '35');
    expect(within(sheet).getByRole('status')).toHaveTextContent('No search result');
  });

  it('asks for the bill type when the merchant has several, in Traditional Chinese', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, runContext, locale: 'zh-TW' });
    // The field loads with the first form that names it (widgets/lazy-widget.tsx).
    await user.click(await screen.findByRole('button', { name: /Merchant name/ }));
    const sheet = await openedSheet('Merchant name');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: '商戶類別' }), '30');
    await user.click(within(sheet).getByRole('radio', { name: /HKT/ }));
    expect(form.data()?.merchant).toMatchObject({ merchantId: 'M3001' });
    expect((form.data()?.merchant as { billType?: string }).billType).toBeUndefined();
    // The bill types are radios of a group named 賬單類型, chosen here by keyboard.
    const types = screen.getByRole('radiogroup', { name: '賬單類型' });
    within(types).getAllByRole('radio')[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(types).getByRole('radio', { name: 'Broadband' })).toBeChecked();
    expect(form.data()?.merchant).toMatchObject({ merchantId: 'M3001', billType: '02' });
    expect(screen.getByText(/Broadband account number/)).toBeInTheDocument();
  });
});

describe('searchMerchants', () => {
  it('matches names in every language and keywords, within a category', () => {
    expect(searchMerchants(merchants, '中華', '').map((m) => m.merchantId)).toEqual(['M2401']);
    expect(searchMerchants(merchants, 'PHONE', '').map((m) => m.merchantId)).toEqual(['M3001']);
    expect(searchMerchants(merchants, '', '24').map((m) => m.merchantId)).toEqual(['M2401']);
    expect(searchMerchants(merchants, 'hkt', '24')).toEqual([]);
  });
});
