// placeholder-mismatch: a text's placeholders ({name} in flows and bank messages, {{name}} in the
// app's i18next files) must be the same in every locale. A placeholder missing in one language
// shows the customer a sentence without its number; one spelt differently shows the raw
// "{name}". Checked in every text of a flow here; lintSharedParts and lintAppTexts (lint/index.ts)
// apply the same check to flows/shared/, the app's i18n files and the bank's messages.
import { isObject } from '../../lib/json';
import { location } from '../location';
import { walkJson } from '../walk';
import type { Finding, Rule } from '../types';
import { locales } from './missing-translation';

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}|\{([A-Za-z_][\w.]*)\}/g;

/** The placeholders of a string, as written ("{{mobile}}", "{max}"), sorted and unique. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => (m[1] !== undefined ? `{{${m[1]}}}` : `{${m[2]}}`)))].sort();
}

/** Why the locales of one text disagree about placeholders, or undefined. */
export function placeholderProblem(text: Record<string, unknown>): string | undefined {
  const sets = locales().filter((l) => typeof text[l] === 'string').map((l) => [l, placeholders(text[l] as string)] as const);
  const all = [...new Set(sets.flatMap(([, p]) => p))];
  if (!all.length) return undefined;
  const lacking = sets.map(([l, p]) => [l, all.filter((x) => !p.includes(x))] as const).filter(([, missing]) => missing.length);
  if (!lacking.length) return undefined;
  return `placeholders differ between languages: ${lacking.map(([l, missing]) => `${l} lacks ${missing.join(', ')}`).join('; ')}`;
}

export const placeholderMismatchRule: Rule = {
  id: 'placeholder-mismatch',
  description: 'every text has the same {placeholders} in all three languages',
  check(ctx) {
    const all = locales();
    const out: Finding[] = [];
    walkJson(ctx.flow, (node, path) => {
      if (!isObject(node) || !all.some((l) => typeof node[l] === 'string')) return;
      const problem = placeholderProblem(node);
      if (problem) out.push({ location: location(path), message: problem });
    });
    return out;
  },
};
