// JSON Logic operations whose code is too heavy for every journey's page (the phone rules:
// libphonenumber's metadata, about 25 kB brotli; the identity numbers' rules, about 1 kB, on
// the few journeys that ask for one): their modules are imported for the flows that
// name them. Named only in a step's `checks`, which run when the customer presses Next, they
// load beside the first screen and the run waits for them before checking (FlowRun.proceed);
// named anywhere else, the flow waits for them before it shows (app/flows.ts). A rule naming
// one whose module was not imported fails loudly ("Unrecognized operation"), never passes.
import type { Flow } from './flow-types';

/** The modules (engine/core/<name>.ts) that register on-demand operations. */
const MODULES = {
  'phone-ops': () => import('./phone-ops'),
  'identity-ops': () => import('./identity-ops'),
};
type ModuleName = keyof typeof MODULES;

/** Operation name → the module that registers it (build-tools/page-weight.ts counts it on the journeys that need it first). */
export const ON_DEMAND_OPS: Record<string, ModuleName> = {
  proxyValid: 'phone-ops',
  phoneValid: 'phone-ops',
  idProblem: 'identity-ops',
  ageOn: 'identity-ops',
};

/**
 * The on-demand operations a flow (or any JSON value) names: `all`, and `beforeShow`, those
 * named outside the steps' `checks` (a condition, a mapping or a shown value may be evaluated as
 * soon as a step renders).
 */
export function onDemandOps(value: unknown): { all: Set<string>; beforeShow: Set<string> } {
  const all = new Set<string>();
  const beforeShow = new Set<string>();
  const walk = (v: unknown, inChecks: boolean, depth: number): void => {
    if (Array.isArray(v)) for (const item of v) walk(item, inChecks, depth + 1);
    else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (Object.hasOwn(ON_DEMAND_OPS, key)) {
          all.add(key);
          if (!inChecks) beforeShow.add(key);
        }
        // A step's checks: flow → steps → <id> → checks (depth 2).
        walk(item, inChecks || (depth === 2 && key === 'checks'), depth + 1);
      }
    }
  };
  walk(value, false, 0);
  return { all, beforeShow };
}

const loaded = new Set<ModuleName>();

/** Called by each on-demand module when it has registered its operations (also when imported statically, as Node does). */
export function registered(module: ModuleName): void {
  loaded.add(module);
}
const loading = new Map<ModuleName, Promise<void>>();
const named = new WeakMap<object, { all: Set<string>; beforeShow: Set<string> }>();

function opsOf(flow: unknown): { all: Set<string>; beforeShow: Set<string> } {
  if (flow === null || typeof flow !== 'object') return onDemandOps(flow);
  let ops = named.get(flow);
  if (!ops) named.set(flow, (ops = onDemandOps(flow)));
  return ops;
}

function load(ops: Iterable<string>): Promise<void> {
  const modules = new Set([...ops].map((op) => ON_DEMAND_OPS[op]!));
  return Promise.all(
    [...modules].filter((m) => !loaded.has(m)).map((m) => {
      let p = loading.get(m);
      if (!p) {
        p = MODULES[m]().then(() => registered(m));
        // A failed fetch is asked for again next time.
        p.catch(() => loading.delete(m));
        loading.set(m, p);
      }
      return p;
    }),
  ).then(() => undefined);
}

/**
 * Imports the on-demand operations the flow names and resolves once those it needs to show are
 * in; the ones only its checks name keep loading beside the first screen.
 */
export function loadLogicOps(flow: Flow | unknown): Promise<void> {
  const { all, beforeShow } = opsOf(flow);
  load(all).catch(() => undefined);
  return load(beforeShow);
}

/** Resolves when every on-demand operation the flow names is in; undefined when they already are (no wait at all). */
export function logicOpsPending(flow: Flow | unknown): Promise<void> | undefined {
  const { all } = opsOf(flow);
  return [...all].every((op) => loaded.has(ON_DEMAND_OPS[op]!)) ? undefined : load(all);
}
