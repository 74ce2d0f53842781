// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderForm } from './harness';

const schema: RJSFSchema = {
  type: 'object',
  required: ['amount'],
  properties: {
    fromAccount: { type: 'object', properties: { currency: { type: 'string' } } },
    amount: { type: 'integer', minimum: 1, description: 'Minor units of the from-account currency' },
  },
};

const uiSchema = {
  fromAccount: { 'ui:widget': 'hidden' },
  amount: { 'ui:widget': 'amount', 'ui:title': 'Amount', 'ui:placeholder': 'Enter the amount', 'ui:options': { currencyFrom: 'fromAccount.currency' } },
};

function setup(currency: string, amount?: number) {
  return renderForm({ schema, uiSchema, formData: { fromAccount: { currency }, amount } });
}

describe('amount widget', () => {
  it('turns "1,234.5" into 123450 minor units and shows the currency', async () => {
    const user = userEvent.setup();
    const form = setup('HKD');
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('HKD')).toBeInTheDocument();
    await user.type(input, '1,234.5');
    expect(form.data()?.amount).toBe(123450);
    await user.tab();
    expect(input).toHaveValue('1,234.50');
    expect(form.data()?.amount).toBe(123450);
  });

  it('does not show the schema description (a developer note)', () => {
    setup('HKD');
    expect(screen.queryByText(/Minor units/)).not.toBeInTheDocument();
  });

  it('refuses "12.345": keeps the text and reports a refused figure, never no amount', async () => {
    const user = userEvent.setup();
    const form = setup('HKD');
    const input = screen.getByLabelText('Amount');
    await user.type(input, '12.34');
    expect(form.data()?.amount).toBe(1234);
    await user.type(input, '5');
    expect(input).toHaveValue('12.345');
    expect(form.data()?.amount).toEqual({ refusedFigure: 'decimals', text: '12.345', places: 2 });
    await user.tab();
    expect(input).toHaveValue('12.345');
    await user.clear(input);
    expect(form.data()?.amount).toBeUndefined();
  });

  it('rejects decimals for JPY', async () => {
    const user = userEvent.setup();
    const form = setup('JPY');
    const input = screen.getByLabelText('Amount');
    await user.type(input, '100');
    expect(form.data()?.amount).toBe(100);
    await user.type(input, '.5');
    expect(input).toHaveValue('100.5');
    expect(form.data()?.amount).toEqual({ refusedFigure: 'decimals', text: '100.5', places: 0 });
  });

  it('reports the typed figure again in the currency of another account', async () => {
    const user = userEvent.setup();
    const form = renderForm({
      schema: { type: 'object', properties: { currency: { type: 'string' }, amount: { type: 'integer' } } },
      uiSchema: { currency: { 'ui:title': 'Currency' }, amount: { 'ui:widget': 'amount', 'ui:title': 'Amount', 'ui:options': { currencyFrom: 'currency' } } },
      formData: { currency: 'HKD' },
    });
    await user.type(screen.getByLabelText('Amount'), '12.5');
    expect(form.data()?.amount).toBe(1250);
    // Leaving the field tidies the figure to "12.50", which JPY refuses.
    await user.clear(screen.getByLabelText('Currency'));
    await user.type(screen.getByLabelText('Currency'), 'JPY');
    await vi.waitFor(() => expect(form.data()?.amount).toEqual({ refusedFigure: 'decimals', text: '12.50', places: 0 }));
    expect(screen.getByLabelText('Amount')).toHaveValue('12.50');
    await user.clear(screen.getByLabelText('Currency'));
    await user.type(screen.getByLabelText('Currency'), 'USD');
    await vi.waitFor(() => expect(form.data()?.amount).toBe(1250));
  });

  it('shows a stored refused figure as it was typed (a restored draft)', () => {
    renderForm({ schema, uiSchema, formData: { fromAccount: { currency: 'HKD' }, amount: { refusedFigure: 'decimals', text: '7.891', places: 2 } } });
    expect(screen.getByLabelText('Amount')).toHaveValue('7.891');
  });

  it('keeps a sign or a letter as typed and reports it refused, so the field refuses it', async () => {
    const user = userEvent.setup();
    const form = setup('HKD');
    const input = screen.getByLabelText('Amount');
    for (const typed of ['-5', '12a.5', '1a2b']) {
      await user.clear(input);
      await user.type(input, typed);
      expect(input).toHaveValue(typed);
      expect(form.data()?.amount).toEqual({ refusedFigure: 'format', text: typed, places: 2 });
    }
    await user.clear(input);
    await user.type(input, '12.5');
    expect(form.data()?.amount).toBe(1250);
  });

  it('shows a stored amount formatted for editing', () => {
    setup('HKD', 500050);
    expect(screen.getByLabelText('Amount')).toHaveValue('5,000.50');
  });

  it('shows the validation message under the field', async () => {
    const user = userEvent.setup();
    renderForm({ schema, uiSchema, formData: { fromAccount: { currency: 'HKD' } }, liveValidate: true });
    const input = screen.getByLabelText('Amount');
    await user.type(input, '0');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/1/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
