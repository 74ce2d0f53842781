// The flow as a graph for the studio's drawing: its steps (kind, title, route, the transaction
// codes they load and submit, the authentication and strengthened verification they ask) and
// the edges between them (each `next`, with its condition as `npm run flows:graph` writes it,
// and a step's `backTo`). The studio lays it out and draws it (app/sandbox/studio/FlowGraph.tsx).
import { flowSteps } from '../../codegen/lib/flow-forms.js';
import { isObject } from '../../codegen/lib/json.js';
import { summarizeLogic } from '../../codegen/lib/logic-summary.js';
import { nextTargets } from '../../codegen/lib/next-targets.js';
import type { GraphEdge, GraphNode } from '../../codegen/lib/flow-graph-types.js';

export type { GraphEdge, GraphNode };

export function flowGraph(flow: unknown): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const start = isObject(flow) ? flow.start : undefined;
  const steps = flowSteps(flow);
  const ids = new Set(steps.map(([id]) => id));
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  for (const [id, step] of steps) {
    const loads = (Array.isArray(step.load) ? step.load : []).flatMap((l) => (isObject(l) && typeof l.tx === 'string' ? [l.tx] : []));
    const submit = isObject(step.submit) && typeof step.submit.tx === 'string' ? step.submit.tx : undefined;
    nodes.push({
      id,
      kind: String(step.kind),
      start: id === start,
      title: step.title ?? null,
      ...(typeof step.route === 'string' ? { route: step.route } : {}),
      loads,
      ...(submit ? { submit } : {}),
      ...(typeof step.auth === 'string' && step.auth !== 'none' ? { auth: step.auth } : {}),
      ...(isObject(step.verify) && typeof step.verify.bizType === 'string' ? { verify: step.verify.bizType } : {}),
    });
    const targets = nextTargets(id, step);
    const branched = targets.some((t) => t.when !== undefined);
    for (const t of targets) {
      if (!ids.has(t.stepId)) continue;
      edges.push({ from: id, to: t.stepId, label: t.when !== undefined ? summarizeLogic(t.when) : branched ? 'otherwise' : '', kind: 'next' });
    }
    if (typeof step.backTo === 'string' && ids.has(step.backTo)) edges.push({ from: id, to: step.backTo, label: 'back', kind: 'back' });
  }
  return { nodes, edges };
}
