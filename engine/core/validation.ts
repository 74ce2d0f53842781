// Turns validator errors into customer-facing messages per field, in the customer's language.
// Flow messages ('{field}.{keyword}') win; otherwise a generic message for the keyword.
import type { Locale, LocalText } from './flow-types';

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

const GENERIC: Record<string, LocalText> = {
  required: { 'zh-TW': '此欄必須填寫', 'zh-CN': '此栏必须填写', en: 'This field is required' },
  pattern: { 'zh-TW': '格式不正確，請重新輸入', 'zh-CN': '格式不正确，请重新输入', en: 'Please enter the correct format' },
  format: { 'zh-TW': '格式不正確，請重新輸入', 'zh-CN': '格式不正确，请重新输入', en: 'Please enter the correct format' },
  type: { 'zh-TW': '輸入的資料不正確', 'zh-CN': '输入的数据不合法', en: 'Invalid input, please try again' },
  minimum: { 'zh-TW': '數值太小', 'zh-CN': '数值太小', en: 'The value is too small' },
  exclusiveMinimum: { 'zh-TW': '數值太小', 'zh-CN': '数值太小', en: 'The value is too small' },
  maximum: { 'zh-TW': '超過最高限額，請重新輸入', 'zh-CN': '超过最高限额，请重新输入', en: 'Exceeds the maximum, please re-enter' },
  minLength: { 'zh-TW': '輸入太短', 'zh-CN': '输入太短', en: 'The entry is too short' },
  maxLength: { 'zh-TW': '輸入太長', 'zh-CN': '输入太长', en: 'The entry is too long' },
  const: { 'zh-TW': '請確認此項', 'zh-CN': '请确认此项', en: 'Please confirm this item' },
  enum: { 'zh-TW': '請選擇有效選項', 'zh-CN': '请选择有效选项', en: 'Please select a valid option' },
};
const FALLBACK: LocalText = { 'zh-TW': '輸入無效，請重試', 'zh-CN': '输入无效，请重试', en: 'Invalid input, please try again' };

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

export function messageFor(
  field: string,
  keyword: string,
  messages: Record<string, LocalText> | undefined,
  locale: Locale,
): string {
  const key = field ? `${field}.${keyword}` : keyword;
  const text = messages?.[key] ?? GENERIC[keyword] ?? FALLBACK;
  return text[locale];
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
    const text = messageFor(field, field === errorField(error) ? error.keyword : 'required', messages, locale);
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
