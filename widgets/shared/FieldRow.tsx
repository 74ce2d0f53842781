// One labelled row of a form: label, control, help text, errors. Used by the RJSF
// FieldTemplate and by fields that lay out their own sub-inputs (payee).
import type { ReactNode } from 'react';
import { FieldErrors } from './FieldErrors';
import { errorId, helpId, labelId } from './ids';
import './shared.css';

export interface FieldRowProps {
  id: string;
  label?: string | undefined;
  help?: string | undefined;
  errors?: readonly string[] | undefined;
  className?: string | undefined;
  children: ReactNode;
}

export function FieldRow({ id, label, help, errors, className, children }: FieldRowProps) {
  const invalid = !!errors && errors.some((e) => !!e);
  return (
    <div className={['rb-field', invalid ? 'rb-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      {label ? (
        <label id={labelId(id)} htmlFor={id} className="rb-field__label">
          {label}
        </label>
      ) : null}
      <div className="rb-field__control">{children}</div>
      {help ? (
        <div id={helpId(id)} className="rb-field__help">
          {help}
        </div>
      ) : null}
      <FieldErrors id={errorId(id)} errors={errors} />
    </div>
  );
}
