// The reuse rules: a journey in flows/ refers to what flows share instead of copying it.
//   shared-text-copy  an inline text equal to a catalogue text (flows/shared/texts.json)
//   repeated-text     an inline text written again, in this flow or in another file of flows/
//                     (a journey, a fragment or a code table)
//   repeated-block    an object or list of BLOCK_LINES+ lines written again, in this flow or in
//                     another journey, or equal to a shared fragment
// They read the file as written (references not expanded), so they run on files (lintFiles,
// `npm run lint:flows`), not on a parsed flow handed to lintFlow, which may be expanded. `npm run flows:share` fixes all
// three (codegen/share-copies.ts). Only journeys in flows/ are judged: a flow kept elsewhere
// (a test's example) shares nothing with them.
import path from 'node:path';
import { defaultFlowFiles } from '../lib/flows';
import { listJsonFiles, readJson } from '../lib/json';
import { FLOWS_DIR, SHARED_DIR, rel } from '../lib/paths';
import { BLOCK_LINES, blocksOf, inlineTexts, isText, textId, within, type JsonPath } from '../lib/reuse';
import { FRAGMENTS_DIR, TABLES_DIR, type SharedParts } from '../lib/shared-parts';
import { location } from './location';
import { locales } from './rules/missing-translation';
import type { Problem } from './types';

/** Where each text and each block is written in flows/, by repository-relative file. */
export interface ReuseIndex {
  texts: Map<string, Set<string>>;
  blocks: Map<string, Set<string>>;
}

/** The index of the given files as written; blocks are only taken from journeys. */
export function buildReuseIndex(journeys: { file: string; flow: unknown }[], shared: { file: string; value: unknown }[] = []): ReuseIndex {
  const all = locales();
  const index: ReuseIndex = { texts: new Map(), blocks: new Map() };
  const add = (map: Map<string, Set<string>>, id: string, file: string): void => {
    const files = map.get(id) ?? new Set<string>();
    files.add(file);
    map.set(id, files);
  };
  for (const { file, value } of [...journeys.map((j) => ({ file: j.file, value: j.flow })), ...shared]) {
    for (const t of inlineTexts(value, all)) add(index.texts, textId(t.text, all), file);
  }
  for (const { file, flow } of journeys) for (const b of blocksOf(flow, all)) add(index.blocks, b.id, file);
  return index;
}

let cached: ReuseIndex | undefined;

/** The index of flows/ on disk, read once per process (as lint/app-index.ts does). */
export function reuseIndex(): ReuseIndex {
  if (!cached) {
    const shared = [...listJsonFiles(path.join(SHARED_DIR, FRAGMENTS_DIR)), ...listJsonFiles(path.join(SHARED_DIR, TABLES_DIR))];
    cached = buildReuseIndex(
      defaultFlowFiles().map((file) => ({ file: rel(file), flow: readJson(file) })),
      shared.map((file) => ({ file: rel(file), value: readJson(file) })),
    );
  }
  return cached;
}

/** Whether `file` is a journey of flows/ (not a shared part, not a file kept elsewhere). */
export function isJourneyFile(file: string, flowsDir = FLOWS_DIR): boolean {
  const absolute = path.resolve(file);
  return absolute.startsWith(flowsDir + path.sep) && !absolute.startsWith(path.join(flowsDir, 'shared') + path.sep);
}

const others = (files: Set<string> | undefined, file: string): string[] => [...(files ?? [])].filter((f) => f !== file).sort();

/** The reuse problems of one journey as written (of a shared part: `blocks` false); `file` is repository-relative. */
export function reuseProblems(file: string, flow: unknown, parts: SharedParts, index: ReuseIndex, blocks_ = true): Problem[] {
  const all = locales();
  const out: Problem[] = [];
  const catalogue = new Map<string, string>();
  for (const key of Object.keys(parts.texts).sort()) {
    const text = parts.texts[key];
    if (isText(text, all) && !catalogue.has(textId(text, all))) catalogue.set(textId(text, all), key);
  }

  const texts = inlineTexts(flow, all);
  const here = new Map<string, number>();
  for (const t of texts) here.set(textId(t.text, all), (here.get(textId(t.text, all)) ?? 0) + 1);
  for (const t of texts) {
    const id = textId(t.text, all);
    const at = location(t.path);
    const key = catalogue.get(id);
    if (key) {
      out.push({ rule: 'shared-text-copy', file, location: at, message: `"${t.text.en}" is the shared text "${key}": write {"$text": "${key}"}` });
      continue;
    }
    const elsewhere = others(index.texts.get(id), file);
    if (elsewhere.length || here.get(id)! > 1) {
      const where = elsewhere.length ? `also in ${elsewhere.slice(0, 3).join(', ')}${elsewhere.length > 3 ? ', ...' : ''}` : 'more than once in this flow';
      out.push({ rule: 'repeated-text', file, location: at, message: `"${t.text.en}" is written ${where}: share it in flows/shared/texts.json (npm run flows:share)` });
    }
  }

  if (!blocks_) return out;
  const fragments = new Map<string, string>();
  for (const name of Object.keys(parts.fragments).sort()) fragments.set(JSON.stringify(parts.fragments[name], null, 2), name);
  const blocks = blocksOf(flow, all);
  const hereBlocks = new Map<string, number>();
  for (const b of blocks) hereBlocks.set(b.id, (hereBlocks.get(b.id) ?? 0) + 1);
  const reported: JsonPath[] = [];
  for (const b of blocks) {
    if (reported.some((r) => within(b.path, r))) continue;
    const fragment = fragments.get(b.id);
    const elsewhere = others(index.blocks.get(b.id), file);
    let message: string | undefined;
    if (fragment) message = `these ${b.lines} lines are the fragment "${fragment}": write {"$fragment": "${fragment}"}`;
    else if (elsewhere.length) message = `these ${b.lines} lines are also written in ${elsewhere.slice(0, 3).join(', ')}: make them a fragment (npm run flows:share)`;
    else if (hereBlocks.get(b.id)! > 1) message = `these ${b.lines} lines are written more than once in this flow: make them a fragment (npm run flows:share)`;
    if (!message) continue;
    reported.push(b.path);
    out.push({ rule: 'repeated-block', file, location: location(b.path), message });
  }
  return out;
}

/** The texts of the shared fragments and code tables, which are files of flows/ as well. */
export function sharedPartReuseProblems(parts: SharedParts, index: ReuseIndex = reuseIndex()): Problem[] {
  const files = [...listJsonFiles(path.join(parts.dir, FRAGMENTS_DIR)), ...listJsonFiles(path.join(parts.dir, TABLES_DIR))];
  return files.flatMap((file) => reuseProblems(rel(file), readJson(file), parts, index, false));
}

export { BLOCK_LINES };
