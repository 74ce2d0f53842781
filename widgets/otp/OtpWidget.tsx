// RJSF wrapper of OtpInput (widget `otp`): the value is the digit string, undefined when
// empty so "required" is reported. Label and errors come from the FieldTemplate.
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, hasErrors } from '../shared/ids';
import { OtpInput } from './OtpInput';

export function OtpWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, options, rawErrors, disabled, readonly, autofocus, uiSchema } = props;
  const length = typeof options.length === 'number' ? options.length : 6;
  const invalid = hasErrors(rawErrors);
  return (
    <OtpInput
      id={id}
      value={typeof value === 'string' ? value : ''}
      length={length}
      onChange={(code) => onChange(code === '' ? undefined : code)}
      onComplete={(code) => onBlur(id, code)}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      invalid={invalid}
      describedBy={describedBy(id, { error: invalid, help: !!uiSchema?.['ui:help'] })}
    />
  );
}
