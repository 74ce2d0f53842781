// @vitest-environment jsdom
import './dom-stubs';
import type { RJSFSchema } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from '../../../widgets';
import { renderForm } from './harness';

function Standalone({ onComplete }: { onComplete?: (code: string) => void }) {
  const [code, setCode] = useState('');
  return <OtpInput value={code} onChange={setCode} label="Mobile Token code" onComplete={onComplete} />;
}

describe('OtpInput', () => {
  it('accepts digits only, up to six', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Standalone onComplete={onComplete} />);
    const input = screen.getByLabelText('Mobile Token code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(input, '12a3-4 5678');
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('takes a pasted code with spaces and full-width digits', async () => {
    const user = userEvent.setup();
    render(<Standalone />);
    const input = screen.getByLabelText('Mobile Token code');
    input.focus();
    await user.paste('１２３ ４５６');
    expect(input).toHaveValue('123456');
  });

  it('shows its error and marks the input invalid', () => {
    render(<OtpInput value="12" onChange={() => {}} label="Code" error="The one-time code is incorrect" />);
    const input = screen.getByLabelText('Code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The one-time code is incorrect');
    expect(screen.getByRole('alert')).toHaveTextContent('The one-time code is incorrect');
  });

  it('works as the otp widget of a form', async () => {
    const user = userEvent.setup();
    const schema: RJSFSchema = { type: 'object', properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } } };
    const form = renderForm({ schema, uiSchema: { code: { 'ui:widget': 'otp', 'ui:title': 'One-time code' } } });
    await user.type(screen.getByLabelText('One-time code'), '98765432');
    expect(form.data()?.code).toBe('987654');
  });
});
