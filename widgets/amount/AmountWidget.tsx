// Money amount. The form value is an integer number of minor units (or undefined when empty);
// the customer types a decimal figure. A figure the parser refuses (too many decimals, stray
// commas, a sign) is kept as typed and handed to the form as a refused figure
// (domain/format/amount-figure.ts), never as nothing: the form's validation then refuses the
// field with a message that says why, required or optional, instead of an optional amount
// passing as left out or a silently corrected figure.
import type { WidgetProps } from '@rjsf/utils';
import { Input, type InputRef } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { amountValue, isRefusedFigure, sameAmount, type AmountValue } from '../../domain/format/amount-figure';
import { formatMoney } from '../../domain/format/money';
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

/** The form value as the widget knows it: minor units, a refused figure, or nothing. */
function amountOf(value: unknown): AmountValue {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  return isRefusedFigure(value) ? value : undefined;
}

/** A key that changes only when the figure does (a restored draft hands a new object). */
function keyOf(amount: AmountValue): string | number | undefined {
  return isRefusedFigure(amount) ? `${amount.refusedFigure}:${amount.places}:${amount.text}` : amount;
}

export function AmountWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, disabled, readonly, autofocus, options, rawErrors, registry, uiSchema } = props;
  const ctx = widgetContext(registry);
  const currency = currencyOf(ctx, options);
  const amount = amountOf(value);
  const display = (shown: AmountValue) =>
    shown === undefined ? '' : isRefusedFigure(shown) ? shown.text : formatMoney(shown, currency, ctx.locale, { symbol: false });

  const [text, setText] = useState(() => display(amount));
  const seenCurrency = useRef(currency);

  useEffect(() => {
    const fromText = amountValue(text, currency);
    if (seenCurrency.current !== currency) {
      // Another from-account was chosen: the typed figure now means the new currency
      // (HKD "12.5" becomes invalid as JPY), so report it again.
      seenCurrency.current = currency;
      if (!sameAmount(fromText, amount)) onChange(fromText);
      return;
    }
    // The value changed from outside (a restored draft, a reset): show it.
    if (!sameAmount(fromText, amount)) setText(display(amount));
    // Only outside changes matter here; typing updates text and value together.
  }, [keyOf(amount), currency]);

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
    onChange(amountValue(typed, currency));
  };

  const handleBlur = () => {
    // Tidy a valid figure into its grouped form ("1234.5" -> "1,234.50").
    const typed = amountValue(text, currency);
    if (typeof typed === 'number') setText(display(typed));
    onBlur(id, typed);
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
        onFocus={() => onFocus(id, amount)}
      />
    </div>
  );
}
