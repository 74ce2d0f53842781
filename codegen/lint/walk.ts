// Depth-first walk over JSON with the path of each value.
import { isObject } from '../lib/json';
import type { PathSegment } from './location';

/** Return false from visit to skip a value's children. */
export type Visitor = (value: unknown, path: PathSegment[]) => boolean | void;

export function walkJson(value: unknown, visit: Visitor, path: PathSegment[] = []): void {
  if (visit(value, path) === false) return;
  if (Array.isArray(value)) value.forEach((item, i) => walkJson(item, visit, [...path, i]));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) walkJson(v, visit, [...path, k]);
}

// Operators whose later arguments run on each element of the first: a var there reads the
// element (or reduce's current/accumulator), not the run context.
const ARRAY_OPS = new Set(['some', 'all', 'none', 'filter', 'map', 'reduce']);

/** The context paths a JSON Logic rule reads ({"var": "a.b"} or {"var": ["a.b", default]}). */
export function logicVars(rule: unknown, path: PathSegment[] = []): { value: string; path: PathSegment[] }[] {
  const out: { value: string; path: PathSegment[] }[] = [];
  walkJson(rule, (node, at) => {
    if (isObject(node)) {
      const op = Object.keys(node).find((k) => ARRAY_OPS.has(k) && Array.isArray(node[k]));
      if (op && Object.keys(node).length === 1) {
        out.push(...logicVars((node[op] as unknown[])[0], [...at, op, 0]));
        return false;
      }
    }
    if (!isObject(node) || !('var' in node)) return;
    const v = node.var;
    const name = Array.isArray(v) ? v[0] : v;
    if (typeof name === 'string') out.push({ value: name, path: [...at, 'var'] });
  }, path);
  return out;
}
