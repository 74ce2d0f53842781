// @vitest-environment jsdom
// The checklist field: several items chosen from loaded data with native checkboxes (keyboard
// and screen readers), the kept keys stored in list order, Select all / Clear all, a live
// count, the empty state.
import type { RJSFSchema } from '@rjsf/utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from './harness';

const cheques = [
  { chequeId: 'EC1', chequeNo: '000001', payeeName: 'WONG SIU MING', amount: 100000, currency: 'HKD', chequeDate: '2026-03-10', status: 'normal' },
  { chequeId: 'EC2', chequeNo: '000002', payeeName: 'LEE KA YAN', amount: 250050, currency: 'HKD', chequeDate: '2026-03-11', status: 'normal' },
  { chequeId: 'EC3', chequeNo: '000003', payeeName: 'HO WING YAN', amount: 500, currency: 'USD', chequeDate: '2026-03-12', status: 'normal' },
];
const schema: RJSFSchema = { type: 'object', properties: { cheques: { type: 'array', items: { type: 'object' } } } };
const uiSchema = {
  cheques: {
    'ui:field': 'checklist',
    'ui:title': 'Cheques to stop',
    'ui:options': {
      itemsFrom: 'loaded.input.list.cheques',
      itemKey: 'chequeId',
      titleKey: 'chequeNo',
      detailKeys: ['payeeName', 'chequeDate'],
      amountKey: 'amount',
      currencyKey: 'currency',
      keep: ['chequeId', 'chequeNo', 'amount', 'currency'],
      empty: { 'zh-TW': '沒有可止付的支票', 'zh-CN': '没有可止付的支票', en: 'No cheque can be stopped' },
    },
  },
};
const runContext = { loaded: { input: { list: { cheques } } } };

describe('checklist field', () => {
  it('lists the loaded items as checkboxes in a named group and stores the chosen ones in list order', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, runContext });
    // The field's code loads with the first form that shows it.
    const group = await screen.findByRole('group', { name: 'Cheques to stop' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(within(group).getByRole('checkbox', { name: /000002.*HKD 2,500\.50.*LEE KA YAN · 2026-03-11/ })).not.toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: /^000003/ }));
    await user.click(within(group).getByText('000001'));
    expect(form.data()?.cheques).toEqual([
      { chequeId: 'EC1', chequeNo: '000001', amount: 100000, currency: 'HKD' },
      { chequeId: 'EC3', chequeNo: '000003', amount: 500, currency: 'USD' },
    ]);
    expect(within(group).getByText('2 chosen')).toHaveAttribute('aria-live', 'polite');

    await user.click(within(group).getByRole('checkbox', { name: /^000001/ }));
    expect(form.data()?.cheques).toEqual([{ chequeId: 'EC3', chequeNo: '000003', amount: 500, currency: 'USD' }]);
  });

  it('is used with the keyboard: Tab to a box, Space toggles it', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, runContext, locale: 'zh-TW' });
    await screen.findByRole('button', { name: '全選' });
    await user.tab(); // Select all
    expect(screen.getByRole('button', { name: '全選' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /^000001/ })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect((form.data()?.cheques as { chequeId: string }[]).map((c) => c.chequeId)).toEqual(['EC1', 'EC2']);
    expect(screen.getByText('已選擇 2 項')).toBeInTheDocument();
  });

  it('selects all and clears all', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, runContext });
    await user.click(await screen.findByRole('button', { name: 'Select all' }));
    expect((form.data()?.cheques as { chequeId: string }[]).map((c) => c.chequeId)).toEqual(['EC1', 'EC2', 'EC3']);
    expect(screen.getAllByRole('checkbox').every((b) => (b as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(form.data()?.cheques).toEqual([]);
  });

  it('keeps the whole item without keep, and marks the boxes invalid with the field error', async () => {
    const user = userEvent.setup();
    const { keep: _keep, ...options } = uiSchema.cheques['ui:options'];
    const form = renderForm({
      schema,
      uiSchema: { cheques: { ...uiSchema.cheques, 'ui:options': options } },
      runContext,
      extraErrors: { cheques: { __errors: ['Please choose at least one cheque'] } } as never,
    });
    expect((await screen.findAllByRole('checkbox'))[0]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Cheques to stop' }).getAttribute('aria-describedby')).toContain('root_cheques__error');
    await user.click(screen.getAllByRole('checkbox')[1]!);
    expect(form.data()?.cheques).toEqual([cheques[1]]);
  });

  it('says so when there is nothing to choose', async () => {
    renderForm({ schema, uiSchema, runContext: { loaded: { input: { list: { cheques: [] } } } }, locale: 'zh-CN' });
    expect(await screen.findByRole('status')).toHaveTextContent('没有可止付的支票');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
