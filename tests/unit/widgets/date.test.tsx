// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateBounds, dateParts, formatDisplayDate, parseIsoDate, withPart } from '../../../widgets/date/dates';
import { renderForm } from './harness';

describe('date rules', () => {
  it('parses only real ISO calendar dates', () => {
    expect(parseIsoDate('2024-02-29')?.format('YYYY-MM-DD')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2024-13-01', '2024-1-5', '05/01/2024', '', null, 20240101]) {
      expect(parseIsoDate(bad), String(bad)).toBeUndefined();
    }
  });

  it('reaches back 60 years and ends six months ahead by default', () => {
    const today = dayjs('2025-05-20');
    const { min, max } = dateBounds({}, today);
    expect(min.format('YYYY-MM-DD')).toBe('1965-05-20');
    expect(max.format('YYYY-MM-DD')).toBe('2025-11-20');
    const custom = dateBounds({ min: '2025-01-01', max: 'today' }, today);
    expect(custom.min.format('YYYY-MM-DD')).toBe('2025-01-01');
    expect(custom.max.format('YYYY-MM-DD')).toBe('2025-05-20');
  });

  it('formats dates per language', () => {
    expect(formatDisplayDate('2025-03-07', 'zh-TW')).toBe('2025年3月7日');
    expect(formatDisplayDate('2025-03-07', 'zh-CN')).toBe('2025年3月7日');
    expect(formatDisplayDate('2025-03-07', 'en')).toBe('7 Mar 2025');
    expect(formatDisplayDate('nonsense', 'en')).toBe('');
  });
});

const schema: RJSFSchema = { type: 'object', properties: { startDate: { type: 'string', format: 'date' } } };
const uiSchema = { startDate: { 'ui:widget': 'date', 'ui:title': 'Start date' } };

describe('date widget', () => {
  it('shows the stored date and clears it', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, formData: { startDate: '2025-03-07' } });
    const trigger = screen.getByRole('button', { name: /^Start date/ });
    expect(trigger).toHaveTextContent('7 Mar 2025');
    await user.click(screen.getByRole('button', { name: 'Clear Start date' }));
    expect(form.data()?.startDate).toBeUndefined();
    expect(trigger).toHaveTextContent('Select a date');
    expect(screen.queryByRole('button', { name: 'Clear Start date' })).not.toBeInTheDocument();
  });

  it('picks a date with the date picker', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, formData: {} });
    await user.click(screen.getByRole('button', { name: /^Start date/ }));
    const confirm = await screen.findByRole('button', { name: 'Confirm' }, { timeout: 10_000 });
    await waitFor(() => expect((confirm.closest('.adm-popup-body') as HTMLElement).style.pointerEvents).not.toBe('none'));
    await user.click(confirm);
    expect(form.data()?.startDate).toBe(dayjs().format('YYYY-MM-DD'));
    expect(screen.getByRole('button', { name: /^Start date/ })).toHaveTextContent(dayjs().format('D MMM YYYY'));
  });

  it('is used by keyboard: a dialog named by the field, with year, month and day as selects', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema: { startDate: { ...uiSchema.startDate, 'ui:options': { min: '2024-01-15', max: '2025-06-30' } } }, formData: { startDate: '2025-03-31' } });
    screen.getByRole('button', { name: /^Start date/ }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Start date' }, { timeout: 10_000 });
    await waitFor(() => expect(dialog).toHaveFocus());
    const year = within(dialog).getByRole('combobox', { name: 'Year' });
    const month = within(dialog).getByRole('combobox', { name: 'Month' });
    const day = within(dialog).getByRole('combobox', { name: 'Day' });
    expect([year, month, day].map((s) => (s as HTMLSelectElement).value)).toEqual(['2025', '3', '31']);
    // Only what min..max allows: 2024-2025, and in 2025 January to June.
    expect(within(year).getAllByRole('option').map((o) => o.textContent)).toEqual(['2024', '2025']);
    expect(within(month).getAllByRole('option').map((o) => o.textContent)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']);
    // 31 March -> February keeps a real date: 28 February 2025.
    await user.selectOptions(month, '2');
    expect((day as HTMLSelectElement).value).toBe('28');
    await user.selectOptions(year, '2024');
    await user.selectOptions(day, '29');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(form.data()?.startDate).toBe('2024-02-29');
    // Escape closes a new opening without changing the date.
    await user.click(screen.getByRole('button', { name: /^Start date/ }));
    const again = await screen.findByRole('dialog', { name: 'Start date' });
    expect((within(again).getByRole('combobox', { name: 'Day' }) as HTMLSelectElement).value).toBe('29');
    await user.keyboard('{Escape}');
    expect(form.data()?.startDate).toBe('2024-02-29');
  });
});

describe('date parts', () => {
  it('keeps a changed date real and inside its bounds', () => {
    const min = dayjs('2024-01-15');
    const max = dayjs('2025-06-30');
    expect(withPart(dayjs('2024-03-31'), 'month', 2, min, max).format('YYYY-MM-DD')).toBe('2024-02-29');
    expect(withPart(dayjs('2024-03-10'), 'month', 1, min, max).format('YYYY-MM-DD')).toBe('2024-01-15');
    expect(withPart(dayjs('2024-08-10'), 'year', 2025, min, max).format('YYYY-MM-DD')).toBe('2025-06-30');
    expect(dateParts(dayjs('2024-01-20'), min, max).days[0]).toBe(15);
    expect(dateParts(dayjs('2025-06-01'), min, max).months).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
