// The journey's steps and their `next` as the graph editor edits them: each `next` is one step
// id or a list of branches ({"when": JSON Logic, "go": step}) ending in a bare default. Pure:
// every function returns a new flow (tests/unit/studio/visual/journey.test.ts).
import { STEP_KINDS, type StepKind, templateStep } from './step-templates';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

export interface Branch {
  /** Position in the step's `next` list, or -1 when `next` is a single step id. */
  index: number;
  when?: unknown;
  go: string;
}

export function stepsOf(flow: Obj): Record<string, Obj> {
  return obj(flow.steps) as Record<string, Obj>;
}

export function branchesOf(step: Obj): Branch[] {
  const next = step.next;
  if (typeof next === 'string') return [{ index: -1, go: next }];
  if (!Array.isArray(next)) return [];
  return next.map((b, index) => (typeof b === 'string' ? { index, go: b } : { index, when: obj(b).when, go: String(obj(b).go) }));
}

/** Where each step can go: its `next` and, for a button, its `step` (a step id in a result's buttons). */
export function targetsOf(step: Obj): string[] {
  const out = branchesOf(step).map((b) => b.go);
  for (const button of Array.isArray(step.buttons) ? step.buttons : []) if (typeof obj(button).step === 'string') out.push(obj(button).step as string);
  return out;
}

/** The steps the start step reaches, following every `next`. */
export function reachable(flow: Obj, without?: string): Set<string> {
  const steps = stepsOf(flow);
  const seen = new Set<string>();
  const todo = typeof flow.start === 'string' && flow.start !== without ? [flow.start] : [];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id) || !(id in steps)) continue;
    seen.add(id);
    for (const t of targetsOf(steps[id]!)) if (t !== without) todo.push(t);
  }
  return seen;
}

/** The steps that deleting `id` would leave unreachable (beside the deleted one). */
export function unreachableAfterDelete(flow: Obj, id: string): string[] {
  const before = reachable(flow);
  const after = reachable(flow, id);
  return [...before].filter((s) => s !== id && !after.has(s));
}

/** Deletes the step and every `next` to it (a branch to it goes; a single next to it goes). */
export function deleteStep(flow: Obj, id: string): Obj {
  const f = structuredClone(flow);
  const steps = stepsOf(f);
  delete steps[id];
  for (const step of Object.values(steps)) {
    if (step.next === id) delete step.next;
    else if (Array.isArray(step.next)) {
      const kept = step.next.filter((b) => (typeof b === 'string' ? b : obj(b).go) !== id);
      if (kept.length === 0) delete step.next;
      else step.next = kept.length === 1 && typeof kept[0] === 'string' ? kept[0] : kept;
    }
    if (step.backTo === id) delete step.backTo;
  }
  return f;
}

/**
 * Connects `from` to `to`: as the step's next when it has none or one, replacing branch
 * `index` when given (a reconnected arrow), else as the default at the end of its branches.
 */
export function connect(flow: Obj, from: string, to: string, index?: number): Obj {
  const f = structuredClone(flow);
  const step = stepsOf(f)[from]!;
  const next = step.next;
  if (index !== undefined && index >= 0 && Array.isArray(next)) {
    const b = next[index];
    next[index] = typeof b === 'string' ? to : { ...obj(b), go: to };
  } else if (Array.isArray(next)) {
    const last = next[next.length - 1];
    if (typeof last === 'string') next[next.length - 1] = to;
    else next.push(to);
  } else step.next = to;
  return f;
}

/** Turns a single next into a list with a branch in front: `when` (true until built) goes to `to`. */
export function addBranch(flow: Obj, from: string, to: string, when: unknown = true): Obj {
  const f = structuredClone(flow);
  const step = stepsOf(f)[from]!;
  const next = step.next;
  const branch = { when, go: to };
  if (Array.isArray(next)) {
    const end = typeof next[next.length - 1] === 'string' ? next.length - 1 : next.length;
    next.splice(end, 0, branch);
  } else step.next = typeof next === 'string' ? [branch, next] : [branch];
  return f;
}

export function setCondition(flow: Obj, from: string, index: number, when: unknown): Obj {
  const f = structuredClone(flow);
  const next = stepsOf(f)[from]!.next;
  if (!Array.isArray(next) || typeof next[index] !== 'object') throw new Error(`steps.${from}.next[${index}] is not a branch`);
  next[index] = { ...obj(next[index]), when };
  return f;
}

/** A step id not used yet: the kind, then kind2, kind3 … */
export function freeStepId(flow: Obj, base: string): string {
  const steps = stepsOf(flow);
  for (let n = 1; ; n += 1) {
    const id = n === 1 ? base : `${base}${n}`;
    if (!(id in steps)) return id;
  }
}

/** Adds a step of the kind from its template, on the route of the flow's start step. */
export function addStep(flow: Obj, kind: StepKind, id = freeStepId(flow, kind)): { flow: Obj; id: string } {
  if (!STEP_KINDS.includes(kind)) throw new Error(`no template for ${kind}`);
  const f = structuredClone(flow);
  const steps = stepsOf(f);
  const startRoute = String(obj(steps[String(f.start)]).route ?? '/');
  f.steps = { ...steps, [id]: templateStep(kind, startRoute) };
  return { flow: f, id };
}
