// @vitest-environment jsdom
// The password widget: masked with a Show button, the strength meter of the spec's codes
// (1 weak, 2 medium, 3 strong) from the bank's own rule, announced politely.
import './dom-stubs';
import type { RJSFSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from './harness';

const schema: RJSFSchema = { type: 'object', properties: { pw: { type: 'string', maxLength: 20 } } };

describe('password widget', () => {
  it('is masked, shows on request, and meters strength as the bank rates it', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema: { pw: { 'ui:widget': 'password', 'ui:title': 'New password', 'ui:options': { strength: true, autoComplete: 'new-password' } } } });
    const input = await screen.findByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    const meter = screen.getByRole('status');
    expect(meter).toHaveAttribute('data-strength', '0');

    await user.type(input, 'abcdefg1');
    expect(meter).toHaveAttribute('data-strength', '1');
    expect(meter).toHaveTextContent('Password strength: Weak');
    await user.clear(input);
    await user.type(input, 'abcdEfg1');
    expect(meter).toHaveTextContent('Password strength: Medium');
    await user.type(input, '!');
    expect(meter).toHaveTextContent('Password strength: Strong');
    expect(form.data()?.pw).toBe('abcdEfg1!');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(show).toHaveAttribute('aria-pressed', 'true');
  });

  it('without strength, no meter; the current password is filled by password managers', async () => {
    renderForm({ schema, uiSchema: { pw: { 'ui:widget': 'password', 'ui:title': 'Current password' } }, locale: 'zh-TW' });
    expect(await screen.findByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: '顯示密碼' })).toBeInTheDocument();
  });
});
