// The bank's answer to the impact review (server/services/bank/flow-registry/impact.ts), as the
// studio reads it. Types only.
import type { Flow } from '../../../engine/core/flow-types';
import type { ReplayPlace } from '../../../codegen/replay/fixture';
import type { GraphEdge, GraphNode } from '../../../codegen/lib/flow-graph-types';
import type { ChangeClassName } from './studio-api';

export interface ImpactSide {
  number: number;
  baseline: boolean;
  flow: Flow;
  forms: Record<string, Record<string, unknown>>;
  graph: { nodes: GraphNode[]; edges: GraphEdge[] };
}

export type FixtureResultName = 'passed' | 'broke' | 'skipped' | 'invalid';

export interface ImpactFixture {
  name: string;
  file: string;
  result: FixtureResultName;
  before: FixtureResultName;
  at?: ReplayPlace;
  problems: string[];
}

export interface SideSize {
  source: 'published' | 'build' | 'compiled';
  bytes: number | null;
  pageBytes: number | null;
}

export interface Impact {
  flowId: string;
  class: ChangeClassName;
  before: ImpactSide;
  after: ImpactSide;
  steps: { id: string; change: 'changed' | 'added' | 'removed'; class: ChangeClassName }[];
  other: { path: string; class: ChangeClassName }[];
  money: { path: string; before: unknown; after: unknown }[];
  marked: { steps: string[]; edges: GraphEdge[]; removedEdges: GraphEdge[] };
  fixtures: ImpactFixture[];
  sizes: { before: SideSize; after: SideSize; budgetBytes: number; overBudget: boolean };
}
