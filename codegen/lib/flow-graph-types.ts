// A flow drawn as a graph: what the bank's studio endpoint sends (server/studio/flow-graph.ts)
// and the studio page draws (app/sandbox/studio/). Types only, shared by both sides.

export interface GraphNode {
  id: string;
  kind: string;
  start: boolean;
  title: unknown;
  route?: string;
  loads: string[];
  submit?: string;
  auth?: string;
  verify?: string;
}

export interface GraphEdge {
  from: string;
  to: string;
  /** The branch's condition; 'otherwise' for the default of a branched next; '' for a plain next. */
  label: string;
  kind: 'next' | 'back';
}
