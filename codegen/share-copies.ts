// `npm run flows:share`: rewrites flows/ so that nothing the reuse rules refuse is left
// (lint/reuse.ts; docs/adding-a-flow.md, "Reuse"). Safe to run again at any time, e.g. after a
// merge that brought inline copies back:
//   1. texts: an inline three-language text equal to a catalogue text becomes {"$text": key};
//      one written twice or more (in flows, code tables or fragments) moves to
//      flows/shared/texts.json under a key made from its English and is referenced everywhere;
//   2. blocks: an object or list of BLOCK_LINES+ lines written twice or more in the flows
//      becomes a fragment, flows/shared/fragments/<flow>.<step>.<where>.json (named after where
//      it was first written), and each copy {"$fragment": name}; a map of codes to texts where
//      codes go (a field's codes, a select's labels) becomes a code table ({"$table": name});
//      a block equal to an existing fragment or table takes it;
//   3. catalogue texts and fragments that no flow uses any more are removed.
// Only the spans replaced are edited, so the rest of each file keeps its layout, and every flow
// expands to exactly what it expanded to before: the definitions and their hashes do not change
// (the codemod fails when one would; git restores the files).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import { parseTree, type Node } from 'jsonc-parser';
import { buildAuthoringSchema } from './gen/flow-authoring-schema';
import { loadVocabulary } from './lib/catalog';
import { asRef, expandRefs, type RefKind } from './lib/flow-refs';
import { flowSchema } from './lib/flow-schema';
import { defaultFlowFiles } from './lib/flows';
import { isObject, listJsonFiles, readJson } from './lib/json';
import { SHARED_DIR, rel } from './lib/paths';
import { blocksOf, isText, textId, within, type JsonPath } from './lib/reuse';
import { FRAGMENTS_DIR, TABLES_DIR, TEXTS_FILE, loadSharedParts, type SharedParts } from './lib/shared-parts';
import { locales } from './lint/rules/missing-translation';

interface Edit {
  file: string;
  path: JsonPath;
  offset: number;
  length: number;
  replacement: string;
}

function valueAt(value: unknown, at: JsonPath): unknown {
  return at.reduce<unknown>((node, seg) => (node as Record<string | number, unknown>)[seg], value);
}

/** The value nodes of a parsed file by path (jsonc-parser keeps their offsets in the text). */
function nodeAt(root: Node, at: JsonPath): Node {
  let node = root;
  for (const seg of at) {
    if (node.type === 'array') node = node.children![seg as number]!;
    else node = node.children!.find((p) => p.children![0]!.value === seg)!.children![1]!;
  }
  return node;
}

function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.offset - a.offset)) out = out.slice(0, e.offset) + e.replacement + out.slice(e.offset + e.length);
  return out;
}

/** A catalogue key from the English: up to six words in camelCase, unique in the catalogue. */
export function textKeyFor(en: string, taken: (key: string) => boolean): string {
  const words = en
    .replace(/\{\{?\w+\}?\}/g, ' ')
    .replace(/['’]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .slice(0, 6);
  let base = words.map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase())).join('') || 'text';
  if (/^\d/.test(base)) base = `n${base}`;
  let key = base;
  for (let n = 2; taken(key); n++) key = `${base}${n}`;
  return key;
}

/** A fragment's name from where it was first written: `<flow file>.<step>.<where>`. */
export function fragmentNameFor(file: string, at: JsonPath, taken: (name: string) => boolean): string {
  const noise = new Set(['steps', 'schema', 'properties']);
  const base = [path.basename(file, '.json'), ...at.map(String).filter((seg) => !noise.has(seg) && /[A-Za-z0-9]/.test(seg))]
    .join('.')
    .replace(/[^A-Za-z0-9.-]/g, '-');
  let name = base;
  for (let n = 2; taken(name); n++) name = `${base}-${n}`;
  return name;
}

const readText = (file: string): string => fs.readFileSync(file, 'utf8');
const inline = (kind: RefKind, name: string): string => `{ "${kind}": ${JSON.stringify(name)} }`;

/** The files a pass reads: journeys, then code tables and fragments (which may hold texts too). */
function sharedFiles(dir: string): { tables: string[]; fragments: string[] } {
  return { tables: listJsonFiles(path.join(dir, TABLES_DIR)), fragments: listJsonFiles(path.join(dir, FRAGMENTS_DIR)) };
}

