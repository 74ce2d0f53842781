// Path coverage: every path through a flow's step graph, and which of them the fixtures walk.
// A path starts at the flow's start step and follows `next` (each `when` branch and the
// default are separate paths) to a step with no next; on the way, each step can also end the
// path at one of the stages the run passes through on it (engine/core/run-chart.ts,
// `stepStages`): a load answered with an error, the strengthened verification or the
// authentication cancelled, the submit answered with an error. Back edges (`backTo`, Amend)
// are not paths of their own: a replay that goes back continues the path from the earlier step.
import { flowSteps } from '../lib/flow-forms';
import { nextTargets } from '../lib/next-targets';
import type { FlowRun } from '../../engine/core/flow-run';
import type { Flow } from '../../engine/core/flow-types';
import { stepStages, type PathEnd } from '../../engine/core/run-chart';
import type { StepEntry } from './fixture';

export type { PathEnd } from '../../engine/core/run-chart';

export interface FlowPath {
  steps: string[];
  end: PathEnd;
}

/** A path as one line: `input → confirm → result` or `input → confirm ✗ submit failed`. */
export function pathKey(path: FlowPath): string {
  const walk = path.steps.join(' → ');
  return path.end === 'done' ? walk : `${walk} ✗ ${path.end}`;
}

/** More paths than this in one flow means a graph nobody could test; the list stops there. */
const MAX_PATHS = 1000;

export function flowPaths(flow: Flow | unknown): FlowPath[] {
  const steps = new Map(flowSteps(flow));
  const start = (flow as { start?: unknown }).start;
  const out: FlowPath[] = [];
  if (typeof start !== 'string' || !steps.has(start)) return out;
  const visit = (trail: string[]): void => {
    if (out.length >= MAX_PATHS) return;
    const id = trail[trail.length - 1]!;
    const step = steps.get(id)!;
    for (const { end } of stepStages(step)) out.push({ steps: trail, end });
    // A target the trail already passed through is a loop back, not a new path.
    const targets = [...new Set(nextTargets(id, step).map((t) => t.stepId))].filter((t) => steps.has(t) && !trail.includes(t));
    if (targets.length === 0) out.push({ steps: trail, end: 'done' });
    for (const target of targets) visit([...trail, target]);
  };
  visit([start]);
  return out;
}

/**
 * Follows one replay and collects the paths it walked. `observe` is called after the run
 * starts (no entry) and after each step entry is performed.
 */
export class PathTracker {
  private trail: string[] = [];
  readonly walked = new Set<string>();

  observe = (run: FlowRun, entry?: StepEntry): void => {
    const at = this.trail.indexOf(run.stepId);
    // Back to an earlier step: the path continues from there.
    if (at >= 0) this.trail = this.trail.slice(0, at + 1);
    else this.trail.push(run.stepId);
    const steps = [...this.trail];
    if (run.status === 'failed' && (run.error?.stage === 'load' || run.error?.stage === 'submit')) {
      this.walked.add(pathKey({ steps, end: run.error.stage === 'load' ? 'load failed' : 'submit failed' }));
    }
    if (entry?.verify?.cancel) this.walked.add(pathKey({ steps, end: 'verify cancelled' }));
    else if (entry?.action === 'authCancel' || (run.status === 'failed' && run.error?.stage === 'auth')) {
      this.walked.add(pathKey({ steps, end: 'auth cancelled' }));
    }
    const step = run.flow.steps[run.stepId];
    const last = step !== undefined && nextTargets(run.stepId, step as unknown as Record<string, unknown>).length === 0;
    if (run.status === 'done' || (last && run.status === 'idle')) this.walked.add(pathKey({ steps, end: 'done' }));
  };
}

export interface FlowCoverage {
  flow: string;
  covered: string[];
  uncovered: string[];
}

/** Per flow (sorted by id): its paths split into those some fixture walked and the rest. */
export function coverageReport(flows: Record<string, Flow>, walked: Map<string, Set<string>>): FlowCoverage[] {
  return Object.keys(flows)
    .sort()
    .map((id) => {
      const all = flowPaths(flows[id]).map(pathKey);
      const seen = walked.get(id) ?? new Set<string>();
      return { flow: id, covered: all.filter((p) => seen.has(p)), uncovered: all.filter((p) => !seen.has(p)) };
    });
}

export function formatCoverage(report: FlowCoverage[]): string {
  const lines: string[] = [];
  let covered = 0;
  let total = 0;
  for (const flow of report) {
    const n = flow.covered.length + flow.uncovered.length;
    covered += flow.covered.length;
    total += n;
    lines.push(`${flow.flow}: ${flow.covered.length}/${n} paths covered`);
    for (const p of flow.covered) lines.push(`  ✓ ${p}`);
    for (const p of flow.uncovered) lines.push(`  · ${p}`);
  }
  lines.push(`path coverage: ${covered}/${total} paths in ${report.length} flows`);
  return lines.join('\n');
}
