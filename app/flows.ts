// Every flow definition, bundled from flows/ at build time. Adding a journey is adding a
// JSON file there: its steps' routes appear in the router by themselves.
import type { Flow, Step } from '../engine/core/flow-types';

const modules = import.meta.glob<Flow>('../flows/**/*.json', { eager: true, import: 'default' });

export const flows: Flow[] = Object.values(modules).sort((a, b) => a.id.localeCompare(b.id));

export interface FlowRoute {
  path: string;
  flow: Flow;
  /** The first step (in flow order) that owns this route. */
  stepId: string;
  step: Step;
}

export function flowRoutes(all: Flow[] = flows): FlowRoute[] {
  const out: FlowRoute[] = [];
  for (const flow of all) {
    for (const [stepId, step] of Object.entries(flow.steps)) {
      if (!out.some((r) => r.path === step.route)) out.push({ path: step.route, flow, stepId, step });
    }
  }
  return out;
}

export function flowById(id: string): Flow | undefined {
  return flows.find((f) => f.id === id);
}
