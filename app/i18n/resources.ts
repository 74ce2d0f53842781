// The shell's translations, one folder per area (locales/shell/<area>/<language>.json), merged into
// one table per language. Areas keep their own files so that features add texts without
// editing each other's; a key defined twice is a mistake the unit test reports. The app loads
// one language at a time (text-chunks.ts, texts/); this module, every language at once, is for
// the checks that compare them.
import type { Locale } from '../../engine/core/flow-types';

type Table = Record<string, string>;

const files = import.meta.glob<Table>('../../locales/shell/*/*.json', { eager: true, import: 'default' });

export interface AreaTable {
  area: string;
  locale: Locale;
  texts: Table;
}

export const areaTables: readonly AreaTable[] = Object.entries(files).map(([path, texts]) => {
  const [, area, file] = /\/locales\/shell\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return { area: area!, locale: file as Locale, texts };
});

function merged(locale: Locale): Table {
  const out: Table = {};
  for (const table of areaTables) if (table.locale === locale) Object.assign(out, table.texts);
  return out;
}

export const translations: Readonly<Record<Locale, Table>> = {
  'zh-TW': merged('zh-TW'),
  'zh-CN': merged('zh-CN'),
  en: merged('en'),
};