function shareTexts(flows: string[], dir: string, texts: Record<string, unknown>, all: string[]): Map<string, string> {
  const { tables, fragments } = sharedFiles(dir);
  const files = [...flows, ...tables, ...fragments];
  const keyOf = new Map<string, string>();
  for (const key of Object.keys(texts).sort()) {
    const text = texts[key];
    if (isText(text, all) && !keyOf.has(textId(text, all))) keyOf.set(textId(text, all), key);
  }
  const found: { file: string; path: JsonPath; id: string; text: Record<string, string> }[] = [];
  const count = new Map<string, number>();
  for (const file of files) {
    const walk = (node: unknown, at: JsonPath): void => {
      if (isText(node, all)) {
        const id = textId(node, all);
        found.push({ file, path: at, id, text: node });
        count.set(id, (count.get(id) ?? 0) + 1);
      } else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, [...at, Array.isArray(node) ? Number(k) : k]);
    };
    walk(readJson(file), []);
  }
  const edits = new Map<string, Edit[]>();
  for (const f of found) {
    let key = keyOf.get(f.id);
    if (!key && (count.get(f.id) ?? 0) < 2) continue;
    if (!key) {
      key = textKeyFor(f.text.en ?? f.text[all[0]!]!, (k) => k in texts);
      texts[key] = f.text;
      keyOf.set(f.id, key);
    }
    const list = edits.get(f.file) ?? [];
    list.push({ file: f.file, path: f.path, offset: 0, length: 0, replacement: inline('$text', key) });
    edits.set(f.file, list);
  }
  const written = new Map<string, string>();
  for (const [file, list] of edits) {
    const text = readText(file);
    const root = parseTree(text)!;
    for (const e of list) {
      const node = nodeAt(root, e.path);
      e.offset = node.offset;
      e.length = node.length;
    }
    written.set(file, applyEdits(text, list));
  }
  return written;
}

/** Where a flow maps codes to texts: a field's codes, a select's labels, a verification's names. */
const CODE_MAPS = new Set(['codes', 'labels', 'modeNames', 'bizTypeNames']);

/** A map of codes to texts where codes go: shared as a code table ({"$table"}), not a fragment. */
function isCodeMap(value: unknown, at: JsonPath, all: string[]): boolean {
  if (!isObject(value) || !CODE_MAPS.has(String(at.at(-1)))) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every((v) => isText(v, all) || asRef(v)?.kind === '$text');
}

/** A code table's name from where it was first written: the flow file and the field, in camelCase. */
export function tableNameFor(file: string, at: JsonPath, taken: (name: string) => boolean): string {
  const noise = new Set(['steps', 'ui', 'ui:options', 'labels', 'codes', 'fields', 'schema', 'properties']);
  const words = [path.basename(file, '.json'), String(at.filter((seg) => typeof seg === 'string' && !noise.has(seg)).at(-1) ?? '')]
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const base = words.map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1) : w)).join('');
  let name = base;
  for (let n = 2; taken(name); n++) name = `${base}${n}`;
  return name;
}

function shareBlocks(flows: string[], dir: string, parts: SharedParts, all: string[]): { written: Map<string, string>; created: Map<string, string> } {
  const fragments = parts.fragments;
  const byId = new Map<string, { kind: '$fragment' | '$table'; name: string }>();
  for (const name of Object.keys(parts.tables).sort()) byId.set(JSON.stringify(parts.tables[name], null, 2), { kind: '$table', name });
  for (const name of Object.keys(fragments).sort()) byId.set(JSON.stringify(fragments[name], null, 2), { kind: '$fragment', name });
  const groups = new Map<string, { file: string; path: JsonPath; lines: number }[]>();
  // Fragments are searched too, so a block inside one that is also written elsewhere is shared.
  for (const file of [...flows, ...sharedFiles(dir).fragments]) {
    for (const b of blocksOf(readJson(file), all)) {
      const list = groups.get(b.id) ?? [];
      list.push({ file, path: b.path, lines: b.lines });
      groups.set(b.id, list);
    }
  }
  // Outermost first: once a block is shared, the blocks inside it are shared with it.
  const order = [...groups].sort((a, b) => b[1][0]!.lines - a[1][0]!.lines || (a[0] < b[0] ? -1 : 1));
  const taken: { file: string; path: JsonPath }[] = [];
  const chosen: { file: string; path: JsonPath; kind: '$fragment' | '$table'; name: string }[] = [];
  const created = new Map<string, string>();
  for (const [id, occurrences] of order) {
    const free = occurrences.filter((o) => !taken.some((t) => t.file === o.file && within(o.path, t.path)));
    const existing = byId.get(id);
    if (!existing && free.length < 2) continue;
    if (!free.length) continue;
    const first = free[0]!;
    const table = !existing && isCodeMap(valueAt(readJson(first.file), first.path), first.path, all);
    const kind = existing?.kind ?? (table ? '$table' : '$fragment');
    const name = existing?.name ?? (table ? tableNameFor(first.file, first.path, (n) => n in parts.tables) : fragmentNameFor(first.file, first.path, (n) => n in fragments));
    if (!existing) {
      const text = readText(first.file);
      const node = nodeAt(parseTree(text)!, first.path);
      const lineStart = text.lastIndexOf('\n', node.offset) + 1;
      const indent = /^ */.exec(text.slice(lineStart))![0].length;
      const source = text.slice(node.offset, node.offset + node.length).split('\n').map((line, i) => (i ? line.slice(Math.min(indent, /^ */.exec(line)![0].length)) : line));
      created.set(path.join(dir, kind === '$table' ? TABLES_DIR : FRAGMENTS_DIR, `${name}.json`), `${source.join('\n')}\n`);
      (kind === '$table' ? parts.tables : fragments)[name] = JSON.parse(source.join('\n'));
      byId.set(id, { kind, name });
    }
    for (const o of free) {
      taken.push(o);
      chosen.push({ ...o, kind, name });
    }
  }
  const written = new Map<string, string>();
  for (const file of new Set(chosen.map((c) => c.file))) {
    const text = readText(file);
    const root = parseTree(text)!;
    const edits = chosen
      .filter((c) => c.file === file)
      .map((c): Edit => {
        const node = nodeAt(root, c.path);
        return { file, path: c.path, offset: node.offset, length: node.length, replacement: inline(c.kind, c.name) };
      });
    written.set(file, applyEdits(text, edits));
  }
  return { written, created };
}

