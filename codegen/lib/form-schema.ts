// Resolves a flow's form schema into one self-contained JSON Schema: every $ref to another file
// (relative to the file that contains it) is replaced by that file's content, so the browser never
// fetches a schema and the precompiled validators see exactly what the form renders.
import fs from 'node:fs';
import path from 'node:path';
import { isObject, readJson } from './json';
import { rel } from './paths';

export interface RefProblem {
  /** JSON Pointer of the $ref inside the form schema as written in the flow. */
  at: string;
  ref: string;
  reason: string;
}

export interface ResolvedSchema {
  schema: Record<string, unknown>;
  problems: RefProblem[];
}

interface Doc {
  file: string;
  root: unknown;
  /** The document is the root of the form schema, so its own '#...' refs still point at it. */
  isRoot: boolean;
}

// Values that are data, not schemas: copied untouched even if they hold a "$ref" key.
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);
// Maps of name -> schema: their keys are names, never keywords.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', 'dependencies']);

/** Looks up a JSON Pointer fragment ('#/definitions/x', '#' or '') in a document. */
export function lookupPointer(doc: unknown, fragment: string): { found: boolean; value?: unknown } {
  const pointer = fragment.replace(/^#/, '');
  if (pointer === '') return { found: true, value: doc };
  if (!pointer.startsWith('/')) return { found: false };
  let value: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(value) && /^\d+$/.test(key)) value = value[Number(key)];
    else if (isObject(value) && key in value) value = value[key];
    else return { found: false };
  }
  return { found: true, value };
}

/** `cache` (file -> parsed JSON) may be shared by calls that read the same files. */
export function resolveFormSchema(schema: unknown, baseFile: string, cache = new Map<string, unknown>()): ResolvedSchema {
  const problems: RefProblem[] = [];

  const loadFile = (file: string): { ok: true; doc: unknown } | { ok: false; reason: string } => {
    if (cache.has(file)) return { ok: true, doc: cache.get(file) };
    if (!fs.existsSync(file)) return { ok: false, reason: `no such file ${rel(file)}` };
    try {
      const doc = readJson(file);
      cache.set(file, doc);
      return { ok: true, doc };
    } catch (err) {
      return { ok: false, reason: (err as Error).message };
    }
  };

  const walkRef = (node: Record<string, unknown>, ref: string, doc: Doc, at: string, stack: string[], atRoot: boolean): unknown => {
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? '' : ref.slice(hash);
    if (!filePart && doc.isRoot) {
      // A reference inside the root document keeps working after resolution: leave it.
      if (!lookupPointer(doc.root, fragment).found) problems.push({ at, ref, reason: `nothing at ${fragment}` });
      return { ...node };
    }
    const targetFile = filePart ? path.resolve(path.dirname(doc.file), filePart) : doc.file;
    const key = `${targetFile}${fragment}`;
    if (stack.includes(key)) {
      problems.push({ at, ref, reason: 'a recursive reference cannot be inlined' });
      return {};
    }
    const loaded = filePart ? loadFile(targetFile) : { ok: true as const, doc: doc.root };
    if (!loaded.ok) {
      problems.push({ at, ref, reason: loaded.reason });
      return {};
    }
    const target = lookupPointer(loaded.doc, fragment);
    if (!target.found || !isObject(target.value)) {
      problems.push({ at, ref, reason: `nothing at ${fragment || '#'} in ${path.basename(targetFile)}` });
      return {};
    }
    const becomesRoot = atRoot && fragment.replace(/^#/, '') === '';
    const nextDoc: Doc = filePart ? { file: targetFile, root: loaded.doc, isRoot: becomesRoot } : doc;
    const resolved = walk(target.value, nextDoc, at, [...stack, key], atRoot) as Record<string, unknown>;
    // An inlined file is no longer a document of its own: its $schema, and its $id unless it is
    // the root, would only confuse validators about base URIs.
    const { $schema: _metaSchema, ...rest } = resolved;
    if (!becomesRoot) delete rest.$id;
    return rest;
  };

  const walk = (node: unknown, doc: Doc, at: string, stack: string[], atRoot: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, doc, `${at}/${i}`, stack, false));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') return walkRef(node, node.$ref, doc, at, stack, atRoot);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (DATA_KEYWORDS.has(k)) out[k] = v;
      else if (SCHEMA_MAPS.has(k) && isObject(v)) {
        out[k] = Object.fromEntries(
          Object.entries(v).map(([name, sub]) => [name, walk(sub, doc, `${at}/${k}/${name}`, stack, false)]),
        );
      } else out[k] = walk(v, doc, `${at}/${k}`, stack, false);
    }
    return out;
  };

  const resolved = walk(schema, { file: baseFile, root: schema, isRoot: true }, '', [], true);
  return { schema: isObject(resolved) ? resolved : {}, problems };
}
