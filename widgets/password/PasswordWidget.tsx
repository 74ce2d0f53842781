// A password field (widget `password`): masked, with a button to show it, and with
// `ui:options.strength` a meter of the spec's strength codes (1 weak, 2 medium, 3 strong) from
// the same rule the bank applies (domain/security/password.ts). `ui:options.autoComplete`:
// 'current-password' (default) or 'new-password', so password managers fill the right one.
// The value never leaves the form's memory: flows list such fields under `secret`.
import type { WidgetProps } from '@rjsf/utils';
import { Input, type InputRef } from 'antd-mobile';
import { useRef, useState } from 'react';
import { passwordStrength, type PasswordStrength } from '../../domain/security/password';
import { widgetContext } from '../context';
import { textsFor } from '../i18n';
import { describedBy, hasErrors } from '../shared/ids';
import { useNativeAria } from '../shared/useNativeAria';
import '../shared/shared.css';
import './password.css';

const LEVEL = { 1: 'strengthWeak', 2: 'strengthMedium', 3: 'strengthStrong' } as const;

export function PasswordWidget(props: WidgetProps) {
  const { id, value, placeholder, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, rawErrors, uiSchema, registry } = props;
  const ref = useRef<InputRef>(null);
  const [shown, setShown] = useState(false);
  const texts = textsFor(widgetContext(registry).locale);
  const invalid = hasErrors(rawErrors);
  const meterId = `${id}__strength`;
  const text = typeof value === 'string' ? value : '';
  const strength: PasswordStrength | null = options.strength === true && text !== '' ? passwordStrength(text) : null;
  const described = [describedBy(id, { error: invalid, help: !!uiSchema?.['ui:help'] }), options.strength === true ? meterId : undefined].filter(Boolean).join(' ');
  useNativeAria(() => ref.current?.nativeElement, {
    'aria-invalid': invalid ? 'true' : undefined,
    'aria-describedby': described || undefined,
    'aria-required': props.required ? 'true' : undefined,
  });
  const autoComplete = options.autoComplete === 'new-password' ? 'new-password' : 'current-password';
  return (
    <div className="password-widget">
      <div className="password-widget__row">
        <Input
          ref={ref}
          id={id}
          name={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readonly}
          autoFocus={autofocus}
          // No maxlength: a pasted password cut short would fail as a wrong one (and count
          // towards the lock); the schema's maxLength is checked with its message instead.
          onChange={(next) => onChange(next === '' ? undefined : next)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        <button
          type="button"
          className="password-widget__toggle"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
          disabled={disabled}
        >
          {texts.showPassword}
        </button>
      </div>
      {options.strength === true && (
        <div id={meterId} className="password-widget__meter" data-strength={strength ?? 0} role="status" aria-live="polite">
          <span className="password-widget__bars" aria-hidden="true">
            {[1, 2, 3].map((n) => (
              <span key={n} className={strength !== null && n <= strength ? 'is-on' : undefined} />
            ))}
          </span>
          {strength !== null && <span>{texts.passwordStrength.replace('{level}', texts[LEVEL[strength]])}</span>}
        </div>
      )}
    </div>
  );
}
