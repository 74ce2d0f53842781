// A form step's fields as the visual editor shows them, and each edit of one as a new step.
// A field lives in four places of the step: its JSON Schema (schema.properties, schema.required),
// its widget and order (ui), its texts (fields) and its rules' messages (messages,
// '<field>.<keyword>'). These functions keep the four together. Pure: they never change
// their input (tests/unit/studio/visual/form-fields.test.ts).

import { defaultWidget } from '../../../../codegen/lib/widget-choice';

export type Locale = 'zh-TW' | 'zh-CN' | 'en';
export const LOCALES: Locale[] = ['zh-TW', 'zh-CN', 'en'];
export type Obj = Record<string, unknown>;
export type LocalText = Partial<Record<Locale, string>> | { $text: string };

/** What a rule of the visual editor is called in the field's JSON Schema, by the field's type. */
export type Rule = 'required' | 'minimum' | 'maximum' | 'pattern' | 'options';

export interface FieldView {
  name: string;
  widget: string | undefined;
  type: string | undefined;
  required: boolean;
  label: LocalText | undefined;
  placeholder: LocalText | undefined;
  help: LocalText | undefined;
  minimum: number | undefined;
  maximum: number | undefined;
  pattern: string | undefined;
  options: string[] | undefined;
  /** The JSON Schema keyword each rule is written as, for this field's type. */
  keywords: Record<Exclude<Rule, 'options'>, string> & { options: string };
  messages: Record<string, LocalText>;
}

const clone = <T>(v: T): T => structuredClone(v);
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/** minimum / maximum are lengths for text and counts for numbers, as JSON Schema has them. */
export function keywordsFor(type: string | undefined): FieldView['keywords'] {
  const text = type === 'string';
  return { required: 'required', minimum: text ? 'minLength' : 'minimum', maximum: text ? 'maxLength' : 'maximum', pattern: 'pattern', options: 'enum' };
}

export function fieldOrder(step: Obj): string[] {
  const props = Object.keys(obj(obj(step.schema).properties));
  const order = obj(step.ui)['ui:order'];
  if (!Array.isArray(order)) return props;
  const listed = order.filter((n): n is string => typeof n === 'string' && props.includes(n));
  return [...listed, ...props.filter((p) => !listed.includes(p))];
}

export function fieldsOf(step: Obj): FieldView[] {
  const schema = obj(step.schema);
  const props = obj(schema.properties);
  const required = Array.isArray(schema.required) ? schema.required : [];
  const ui = obj(step.ui);
  const texts = obj(step.fields);
  const messages = obj(step.messages);
  return fieldOrder(step).map((name) => {
    const p = obj(props[name]);
    const type = typeof p.type === 'string' ? p.type : undefined;
    const keywords = keywordsFor(type);
    const t = obj(texts[name]);
    const own: Record<string, LocalText> = {};
    for (const [key, value] of Object.entries(messages)) if (key.startsWith(`${name}.`) && !key.slice(name.length + 1).includes('.')) own[key.slice(name.length + 1)] = value as LocalText;
    const num = (k: string) => (typeof p[k] === 'number' ? (p[k] as number) : undefined);
    const u = obj(ui[name]);
    return {
      name,
      // Named in the flow only where it differs from the schema's own choice.
      widget: ((u['ui:widget'] ?? u['ui:field']) as string | undefined) ?? defaultWidget(p)?.name,
      type,
      required: required.includes(name),
      label: t.label as LocalText | undefined,
      placeholder: t.placeholder as LocalText | undefined,
      help: t.help as LocalText | undefined,
      minimum: num(keywords.minimum),
      maximum: num(keywords.maximum),
      pattern: typeof p.pattern === 'string' ? p.pattern : undefined,
      options: Array.isArray(p.enum) ? p.enum.map(String) : undefined,
      keywords,
      messages: own,
    };
  });
}

/** The JSON Schema a new field of each widget starts with. */
export function schemaForWidget(widget: string): Obj {
  switch (widget) {
    case 'amount':
    case 'slider':
      return { type: 'integer', minimum: 1 };
    case 'checkbox':
    case 'terms':
      return { type: 'boolean' };
    case 'select':
      return { type: 'string', enum: [] };
    case 'date':
      return { type: 'string', format: 'date' };
    default:
      return { type: 'string' };
  }
}

/** A name not yet used by the step's fields: field, field2, … */
export function freeFieldName(step: Obj, base = 'field'): string {
  const taken = new Set(Object.keys(obj(obj(step.schema).properties)));
  for (let n = 1; ; n += 1) if (!taken.has(n === 1 ? base : `${base}${n}`)) return n === 1 ? base : `${base}${n}`;
}

const emptyText = (): LocalText => ({ 'zh-TW': '', 'zh-CN': '', en: '' });

