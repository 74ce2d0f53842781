// Dotted paths into plain JSON values ("payee.name", "records.0.amount"; '*' matches any key
// or index), and flattening to leaf paths, which is what the readable diffs are built from.

export type Plain = Record<string, unknown>;

function isContainer(value: unknown): value is Plain | unknown[] {
  return typeof value === 'object' && value !== null;
}

/** Concrete paths present in `value` that `pattern` names (a '*' segment fans out). */
export function expandPath(value: unknown, pattern: string): string[] {
  const walk = (cur: unknown, parts: string[], done: string[]): string[] => {
    if (parts.length === 0) return [done.join('.')];
    if (!isContainer(cur)) return [];
    const [head, ...rest] = parts as [string, ...string[]];
    const keys = head === '*' ? Object.keys(cur) : Object.prototype.hasOwnProperty.call(cur, head) ? [head] : [];
    return keys.flatMap((key) => walk((cur as Plain)[key], rest, [...done, key]));
  };
  return walk(value, pattern.split('.'), []);
}

export function getPath(value: unknown, path: string): unknown {
  let cur = value;
  for (const part of path.split('.')) {
    if (!isContainer(cur)) return undefined;
    cur = (cur as Plain)[part];
  }
  return cur;
}

/** Sets an existing path (callers only set paths that expandPath found). */
export function setPath(value: unknown, path: string, next: unknown): void {
  const parts = path.split('.');
  const last = parts.pop() as string;
  const parent = parts.length ? getPath(value, parts.join('.')) : value;
  if (isContainer(parent)) (parent as Plain)[last] = next;
}

/** Leaf path -> value, in document order; empty objects and arrays are leaves of their own. */
export function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (cur: unknown, path: string): void => {
    const entries = isContainer(cur) ? Object.entries(cur) : [];
    if (!isContainer(cur) || entries.length === 0) {
      out.set(path || '(root)', cur);
      return;
    }
    for (const [key, child] of entries) walk(child, path ? `${path}.${key}` : key);
  };
  walk(value, prefix);
  return out;
}

/** A JSON copy: what would go over the wire (undefined dropped, no shared references). */
export function jsonCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
