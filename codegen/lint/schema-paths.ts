// Where a dotted path leads inside a JSON Schema (a contract's response, a form schema, an
// entity), with its $refs already inlined (lib/form-schema.ts). A path is fine when some
// alternative of the schema has it: allOf/anyOf/oneOf members and if/then/else branches are all
// looked in, arrays are entered by index (and have a length), and an open object (no
// properties listed, or additionalProperties true or a schema) accepts any key. An object that
// lists its properties and says nothing about others is read as closed: the bank's answers and
// the forms' data hold what their schemas list, and a key outside that list is a typo.
import path from 'node:path';
import { isObject } from '../lib/json';
import { lookupPointer, resolveFormSchema } from '../lib/form-schema';

export type Schema = Record<string, unknown>;

/** The schemas a path may lead to (an empty schema {} means "anything"), or where it goes wrong. */
export type Lookup = { found: Schema[] } | { missing: { depth: number; known: string[] } };

const ANY: Schema = {};

/** A schema with its $refs inlined (external ones read relative to `file`); a recursive one reads as {}. */
const files = new Map<string, unknown>(); // entity files, read once per process

export function resolvedSchema(schema: unknown, file: string): Schema {
  const root = resolveFormSchema(schema, path.resolve(file), files).schema;
  const inline = (node: unknown, stack: string[], names = false): unknown => {
    if (Array.isArray(node)) return node.map((n) => inline(n, stack));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) {
      const target = lookupPointer(root, node.$ref);
      return stack.includes(node.$ref) || !isObject(target.value) ? ANY : inline(target.value, [...stack, node.$ref]);
    }
    // Values of const/enum/default are data; keys of properties/definitions are names.
    const data = (k: string): boolean => !names && (k === 'const' || k === 'enum' || k === 'default' || k === 'examples');
    const maps = (k: string): boolean => !names && (k === 'properties' || k === 'patternProperties' || k === 'definitions');
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, data(k) ? v : inline(v, stack, maps(k))]));
  };
  return inline(root, []) as Schema;
}

/** The schema and every alternative it is made of. */
export function alternatives(schema: Schema): Schema[] {
  const out: Schema[] = [schema];
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[key];
    if (Array.isArray(list)) for (const sub of list) if (isObject(sub)) out.push(...alternatives(sub));
  }
  for (const key of ['then', 'else']) if (isObject(schema[key])) out.push(...alternatives(schema[key] as Schema));
  return out;
}

function declaresShape(s: Schema): boolean {
  return ['properties', 'patternProperties', 'items', 'enum', 'const', 'type', 'allOf', 'anyOf', 'oneOf', '$ref'].some((k) => k in s);
}

function isArray(s: Schema): boolean {
  return s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')) || 'items' in s;
}

/** The schemas of `key` inside any of `schemas`, and the keys that were known there. */
function child(schemas: Schema[], key: string): { found: Schema[]; known: string[] } {
  const found: Schema[] = [];
  const known: string[] = [];
  for (const alt of schemas.flatMap(alternatives)) {
    if (!declaresShape(alt)) {
      found.push(ANY); // {} or a schema of annotations only
      continue;
    }
    const props = isObject(alt.properties) ? alt.properties : undefined;
    if (props) known.push(...Object.keys(props));
    if (props && isObject(props[key])) found.push(props[key] as Schema);
    if (isObject(alt.patternProperties)) {
      for (const [pattern, sub] of Object.entries(alt.patternProperties)) if (isObject(sub) && new RegExp(pattern, 'u').test(key)) found.push(sub);
    }
    const extra = alt.additionalProperties;
    if (isObject(extra)) found.push(extra);
    else if (extra === true || (extra === undefined && alt.type === 'object' && !props && !alt.patternProperties)) found.push(ANY);
    if (isArray(alt)) {
      if (/^\d+$/.test(key)) found.push(isObject(alt.items) ? alt.items : ANY);
      else if (key === 'length') found.push({ type: 'integer' });
      else known.push('(an index)', 'length');
    }
  }
  return { found, known: [...new Set(known)] };
}

/** Follows `segments` from `schema`. */
export function lookup(schema: Schema | Schema[], segments: string[]): Lookup {
  let current = Array.isArray(schema) ? schema : [schema];
  for (let i = 0; i < segments.length; i++) {
    const next = child(current, segments[i]!);
    if (!next.found.length) return { missing: { depth: i, known: next.known } };
    current = next.found;
  }
  return { found: current };
}

/** The element schemas of the arrays among `schemas` ({} when one is not known to be an array). */
export function elementsOf(schemas: Schema[]): Schema[] {
  return schemas.flatMap(alternatives).flatMap((s) => (isArray(s) ? [isObject(s.items) ? s.items : ANY] : declaresShape(s) ? [] : [ANY]));
}

/** The JSON types a value of these schemas may have; undefined when any type may come. */
export function typesOf(schemas: Schema[]): Set<string> | undefined {
  const out = new Set<string>();
  for (const s of schemas) {
    const alts = alternatives(s);
    let typed = false;
    for (const alt of alts) {
      const t = alt.type;
      if (typeof t === 'string') (typed = true), out.add(t);
      else if (Array.isArray(t)) (typed = true), t.forEach((x) => out.add(String(x)));
      const values = 'const' in alt ? [alt.const] : Array.isArray(alt.enum) ? alt.enum : undefined;
      if (values) (typed = true), values.forEach((v) => out.add(jsonType(v)));
    }
    if (!typed) return undefined;
  }
  if (out.has('integer')) out.add('number');
  return out;
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** "the path x.y.z": the part that exists, and the key that does not. */
export function describeMissing(segments: string[], missing: { depth: number; known: string[] }, what: string): string {
  const bad = segments[missing.depth];
  const parent = segments.slice(0, missing.depth).join('.');
  const known = missing.known.length ? ` (known: ${missing.known.slice(0, 12).join(', ')}${missing.known.length > 12 ? ', ...' : ''})` : '';
  return `"${bad}" is not a field of ${parent ? `${what}.${parent}` : what}${known}`;
}
