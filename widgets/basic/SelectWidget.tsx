// Choice from a schema enum (widget `select`) as chips: every option is visible at once, which
// suits the short code lists of filters (status, category). Each chip is a native radio button in
// a group named by the field's label, so the keyboard reaches the group with Tab and moves the
// choice with the arrow keys, and a screen reader announces each option and whether it is
// chosen (the UI kit's Selector drew clickable divs no keyboard could reach). Option texts come
// from ui:options.labels ({value: {zh-TW, zh-CN, en}}) in the customer's language. The field
// always holds one of the values once chosen (a radio cannot be unchosen).
// The options may also come from loaded data (ui:options.optionsFrom, a run-context path to
// [{ value, label }], or other keys named by valueKey and labelKey); optionsWhere { itemKey: formField } keeps the items whose itemKey
// equals that field of the live form (bill types that follow the chosen merchant). With loaded
// options, ui:options.labels name fixed choices placed before them (a filter's "All", value "").
import type { WidgetProps } from '@rjsf/utils';
import { localText, readPath, resolveOption, widgetContext, type WidgetContext } from '../context';
import { describedBy, hasErrors, labelId } from '../shared/ids';
import { ChoiceChips } from '../shared/ChoiceChips';

interface Choice {
  value: string;
  label: string;
  original: unknown;
}

/** Choices read from loaded data, or undefined when the widget has no optionsFrom. */
export function loadedChoices(ctx: WidgetContext, options: Record<string, unknown>): Choice[] | undefined {
  if (typeof options.optionsFrom !== 'string') return undefined;
  const items = resolveOption(ctx, options.optionsFrom);
  const where = (options.optionsWhere ?? {}) as Record<string, string>;
  const valueKey = typeof options.valueKey === 'string' ? options.valueKey : 'value';
  const labelKey = typeof options.labelKey === 'string' ? options.labelKey : 'label';
  if (!Array.isArray(items)) return [];
  return items
    .filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    .filter((item) => Object.entries(where).every(([key, field]) => item[key] === readPath(ctx.formData, field)))
    .map((item) => ({ value: String(item[valueKey]), label: localText(item[labelKey], ctx.locale) || String(item[valueKey]), original: item[valueKey] }));
}

export function SelectWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, options, registry, disabled, readonly, rawErrors, uiSchema, required } = props;
  const ctx = widgetContext(registry);
  const labels = (options.labels ?? {}) as Record<string, unknown>;
  const loaded = loadedChoices(ctx, options);
  // With loaded options, the labels name fixed choices shown before them (a filter's "All").
  const fixed = Object.entries(labels).map(([key, text]) => ({ value: key, label: localText(text, ctx.locale) || key, original: key as unknown }));
  const choices: Choice[] = loaded
    ? [...fixed, ...loaded.filter((c) => !Object.hasOwn(labels, c.value))]
    : (options.enumOptions ?? []).map((option) => {
        const key = String(option.value);
        return { value: key, label: localText(labels[key], ctx.locale) || option.label || key, original: option.value as unknown };
      });
  const selected = choices.find((c) => c.original === value || (value !== undefined && c.value === String(value)));
  const invalid = hasErrors(rawErrors);

  // The group carries the field id so the adapter can scroll to the field on an error.
  return (
    <ChoiceChips
      id={id}
      name={`${id}__choice`}
      chips={choices.map(({ value: v, label }) => ({ value: v, label }))}
      value={selected?.value}
      labelledBy={labelId(id)}
      describedBy={describedBy(id, { error: invalid, help: !!uiSchema?.['ui:help'] })}
      invalid={invalid}
      required={required}
      disabled={disabled || readonly}
      onChoose={(key) => {
        const choice = choices.find((c) => c.value === key);
        if (!choice) return;
        onChange(choice.original);
        onBlur(id, choice.original);
      }}
    />
  );
}
