// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { runContext } from './fixtures';
import { renderForm } from './harness';
import { openedSheet } from './sheet';

const statusLabels = {
  '': { 'zh-TW': '全部', 'zh-CN': '全部', en: 'All' },
  '1': { 'zh-TW': '已完成', 'zh-CN': '已完成', en: 'Completed' },
  '2': { 'zh-TW': '已拒絕', 'zh-CN': '已拒绝', en: 'Rejected' },
};

describe('select widget', () => {
  const schema: RJSFSchema = { type: 'object', properties: { status: { type: 'string', enum: ['', '1', '2'], default: '' } } };
  const uiSchema = { status: { 'ui:widget': 'select', 'ui:title': 'Status', 'ui:options': { labels: statusLabels } } };

  it('shows localised option labels as radios in a group named by the label, and stores the enum value', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, locale: 'zh-CN' });
    const group = screen.getByRole('radiogroup', { name: 'Status' });
    expect(within(group).getByRole('radio', { name: '全部' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '已拒绝' }));
    expect(form.data()?.status).toBe('2');
    expect(within(group).getByRole('radio', { name: '已拒绝' })).toBeChecked();
  });

  it('keeps the chosen option when it is tapped again', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, formData: { status: '1' } });
    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(form.data()?.status).toBe('1');
    expect(screen.getByRole('radio', { name: 'Completed' })).toBeChecked();
  });

  it('is reached with Tab and chosen with the arrow keys', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, formData: { status: '1' } });
    await user.tab();
    // Tab lands on the chosen option of the group (one tab stop for the whole group).
    expect(screen.getByRole('radio', { name: 'Completed' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Rejected' })).toHaveFocus();
    expect(form.data()?.status).toBe('2');
  });
});

describe('text, textarea and checkbox widgets', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      notes: { type: 'string', maxLength: 35 },
      remarks: { type: 'string' },
      over100k: { type: 'boolean', default: false },
    },
  };
  const uiSchema = {
    notes: { 'ui:widget': 'text', 'ui:title': 'Personal notes', 'ui:placeholder': 'Optional', 'ui:help': 'Up to 35 letters' },
    remarks: { 'ui:widget': 'textarea', 'ui:title': 'Remarks' },
    over100k: { 'ui:widget': 'checkbox', 'ui:title': 'Only over 100,000' },
  };

  it('edits text with its label, placeholder and help', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    const notes = screen.getByLabelText('Personal notes');
    expect(notes).toHaveAttribute('placeholder', 'Optional');
    expect(notes).toHaveAccessibleDescription('Up to 35 letters');
    await user.type(notes, 'rent');
    expect(form.data()?.notes).toBe('rent');
    await user.clear(notes);
    expect(form.data()?.notes).toBeUndefined();
    await user.type(screen.getByLabelText('Remarks'), 'line one');
    expect(form.data()?.remarks).toBe('line one');
  });

  it('cuts no text at the maximum (the form\'s check decides); a textarea counts by character', async () => {
    const user = userEvent.setup();
    const long = { type: 'object', properties: { notes: { type: 'string', maxLength: 3 }, remarks: { type: 'string', maxLength: 3 } } } as RJSFSchema;
    const form = renderForm({ schema: long, uiSchema });
    await user.type(screen.getByLabelText('Personal notes'), 'rent');
    expect(form.data()?.notes).toBe('rent');
    // 𠝹 is one character (two UTF-16 units), as the validators and the bank count it.
    await user.type(screen.getByLabelText('Remarks'), '𠝹bcd');
    expect(form.data()?.remarks).toBe('𠝹bcd');
    expect(screen.getByText('4/3')).toBeInTheDocument();
  });

  it('toggles a checkbox', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    const box = screen.getByRole('checkbox', { name: 'Only over 100,000' });
    await user.click(box);
    expect(form.data()?.over100k).toBe(true);
  });

  it('shows field errors under the field with role alert', () => {
    renderForm({ schema, uiSchema, extraErrors: { notes: { __errors: ['Notes: English letters or digits up to 35'] } } as never });
    const notes = screen.getByLabelText('Personal notes');
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Notes: English letters or digits up to 35');
    expect(notes).toHaveAccessibleDescription('Up to 35 letters Notes: English letters or digits up to 35');
  });
});

describe('bank widget', () => {
  it('stores the chosen 3-digit code', async () => {
    const user = userEvent.setup();
    const schema: RJSFSchema = { type: 'object', properties: { bankCode: { type: 'string' } } };
    const uiSchema = {
      bankCode: { 'ui:widget': 'bank', 'ui:title': 'Bank', 'ui:options': { banksFrom: 'loaded.input.banks.banks', ownBankFrom: 'loaded.input.banks.ownBankCode' } },
    };
    const form = renderForm({ schema, uiSchema, runContext, locale: 'zh-TW' });
    // The bank widget loads on demand (widgets/lazy-widgets.ts).
    await user.click(await screen.findByRole('button', { name: /Bank/ }));
    const sheet = await openedSheet('Bank');
    expect(within(sheet).getAllByRole('radio')[0]).toHaveTextContent('388 示範銀行本行轉賬');
    await user.click(within(sheet).getByRole('radio', { name: /恒生銀行/ }));
    expect(form.data()?.bankCode).toBe('024');
    expect(screen.getByRole('button', { name: /Bank/ })).toHaveTextContent('024 恒生銀行');
  });
});
