// The log-on's two fields as plain labelled inputs: the first screen does without a form
// library (antd-mobile's Form alone was most of the login page's script). Required fields
// are checked on submit; each message sits under its input and is announced.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoginValues {
  loginId: string;
  password: string;
}

type Field = keyof LoginValues;

const FIELDS: { name: Field; label: string; required: string; type: string; autoComplete: string }[] = [
  { name: 'loginId', label: 'login.loginId', required: 'login.loginIdRequired', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'login.password', required: 'login.passwordRequired', type: 'password', autoComplete: 'current-password' },
];

export function LoginFields(props: { values: LoginValues; onChange: (values: LoginValues) => void; onSubmit: (values: LoginValues) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const [missing, setMissing] = useState<Field[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = FIELDS.filter((f) => !props.values[f.name].trim()).map((f) => f.name);
    setMissing(empty);
    if (empty.length === 0) props.onSubmit(props.values);
  };
  return (
    <form className="login-fields" noValidate onSubmit={submit}>
      {FIELDS.map((f) => {
        const id = `login-${f.name}`;
        const invalid = missing.includes(f.name);
        return (
          <div className="login-field" key={f.name}>
            <label htmlFor={id}>{t(f.label)}</label>
            <input
              id={id}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              value={props.values[f.name]}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(e) => {
                props.onChange({ ...props.values, [f.name]: e.target.value });
                if (invalid) setMissing(missing.filter((m) => m !== f.name));
              }}
            />
            {invalid && (
              <div id={`${id}-error`} className="login-field-error" role="alert">
                {t(f.required)}
              </div>
            )}
          </div>
        );
      })}
      <div className="login-submit">{props.children}</div>
    </form>
  );
}
