// The flow drawn as a graph: a box per step (kind, title, route, what it loads and submits,
// the authentication and strengthened verification it asks), an arrow per `next` with its
// condition, and a dashed one for a step's backTo. dagre lays it out top to bottom; the
// drawing is plain SVG, and every step is a button named by its own text (the start step's box
// is drawn thicker): activating it opens the step's JSON. The impact review marks the steps and
// paths a draft changes: a text badge in the box or on the arrow and a double or dashed line,
// never colour alone, and the graph is described by the review's legend.
import { useId, useMemo } from 'react';
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

/** Steps and paths to mark, with the badge each carries (in the studio's language). */
export interface GraphMarks {
  steps: ReadonlySet<string>;
  /** Edges by edgeKey. */
  edges: ReadonlySet<string>;
  stepBadge: string;
  edgeBadge: string;
}

export const edgeKey = (e: GraphEdge): string => `${e.kind}|${e.from}|${e.to}|${e.label}`;

function nodeLines(node: GraphNode, locale: Locale, badge?: string): string[] {
  const lines = [`${node.id} · ${node.kind}${node.start ? ' · start' : ''}`];
  if (badge) lines.push(`◆ ${badge}`);
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
  marks?: GraphMarks;
  /** The id of the text that says what the marks mean. */
  describedBy?: string;
}

export function FlowGraph({ nodes, edges, locale, selected, onOpen, label, marks, describedBy }: Props) {
  // Several graphs may share a page (the editor's and the impact review's): an arrow of each's own.
  const arrow = `studio-arrow-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const badgeOf = (node: GraphNode) => (marks?.steps.has(node.id) ? marks.stepBadge : undefined);
  const edgeText = (edge: GraphEdge) => (marks?.edges.has(edgeKey(edge)) ? `◆ ${marks.edgeBadge}${edge.label ? ` · ${edge.label}` : ''}` : edge.label);
  const drawn = useMemo(() => {
    const g = new Graph({ multigraph: true });
    g.setGraph({ rankdir: 'TB', nodesep: 28, ranksep: 48, edgesep: 12, marginx: 12, marginy: 12 });
    g.setDefaultEdgeLabel(() => ({}));
    for (const node of nodes) {
      const lines = nodeLines(node, locale, badgeOf(node));
      g.setNode(node.id, { width: nodeWidth(lines), height: lines.length * LINE + 16 });
    }
    edges.forEach((edge, i) => {
      const text = clip(edgeText(edge), 36);
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
    // badgeOf and edgeText read only `marks`.
  }, [nodes, edges, locale, marks]);

  return (
    <svg className="studio-graph" role="group" aria-label={label} aria-describedby={describedBy} width={drawn.width} height={drawn.height} viewBox={`0 0 ${drawn.width} ${drawn.height}`}>
      <defs>
        <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="studio-graph__arrow" />
        </marker>
      </defs>
      {drawn.edges.map(({ edge, path }, i) => (
        <g key={`edge-${i}`} className={`studio-graph__edge studio-graph__edge--${edge.kind}${marks?.edges.has(edgeKey(edge)) ? ' is-marked' : ''}`}>
          <polyline points={path.points.map((p) => `${p.x},${p.y}`).join(' ')} markerEnd={`url(#${arrow})`} />
          {edgeText(edge) && path.x !== undefined && path.y !== undefined && (
            <text x={path.x} y={path.y + 4} textAnchor="middle">
              {clip(edgeText(edge), 36)}
            </text>
          )}
        </g>
      ))}
      {drawn.nodes.map(({ node, box }) => {
        const badge = badgeOf(node);
        const lines = nodeLines(node, locale, badge);
        const x = box.x - box.width / 2;
        const y = box.y - box.height / 2;
        return (
          <g
            key={node.id}
            className={`studio-graph__node studio-graph__node--${node.kind}${node.id === selected ? ' is-selected' : ''}${node.start ? ' is-start' : ''}${badge ? ' is-marked' : ''}`}
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
            {/* A marked step's second border: the mark is a shape as well as its badge. */}
            {badge && <rect className="studio-graph__mark" x={x + 4} y={y + 4} width={box.width - 8} height={box.height - 8} rx={5} />}
            {lines.map((line, i) => (
              <text key={i} x={x + 10} y={y + 20 + i * LINE} className={i === 0 ? 'studio-graph__id' : badge && i === 1 ? 'studio-graph__badge' : undefined}>
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
