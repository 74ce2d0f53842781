// Expands a flow's references to shared parts: {"$text": key}, {"$table": name} and
// {"$fragment": name} are replaced by a copy of what they name, references inside shared parts
// included. The engine never sees a reference: codegen, lint, replay and tests all read flows
// through this, so a flow written with references runs exactly as its expanded copy would.
import { fillDefaultWidgets } from './flow-widgets';
import { isObject } from './json';
import type { SharedParts } from './shared-parts';

export type RefKind = '$text' | '$table' | '$fragment';
export const REF_KINDS: readonly RefKind[] = ['$text', '$table', '$fragment'];

export type RefPath = (string | number)[];

export interface RefProblem {
  /** Where the reference stands in the flow (inside a shared part: where that part is used). */
  path: RefPath;
  message: string;
}

export interface Expanded<T = unknown> {
  value: T;
  problems: RefProblem[];
  /** Every text key, table name and fragment name reached, for the unused-entry check. */
  used: Record<RefKind, Set<string>>;
}

const WHAT: Record<RefKind, string> = { $text: 'text', $table: 'code table', $fragment: 'fragment' };

/** The reference an object is, if it is one: exactly one key, a $-kind, naming a string. */
export function asRef(value: unknown): { kind: RefKind; name: unknown } | undefined {
  if (!isObject(value)) return undefined;
  const keys = Object.keys(value);
  const kind = REF_KINDS.find((k) => k in value);
  if (!kind) return undefined;
  return keys.length === 1 ? { kind, name: value[kind] } : { kind, name: undefined };
}

function source(parts: SharedParts, kind: RefKind): Record<string, unknown> {
  return kind === '$text' ? parts.texts : kind === '$table' ? parts.tables : parts.fragments;
}

export function expandRefs<T = unknown>(value: unknown, parts: SharedParts): Expanded<T> {
  const problems: RefProblem[] = [];
  const used: Expanded['used'] = { $text: new Set(), $table: new Set(), $fragment: new Set() };

  // `trail` holds the parts being expanded, so a fragment that includes itself is an error, not a hang.
  const walk = (node: unknown, path: RefPath, trail: string[]): unknown => {
    const ref = asRef(node);
    if (ref) {
      const { kind, name } = ref;
      if (typeof name !== 'string') {
        problems.push({ path, message: `a ${kind} reference is {"${kind}": "<name>"} with no other keys` });
        return node;
      }
      const parts_ = source(parts, kind);
      if (!Object.prototype.hasOwnProperty.call(parts_, name)) {
        problems.push({ path: [...path, kind], message: `no shared ${WHAT[kind]} "${name}" in flows/shared/` });
        return node;
      }
      const id = `${kind}:${name}`;
      if (trail.includes(id)) {
        problems.push({ path: [...path, kind], message: `shared ${WHAT[kind]} "${name}" includes itself (${[...trail, id].join(' -> ')})` });
        return node;
      }
      used[kind].add(name);
      return walk(parts_[name], path, [...trail, id]);
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...path, i], trail));
    if (isObject(node)) return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, [...path, k], trail)]));
    return node;
  };

  const out = walk(value, [], []);
  // A flow comes out as the engine runs it: with the widget of every form property that names
  // none written out too (the default chosen from its schema).
  if (isObject(out) && isObject(out.steps)) fillDefaultWidgets(out);
  return { value: out as T, problems, used };
}
