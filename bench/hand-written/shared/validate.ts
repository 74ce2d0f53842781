// The form's schema validation, written for these two screens: the generated validator of
// the form (the same one the product runs), its errors turned into the screen's messages
// ('<field>.<keyword>' from the screen's texts, else the generic one of the keyword).
import type { Errors } from './form';

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export interface Validate {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}

export interface MessageTexts {
  messages: Record<string, string>;
  validation: Record<string, string>;
}

export function addError(errors: Errors, field: string, message: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

export function schemaErrors(validate: Validate, data: object, texts: MessageTexts): Errors {
  if (validate(data)) return {};
  const errors: Errors = {};
  for (const error of validate.errors ?? []) {
    const parent = error.instancePath.split('/').filter(Boolean);
    const missing = error.keyword === 'required' ? (error.params.missingProperty as string) : undefined;
    // A picker not yet used leaves its object empty: one message for the group, as the screen words it.
    const group = parent.join('.');
    const groupValue = parent.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
    const emptyGroup = missing && parent.length > 0 && groupValue && typeof groupValue === 'object' && Object.keys(groupValue).length === 0 && texts.messages[`${group}.required`];
    const field = emptyGroup ? group : [...parent, ...(missing ? [missing] : [])].join('.');
    const keyword = emptyGroup ? 'required' : error.keyword;
    addError(errors, field, texts.messages[`${field}.${keyword}`] ?? texts.validation[keyword] ?? texts.validation.fallback!);
  }
  return errors;
}
