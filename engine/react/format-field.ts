// Turns a flow Field (label + source + format) into the text a customer reads.
import type { Field, Locale } from '../core/flow-types';
import { evaluateSource, resolvePath } from '../core/context';
import type { Formatters } from './kit';
import { formatTransferAccount } from '../../domain/format/account';

export function fieldValue(field: Field, scope: object): unknown {
  return evaluateSource(scope, field.value);
}

export function formatField(field: Field, scope: object, locale: Locale, fmt: Formatters): string {
  const value = fieldValue(field, scope);
  if (value === undefined || value === null || value === '') return '';
  switch (field.format) {
    case 'money':
    case 'money-wan': {
      const currency = field.currency ? String(resolvePath(scope, field.currency) ?? '') : '';
      if (typeof value !== 'number') return String(value);
      return field.format === 'money-wan' && fmt.moneyWan ? fmt.moneyWan(value, currency) : fmt.money(value, currency);
    }
    case 'account': {
      const type = field.accountType ? resolvePath(scope, field.accountType) : undefined;
      return fmt.account(String(value), typeof type === 'string' && type ? type : undefined);
    }
    case 'transfer-account':
      return formatTransferAccount(String(value));
    case 'bank':
      return fmt.bank(String(value));
    case 'date':
      return fmt.date(String(value));
    case 'datetime':
      return fmt.datetime(String(value));
    case 'code':
      return (field.codesFrom ? loadedLabel(resolvePath(scope, field.codesFrom), value, locale, field.codesKeys) : undefined) ?? field.codes?.[String(value)]?.[locale] ?? String(value);
    case 'masked': {
      const text = String(value);
      return text.length > 4 ? `${'*'.repeat(text.length - 4)}${text.slice(-4)}` : text;
    }
    default:
      // A text the bank sends in all three languages (a merchant's name) shows in the customer's.
      if (typeof value === 'object' && typeof (value as Record<string, unknown>)[locale] === 'string') return (value as Record<string, string>)[locale]!;
      return String(value);
  }
}

/** The label of a value in loaded options [{ value, label }] (or the keys named), label a LocalText or a string. */
function loadedLabel(options: unknown, value: unknown, locale: Locale, keys: Field['codesKeys']): string | undefined {
  if (!Array.isArray(options)) return undefined;
  const valueKey = keys?.value ?? 'value';
  const found = options.find((o) => o && typeof o === 'object' && String((o as Record<string, unknown>)[valueKey]) === String(value)) as Record<string, unknown> | undefined;
  const label = found?.[keys?.label ?? 'label'];
  if (typeof label === 'string') return label;
  if (label && typeof label === 'object' && typeof (label as Record<string, unknown>)[locale] === 'string') return (label as Record<string, string>)[locale];
  return undefined;
}
