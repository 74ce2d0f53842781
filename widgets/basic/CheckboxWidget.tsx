// Yes/no box (widget `checkbox`): antd-mobile Checkbox labelled with the field's title.
import type { WidgetProps } from '@rjsf/utils';
import { Checkbox } from 'antd-mobile';
import { useRef } from 'react';
import { describedBy, hasErrors } from '../shared/ids';
import { useNativeAria } from '../shared/useNativeAria';
import '../shared/shared.css';

export function CheckboxWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, label, rawErrors, disabled, readonly, uiSchema } = props;
  const box = useRef<HTMLDivElement>(null);
  const invalid = hasErrors(rawErrors);
  useNativeAria(() => box.current?.querySelector('input'), {
    'aria-invalid': invalid ? 'true' : undefined,
    'aria-describedby': describedBy(id, { error: invalid, help: !!uiSchema?.['ui:help'] }),
  });
  return (
    <div ref={box}>
      <Checkbox
        id={id}
        className="rb-check"
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(checked) => {
          onChange(checked);
          onBlur(id, checked);
        }}
      >
        {label}
      </Checkbox>
    </div>
  );
}
