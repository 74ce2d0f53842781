// Several items chosen from loaded data (RJSF field `checklist`): the items at
// ui:options.itemsFrom (a run-context path to an array of objects) are listed as native
// checkboxes, so each is reachable with Tab, toggled with Space and announced with its state;
// the group is named by the field's label and a polite live line says how many are chosen.
// The value is the chosen items in list order, each with the keys in ui:options.keep (all of
// the item's keys when absent), identified by ui:options.itemKey. A row shows the item's
// titleKey, its detailKeys and, with amountKey (+ currencyKey), an amount as money.
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formatMoney } from '../../domain/format';
import { localText, resolveOption, widgetContext } from '../context';
import { textsFor } from '../i18n';
import { describedBy, hasErrors, labelId } from '../shared/ids';
import './checklist.css';

type Item = Record<string, unknown>;

export interface ChecklistOptions {
  itemsFrom?: string;
  itemKey?: string;
  titleKey?: string;
  detailKeys?: string[];
  amountKey?: string;
  currencyKey?: string;
  keep?: string[];
  /** Text when there is nothing to choose ({zh-TW, zh-CN, en} or a plain string). */
  empty?: unknown;
}

const show = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** The stored form of an item: the kept keys only. */
export function keptItem(item: Item, keep: readonly string[] | undefined): Item {
  if (!keep?.length) return { ...item };
  return Object.fromEntries(keep.filter((k) => k in item).map((k) => [k, item[k]]));
}

export function ChecklistField(props: FieldProps<Item[]>) {
  const { fieldPathId, formData, onChange, onBlur, uiSchema, registry, disabled, readonly, rawErrors } = props;
  const ctx = widgetContext(registry);
  const texts = textsFor(ctx.locale);
  const options = getUiOptions(uiSchema) as ChecklistOptions;
  const loaded = resolveOption(ctx, options.itemsFrom);
  const items = (Array.isArray(loaded) ? loaded : []).filter((i): i is Item => !!i && typeof i === 'object');
  const key = options.itemKey ?? 'id';
  const id = fieldPathId.$id;
  const chosen = new Set((Array.isArray(formData) ? formData : []).map((v) => show(v?.[key])));
  const invalid = hasErrors(rawErrors);

  if (items.length === 0) {
    return (
      <div id={id} className="rb-checklist__empty" role="status">
        {localText(options.empty, ctx.locale) || texts.nothingToChoose}
      </div>
    );
  }

  const commit = (next: Set<string>) => {
    const value = items.filter((i) => next.has(show(i[key]))).map((i) => keptItem(i, options.keep));
    onChange(value, fieldPathId.path);
    onBlur(id, value);
  };
  const toggle = (itemId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(itemId);
    else next.delete(itemId);
    commit(next);
  };
  const all = items.every((i) => chosen.has(show(i[key])));
  const count = items.filter((i) => chosen.has(show(i[key]))).length;

  return (
    <div id={id} role="group" aria-labelledby={labelId(id)} aria-describedby={describedBy(id, { error: invalid, extra: [`${id}__count`] })} className="rb-checklist">
      <div className="rb-checklist__bar">
        <span id={`${id}__count`} className="rb-checklist__count" aria-live="polite">
          {texts.chosenCount.replace('{count}', String(count))}
        </span>
        <button
          type="button"
          className="rb-link rb-checklist__all"
          disabled={disabled || readonly}
          onClick={() => commit(all ? new Set() : new Set(items.map((i) => show(i[key]))))}
        >
          {all ? texts.clearAll : texts.chooseAll}
        </button>
      </div>
      <ul className="rb-checklist__items">
        {items.map((item, index) => {
          const itemId = show(item[key]);
          const boxId = `${id}_${index}`;
          const currency = options.currencyKey ? show(item[options.currencyKey]) : undefined;
          const amount = options.amountKey ? item[options.amountKey] : undefined;
          const details = (options.detailKeys ?? []).map((k) => show(item[k])).filter(Boolean);
          return (
            <li key={itemId} className="rb-checklist__item">
              <input
                id={boxId}
                type="checkbox"
                className="rb-checklist__box"
                checked={chosen.has(itemId)}
                disabled={disabled || readonly}
                aria-invalid={invalid ? 'true' : undefined}
                onChange={(event) => toggle(itemId, event.target.checked)}
              />
              <label htmlFor={boxId} className="rb-checklist__label">
                <span className="rb-checklist__title">{show(item[options.titleKey ?? key])}</span>
                {typeof amount === 'number' ? (
                  <span className="rb-checklist__amount">
                    {currency ? `${currency} ` : ''}
                    {formatMoney(amount, currency, ctx.locale, { symbol: false })}
                  </span>
                ) : null}
                {details.length ? <span className="rb-checklist__detail">{details.join(' · ')}</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
