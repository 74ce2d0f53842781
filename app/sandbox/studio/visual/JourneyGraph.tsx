// The journey as an editable graph (React Flow): a node per step laid out by dagre as the
// studio's graph is, an edge per `next` (its condition as its label). Drawing an arrow from a
// step's handle to another connects it; dragging an arrow's end to another step reconnects
// that branch. Activating a step (click, or Enter on the focused node) opens it below. Deleting
// is the step panel's button, with its check of what would become unreachable.
import { useMemo } from 'react';
import { Background, Controls, Handle, Position, ReactFlow, type Connection, type Edge, type Node, type NodeProps } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Graph, layout } from '@dagrejs/dagre';
import type { Locale } from '../../../../engine/core/flow-types';
import { branchesOf, stepsOf } from './journey';
import { sayV } from './texts';

type Obj = Record<string, unknown>;
type StepNode = Node<{ id: string; kind: string; title: string; start: boolean; problems: number }>;

function StepBox({ data, selected }: NodeProps<StepNode>) {
  return (
    <div className={`visual-node visual-node--${data.kind}${selected ? ' is-selected' : ''}${data.start ? ' is-start' : ''}`}>
      <Handle type="target" position={Position.Top} />
      <strong>{data.id}</strong> · {data.kind}
      {data.problems > 0 && <span className="visual-node__problems"> ⚠ {data.problems}</span>}
      <div className="visual-node__title">{data.title}</div>
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
}

const NODE_TYPES = { step: StepBox };

interface Props {
  locale: Locale;
  flow: Obj;
  selected: string | null;
  problemsOf: (step: string) => number;
  onSelect: (step: string) => void;
  onConnect: (from: string, to: string) => void;
  onReconnect: (from: string, index: number, to: string) => void;
}

export function JourneyGraph({ locale, flow, selected, problemsOf, onSelect, onConnect, onReconnect }: Props) {
  const steps = stepsOf(flow);
  const { nodes, edges } = useMemo(() => {
    const g = new Graph();
    g.setGraph({ rankdir: 'TB', nodesep: 30, ranksep: 50 });
    g.setDefaultEdgeLabel(() => ({}));
    for (const id of Object.keys(steps)) g.setNode(id, { width: 180, height: 56 });
    const edges: Edge[] = [];
    for (const [id, step] of Object.entries(steps))
      for (const b of branchesOf(step)) {
        if (!(b.go in steps)) continue;
        g.setEdge(id, b.go);
        edges.push({ id: `${id}|${b.index}`, source: id, target: b.go, label: b.when === undefined ? undefined : JSON.stringify(b.when).slice(0, 40), reconnectable: 'target', data: { index: b.index } });
      }
    layout(g);
    const nodes: StepNode[] = Object.entries(steps).map(([id, step]) => {
      const box = g.node(id) as { x: number; y: number };
      const title = step.title && typeof step.title === 'object' ? String((step.title as Obj)[locale] ?? (step.title as Obj).$text ?? '') : '';
      return {
        id,
        type: 'step',
        position: { x: box.x - 90, y: box.y - 28 },
        data: { id, kind: String(step.kind), title, start: flow.start === id, problems: problemsOf(id) },
        selected: id === selected,
        ariaLabel: `${sayV(locale, 'step')} ${id} (${String(step.kind)})${flow.start === id ? `, ${sayV(locale, 'start')}` : ''}`,
      };
    });
    return { nodes, edges };
  }, [steps, flow.start, selected, locale, problemsOf]);
  return (
    <div className="visual-graph" role="group" aria-label={sayV(locale, 'journeyLabel')}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        fitView
        fitViewOptions={{ maxZoom: 1 }}
        nodesDraggable={false}
        deleteKeyCode={null}
        // The chosen step is the studio's (the Step list and the URL say it too): React Flow's own
        // selection only follows it, so the two never chase each other.
        onNodeClick={(_, n) => onSelect(n.id)}
        onConnect={(c: Connection) => c.source && c.target && c.source !== c.target && onConnect(c.source, c.target)}
        onReconnect={(old: Edge, c: Connection) => c.target && onReconnect(old.source, (old.data as { index: number }).index, c.target)}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
