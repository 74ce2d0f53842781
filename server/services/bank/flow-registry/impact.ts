// The impact review of a version (docs/publishing.md, "Impact review"): what an approver reads
// before deciding. Against the version it replaces (what new runs got when it was made: a
// registry version, or the build's), it gives each changed step of both definitions (the studio
// renders them with the real engine), both graphs with the new paths marked, the changes to
// what the bank is asked to do and who may (the money class) with their values before and after,
// the journey's fixtures replayed against it (which pass, which break and where), and the
// bundle's size before and after against the budget. A version's text never changes (its
// fingerprint says so), so an answer is kept for the next approver who asks.
import path from 'node:path';
import type { AppContext } from '../../../context.js';
import { classifyChange, type ChangeClass } from '../../../../domain/publishing/change-class.js';
import { flowForms, formKey } from '../../../../codegen/lib/flow-forms.js';
import { resolveFormSchema } from '../../../../codegen/lib/form-schema.js';
import { flowHash } from '../../../../codegen/lib/journey-names.js';
import { ROOT } from '../../../../codegen/lib/paths.js';
import { replayJourney, type FixtureResult } from '../../../../codegen/replay/journey.js';
import { flowGraph, type GraphEdge, type GraphNode } from '../../../studio/flow-graph.js';
import { builtFlowText } from './accepted.js';
import { bundleSizes, type BundleSizes } from './impact-sizes.js';

type FlowShape = Parameters<typeof classifyChange>[0];
/** A definition as the engine runs it (the bank reads it as data; the replay hands it to the engine). */
type Flow = Parameters<typeof replayJourney>[0];

/** The replay is bounded: at most this many fixtures, none started after this many milliseconds. */
export const REPLAY_LIMITS = { maxFixtures: 60, budgetMs: 15_000 };

export interface ImpactSide {
  /** The registry version's number, or the build's version for the baseline. */
  number: number;
  baseline: boolean;
  flow: Flow;
  /** Each form's schema as the engine renders it, by form key (as the studio's check gives it). */
  forms: Record<string, unknown>;
  graph: { nodes: GraphNode[]; edges: GraphEdge[] };
}

export interface ChangedStep {
  id: string;
  change: 'changed' | 'added' | 'removed';
  /** The highest class among the step's differences. */
  class: ChangeClass;
}

export interface MoneyChange {
  path: string;
  before: unknown;
  after: unknown;
}

export interface Impact {
  flowId: string;
  class: ChangeClass;
  before: ImpactSide;
  after: ImpactSide;
  steps: ChangedStep[];
  /** Differences outside the steps (title, menu, description, login, start). */
  other: { path: string; class: ChangeClass }[];
  money: MoneyChange[];
  /** The after graph's steps and edges to mark; edges the draft removed, for the text. */
  marked: { steps: string[]; edges: GraphEdge[]; removedEdges: GraphEdge[] };
  fixtures: (FixtureResult & { before: FixtureResult['result'] })[];
  sizes: BundleSizes;
}

const RANK: ChangeClass[] = ['texts', 'form', 'structure', 'money'];
const higher = (a: ChangeClass, b: ChangeClass) => (RANK.indexOf(a) >= RANK.indexOf(b) ? a : b);
const edgeKey = (e: GraphEdge) => `${e.kind}|${e.from}|${e.to}|${e.label}`;

function valueAt(flow: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), flow);
}

function side(flow: Flow, flowFile: string, baseline: boolean): ImpactSide {
  const forms: Record<string, unknown> = {};
  for (const form of flowForms(flow)) {
    const { schema, problems } = resolveFormSchema(form.schema, path.resolve(ROOT, flowFile));
    if (!problems.length) forms[formKey(flow, form.stepId)] = schema;
  }
  return { number: flow.version, baseline, flow, forms, graph: flowGraph(flow) };
}

const kept = new Map<string, Promise<Impact>>();
const KEEP = 20;

