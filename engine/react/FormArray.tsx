// A list of entries in a form (an array property): each entry a named group with its fields,
// and buttons to add one, remove one, move one up or down. Plain buttons, so they work by
// keyboard and are read by screen readers as what they are; after each act the focus stays
// with the entry it moved (or the next one, after a removal) instead of falling to the page.
// The list changes as RJSF's ArrayField changes it: a new entry is the item schema's defaults,
// minItems and maxItems bound removing and adding, the value stays a plain array.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import { errorId, type Registry } from '@rjsf/utils';
import type { Locale } from '../core/flow-types';
import type { FormNode } from './form-plan';
import { valueAt, withSchemaDefaults } from './form-data';
import { fieldId, type FormPath, type FormStore } from './form-path';
import { adapterText } from './texts';
import './form-array.css';

interface FormArrayProps {
  store: FormStore;
  path: FormPath;
  node: Extract<FormNode, { kind: 'array' }>;
  registry: Registry;
  locale: Locale;
  label: string;
  /** Draws the entry at a path with its label. */
  children: (itemPath: FormPath, itemLabel: string) => ReactNode;
}

type Act = 'up' | 'down' | 'remove';

export const FormArray = observer(function FormArray({ store, path, node, registry, locale, label, children }: FormArrayProps) {
  const id = fieldId(registry.globalFormOptions.idPrefix, path);
  const raw = valueAt(store.data[store.stepId], path);
  const count = Array.isArray(raw) ? raw.length : 0;
  const min = typeof node.schema.minItems === 'number' ? node.schema.minItems : 0;
  const max = typeof node.schema.maxItems === 'number' ? node.schema.maxItems : Infinity;
  const errors = store.fieldErrors[path.join('.')];

  // A key per entry that moves with it, so a moved entry keeps its own field components.
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < count) keys.current.push(nextKey.current++);
  keys.current.length = count;

  // What gets the focus once the list has been drawn again (an element id).
  const focusNext = useRef<string[] | null>(null);
  useLayoutEffect(() => {
    const wanted = focusNext.current;
    focusNext.current = null;
    for (const target of wanted ?? []) {
      const element = document.getElementById(target);
      const focusable = element?.matches('button, input, select, textarea, [tabindex]') ? element : element?.querySelector<HTMLElement>('button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
      if (focusable && !(focusable as HTMLButtonElement).disabled) {
        focusable.focus();
        return;
      }
    }
  });

  const button = (index: number, act: Act) => `${id}_${index}__${act}`;
  const list = (): unknown[] => {
    const current = toJS(valueAt(store.data[store.stepId], path));
    return Array.isArray(current) ? [...current] : [];
  };
  const write = (next: unknown[], order: number[]) => {
    keys.current = order;
    store.setFieldAt(path, next);
  };
  const add = () => {
    const next = [...list(), withSchemaDefaults(node.item.schema, undefined)];
    focusNext.current = [`${id}_${count}__item`];
    write(next, [...keys.current, nextKey.current++]);
  };
  const remove = (index: number) => {
    const next = list();
    next.splice(index, 1);
    const order = keys.current.filter((_, i) => i !== index);
    const stay = Math.min(index, next.length - 1);
    focusNext.current = stay >= 0 ? [button(stay, 'remove'), `${id}_${stay}__item`, `${id}__add`] : [`${id}__add`];
    write(next, order);
  };
  const move = (index: number, to: number) => {
    const next = list();
    const order = [...keys.current];
    [next[index], next[to]] = [next[to], next[index]];
    [order[index], order[to]] = [order[to]!, order[index]!];
    // The same button again where it still works, else the other way.
    focusNext.current = to < index ? [button(to, 'up'), button(to, 'down')] : [button(to, 'down'), button(to, 'up')];
    write(next, order);
  };

  const titleId = `${id}__title`;
  const messages = [...new Set(errors ?? [])];
  return (
    <div className="rb-form__group rb-array" id={id} role="group" aria-labelledby={titleId} aria-describedby={messages.length ? errorId(id) : undefined}>
      <h3 className="rb-form__heading" id={titleId}>
        {label}
      </h3>
      {keys.current.map((key, index) => {
        const item = adapterText('arrayItem', locale, { label, n: index + 1 });
        return (
          <div key={key} className="rb-array__item" id={`${id}_${index}__item`} role="group" aria-label={item}>
            {children([...path, index], item)}
            <div className="rb-array__tools">
              <button type="button" id={button(index, 'up')} disabled={index === 0} aria-label={adapterText('arrayMoveUpItem', locale, { item })} onClick={() => move(index, index - 1)}>
                {adapterText('arrayMoveUp', locale)}
              </button>
              <button type="button" id={button(index, 'down')} disabled={index === count - 1} aria-label={adapterText('arrayMoveDownItem', locale, { item })} onClick={() => move(index, index + 1)}>
                {adapterText('arrayMoveDown', locale)}
              </button>
              <button type="button" id={button(index, 'remove')} disabled={count <= min} aria-label={adapterText('arrayRemoveItem', locale, { item })} onClick={() => remove(index)}>
                {adapterText('arrayRemove', locale)}
              </button>
            </div>
          </div>
        );
      })}
      <button type="button" className="rb-array__add" id={`${id}__add`} disabled={count >= max} onClick={add}>
        {adapterText('arrayAdd', locale, { label })}
      </button>
      {messages.length ? (
        <div id={errorId(id)} className="rb-field__errors" role="alert">
          {messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      ) : null}
    </div>
  );
});
