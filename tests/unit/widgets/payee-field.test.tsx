// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { runContext } from './fixtures';
import { renderForm } from './harness';
import { openedSheet } from './sheet';

// The payee field loads on demand (widgets/lazy-widgets.ts): each test waits for it to appear.

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    payee: {
      type: 'object',
      required: ['name', 'bankCode', 'accountNo'],
      properties: {
        name: { type: 'string', pattern: "^[\\u4e00-\\u9fa5A-Za-z0-9 \\-?:().,'+/]{1,140}$" },
        bankCode: { type: 'string', pattern: '^[0-9]{3}$' },
        accountNo: { type: 'string', pattern: '^[0-9]{6,17}$' },
      },
    },
  },
};

const uiSchema = {
  payee: {
    'ui:field': 'payee',
    'ui:title': 'Payee',
    'ui:options': { payeesFrom: 'loaded.input.payees', banksFrom: 'loaded.input.banks.banks', ownBankFrom: 'loaded.input.banks.ownBankCode' },
    name: { 'ui:title': 'Payee name', 'ui:placeholder': "Enter the payee's name" },
    bankCode: { 'ui:title': 'Payee bank' },
    accountNo: { 'ui:title': 'Payee account number', 'ui:placeholder': 'Enter the account number' },
  },
};

describe('payee field', () => {
  it('fills name, bank and account from a saved payee', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, runContext });
    await user.click(await screen.findByRole('button', { name: 'Choose from saved payees' }));
    const sheet = await openedSheet('Choose from saved payees');
    const landlord = within(sheet).getByRole('radio', { name: /CHAN TAI MAN/ });
    expect(landlord).toHaveTextContent('Landlord');
    expect(landlord).toHaveTextContent('024 Hang Seng Bank');
    await user.click(landlord);

    expect(form.data()?.payee).toEqual({ name: 'CHAN TAI MAN', bankCode: '024', accountNo: '2891234567' });
    expect(screen.getByLabelText('Payee name')).toHaveValue('CHAN TAI MAN');
    expect(screen.getByLabelText('Payee account number')).toHaveValue('2891234567');
    expect(screen.getByRole('button', { name: /Payee bank/ })).toHaveTextContent('024 Hang Seng Bank');
  });

  it('lets the customer type a payee; the account number drops separators only', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, runContext });
    await user.type(await screen.findByLabelText('Payee name'), 'WONG KA YAN');
    const accountNo = screen.getByLabelText('Payee account number');
    // A letter stays, for the pattern to refuse with the field's message.
    await user.type(accountNo, '12AB5678');
    expect(accountNo).toHaveValue('12AB5678');
    expect((form.data()?.payee as { accountNo?: string } | undefined)?.accountNo).toBe('12AB5678');
    await user.clear(accountNo);
    await user.type(accountNo, '123-456 789');
    expect(accountNo).toHaveValue('123456789');

    await user.click(screen.getByRole('button', { name: /Payee bank/ }));
    const sheet = await openedSheet('Payee bank');
    const options = within(sheet).getAllByRole('radio');
    // The bank's own code comes first and is marked as a same-bank transfer.
    expect(options[0]).toHaveTextContent('388 Demo Bank');
    expect(options[0]).toHaveTextContent('Same-bank transfer');

    await user.type(within(sheet).getByRole('searchbox', { name: 'Search bank' }), 'china');
    expect(within(sheet).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(sheet).getByRole('radio', { name: /Bank of China/ }));

    expect(form.data()?.payee).toEqual({ name: 'WONG KA YAN', bankCode: '012', accountNo: '123456789' });
  });

  it('finds a bank by clearing code or by its Chinese name', async () => {
    const user = userEvent.setup();
    renderForm({ schema, uiSchema, runContext });
    await user.click(await screen.findByRole('button', { name: /Payee bank/ }));
    const sheet = await openedSheet('Payee bank');
    const search = within(sheet).getByRole('searchbox', { name: 'Search bank' });
    await user.type(search, '004');
    expect(within(sheet).getAllByRole('radio').map((o) => o.textContent)).toEqual(['004 The Hongkong and Shanghai Banking Corporation']);
    await user.clear(search);
    await user.type(search, '恒生');
    expect(within(sheet).getByRole('radio')).toHaveTextContent('024 Hang Seng Bank');
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(within(sheet).getByRole('status')).toHaveTextContent('No matching bank');
  });

  it('shows each nested error under its own input', async () => {
    renderForm({
      schema,
      uiSchema,
      runContext,
      formData: { payee: { name: 'X' } },
      extraErrors: {
        payee: {
          name: { __errors: ['The payee name may contain Chinese, English, digits only'] },
          accountNo: { __errors: ['Please enter the payee account number'] },
        },
      } as never,
    });
    const name = await screen.findByLabelText('Payee name');
    const account = screen.getByLabelText('Payee account number');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('The payee name may contain Chinese, English, digits only');
    expect(account).toHaveAccessibleDescription('Please enter the payee account number');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});
