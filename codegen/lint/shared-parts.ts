// Checks of flows/shared/ itself, which no single flow sees: every catalogue text has all
// three locales, code tables hold texts (or references to catalogue texts) and resolve,
// fragments resolve, and every entry is used by some flow (a stale entry is a translation
// someone keeps paying for).
import path from 'node:path';
import { expandRefs, type RefKind } from '../lib/flow-refs';
import { isObject } from '../lib/json';
import { rel } from '../lib/paths';
import { FRAGMENTS_DIR, TABLES_DIR, TEXTS_FILE, type SharedParts } from '../lib/shared-parts';
import { location } from './location';
import { locales } from './rules/missing-translation';
import { placeholderProblem } from './rules/placeholder-mismatch';
import type { Problem } from './types';

/** Names reached from the flows, by reference kind. */
export type Usage = Record<RefKind, Set<string>>;

function textProblems(text: unknown): string[] {
  const all = locales();
  if (!isObject(text)) return [`is not a text { ${all.join(', ')} }`];
  const out: string[] = [];
  const missing = all.filter((l) => typeof text[l] !== 'string');
  const empty = all.filter((l) => typeof text[l] === 'string' && (text[l] as string).trim() === '');
  const extra = Object.keys(text).filter((k) => !all.includes(k));
  if (missing.length) out.push(`text lacks ${missing.join(', ')}`);
  if (empty.length) out.push(`text is empty in ${empty.join(', ')}`);
  if (extra.length) out.push(`text has keys that are no locale: ${extra.join(', ')}`);
  return out;
}

export function lintSharedParts(parts: SharedParts, usage?: Usage): Problem[] {
  const out: Problem[] = [];
  const texts = rel(path.join(parts.dir, TEXTS_FILE));
  const fileOf = (dir: string, name: string): string => rel(path.join(parts.dir, dir, `${name}.json`));

  for (const [key, text] of Object.entries(parts.texts)) {
    for (const message of textProblems(text)) out.push({ rule: 'missing-translation', file: texts, location: key, message });
    const mismatch = isObject(text) ? placeholderProblem(text) : undefined;
    if (mismatch) out.push({ rule: 'placeholder-mismatch', file: texts, location: key, message: mismatch });
  }
  for (const [name, table] of Object.entries(parts.tables)) {
    const file = fileOf(TABLES_DIR, name);
    const { value, problems } = expandRefs<Record<string, unknown>>(table, parts);
    for (const p of problems) out.push({ rule: 'unknown-reference', file, location: location(p.path), message: p.message });
    if (problems.length) continue;
    for (const [code, text] of Object.entries(value)) {
      for (const message of textProblems(text)) out.push({ rule: 'missing-translation', file, location: location([code]), message });
      const mismatch = isObject(text) ? placeholderProblem(text) : undefined;
      if (mismatch) out.push({ rule: 'placeholder-mismatch', file, location: location([code]), message: mismatch });
    }
  }
  for (const [name, fragment] of Object.entries(parts.fragments)) {
    const file = fileOf(FRAGMENTS_DIR, name);
    for (const p of expandRefs(fragment, parts).problems) out.push({ rule: 'unknown-reference', file, location: location(p.path), message: p.message });
  }

  if (usage) {
    const unused = (kind: RefKind, names: string[], file: (name: string) => string, what: string): void => {
      for (const name of names) {
        if (!usage[kind].has(name)) out.push({ rule: 'unused-shared', file: file(name), location: kind === '$text' ? name : '(file)', message: `no flow uses the ${what} "${name}"` });
      }
    };
    unused('$text', Object.keys(parts.texts), () => texts, 'text');
    unused('$table', Object.keys(parts.tables), (name) => fileOf(TABLES_DIR, name), 'code table');
    unused('$fragment', Object.keys(parts.fragments), (name) => fileOf(FRAGMENTS_DIR, name), 'fragment');
  }
  return out;
}
