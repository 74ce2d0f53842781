// The app's text tables read from the texts' home (locales/<namespace>/<language>.json) as files:
// the test runner loads these helpers as plain ES modules, where a JSON import needs an import
// attribute the app's sources (bundled by Vite) do not write, so the replay reads the same files
// the app bundles instead of importing the app's text modules.
import fs from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import type { Locale } from '../../../engine/core/flow-types';
import { REPO_ROOT } from '../../replay/files';

type StepsKey = keyof typeof import('../../../locales/steps/en.json');
type WidgetsKey = keyof typeof import('../../../locales/widgets/en.json');
type MerchantKey = keyof typeof import('../../../locales/merchant/en.json');

const cache = new Map<string, Record<string, string>>();

function table(namespace: string, locale: Locale): Record<string, string> {
  const file = path.join(REPO_ROOT, 'locales', namespace, `${locale}.json`);
  let texts = cache.get(file);
  if (!texts) {
    texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    cache.set(file, texts);
  }
  return texts;
}

/** A step template's text (engine/react/texts.ts reads the same table), {name}s filled from `values`. */
export function adapterText(key: StepsKey, locale: Locale, values?: Record<string, string | number>): string {
  const text = table('steps', locale)[key]!;
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}

/** The widgets' own texts in `locale` (widgets/i18n.ts reads the same table). */
export function textsFor(locale: Locale): Record<WidgetsKey, string> {
  return table('widgets', locale) as Record<WidgetsKey, string>;
}

/** The merchant picker's texts in `locale` (widgets/merchant/texts.ts reads the same table). */
export function merchantTexts(locale: Locale): Record<MerchantKey, string> {
  return table('merchant', locale) as Record<MerchantKey, string>;
}

/** A 'YYYY-MM-DD' date as the date widget shows it (widgets/date/dates.ts, formatDisplayDate). */
export function formatDisplayDate(value: string, locale: Locale): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value).format(textsFor(locale).dateFormat) : '';
}
