// The goods-style option selector (RJSF field `goods-sku`, spec sections 3, 4 and 9): the goods
// at ui:options.goodsFrom (ITSI160002's goods) as rows of option buttons (one value per row;
// tapping the chosen value deselects it, another replaces it), add-ons (single or multiple
// choice), the quantity against stock and quota, and the buyer's messages (domain/goods/messages.ts:
// each by its name, phone fields keep digits only). The price of the chosen combination with its
// add-ons is shown as the spec says: cents / 100, two decimals, symbol ¥; stock under 50 is highlighted. The
// spec's toasts go through the overlay queue: unavailable, select an option, minimum quantity,
// quota, quota used, sold out. The value is { skuId, selection, propertyIds, quantity, points,
// optionText, messages, messagesText, messageError }: messageError holds the first message problem (the form
// refuses the value while it is there); the bank checks it all again when redeeming.
import { useState } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { comboFor, isLowStock, maxQuantity, quantityProblem, toggleProperty, toggleValue, unitPrice, valueAvailable, type QuantityProblem, type Selection, type SkuGoods } from '../../domain/goods/sku';
import { localText, resolveOption, widgetContext, type LocalText, type WidgetContext, type WidgetLocale } from '../context';
import { describedBy, hasErrors, labelId } from '../shared/ids';
import { showToast } from '../overlays';
import { MessageImage } from './MessageImage';
import { cleanMessage, messageProblem, type MessageProblem, type SkuMessage } from '../../domain/goods/messages';
import { textNamespace } from '../../engine/core/text-namespace';
import zhTW from '../../locales/goods-sku/zh-TW.json';
import zhCN from '../../locales/goods-sku/zh-CN.json';
import en from '../../locales/goods-sku/en.json';
import './goods-sku.css';

export interface GoodsSkuValue {
  skuId?: string;
  selection?: Selection;
  propertyIds?: string[];
  quantity?: number;
  points?: number;
  optionText?: string;
  /** The filled messages, one a line, for the confirm page. */
  messagesText?: string;
  messages?: string[];
  messageError?: string;
}

