// Single-line text input (antd-mobile Input) used by the `text` widget and by any RJSF core
// widget that renders through BaseInputTemplate. antd-mobile reports the new string rather than
// a DOM event, so onChangeOverride (which expects an event) is not supported.
// No `maxlength`: the schema's maxLength is the form's rule, checked by the engine with the
// flow's message as the bank checks it (by character). An input that cut text off at its
// maxlength would shorten a typed or pasted text without a word, count a supplementary
// character (HKSCS, outside the basic plane) as two and never let the message be seen.
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { Input, type InputRef } from 'antd-mobile';
import { useRef } from 'react';
import { describedBy, hasErrors } from '../shared/ids';
import { useNativeAria } from '../shared/useNativeAria';
import '../shared/shared.css';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, placeholder, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema, rawErrors, type, uiSchema } = props;
  const ref = useRef<InputRef>(null);
  const invalid = hasErrors(rawErrors);
  useNativeAria(() => ref.current?.nativeElement, {
    'aria-invalid': invalid ? 'true' : undefined,
    'aria-describedby': describedBy(id, { error: invalid, help: !!uiSchema?.['ui:help'] }),
    'aria-required': props.required ? 'true' : undefined,
  });

  const inputProps = getInputProps(schema, type, options);
  // Numbers are typed as text with a decimal keypad: type="number" inputs silently drop
  // partial input such as "1." on some phones.
  const numeric = inputProps.type === 'number' || inputProps.type === 'integer';
  const inputMode = numeric ? 'decimal' : (options.inputMode as InputMode | undefined);

  return (
    <Input
      ref={ref}
      id={id}
      name={id}
      type={numeric ? 'text' : inputProps.type}
      inputMode={inputMode}
      autoComplete={inputProps.autoComplete}
      value={value === undefined || value === null ? '' : String(value)}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

type InputMode = 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
