// Where a linter location ('steps.confirm.fields[2].value', codegen/lint/location.ts) stands in
// the text being edited, found in the editor's JSON syntax tree. A location inside what a
// reference expands to ({"$text": …}) is not in the text: the nearest enclosing value is shown.
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { Diagnostic } from '@codemirror/lint';
import type { StudioProblem } from './studio-api';
import type { SyntaxNode } from '@lezer/common';

export type Segment = string | number;

/** 'steps.confirm.fields[2]["a b"]' → ['steps', 'confirm', 'fields', 2, 'a b']; '(flow)' / '(file)' → []. */
export function parseLocation(location: string): Segment[] {
  if (location.startsWith('(')) return [];
  const out: Segment[] = [];
  const re = /\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|\.?([A-Za-z_$][\w$-]*)/gy;
  let m: RegExpExecArray | null;
  while ((m = re.exec(location)) !== null) {
    if (m[1] !== undefined) out.push(Number(m[1]));
    else if (m[2] !== undefined) out.push(JSON.parse(m[2]) as string);
    else out.push(m[3]!);
    if (re.lastIndex >= location.length) break;
  }
  return out;
}

function propertyName(state: EditorState, property: SyntaxNode): string | undefined {
  const name = property.getChild('PropertyName');
  if (!name) return undefined;
  try {
    return JSON.parse(state.sliceDoc(name.from, name.to)) as string;
  } catch {
    return undefined;
  }
}

/** The value node of a Property, or an Array's n-th element. */
function child(state: EditorState, node: SyntaxNode, segment: Segment): { value: SyntaxNode; key?: SyntaxNode } | undefined {
  if (node.name === 'Object' && typeof segment === 'string') {
    for (const property of node.getChildren('Property')) {
      if (propertyName(state, property) !== segment) continue;
      const key = property.getChild('PropertyName')!;
      let value = key.nextSibling;
      while (value && value.name === ':') value = value.nextSibling;
      return value ? { value, key } : { value: key, key };
    }
  }
  if (node.name === 'Array' && typeof segment === 'number') {
    let i = 0;
    for (let c = node.firstChild; c; c = c.nextSibling) {
      if (c.name === '[' || c.name === ']' || c.name === ',' || c.type.isError) continue;
      if (i === segment) return { value: c };
      i += 1;
    }
  }
  return undefined;
}

export interface Located {
  from: number;
  to: number;
  /** The whole location was found (not only an enclosing value). */
  exact: boolean;
}

/**
 * The text range of a location: the property (key and value) or array element, on its first
 * line only, so a whole step is not underlined; the nearest enclosing value when not all found.
 */
export function locate(state: EditorState, segments: Segment[]): Located {
  // The whole document, not only what the editor has parsed so far (a long flow).
  const top = (ensureSyntaxTree(state, state.doc.length, 500) ?? syntaxTree(state)).topNode.firstChild;
  if (!top) return { from: 0, to: Math.min(1, state.doc.length), exact: false };
  let node: SyntaxNode = top;
  let key: SyntaxNode | undefined;
  let exact = true;
  for (const segment of segments) {
    const next = child(state, node, segment);
    if (!next) {
      exact = false;
      break;
    }
    node = next.value;
    key = next.key;
  }
  const from = key ? key.from : node.from;
  const to = Math.min(node.to, state.doc.lineAt(from).to);
  return { from, to: to > from ? to : Math.min(from + 1, state.doc.length), exact };
}

function firstSyntaxError(state: EditorState): number | undefined {
  let at: number | undefined;
  (ensureSyntaxTree(state, state.doc.length, 500) ?? syntaxTree(state)).iterate({
    enter: (node) => {
      if (at !== undefined) return false;
      if (node.type.isError) at = node.from;
      return undefined;
    },
  });
  return at;
}

/** The linter's problems as the editor's diagnostics, each at its place in the text. */
export function diagnosticsFor(state: EditorState, problems: StudioProblem[]): Diagnostic[] {
  return problems.map((p) => {
    if (p.rule === 'json') {
      // Where the editor's parser met the first error (JSON.parse's message may not say).
      const pos = Math.min(firstSyntaxError(state) ?? 0, state.doc.length);
      return { from: pos, to: Math.min(pos + 1, state.doc.length), severity: 'error', source: 'JSON', message: p.message };
    }
    const { from, to, exact } = locate(state, parseLocation(p.location));
    return { from, to, severity: 'error', source: p.rule, message: exact ? p.message : `${p.location}: ${p.message}` };
  });
}
