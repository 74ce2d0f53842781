// The parts flows share instead of copying them (flows/shared/):
//   texts.json              key -> { "zh-TW", "zh-CN", "en" }       used as {"$text": key}
//   code-tables/{name}.json code -> text (or {"$text": key})         used as {"$table": name}
//   fragments/{name}.json   any flow JSON (may reference the above)  used as {"$fragment": name}
import fs from 'node:fs';
import path from 'node:path';
import { isObject, listJsonFiles, readJson } from './json';
import { SHARED_DIR } from './paths';

export interface SharedParts {
  dir: string;
  texts: Record<string, unknown>;
  tables: Record<string, Record<string, unknown>>;
  fragments: Record<string, unknown>;
}

export const TEXTS_FILE = 'texts.json';
export const TABLES_DIR = 'code-tables';
export const FRAGMENTS_DIR = 'fragments';

/** A shared part's name is its file name: what a flow writes after $table / $fragment. */
function byName(dir: string): Record<string, unknown> {
  return Object.fromEntries(listJsonFiles(dir).map((file) => [path.basename(file, '.json'), readJson(file)]));
}

export function loadSharedParts(dir = SHARED_DIR): SharedParts {
  const textsFile = path.join(dir, TEXTS_FILE);
  const texts = fs.existsSync(textsFile) ? readJson(textsFile) : {};
  if (!isObject(texts)) throw new Error(`${textsFile}: must be an object of texts by key`);
  const tables = byName(path.join(dir, TABLES_DIR));
  for (const [name, table] of Object.entries(tables)) {
    if (!isObject(table)) throw new Error(`${path.join(dir, TABLES_DIR, name)}.json: must be an object of texts by code`);
  }
  return { dir, texts, tables: tables as SharedParts['tables'], fragments: byName(path.join(dir, FRAGMENTS_DIR)) };
}

let cached: SharedParts | undefined;

/** flows/shared/, read once per run. */
export function sharedParts(): SharedParts {
  cached ??= loadSharedParts();
  return cached;
}
