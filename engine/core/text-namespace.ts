// One namespace of the customer texts' home (locales/<namespace>/<language>.json, docs/texts.md).
// The area's module imports its three language files, so the texts travel in the chunk that
// shows them (no fetch at run time), and reads them by the locale it is handed: the studio
// previews three languages side by side and the replay runs without a browser. The same tables
// join the app's i18next instance as the namespace `ns` once it has started, so a component may
// as well read them with useTranslation(ns).
import i18next from 'i18next';
import { LOCALES, type Locale, type LocalText } from './flow-types';

export type TextTable = Readonly<Record<string, string>>;

export interface TextNamespace<K extends string> {
  readonly ns: string;
  /** The text of `key` in `locale`. */
  text(key: K, locale: Locale): string;
  /** Every text of the namespace in `locale`. */
  table(locale: Locale): Readonly<Record<K, string>>;
  /** The text of `key` in the three languages, for code that carries texts as a flow does. */
  local(key: K): LocalText;
}

function join(ns: string, tables: Readonly<Record<Locale, TextTable>>): void {
  for (const locale of LOCALES) i18next.addResourceBundle(locale, ns, tables[locale], true, false);
}

export function textNamespace<T extends TextTable>(ns: string, tables: Readonly<Record<Locale, T>>): TextNamespace<keyof T & string> {
  if (i18next.isInitialized) join(ns, tables);
  else i18next.on('initialized', () => join(ns, tables));
  return {
    ns,
    text: (key, locale) => tables[locale][key]!,
    table: (locale) => tables[locale] as Readonly<Record<keyof T & string, string>>,
    local: (key) => ({ 'zh-TW': tables['zh-TW'][key]!, 'zh-CN': tables['zh-CN'][key]!, en: tables.en[key]! }),
  };
}
