// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from './harness';
import { openedSheet } from './sheet';

const schema: RJSFSchema = { type: 'object', properties: { terms: { type: 'boolean', const: true } } };
const label = 'I have read and agree to the Remittance and Transfer Conditions';
const uiSchema = { terms: { 'ui:widget': 'terms', 'ui:title': label, 'ui:options': { document: 'remittance-terms' } } };

describe('terms widget', () => {
  it('toggles true and false with its ui:title as the label', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    const box = screen.getByRole('checkbox', { name: label });
    expect(box).not.toBeChecked();
    // The label text appears once: next to the box, not again as a row title.
    expect(screen.getAllByText(label)).toHaveLength(1);
    await user.click(box);
    expect(box).toBeChecked();
    expect(form.data()?.terms).toBe(true);
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(form.data()?.terms).toBe(false);
  });

  it('opens the conditions in the customer’s language', async () => {
    const user = userEvent.setup();
    renderForm({ schema, uiSchema: { terms: { ...uiSchema.terms, 'ui:title': '本人已閱讀並同意《匯款及轉賬條款》' } }, locale: 'zh-TW' });
    await user.click(screen.getByRole('button', { name: '閱讀條款' }));
    const sheet = await openedSheet('匯款及轉賬條款');
    expect(sheet).toHaveTextContent('未經本行書面同意，不得取消或修改');
    expect(sheet).toHaveTextContent('下一個營業日');
    expect(sheet).toHaveTextContent('以英文版本為準');
  });

  it('has the English conditions say the English version prevails', async () => {
    const user = userEvent.setup();
    renderForm({ schema, uiSchema });
    await user.click(screen.getByRole('button', { name: 'Read the conditions' }));
    const sheet = await openedSheet('Remittance and Transfer Conditions');
    expect(sheet).toHaveTextContent('cannot be cancelled or amended without the Bank’s written agreement');
    expect(sheet).toHaveTextContent('the English version prevails');
  });
});