const GOODS = /* @__PURE__ */ textNamespace('goods-sku', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

type TextKey = keyof typeof en;

function say(key: TextKey, locale: WidgetLocale, params: Record<string, string | number> = {}): string {
  return Object.entries(params).reduce((text, [k, v]) => text.replace(`{${k}}`, String(v)), GOODS.text(key, locale));
}

/** Spec section 9: price in cents divided by 100, 2 decimals, symbol ¥. */
export const formatYuan = (cents: number) => `¥${(cents / 100).toLocaleString('en-HK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The named text of a message problem. */
export function messageText(problem: MessageProblem, message: SkuMessage, locale: WidgetLocale): string {
  return say(problem, locale, { name: localText(message.name, locale) });
}

export function GoodsSkuField(props: FieldProps<GoodsSkuValue>) {
  const { fieldPathId, formData, onChange, onBlur, uiSchema, registry, disabled, readonly, rawErrors, errorSchema } = props;
  const ctx = widgetContext(registry);
  const locale = ctx.locale;
  const options = getUiOptions(uiSchema) as { goodsFrom?: string };
  const goods = resolveOption(ctx, options.goodsFrom) as (SkuGoods & { messages?: SkuMessage[] }) | undefined;
  const id = fieldPathId.$id;
  // The value's own parts (no option chosen: skuId missing) have no field of their own to show
  // their messages: they show here, once.
  const nested = [
    ...new Set(
      Object.entries(errorSchema ?? {})
        .filter(([key]) => key !== '__errors')
        .flatMap(([, e]) => ((e as { __errors?: string[] } | undefined)?.__errors ?? []).filter(Boolean)),
    ),
  ].filter((message) => !rawErrors?.includes(message));
  const invalid = hasErrors(rawErrors) || nested.length > 0;
  if (!goods || !Array.isArray(goods.list) || goods.list.length === 0) return null;

  const value: GoodsSkuValue = formData ?? {};
  const selection = value.selection ?? {};
  const propertyIds = value.propertyIds ?? [];
  const combo = comboFor(goods, selection);
  const quantity = value.quantity ?? goods.startSaleNum;
  const price = unitPrice(goods, combo, propertyIds);
  const stock = combo ? combo.stock_num : goods.list.reduce((n, c) => n + c.stock_num, 0);
  const locked = disabled || readonly;
  const toast = (problem: QuantityProblem) =>
    showToast({ content: say(problem, locale, { n: problem === 'minimum' ? goods.startSaleNum : problem === 'stock' ? (combo?.stock_num ?? 0) : goods.quota }) });

  const messages = goods.messages ?? [];
  // One text per message, by position (an empty one may be missing from a stored value).
  const typed = messages.map((_, i) => value.messages?.[i] ?? '');
  const firstProblem = (texts: string[]) => {
    for (const [i, m] of messages.entries()) {
      const problem = messageProblem(m, cleanMessage(m.type, texts[i] ?? ''));
      if (problem) return messageText(problem, m, locale);
    }
    return undefined;
  };
  const commit = (next: { selection?: Selection; propertyIds?: string[]; quantity?: number; messages?: string[] }) => {
    const sel = next.selection ?? selection;
    const props = next.propertyIds ?? propertyIds;
    const qty = next.quantity ?? quantity;
    const texts = next.messages ?? typed;
    const c = comboFor(goods, sel);
    const names = [
      ...goods.tree.map((row) => localText(row.v.find((v) => v.id === sel[row.k_s])?.name, locale)).filter(Boolean),
      ...goods.properties.flatMap((p) => p.v).filter((v) => props.includes(v.id)).map((v) => localText(v.name, locale)),
    ];
    const out: GoodsSkuValue = {
      selection: sel,
      propertyIds: props,
      quantity: qty,
      points: c ? (unitPrice(goods, c, props) * qty) / 100 : undefined,
      optionText: names.join(' / ') || undefined,
      ...(messages.length ? { messages: texts } : {}),
    };
    // The messages as the confirm page lists them: each filled one by its name (a picture as uploaded).
    const listed = messages.flatMap((m, i) => {
      const text = cleanMessage(m.type, texts[i] ?? '');
      return text ? [`${localText(m.name, locale)}: ${m.type === 'image' ? say('pictureSent', locale) : text}`] : [];
    });
    if (listed.length) out.messagesText = listed.join('\n');
    const problem = firstProblem(texts);
    if (problem) out.messageError = problem;
    // A combination that is sold out is no choice.
    if (c && c.stock_num > 0) out.skuId = c.id;
    onChange(out, fieldPathId.path);
    onBlur(id, out);
  };

  const step = (delta: number) => {
    if (!combo) return toast('selectOption');
    const next = quantity + delta;
    const problem = quantityProblem(goods, combo, next);
    if (problem) return toast(problem);
    commit({ quantity: next });
  };

  const soldOut = stock <= 0;
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={labelId(id)}
      aria-describedby={describedBy(id, { error: hasErrors(rawErrors), extra: [`${id}__summary`, ...(nested.length ? [`${id}__parts`] : [])] })}
      aria-invalid={invalid || undefined}
      className="rb-sku"
    >
      <div id={`${id}__summary`} className="rb-sku__summary" aria-live="polite">
        <span className="rb-sku__price">{formatYuan(price * (combo ? quantity : 1))}</span>
        <span className={`rb-sku__stock${isLowStock(stock) ? ' rb-sku__stock--low' : ''}`}>{soldOut ? say('soldOut', locale) : say('stockLabel', locale, { n: stock })}</span>
      </div>
      {goods.tree.map((row) => (
        <div key={row.k_s} className="rb-sku__row" role="group" aria-label={localText(row.k, locale)}>
          <div className="rb-sku__row-name" aria-hidden="true">
            {localText(row.k, locale)}
          </div>
          <div className="rb-sku__values">
            {row.v.map((v) => {
              const chosen = selection[row.k_s] === v.id;
              const available = valueAvailable(goods, { ...selection, [row.k_s]: undefined }, row.k_s, v.id);
              return (
                <button
                  key={v.id}
                  type="button"
                  className={`rb-sku__value${chosen ? ' rb-sku__value--chosen' : ''}${available ? '' : ' rb-sku__value--unavailable'}`}
                  aria-pressed={chosen}
                  aria-disabled={!available || undefined}
                  disabled={locked}
                  onClick={() => {
                    if (!available && !chosen) return showToast({ content: say('unavailable', locale) });
                    commit({ selection: toggleValue(selection, row.k_s, v.id) });
                  }}
                >
                  {localText(v.name, locale)}
                </button>
              );
            })}
          </div>
        </div>
      ))}
      {goods.properties.map((row) => (
        <div key={row.k_id} className="rb-sku__row" role="group" aria-label={localText(row.k, locale)}>
          <div className="rb-sku__row-name" aria-hidden="true">
            {localText(row.k, locale)}
          </div>
          <div className="rb-sku__values">
            {row.v.map((v) => {
              const chosen = propertyIds.includes(v.id);
              return (
                <button
                  key={v.id}
                  type="button"
                  className={`rb-sku__value${chosen ? ' rb-sku__value--chosen' : ''}`}
                  aria-pressed={chosen}
                  disabled={locked}
                  onClick={() => commit({ propertyIds: toggleProperty(goods, propertyIds, row.k_id, v.id) })}
                >
                  {localText(v.name, locale)} +{formatYuan(v.price)}
                </button>
              );
            })}
          </div>
        </div>
      ))}
      <div className="rb-sku__row rb-sku__qty">
        <span id={`${id}__qty`} className="rb-sku__row-name">
          {say('quantity', locale)}
        </span>
        <button type="button" className="rb-sku__step" aria-label={say('decrease', locale)} disabled={locked} onClick={() => step(-1)}>
          −
        </button>
        <output className="rb-sku__count" aria-labelledby={`${id}__qty`} aria-live="polite">
          {quantity}
        </output>
        <button
          type="button"
          className="rb-sku__step"
          aria-label={say('increase', locale)}
          disabled={locked}
          onClick={() => (soldOut ? showToast({ content: say('soldOut', locale) }) : step(1))}
        >
          +
        </button>
      </div>
      {messages.length > 0 && (
        <fieldset className="rb-sku__messages">
          <legend className="rb-sku__row-name">{say('messagesTitle', locale)}</legend>
          {messages.map((m, i) => (
            <MessageInput
              key={i}
              id={`${id}__message${i}`}
              message={m}
              value={typed[i] ?? ''}
              locale={locale}
              disabled={!!locked}
              upload={ctx.upload}
              onChange={(text) => commit({ messages: typed.map((t, j) => (j === i ? text : t)) })}
            />
          ))}
        </fieldset>
      )}
      {nested.length > 0 && (
        <div id={`${id}__parts`} className="rb-sku__error" role="alert">
          {nested.join(' ')}
        </div>
      )}
      {goods.quota > 0 && (
        <p className="rb-sku__note">
          {say('quotaNote', locale, { n: goods.quota, used: goods.quotaUsed })}
          {maxQuantity(goods, combo) <= 0 && combo ? ` · ${say('quotaUsed', locale)}` : ''}
        </p>
      )}
    </div>
  );
}

const INPUT_MODES: Partial<Record<SkuMessage['type'], 'numeric' | 'tel' | 'email'>> = { tel: 'numeric', mobile: 'tel', email: 'email' };

/** One buyer's message: labelled by its name, its problem (named) shown under it once touched. */
function MessageInput({ id, message, value, locale, disabled, upload, onChange }: { id: string; message: SkuMessage; value: string; locale: WidgetLocale; disabled: boolean; upload: WidgetContext['upload']; onChange: (text: string) => void }) {
  const [touched, setTouched] = useState(false);
  const problem = touched ? messageProblem(message, cleanMessage(message.type, value)) : undefined;
  const label = localText(message.name, locale);
  const common = {
    id,
    value,
    disabled,
    required: message.required,
    placeholder: message.placeholder ? localText(message.placeholder, locale) : undefined,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}__error` : undefined,
    onBlur: () => setTouched(true),
  };
  // Phone fields lose their non-digits as typed; other text is kept as typed (trimmed when checked).
  const change = (text: string) => onChange(message.type === 'tel' || message.type === 'mobile' ? cleanMessage(message.type, text) : text);
  return (
    <div className="rb-sku__message">
      <label htmlFor={id}>
        {label}
        {message.required ? ' *' : ''}
      </label>
      {message.type === 'image' ? (
        <MessageImage id={id} message={message} value={value} locale={locale} disabled={disabled} upload={upload} onChange={(uploadId) => (setTouched(true), onChange(uploadId))} />
      ) : message.type === 'text' && message.multiple ? (
        <textarea {...common} rows={3} onChange={(e) => change(e.target.value)} />
      ) : (
        <input
          {...common}
          type={message.type === 'email' ? 'email' : message.type === 'time' ? (message.datetime ? 'datetime-local' : 'date') : 'text'}
          inputMode={INPUT_MODES[message.type]}
          onChange={(e) => change(e.target.value)}
        />
      )}
      {problem && (
        <div id={`${id}__error`} className="rb-sku__error" role="alert">
          {messageText(problem, message, locale)}
        </div>
      )}
    </div>
  );
}