/** The impact of version `number` of the journey; undefined when there is no such version or nothing it replaced. */
export async function impactOf(ctx: AppContext, flowId: string, number: number): Promise<Impact | undefined> {
  const row = await ctx.store.db.selectFrom('flow_versions').select(['compiled', 'hash', 'path', 'based_on']).where('flow_id', '=', flowId).where('number', '=', number).executeTakeFirst();
  if (!row) return undefined;
  const base = await ctx.store.db.selectFrom('flow_versions').select(['compiled', 'hash', 'number']).where('flow_id', '=', flowId).where('number', '=', row.based_on).executeTakeFirst();
  const replaced = base?.compiled ?? builtFlowText(flowId);
  if (!replaced) return undefined;
  // Keyed by both fingerprints: a hand-edited row or a new build is a new answer.
  const key = `${flowId}@${number}#${row.hash}<${flowHash(replaced)}`;
  let answer = kept.get(key);
  if (!answer) {
    answer = measure(ctx, flowId, row, replaced, base ? base.number : null);
    kept.set(key, answer);
    answer.catch(() => kept.delete(key));
    if (kept.size > KEEP) kept.delete(kept.keys().next().value!);
  }
  return answer;
}

async function measure(ctx: AppContext, flowId: string, row: { compiled: string; hash: string; path: string }, replaced: string, replacedNumber: number | null): Promise<Impact> {
  const beforeJson: unknown = JSON.parse(replaced);
  const afterJson: unknown = JSON.parse(row.compiled);
  const beforeFlow = beforeJson as Flow;
  const afterFlow = afterJson as Flow;
  // The classifier reads the same definitions as plain JSON, as registry.ts hands them to it.
  const change = classifyChange(beforeJson as FlowShape, afterJson as FlowShape);

  const steps = new Map<string, ChangedStep>();
  const other: Impact['other'] = [];
  for (const reason of change.reasons) {
    const id = /^steps\.([^.]+)/.exec(reason.path)?.[1];
    if (!id) {
      other.push(reason);
      continue;
    }
    const known = steps.get(id);
    const kind = !beforeFlow.steps[id] ? 'added' : !afterFlow.steps[id] ? 'removed' : 'changed';
    steps.set(id, { id, change: kind, class: known ? higher(known.class, reason.class) : reason.class });
  }
  // In the order the draft lists its steps, the removed ones last.
  const order = [...Object.keys(afterFlow.steps), ...Object.keys(beforeFlow.steps)];
  const changed = [...steps.values()].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));

  const before = side(beforeFlow, row.path, replacedNumber === null);
  const after = side(afterFlow, row.path, false);
  const beforeEdges = new Set(before.graph.edges.map(edgeKey));
  const afterEdges = new Set(after.graph.edges.map(edgeKey));

  // The replays run one after the other (two at once would only share the processor), within
  // one time budget: what the draft does first, then the replaced version for comparison.
  const started = performance.now();
  const limits = { ...REPLAY_LIMITS, elapsed: () => performance.now() - started };
  const afterReplay = await replayJourney(afterFlow, row.path, limits);
  const beforeReplay = await replayJourney(beforeFlow, row.path, limits);
  const sizes = await bundleSizes(
    ctx.store.db,
    { flowId, number: replacedNumber, compiled: replaced, hash: flowHash(replaced), path: row.path },
    { flowId, number: afterFlow.version, compiled: row.compiled, hash: row.hash, path: row.path },
  );

  return {
    flowId,
    class: change.class,
    before,
    after,
    steps: changed,
    other,
    money: change.reasons.filter((r) => r.class === 'money').map((r) => ({ path: r.path, before: valueAt(beforeFlow, r.path) ?? null, after: valueAt(afterFlow, r.path) ?? null })),
    marked: {
      steps: changed.filter((s) => s.change !== 'removed').map((s) => s.id),
      edges: after.graph.edges.filter((e) => !beforeEdges.has(edgeKey(e))),
      removedEdges: before.graph.edges.filter((e) => !afterEdges.has(edgeKey(e))),
    },
    fixtures: afterReplay.map((r) => ({ ...r, before: beforeReplay.find((b) => b.file === r.file)?.result ?? 'skipped' })),
    sizes,
  };
}
