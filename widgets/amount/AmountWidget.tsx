// Money amount. The form value is an integer number of minor units (or undefined); the
// customer types a decimal figure. The typed text is kept as typed while it is invalid (too
// many decimals, stray commas) and the value is reported as undefined, so the flow's own
// "Please input correct amount" message appears instead of a silently corrected figure.
import type { WidgetProps } from '@rjsf/utils';
import { Input, type InputRef } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { formatMoney, parseMoney } from '../../domain/format/money';
import { readPath, resolveOption, widgetContext, type WidgetContext } from '../context';
import { describedBy, hasErrors } from '../shared/ids';
import { useNativeAria } from '../shared/useNativeAria';
import './amount.css';

/**
 * The currency of the amount: fixed (ui:options.currency), read from the live form data, or
 * from the run context when currencyFrom is a context path (loaded.{step}..., the record paid).
 */
function currencyOf(ctx: WidgetContext, options: WidgetProps['options']): string | undefined {
  if (typeof options.currency === 'string') return options.currency;
  if (typeof options.currencyFrom === 'string') {
    const path = options.currencyFrom;
    const found = /^(loaded|response|query|user)\./.test(path) ? resolveOption(ctx, path) : readPath(ctx.formData, path);
    if (typeof found === 'string' && found !== '') return found;
  }
  return undefined;
}

function minorOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
}

function parsedMinor(text: string, currency: string | undefined): number | undefined {
  const parsed = parseMoney(text, currency);
  return parsed.ok ? parsed.minor : undefined;
}

export function AmountWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, disabled, readonly, autofocus, options, rawErrors, registry, uiSchema } = props;
  const ctx = widgetContext(registry);
  const currency = currencyOf(ctx, options);
  const minor = minorOf(value);
  const display = (amount: number | undefined) =>
    amount === undefined ? '' : formatMoney(amount, currency, ctx.locale, { symbol: false });

  const [text, setText] = useState(() => display(minor));
  const seenCurrency = useRef(currency);

  useEffect(() => {
    const fromText = parsedMinor(text, currency);
    if (seenCurrency.current !== currency) {
      // Another from-account was chosen: the typed figure now means the new currency
      // (HKD "12.5" becomes invalid as JPY), so report it again.
      seenCurrency.current = currency;
      if (fromText !== minor) onChange(fromText);
      return;
    }
    // The value changed from outside (a restored draft, a reset): show it.
    if (fromText !== minor) setText(display(minor));
    // Only outside changes matter here; typing updates text and value together.
  }, [minor, currency]);

  const ref = useRef<InputRef>(null);
  const invalid = hasErrors(rawErrors);
  const currencyId = `${id}__currency`;
  useNativeAria(() => ref.current?.nativeElement, {
    'aria-invalid': invalid ? 'true' : undefined,
    'aria-describedby': describedBy(id, { error: invalid, help: !!uiSchema?.['ui:help'], extra: currency ? [currencyId] : [] }),
    'aria-required': props.required ? 'true' : undefined,
  });

  const handleChange = (typed: string) => {
    // Kept as typed: a sign or a letter makes the figure invalid and the field says so, rather
    // than "-5" becoming 5 or "12a.5" 12.5 without a word.
    setText(typed);
    onChange(parsedMinor(typed, currency));
  };

  const handleBlur = () => {
    // Tidy a valid figure into its grouped form ("1234.5" -> "1,234.50").
    const amount = parsedMinor(text, currency);
    if (amount !== undefined) setText(display(amount));
    onBlur(id, amount);
  };

  return (
    <div className="rb-amount">
      {currency ? (
        <span id={currencyId} className="rb-amount__currency">
          {currency}
        </span>
      ) : null}
      <Input
        ref={ref}
        id={id}
        name={id}
        className="rb-amount__input"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="next"
        maxLength={24}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        onChange={handleChange}
        onBlur={handleBlur}
        onFocus={() => onFocus(id, minor)}
      />
    </div>
  );
}