export function addField(step: Obj, name: string, widget: string, isField = false): Obj {
  const s = clone(step);
  const schema = (s.schema = obj(s.schema));
  schema.properties = { ...obj(schema.properties), [name]: schemaForWidget(widget) };
  const order = fieldOrder(step);
  const ui = (s.ui = obj(s.ui));
  ui['ui:order'] = [...order, name];
  // A widget the schema chooses anyway is not written (the linter refuses it: default-widget).
  if (defaultWidget(obj(schema.properties)[name])?.name !== widget) ui[name] = { [isField ? 'ui:field' : 'ui:widget']: widget };
  s.fields = { ...obj(s.fields), [name]: { label: emptyText() } };
  return s;
}

export function removeField(step: Obj, name: string): Obj {
  const s = clone(step);
  const schema = obj(s.schema);
  delete obj(schema.properties)[name];
  if (Array.isArray(schema.required)) {
    schema.required = schema.required.filter((r) => r !== name);
    if ((schema.required as unknown[]).length === 0) delete schema.required;
  }
  const ui = obj(s.ui);
  delete ui[name];
  if (Array.isArray(ui['ui:order'])) ui['ui:order'] = ui['ui:order'].filter((n) => n !== name);
  delete obj(s.fields)[name];
  const messages = obj(s.messages);
  for (const key of Object.keys(messages)) if (key.startsWith(`${name}.`)) delete messages[key];
  return s;
}

/** The field moved to position `to` (0-based), written as ui:order. */
export function moveField(step: Obj, name: string, to: number): Obj {
  const order = fieldOrder(step).filter((n) => n !== name);
  order.splice(Math.max(0, Math.min(to, order.length)), 0, name);
  const s = clone(step);
  s.ui = { ...obj(s.ui), 'ui:order': order };
  return s;
}

export function setFieldText(step: Obj, name: string, part: 'label' | 'placeholder' | 'help', locale: Locale, value: string): Obj {
  const s = clone(step);
  const fields = (s.fields = obj(s.fields));
  const f = (fields[name] = obj(fields[name]));
  // A shared text ({"$text": …}) edited here becomes the field's own, starting from nothing.
  const current = obj(f[part]);
  const own = '$text' in current ? emptyText() : current;
  const next = { ...own, [locale]: value };
  if (part !== 'label' && LOCALES.every((l) => !(next as Obj)[l])) delete f[part];
  else f[part] = next;
  return s;
}

/** Uses a shared text (flows/shared/texts.json) for the field's label, placeholder or help. */
export function useSharedText(step: Obj, name: string, part: 'label' | 'placeholder' | 'help', key: string): Obj {
  const s = clone(step);
  const fields = (s.fields = obj(s.fields));
  fields[name] = { ...obj(fields[name]), [part]: { $text: key } };
  return s;
}

/** Sets (or, with undefined / false / '', removes) a rule of the field. */
export function setRule(step: Obj, name: string, rule: Rule, value: number | string | boolean | string[] | undefined): Obj {
  const s = clone(step);
  const schema = (s.schema = obj(s.schema));
  const props = (schema.properties = obj(schema.properties));
  const p = (props[name] = obj(props[name]));
  const keyword = keywordsFor(typeof p.type === 'string' ? p.type : undefined)[rule];
  const messages = obj(s.messages);
  if (rule === 'required') {
    const req = Array.isArray(schema.required) ? schema.required.filter((r) => r !== name) : [];
    if (value) req.push(name);
    if (req.length) schema.required = req;
    else delete schema.required;
  } else if (value === undefined || value === '' || (Array.isArray(value) && rule !== 'options')) delete p[keyword];
  else p[keyword] = value;
  // A rule taken away takes its message with it (the linter refuses a message of no rule).
  if (!value && value !== 0 && `${name}.${keyword}` in messages) {
    delete messages[`${name}.${keyword}`];
    if (Object.keys(messages).length === 0) delete s.messages;
  }
  return s;
}

export function setRuleMessage(step: Obj, name: string, keyword: string, locale: Locale, value: string): Obj {
  const s = clone(step);
  const messages = (s.messages = obj(s.messages));
  const key = `${name}.${keyword}`;
  const current = obj(messages[key]);
  messages[key] = { ...('$text' in current ? emptyText() : current.en === undefined ? emptyText() : current), [locale]: value };
  return s;
}

/** Option labels of a select: ui:options.labels, one text per value. */
export function setOptionLabel(step: Obj, name: string, value: string, locale: Locale, label: string): Obj {
  const s = clone(step);
  const ui = (s.ui = obj(s.ui));
  const u = (ui[name] = obj(ui[name]));
  const options = (u['ui:options'] = obj(u['ui:options']));
  const labels = (options.labels = obj(options.labels));
  labels[value] = { ...emptyText(), ...obj(labels[value]), [locale]: label };
  return s;
}
