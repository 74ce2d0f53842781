// Choice from a schema enum (widget `select`) as antd-mobile Selector chips: every option is
// visible at once, which suits the short code lists of filters (status, category). Option
// texts come from ui:options.labels ({value: {zh-TW, zh-CN, en}}) in the customer's language.
// A chosen chip stays chosen when tapped again: the field always holds one of the values.
import type { WidgetProps } from '@rjsf/utils';
import { Selector } from 'antd-mobile';
import { localText, widgetContext } from '../context';
import { labelId } from '../shared/ids';
import './basic.css';

type OptionValue = string | number;

export function SelectWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, options, registry, disabled, readonly } = props;
  const ctx = widgetContext(registry);
  const labels = (options.labels ?? {}) as Record<string, unknown>;
  const choices = (options.enumOptions ?? []).map((option) => {
    const key = String(option.value);
    return { value: key, label: localText(labels[key], ctx.locale) || option.label || key, original: option.value as unknown };
  });
  const selected = choices.find((c) => c.original === value || (value !== undefined && c.value === String(value)));

  // The wrapper carries the field id so the adapter can scroll to the field on an error.
  return (
    <div id={id}>
      <Selector<OptionValue>
        className="rb-select"
        aria-labelledby={labelId(id)}
        options={choices.map(({ value: v, label }) => ({ value: v, label }))}
        value={selected ? [selected.value] : []}
        disabled={disabled || readonly}
        showCheckMark={false}
        onChange={(next) => {
          const key = next[0];
          if (key === undefined) return;
          const choice = choices.find((c) => c.value === String(key));
          if (!choice) return;
          onChange(choice.original);
          onBlur(id, choice.original);
        }}
      />
    </div>
  );
}
