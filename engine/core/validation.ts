// Turns validator errors into customer-facing messages per field, in the customer's language.
// Flow messages ('{field}.{keyword}') win; otherwise a generic message for the keyword. An
// amount figure the widget's parser refused (domain/format/amount-figure.ts) is refused here
// with the reason it was refused for.
import { isRefusedFigure, type RefusedFigure } from '../../domain/format/amount-figure';
import type { Locale, LocalText } from './flow-types';
import { textNamespace } from './text-namespace';
import zhTW from '../../locales/validation/zh-TW.json';
import zhCN from '../../locales/validation/zh-CN.json';
import en from '../../locales/validation/en.json';

/** The shape of an Ajv error, as precompiled standalone validators report them. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A precompiled validator: returns true when valid, else leaves errors on `.errors`. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

/** Field path (dotted, '' for the whole form) to its messages. */
export type FieldErrors = Record<string, string[]>;

// The generic message of each validation keyword: the `validation` namespace (locales/validation/).
const VALIDATION = /* @__PURE__ */ textNamespace('validation', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });
// Two texts of the namespace are not keywords: a refused amount figure's (refusedFigureMessage).
const FIGURE_TEXTS: ReadonlySet<string> = new Set(['amountDecimals', 'amountWhole']);
type Keyword = Exclude<keyof typeof en, 'fallback' | 'amountDecimals' | 'amountWhole'>;

/** The field an Ajv error belongs to: '/payee/name' -> 'payee.name'; required names the missing child. */
export function errorField(error: SchemaError): string {
  const base = error.instancePath.split('/').filter(Boolean).join('.');
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return base ? `${base}.${error.params.missingProperty}` : error.params.missingProperty;
  }
  return base;
}

/**
 * A group left empty (a picker not yet used fills an object with nothing) reports the group's
 * own 'required' message when the flow gives one, instead of one message per hidden member.
 */
function groupField(error: SchemaError, data: unknown, messages: Record<string, LocalText> | undefined): string | undefined {
  if (error.keyword !== 'required') return undefined;
  const parent = error.instancePath.split('/').filter(Boolean);
  if (parent.length === 0) return undefined;
  let value: unknown = data;
  for (const part of parent) value = (value as Record<string, unknown> | undefined)?.[part];
  const empty = value !== null && typeof value === 'object' && Object.keys(value).length === 0;
  const field = parent.join('.');
  return empty && messages?.[`${field}.required`] ? field : undefined;
}

function valueAt(data: unknown, instancePath: string): unknown {
  let value: unknown = data;
  for (const part of instancePath.split('/').filter(Boolean)) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

/**
 * A refused figure's message: too many decimals says how many the currency has; a figure too
 * large or not a figure at all answers as the field's maximum or type does (the flow's own
 * "Please input correct amount" where it has one).
 */
function refusedFigureMessage(field: string, figure: RefusedFigure, messages: Record<string, LocalText> | undefined, locale: Locale): string {
  if (figure.refusedFigure === 'decimals') return VALIDATION.text(figure.places === 0 ? 'amountWhole' : 'amountDecimals', locale);
  return messageFor(field, figure.refusedFigure === 'too-large' ? 'maximum' : 'type', messages, locale);
}

export function messageFor(
  field: string,
  keyword: string,
  messages: Record<string, LocalText> | undefined,
  locale: Locale,
): string {
  const key = field ? `${field}.${keyword}` : keyword;
  const text = messages?.[key];
  if (text) return text[locale];
  return VALIDATION.text(Object.hasOwn(en, keyword) && !FIGURE_TEXTS.has(keyword) ? (keyword as Keyword) : 'fallback', locale);
}

/** Runs a validator and groups its errors by field; an empty object means valid. */
export function validateWith(
  validate: CompiledValidator,
  data: unknown,
  messages: Record<string, LocalText> | undefined,
  locale: Locale,
): FieldErrors {
  if (validate(data)) return {};
  const out: FieldErrors = {};
  for (const error of validate.errors ?? []) {
    // 'if' only says which branch failed; the branch's own errors carry the message.
    if (error.keyword === 'if') continue;
    const field = groupField(error, data, messages) ?? errorField(error);
    const figure = error.keyword === 'type' ? valueAt(data, error.instancePath) : undefined;
    const text = isRefusedFigure(figure)
      ? refusedFigureMessage(field, figure, messages, locale)
      : messageFor(field, field === errorField(error) ? error.keyword : 'required', messages, locale);
    const list = (out[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}

export function addError(errors: FieldErrors, field: string, message: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
