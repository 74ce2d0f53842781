// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from './harness';
import { runContext } from './fixtures';
import { openedSheet } from './sheet';

const schema: RJSFSchema = {
  type: 'object',
  required: ['fromAccount', 'amount'],
  properties: {
    fromAccount: {
      type: 'object',
      required: ['accountId', 'accountNo', 'currency', 'available'],
      properties: {
        accountId: { type: 'string', minLength: 1 },
        accountNo: { type: 'string' },
        currency: { type: 'string' },
        available: { type: 'integer' },
      },
    },
    amount: { type: 'integer', minimum: 1 },
  },
};

const uiSchema = {
  fromAccount: { 'ui:field': 'account', 'ui:title': 'From account', 'ui:options': { itemsFrom: 'loaded.input.accounts' } },
  amount: { 'ui:widget': 'amount', 'ui:title': 'Amount', 'ui:options': { currencyFrom: 'fromAccount.currency' } },
};

describe('account field', () => {
  it('lists the accounts and stores the chosen one', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, runContext });
    const trigger = screen.getByRole('button', { name: /From account/ });
    expect(trigger).toHaveTextContent('Select an account');

    await user.click(trigger);
    const sheet = await openedSheet('From account');
    const option = within(sheet).getByRole('radio', { name: /HKD Savings/ });
    expect(option).toHaveTextContent('012-345-6-789012-3');
    expect(option).toHaveTextContent('Available balance HKD 12,345.67');
    expect(within(sheet).getByRole('radio', { name: /Multi-currency/ })).toHaveTextContent('Available balance JPY 450,000');

    await user.click(option);
    expect(form.data()?.fromAccount).toEqual({ accountId: 'acc-sav-hkd', accountNo: '01234567890123', currency: 'HKD', available: 1234567 });
    expect(trigger).toHaveTextContent('HKD Savings');
    expect(trigger).toHaveTextContent('012-345-6-789012-3');
    expect(trigger).toHaveTextContent('Available balance HKD 12,345.67');
    expect(screen.getByText('HKD')).toBeInTheDocument();
    // Focus returns to the field once the sheet has closed.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('re-reads the typed amount when another currency is chosen', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, runContext });
    await user.click(screen.getByRole('button', { name: /From account/ }));
    await user.click(within(await openedSheet('From account')).getByRole('radio', { name: /HKD Savings/ }));
    await user.type(screen.getByLabelText('Amount'), '12.5');
    expect(form.data()?.amount).toBe(1250);

    await user.click(screen.getByRole('button', { name: /From account/ }));
    await user.click(within(await openedSheet('From account')).getByRole('radio', { name: /Multi-currency/ }));
    expect((form.data()?.fromAccount as { currency: string }).currency).toBe('JPY');
    // JPY has no decimals: the figure (tidied to "12.50" on leaving the field) is refused, not dropped.
    expect(form.data()?.amount).toEqual({ refusedFigure: 'decimals', text: '12.50', places: 0 });
  });

  it('localises the product name and balance label', async () => {
    const user = userEvent.setup();
    renderForm({ schema, uiSchema: { ...uiSchema, fromAccount: { ...uiSchema.fromAccount, 'ui:title': '轉出賬戶' } }, runContext, locale: 'zh-TW' });
    await user.click(screen.getByRole('button', { name: /轉出賬戶/ }));
    expect(screen.getByRole('radio', { name: /港元儲蓄賬戶/ })).toHaveTextContent('可用餘額 HKD 12,345.67');
  });

  it('says so when there is no applicable account', () => {
    renderForm({ schema, uiSchema, runContext: { loaded: { input: { accounts: [] } } } });
    expect(screen.getByRole('status')).toHaveTextContent('No applicable withdrawal a/c');
    expect(screen.queryByRole('button', { name: /From account/ })).not.toBeInTheDocument();
  });

  it('shows the required error under the field', async () => {
    renderForm({ schema, uiSchema, runContext, extraErrors: { fromAccount: { __errors: ['The withdrawal account cannot be empty'] } } as never });
    expect(await screen.findByRole('alert')).toHaveTextContent('The withdrawal account cannot be empty');
  });
});
