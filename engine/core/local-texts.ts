// The three language tables of one namespace of the texts' home (locales/<namespace>/<language>.json,
// docs/texts.md), read by locale. Free of i18next, for the modules every page loads first (the
// route table): text-namespace.ts adds the i18next side for the rest.
import type { Locale, LocalText } from './flow-types';

export type TextValue = string | readonly string[];
export type TextTable = Readonly<Record<string, TextValue>>;
export type LanguageTables<T extends TextTable> = Readonly<Record<Locale, T>>;

export interface LocalTexts<T extends TextTable> {
  /** The text of `key` in `locale`. */
  text<K extends keyof T & string>(key: K, locale: Locale): T[K];
  /** Every text of the namespace in `locale`. */
  table(locale: Locale): T;
  /** The text of `key` in the three languages, for code that carries texts as a flow does. */
  local<K extends keyof T & string>(key: K): Record<Locale, T[K]>;
}

export function localTexts<T extends TextTable>(tables: LanguageTables<T>): LocalTexts<T> {
  return {
    text: (key, locale) => tables[locale][key],
    table: (locale) => tables[locale],
    local: (key) => ({ 'zh-TW': tables['zh-TW'][key], 'zh-CN': tables['zh-CN'][key], en: tables.en[key] }),
  };
}

export type { LocalText };
