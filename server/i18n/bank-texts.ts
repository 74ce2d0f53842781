// The bank's own customer texts (e-mails, SMS, notices, reminders) from the texts' home,
// locales/<namespace>/<language>.json (docs/texts.md). The bank may not import engine/ (tests/
// unit/architecture/import-rules.test.ts), so this is the server's reader of the same files:
// read once at start from the repository's locales/, which the bank runs from.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '../../domain/locale.js';

type Table = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;

export interface BankTexts<T extends Table> {
  /** Whether the namespace has `key` (for keys that come from data, such as a currency code). */
  has(key: string): key is keyof T & string;
  /** The text of `key` in `lang`, its {name} placeholders filled from `params`. */
  text(key: keyof T & string, lang: Locale, params?: Params): string;
  /** The text of `key` in the three languages, as the bank stores a notice; `params` may
   * depend on the language (a text of another key filled in). */
  local(key: keyof T & string, params?: Params | ((lang: Locale) => Params)): Record<Locale, string>;
}

const home = (namespace: string, lang: Locale) => fileURLToPath(new URL(`../../locales/${namespace}/${lang}.json`, import.meta.url));

/** {name} is replaced; a name `params` does not hold stays as written, so a missing one shows. */
export function fill(text: string, params: Params = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** `T` is the namespace's English file (`typeof import('.../en.json')`), so keys are typed. */
export function bankTexts<T extends Table>(namespace: string): BankTexts<T> {
  const tables = Object.fromEntries(LOCALES.map((lang) => [lang, JSON.parse(readFileSync(home(namespace, lang), 'utf8')) as T])) as Record<Locale, T>;
  const text = (key: keyof T & string, lang: Locale, params?: Params) => {
    const raw = tables[lang][key];
    if (typeof raw !== 'string') throw new Error(`Text ${namespace}:${key} is missing in ${lang}`);
    return fill(raw, params);
  };
  return {
    has: (key): key is keyof T & string => Object.prototype.hasOwnProperty.call(tables.en, key),
    text,
    local: (key, params) => {
      const of = (lang: Locale) => text(key, lang, typeof params === 'function' ? params(lang) : params);
      return { 'zh-TW': of('zh-TW'), 'zh-CN': of('zh-CN'), en: of('en') };
    },
  };
}
