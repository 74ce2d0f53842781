// Multi-line text (widget `textarea`): antd-mobile TextArea growing with its content, with a
// character count when the schema sets maxLength. ui:options.rows sets the starting height.
// The TextArea is not given the maxLength: it would cut the text off there without a word;
// the engine checks the schema's maxLength with the flow's message, as the bank does, and the
// count (by character, as those checks count) shows how far over it is.
import type { WidgetProps } from '@rjsf/utils';
import { TextArea } from 'antd-mobile';
import { useRef } from 'react';
import { describedBy, hasErrors } from '../shared/ids';
import { useNativeAria } from '../shared/useNativeAria';
import '../shared/shared.css';

export function TextareaWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, schema, rawErrors, disabled, readonly, autofocus, placeholder, uiSchema } = props;
  const box = useRef<HTMLDivElement>(null);
  const invalid = hasErrors(rawErrors);
  useNativeAria(() => box.current?.querySelector('textarea:not([aria-hidden])'), {
    'aria-invalid': invalid ? 'true' : undefined,
    'aria-describedby': describedBy(id, { error: invalid, help: !!uiSchema?.['ui:help'] }),
  });
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const rows = typeof options.rows === 'number' ? options.rows : 3;
  return (
    <div ref={box}>
      <TextArea
        id={id}
        name={id}
        value={typeof value === 'string' ? value : ''}
        placeholder={placeholder}
        rows={rows}
        autoSize={{ minRows: rows, maxRows: 8 }}
        showCount={maxLength === undefined ? false : () => <div className="adm-text-area-count">{`${[...(typeof value === 'string' ? value : '')].length}/${maxLength}`}</div>}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}
