// A masked 6-digit PIN field with a visible label (screen readers and tests find it by name).
import { useId } from 'react';
import { Input } from 'antd-mobile';
import { PIN_LENGTH } from './pin-rules';

export function PinInput({ label, value, onChange, autoFocus }: { label: string; value: string; onChange: (v: string) => void; autoFocus?: boolean }) {
  const id = useId();
  return (
    <div className="pin-input">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        value={value}
        autoFocus={autoFocus}
        onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, PIN_LENGTH))}
      />
    </div>
  );
}
