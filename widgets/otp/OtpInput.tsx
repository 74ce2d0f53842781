// One-time code input, used by the `otp` widget and on its own by the engine's mobile-token
// sheet. A single native input (not one box per digit) so the phone can auto-fill the code
// (autocomplete="one-time-code"), paste works, and screen readers hear one field.
import { useId, type ChangeEvent, type ClipboardEvent } from 'react';
import { digitsOnly } from '../../domain/format/digits';
import { FieldErrors } from '../shared/FieldErrors';
import './otp.css';

export interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Number of digits; 6 for the mobile token (spec section 5: six-digit code). */
  length?: number;
  /** Visible label; omit when an outer label (RJSF FieldTemplate) already names the input. */
  label?: string;
  /** Error message shown under the input. */
  error?: string;
  id?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Extra ids describing the input (help, outer error list). */
  describedBy?: string;
  invalid?: boolean;
  /** Called when the last digit is typed, e.g. to submit without another tap. */
  onComplete?: (value: string) => void;
}

export function OtpInput({ value, onChange, length = 6, label, error, id, autoFocus, disabled, describedBy, invalid, onComplete }: OtpInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}__otp-error`;
  const describers = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  const update = (typed: string) => {
    const next = digitsOnly(typed).slice(0, length);
    onChange(next);
    if (next.length === length && next !== value) onComplete?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => update(event.target.value);

  // maxLength would cut a pasted "123 456" to "123 45" before any clean-up could run, so a
  // paste is cleaned first and then inserted at the caret.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    update(value.slice(0, start) + digitsOnly(event.clipboardData.getData('text')) + value.slice(end));
  };

  return (
    <div className="rb-otp">
      {label ? (
        <label htmlFor={inputId} className="rb-field__label">
          {label}
        </label>
      ) : null}
      <input
        id={inputId}
        className="rb-otp__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        maxLength={length}
        size={length}
        value={value}
        onChange={handleChange}
        onPaste={handlePaste}
        autoFocus={autoFocus}
        disabled={disabled}
        aria-invalid={invalid || !!error || undefined}
        aria-describedby={describers}
      />
      {error ? <FieldErrors id={errorId} errors={[error]} /> : null}
    </div>
  );
}
