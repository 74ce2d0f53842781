// One namespace of the customer texts' home (locales/<namespace>/<language>.json, docs/texts.md).
// The area's module imports its three language files, so the texts travel in the chunk that
// shows them (no fetch at run time), and reads them by the locale it is handed: the studio
// previews three languages side by side and the replay runs without a browser. The same tables
// join the app's i18next instance as the namespace `ns` once it has started, so a component may
// as well read them with useTranslation(ns).
import i18next from 'i18next';
import { LOCALES } from './flow-types';
import { localTexts, type LanguageTables, type LocalTexts, type TextTable } from './local-texts';

export type { TextTable };

export interface TextNamespace<T extends TextTable> extends LocalTexts<T> {
  readonly ns: string;
}

function join(ns: string, tables: LanguageTables<TextTable>): void {
  for (const locale of LOCALES) i18next.addResourceBundle(locale, ns, tables[locale], true, false);
}

export function textNamespace<T extends TextTable>(ns: string, tables: LanguageTables<T>): TextNamespace<T> {
  if (i18next.isInitialized) join(ns, tables);
  else i18next.on('initialized', () => join(ns, tables));
  return { ns, ...localTexts(tables) };
}
