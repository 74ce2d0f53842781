// Standalone bank choice (widget `bank`): the value is the 3-digit clearing code. Uses the
// same ui:options as the payee field: banksFrom (list) and ownBankFrom (own code).
import type { WidgetProps } from '@rjsf/utils';
import { resolveOption, widgetContext } from '../context';
import { describedBy, hasErrors } from '../shared/ids';
import { BankPicker } from './BankPicker';
import { toBanks } from './banks';

export function BankWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, options, registry, rawErrors, disabled, readonly, placeholder, label, uiSchema } = props;
  const ctx = widgetContext(registry);
  const own = resolveOption(ctx, options.ownBankFrom);
  const invalid = hasErrors(rawErrors);
  return (
    <BankPicker
      id={id}
      value={typeof value === 'string' && value !== '' ? value : undefined}
      onChange={(code) => {
        onChange(code);
        onBlur(id, code);
      }}
      banks={toBanks(resolveOption(ctx, options.banksFrom))}
      ownBankCode={typeof own === 'string' ? own : undefined}
      locale={ctx.locale}
      title={label}
      placeholder={placeholder}
      invalid={invalid}
      describedBy={describedBy(id, { error: invalid, help: !!uiSchema?.['ui:help'] })}
      disabled={disabled || readonly}
    />
  );
}
