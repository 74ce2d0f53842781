// The texts outside flows that follow the same three-language rule: the texts' home of the
// front end (locales/, docs/texts.md: every folder holding <locale>.json files is one table,
// locales/<namespace>/ and the shell's locales/shell/<area>/) and the bank's messages
// (server/i18n/messages/*.json, one text object per code). Their placeholders must agree
// across languages, as in flows (rules/placeholder-mismatch.ts).
import fs from 'node:fs';
import path from 'node:path';
import { isObject, listJsonFiles, readJson } from '../lib/json';
import { ROOT, rel } from '../lib/paths';
import { locales } from './rules/missing-translation';
import { placeholderProblem, placeholders } from './rules/placeholder-mismatch';
import type { Problem } from './types';

export const APP_LOCALES_DIR = path.join(ROOT, 'locales');
export const SERVER_MESSAGES_DIR = path.join(ROOT, 'server/i18n/messages');

/** The folders under `dir` (relative paths) that hold language files, nested ones included. */
function tableFolders(dir: string, prefix: string): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = path.join(prefix, entry.name);
      const holds = fs.readdirSync(path.join(dir, folder)).some((name) => name.endsWith('.json'));
      return [...(holds ? [folder] : []), ...tableFolders(dir, folder)];
    })
    .sort();
}

export function lintAppTexts(appDir = APP_LOCALES_DIR, messagesDir = SERVER_MESSAGES_DIR): Problem[] {
  const out: Problem[] = [];
  const all = locales();
  const areas = fs.existsSync(appDir) ? tableFolders(appDir, '') : [];
  for (const area of areas) {
    const tables = Object.fromEntries(all.map((l) => {
      const file = path.join(appDir, area, `${l}.json`);
      const table = fs.existsSync(file) ? readJson(file) : {};
      return [l, isObject(table) ? table : {}];
    }));
    const keys = [...new Set(all.flatMap((l) => Object.keys(tables[l]!)))];
    for (const key of keys) {
      const text = Object.fromEntries(all.map((l) => [l, tables[l]![key]]));
      const problem = placeholderProblem(text);
      if (!problem) continue;
      // Reported in the first language file that lacks one of them.
      const union = new Set(all.flatMap((l) => (typeof text[l] === 'string' ? placeholders(text[l] as string) : [])));
      const lacking = all.find((l) => typeof text[l] === 'string' && placeholders(text[l] as string).length < union.size) ?? all[0];
      out.push({ rule: 'placeholder-mismatch', file: rel(path.join(appDir, area, `${lacking}.json`)), location: key, message: problem });
    }
  }
  for (const file of listJsonFiles(messagesDir)) {
    const messages = readJson(file);
    if (!isObject(messages)) continue;
    for (const [code, text] of Object.entries(messages)) {
      const problem = isObject(text) ? placeholderProblem(text) : undefined;
      if (problem) out.push({ rule: 'placeholder-mismatch', file: rel(file), location: code, message: problem });
    }
  }
  return out;
}
