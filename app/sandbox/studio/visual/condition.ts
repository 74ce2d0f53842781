// A branch's condition between the flow's JSON Logic and react-querybuilder's query, and the
// data a branch of a step can test: the answers of the forms before it (data.<step>.<field>)
// and the data paths the journey already reads from what was loaded or answered before it.
// Pure (tests/unit/studio/visual/condition.test.ts).
import { formatQuery, type RuleGroupType } from 'react-querybuilder';
import { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
import { fieldOrder } from './form-fields';
import { stepsOf, targetsOf } from './journey';

type Obj = Record<string, unknown>;

export function toQuery(when: unknown): RuleGroupType | null {
  if (when === true || when === undefined) return { combinator: 'and', rules: [] };
  const query = parseJsonLogic(when as Parameters<typeof parseJsonLogic>[0]);
  // The builder reads comparisons joined by and / or; anything else stays for the JSON view.
  return JSON.stringify(toLogic(query)) === JSON.stringify(when) ? query : null;
}

/** The query as JSON Logic; an empty query is `true` (the branch is always taken). */
export function toLogic(query: RuleGroupType): unknown {
  const logic = literals(formatQuery(query, { format: 'jsonlogic', parseNumbers: true }) as unknown);
  if (logic === false || logic === undefined) return true;
  // One comparison is written as itself, not as a group of one.
  const group = logic as Record<string, unknown[]>;
  const [op] = Object.keys(group);
  if ((op === 'and' || op === 'or') && Object.keys(group).length === 1 && group[op]!.length === 1) return group[op]![0];
  return logic;
}

/** The builder's value boxes give text: "true" and "false" are the flags the data holds. */
function literals(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (Array.isArray(value)) return value.map(literals);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'var' ? v : literals(v)]));
  return value;
}

/** The steps from which `to` can be reached (and `to` itself). */
export function stepsBefore(flow: Obj, to: string): string[] {
  const steps = stepsOf(flow);
  const out = new Set<string>([to]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [id, step] of Object.entries(steps)) if (!out.has(id) && targetsOf(step).some((t) => out.has(t))) out.add(id), (grew = true);
  }
  return [...out];
}

function varsIn(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) value.forEach((v) => varsIn(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'var' && typeof v === 'string') into.add(v);
      else if (k === 'var' && Array.isArray(v) && typeof v[0] === 'string') into.add(v[0]);
      else varsIn(v, into);
    }
  } else if (typeof value === 'string' && /^(response|loaded|data)\.[A-Za-z0-9_-]+\.[A-Za-z0-9_.]+$/.test(value)) into.add(value);
}

/**
 * The fields a condition of a branch of `stepId` may test, sorted. `opened` is the flow as
 * opened: what it read stays on offer while its condition is replaced.
 */
export function conditionFields(flow: Obj, stepId: string, opened?: Obj | null): string[] {
  const steps = stepsOf(flow);
  const before = new Set(stepsBefore(flow, stepId));
  const out = new Set<string>();
  for (const id of before) {
    const step = steps[id]!;
    if (step.kind === 'form') for (const name of fieldOrder(step)) out.add(`data.${id}.${name}`);
  }
  const used = new Set<string>();
  varsIn(flow.steps, used);
  if (opened) varsIn(opened.steps, used);
  for (const path of used) {
    const [root, step] = path.split('.');
    if ((root === 'response' || root === 'loaded' || root === 'data') && step && before.has(step)) out.add(path);
    else if (root === 'user' || root === 'query') out.add(path);
  }
  return [...out].sort();
}
