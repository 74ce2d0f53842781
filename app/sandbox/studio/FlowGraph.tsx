// The flow drawn as a graph: a box per step (kind, title, route, what it loads and submits,
// the authentication and strengthened verification it asks), an arrow per `next` with its
// condition, and a dashed one for a step's backTo. dagre lays it out top to bottom; the
// drawing is plain SVG, and every step is a button named by its own text (the start step's box
// is drawn thicker): activating it opens the step's JSON.
import { useMemo } from 'react';
import { Graph, layout } from '@dagrejs/dagre';
import type { Locale } from '../../../engine/core/flow-types';
import type { GraphEdge, GraphNode } from './studio-api';

const LINE = 16;
/** Roughly the width of a character of the graph's 12 px text: a box fits its longest line. */
const CHAR = 6.8;

function nodeWidth(lines: string[]): number {
  return Math.max(160, Math.ceil(Math.max(...lines.map((l) => l.length)) * CHAR) + 24);
}

function titleOf(title: unknown, locale: Locale): string {
  if (title && typeof title === 'object') return String((title as Record<string, unknown>)[locale] ?? (title as Record<string, unknown>).en ?? '');
  return typeof title === 'string' ? title : '';
}

function nodeLines(node: GraphNode, locale: Locale): string[] {
  const lines = [`${node.id} · ${node.kind}${node.start ? ' · start' : ''}`];
  const title = titleOf(node.title, locale);
  if (title) lines.push(title);
  if (node.route) lines.push(node.route);
  if (node.loads.length) lines.push(`loads ${node.loads.join(', ')}`);
  if (node.submit) lines.push(`submits ${node.submit}`);
  if (node.auth) lines.push(`auth: ${node.auth}`);
  if (node.verify) lines.push(`verify: ${node.verify}`);
  return lines;
}

/** At most this many characters per line in a box (SVG text does not wrap). */
function clip(text: string, max = 30): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

interface Props {
  nodes: GraphNode[];
  edges: GraphEdge[];
  locale: Locale;
  selected?: string;
  onOpen: (stepId: string) => void;
  label: string;
}

export function FlowGraph({ nodes, edges, locale, selected, onOpen, label }: Props) {
  const drawn = useMemo(() => {
    const g = new Graph({ multigraph: true });
    g.setGraph({ rankdir: 'TB', nodesep: 28, ranksep: 48, edgesep: 12, marginx: 12, marginy: 12 });
    g.setDefaultEdgeLabel(() => ({}));
    for (const node of nodes) {
      const lines = nodeLines(node, locale);
      g.setNode(node.id, { width: nodeWidth(lines), height: lines.length * LINE + 16 });
    }
    edges.forEach((edge, i) => {
      const text = clip(edge.label, 36);
      g.setEdge(edge.from, edge.to, { label: text, width: text ? text.length * 6.2 : 0, height: text ? LINE : 0, labelpos: 'c' }, `e${i}`);
    });
    layout(g);
    const size = g.graph() as { width?: number; height?: number };
    return {
      width: Math.ceil(size.width ?? 0),
      height: Math.ceil(size.height ?? 0),
      nodes: nodes.map((node) => ({ node, box: g.node(node.id) as { x: number; y: number; width: number; height: number } })),
      edges: edges.map((edge, i) => ({ edge, path: g.edge({ v: edge.from, w: edge.to, name: `e${i}` }) as { points: { x: number; y: number }[]; x?: number; y?: number } })),
    };
  }, [nodes, edges, locale]);

  return (
    <svg className="studio-graph" role="group" aria-label={label} width={drawn.width} height={drawn.height} viewBox={`0 0 ${drawn.width} ${drawn.height}`}>
      <defs>
        <marker id="studio-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="studio-graph__arrow" />
        </marker>
      </defs>
      {drawn.edges.map(({ edge, path }, i) => (
        <g key={`edge-${i}`} className={`studio-graph__edge studio-graph__edge--${edge.kind}`}>
          <polyline points={path.points.map((p) => `${p.x},${p.y}`).join(' ')} markerEnd="url(#studio-arrow)" />
          {edge.label && path.x !== undefined && path.y !== undefined && (
            <text x={path.x} y={path.y + 4} textAnchor="middle">
              {clip(edge.label, 36)}
            </text>
          )}
        </g>
      ))}
      {drawn.nodes.map(({ node, box }) => {
        const lines = nodeLines(node, locale);
        const x = box.x - box.width / 2;
        const y = box.y - box.height / 2;
        return (
          <g
            key={node.id}
            className={`studio-graph__node studio-graph__node--${node.kind}${node.id === selected ? ' is-selected' : ''}${node.start ? ' is-start' : ''}`}
            role="button"
            tabIndex={0}
            data-step={node.id}
            onClick={() => onOpen(node.id)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onOpen(node.id);
              }
            }}
          >
            <rect x={x} y={y} width={box.width} height={box.height} rx={8} />
            {lines.map((line, i) => (
              <text key={i} x={x + 10} y={y + 20 + i * LINE} className={i === 0 ? 'studio-graph__id' : undefined}>
                {/* A space between lines, so the button's name (its text) reads as words. */}
                {i > 0 ? ` ${line}` : line}
              </text>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
