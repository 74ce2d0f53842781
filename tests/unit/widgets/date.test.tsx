// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateBounds, formatDisplayDate, parseIsoDate } from '../../../widgets/date/dates';
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
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect((confirm.closest('.adm-popup-body') as HTMLElement).style.pointerEvents).not.toBe('none'));
    await user.click(confirm);
    expect(form.data()?.startDate).toBe(dayjs().format('YYYY-MM-DD'));
    expect(screen.getByRole('button', { name: /^Start date/ })).toHaveTextContent(dayjs().format('D MMM YYYY'));
  });
});