function expandedAll(flows: string[], parts: SharedParts): Map<string, string> {
  return new Map(flows.map((file) => [file, JSON.stringify(expandRefs(readJson(file), parts).value)]));
}

/** The catalogue with its keys where they were, and each new key before the first greater one. */
function writeTexts(dir: string, texts: Record<string, unknown>, existing: string[]): void {
  const order = existing.filter((k) => k in texts);
  for (const key of Object.keys(texts).filter((k) => !existing.includes(k)).sort()) {
    const at = order.findIndex((k) => k > key);
    order.splice(at < 0 ? order.length : at, 0, key);
  }
  const ordered = Object.fromEntries(order.map((k) => [k, texts[k]]));
  fs.writeFileSync(path.join(dir, TEXTS_FILE), `${JSON.stringify(ordered, null, 2)}\n`);
}

/** Rewrites flows/ (or `flowsDir`'s journeys and `sharedDir`); returns what it changed. */
export function shareCopies(flows: string[] = defaultFlowFiles(), dir: string = SHARED_DIR): { files: string[]; texts: number; fragments: number } {
  const all = locales();
  const before = expandedAll(flows, loadSharedParts(dir));
  const textsBefore = loadSharedParts(dir).texts;
  const texts = { ...textsBefore };
  const changed = new Set<string>();

  const textEdits = shareTexts(flows, dir, texts, all);
  writeTexts(dir, texts, Object.keys(textsBefore));
  for (const [file, text] of textEdits) {
    fs.writeFileSync(file, text);
    changed.add(file);
  }
  const fragmentsDir = path.join(dir, FRAGMENTS_DIR);
  // A new fragment is cut from a flow as written; the next round shares the blocks inside it.
  for (let round = 0; round < 5; round++) {
    const { written, created } = shareBlocks(flows, dir, loadSharedParts(dir), all);
    if (!written.size && !created.size) break;
    fs.mkdirSync(fragmentsDir, { recursive: true });
    for (const [file, text] of [...created, ...written]) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      changed.add(file);
    }
  }

  // Entries no flow reaches any more (a copy that became a fragment, a text only that copy had).
  const after = loadSharedParts(dir);
  const used = { $text: new Set<string>(), $fragment: new Set<string>() };
  for (const file of [...flows, ...sharedFiles(dir).tables]) {
    const { used: u } = expandRefs(readJson(file), after);
    u.$text.forEach((k) => used.$text.add(k));
    u.$fragment.forEach((k) => used.$fragment.add(k));
  }
  for (const name of Object.keys(after.fragments)) {
    if (!used.$fragment.has(name)) {
      fs.rmSync(path.join(fragmentsDir, `${name}.json`));
      changed.add(path.join(fragmentsDir, `${name}.json`));
    }
  }
  const kept = Object.fromEntries(Object.entries(texts).filter(([k]) => used.$text.has(k) || k in textsBefore));
  writeTexts(dir, kept, Object.keys(textsBefore));

  const final = loadSharedParts(dir);
  const now = expandedAll(flows, final);
  const drifted = flows.filter((f) => now.get(f) !== before.get(f));
  if (drifted.length) throw new Error(`a flow would expand differently (its definition hash would change): ${drifted.map(rel).join(', ')}`);
  const authoring = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true }).compile(buildAuthoringSchema(flowSchema(), loadVocabulary(), final));
  for (const file of flows) {
    if (!authoring(readJson(file))) throw new Error(`${rel(file)}: refused by the authoring schema: ${JSON.stringify(authoring.errors?.slice(0, 3))}`);
  }
  return { files: [...changed].map(rel).sort(), texts: Object.keys(kept).length - Object.keys(textsBefore).length, fragments: Object.keys(final.fragments).length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, texts, fragments } = shareCopies();
  console.log(`flows:share: ${files.length} files changed, ${texts} catalogue texts added, ${fragments} fragments in flows/shared/${FRAGMENTS_DIR}/`);
  console.log('then: npm run codegen && npm run lint:flows');
}
