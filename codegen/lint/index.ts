// The flow linter as a library: lint one parsed flow, or files; format problems for people.
import path from 'node:path';
import { readJson } from '../lib/json';
import { rel } from '../lib/paths';
import { createContext, defaultCatalog, type Catalog } from './context';
import { RULES } from './rules/index';
import type { Problem } from './types';

export type { Problem, RuleId, Rule } from './types';
export { RULES };

/** Problems of one flow; `file` is where it lives (its $refs resolve from there). */
export function lintFlow(file: string, flow: unknown, catalog: Catalog = defaultCatalog()): Problem[] {
  const ctx = createContext(path.resolve(file), flow, catalog);
  const shown = rel(file);
  return RULES.flatMap((rule) => rule.check(ctx).map((f) => ({ rule: rule.id, file: shown, ...f })));
}

export function lintFiles(files: string[], catalog: Catalog = defaultCatalog()): Problem[] {
  return files.flatMap((file) => {
    let flow: unknown;
    try {
      flow = readJson(file);
    } catch (err) {
      return [{ rule: 'schema' as const, file: rel(file), location: '(file)', message: (err as Error).message.replace(`${file}: `, '') }];
    }
    return lintFlow(file, flow, catalog);
  });
}

/** `path/to/flow.json: <location>: <reason> [rule]` */
export function formatProblem(p: Problem): string {
  return `${p.file}: ${p.location}: ${p.message} [${p.rule}]`;
}
