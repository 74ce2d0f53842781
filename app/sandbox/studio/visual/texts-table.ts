// One table of a journey's texts, a column per language: every text written in the flow itself
// ({"zh-TW", "zh-CN", "en"}), where it stands, whether a language is missing, and which
// languages may be stale (the text changed in some languages since the file was opened, not in
// these). Shared texts ({"$text": …}) are the catalogue's, not the journey's. Pure.
import { LOCALES, type Locale } from './form-fields';

export interface TextRow {
  path: (string | number)[];
  value: Partial<Record<Locale, string>>;
  missing: Locale[];
  stale: Locale[];
}

const isText = (v: unknown): v is Partial<Record<Locale, string>> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => (LOCALES as string[]).includes(k));

function at(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
}

export function textRows(flow: unknown, base?: unknown): TextRow[] {
  const rows: TextRow[] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (isText(v)) {
      const before = at(base, path);
      const old = isText(before) ? before : undefined;
      const changed = old ? LOCALES.filter((l) => (old[l] ?? '') !== (v[l] ?? '')) : [];
      rows.push({
        path,
        value: v,
        missing: LOCALES.filter((l) => !v[l]),
        stale: changed.length > 0 && changed.length < LOCALES.length ? LOCALES.filter((l) => !changed.includes(l) && !!v[l]) : [],
      });
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(flow, []);
  return rows;
}

export function setTextAt(flow: unknown, path: (string | number)[], locale: Locale, value: string): unknown {
  const f = structuredClone(flow) as Record<string, unknown>;
  const text = at(f, path) as Record<string, string>;
  text[locale] = value;
  return f;
}

/** Shared texts whose words in the language contain what is typed: offered before a new one. */
export function sharedMatches(shared: Record<string, Partial<Record<Locale, string>>>, typed: string, locale: Locale, limit = 5): string[] {
  const q = typed.trim().toLowerCase();
  if (q.length < 2) return [];
  return Object.entries(shared)
    .filter(([, t]) => (t[locale] ?? '').toLowerCase().includes(q))
    .slice(0, limit)
    .map(([k]) => k);
}
