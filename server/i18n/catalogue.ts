// The sandbox's response messages, one JSON file per area in messages/ ({ code: { zh-TW,
// zh-CN, en } }), merged at start. Features add their own file instead of editing a shared
// one; a code defined in two files stops the start.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../../domain/locale.js';

export type Lang = Locale;
export type Catalogue = Record<string, Record<Lang, string>>;

const folder = fileURLToPath(new URL('./messages/', import.meta.url));

export function loadCatalogue(dir: string = folder): Catalogue {
  const out: Catalogue = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const part = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue;
    for (const [code, texts] of Object.entries(part)) {
      if (code in out) throw new Error(`Message ${code} is defined twice (again in ${file})`);
      out[code] = texts;
    }
  }
  return out;
}
