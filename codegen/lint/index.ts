// The flow linter as a library: lint one parsed flow, or files; format problems for people.
// A flow is checked as the engine receives it, with its references to flows/shared/ expanded;
// a flow whose references do not resolve is reported for those alone (the rest would be noise).
import path from 'node:path';
import { expandRefs } from '../lib/flow-refs';
import { defaultFlowFiles } from '../lib/flows';
import { readJson } from '../lib/json';
import { rel } from '../lib/paths';
import { lintAppTexts } from './app-texts';
import { createContext, defaultCatalog, type Catalog } from './context';
import { defaultWidgetFindings } from './default-widget';
import { location } from './location';
import { menuOrderProblems, type MenuDeclaration } from './menu-order';
import { RULES } from './rules/index';
import { isJourneyFile, reuseIndex, reuseProblems, sharedPartReuseProblems } from './reuse';
import { lintSharedParts, type Usage } from './shared-parts';
import type { Problem } from './types';

export type { Problem, RuleId, Rule } from './types';
export { RULES };

/** Problems of one flow; `file` is where it lives (its $refs resolve from there). */
export function lintFlow(file: string, flow: unknown, catalog: Catalog = defaultCatalog(), usage?: Usage): Problem[] {
  const shown = rel(file);
  const expanded = expandRefs(flow, catalog.parts);
  if (usage) for (const kind of Object.keys(usage) as (keyof Usage)[]) expanded.used[kind].forEach((name) => usage[kind].add(name));
  if (expanded.problems.length) {
    return expanded.problems.map((p) => ({ rule: 'unknown-reference' as const, file: shown, location: location(p.path), message: p.message }));
  }
  const ctx = createContext(path.resolve(file), expanded.value, catalog);
  return RULES.flatMap((rule) => rule.check(ctx).map((f) => ({ rule: rule.id, file: shown, ...f })));
}

export function lintFiles(files: string[], catalog: Catalog = defaultCatalog(), usage?: Usage): Problem[] {
  const read: MenuDeclaration[] = [];
  const problems = files.flatMap((file) => {
    let flow: unknown;
    try {
      flow = readJson(file);
    } catch (err) {
      return [{ rule: 'schema' as const, file: rel(file), location: '(file)', message: (err as Error).message.replace(`${file}: `, '') }];
    }
    read.push({ file, flow });
    // Checked on the file as written (a parsed flow handed to lintFlow may be expanded, and the
    // expansion writes every default widget out): the reuse rules and the default widgets.
    const reuse = isJourneyFile(file, catalog.reuse?.flowsDir) ? reuseProblems(rel(file), flow, catalog.parts, catalog.reuse?.index() ?? reuseIndex()) : [];
    const written = defaultWidgetFindings(flow).map((f) => ({ rule: 'default-widget' as const, file: rel(file), ...f }));
    return [...reuse, ...lintFlow(file, flow, catalog, usage), ...written];
  });
  // Menu orders are unique per group across the flows checked together.
  return [...problems, ...menuOrderProblems(read)];
}

/** Every flow, the shared parts themselves (their texts, and entries no flow uses) and the app's and bank's texts. */
export function lintAll(catalog: Catalog = defaultCatalog(), files = defaultFlowFiles()): Problem[] {
  const usage: Usage = { $text: new Set(), $table: new Set(), $fragment: new Set() };
  const reuse = catalog.reuse?.index() ?? reuseIndex();
  return [...lintFiles(files, catalog, usage), ...lintSharedParts(catalog.parts, usage), ...sharedPartReuseProblems(catalog.parts, reuse), ...lintAppTexts()];
}

/** `path/to/flow.json: <location>: <reason> [rule]` */
export function formatProblem(p: Problem): string {
  return `${p.file}: ${p.location}: ${p.message} [${p.rule}]`;
}
