// `npm run flows:stats`: how much of flows/ is copied rather than shared, measured on the files
// as written (references not expanded, flows/shared/ included, each catalogue text counted once).
//   texts   three-language texts ({ zh-TW, zh-CN, en } objects) and how many are copies of
//           another (a text written n times counts n - 1 copies)
//   inline  a plain count: every three-language object outside the catalogue (journeys,
//           fragments, code tables), and how many are written again (equal to another inline
//           text or to a catalogue text); `npm run lint:flows` refuses each of those
//   lines   lines (whitespace-trimmed) inside a block of BLOCK or more consecutive lines that
//           already appeared earlier in flows/: pasted blocks, not the odd repeated bracket
// Both copy shares stay under LIMIT (docs/adding-a-flow.md, "Reuse"); `--check` exits 1 when not.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isObject, listJsonFiles } from './lib/json';
import { FLOWS_DIR } from './lib/paths';
import { TEXTS_FILE } from './lib/shared-parts';
import { locales } from './lint/rules/missing-translation';

export const BLOCK = 25;
/** The most of flows/ that may be copies, in per cent, by either measure. */
export const LIMIT = 5;

export interface FlowStats {
  files: number;
  texts: number;
  textCopies: number;
  /** Three-language objects outside texts.json, and how many of them are written again or equal a catalogue text. */
  inline: number;
  inlineCopies: number;
  /** Of those copies, how many equal a catalogue text. */
  inlineShared: number;
  lines: number;
  repeatedLines: number;
  /** The most copied texts (English), most first. */
  top: [string, number][];
}

function countTexts(value: unknown, seen: Map<string, number>, all: string[]): void {
  if (Array.isArray(value)) value.forEach((v) => countTexts(v, seen, all));
  else if (isObject(value)) {
    if (all.every((l) => typeof value[l] === 'string')) {
      const key = JSON.stringify(all.map((l) => value[l]));
      seen.set(key, (seen.get(key) ?? 0) + 1);
    } else Object.values(value).forEach((v) => countTexts(v, seen, all));
  }
}

function repeatedLines(files: string[][]): number {
  const first = new Map<string, string>();
  let repeated = 0;
  for (const [f, lines] of files.entries()) {
    const marked = new Array<boolean>(lines.length).fill(false);
    for (let i = 0; i + BLOCK <= lines.length; i++) {
      const block = lines.slice(i, i + BLOCK).join('\n');
      const at = `${f}:${i}`;
      if (!first.has(block)) first.set(block, at);
      else if (first.get(block) !== at) marked.fill(true, i, i + BLOCK);
    }
    repeated += marked.filter(Boolean).length;
  }
  return repeated;
}

export function flowStats(dir = FLOWS_DIR): FlowStats {
  const files = listJsonFiles(dir);
  const seen = new Map<string, number>();
  const texts = files.map((file) => fs.readFileSync(file, 'utf8'));
  const all = locales();
  for (const text of texts) countTexts(JSON.parse(text), seen, all);
  const counts = [...seen.values()];
  // The plain count: inline objects only, each compared with every other and with the catalogue.
  const textsFile = path.join(dir, 'shared', TEXTS_FILE);
  const catalogue = new Map<string, number>();
  const inline = new Map<string, number>();
  texts.forEach((text, i) => countTexts(JSON.parse(text), files[i] === textsFile ? catalogue : inline, all));
  let inlineCopies = 0;
  let inlineShared = 0;
  for (const [key, n] of inline) {
    if (catalogue.has(key)) {
      inlineCopies += n;
      inlineShared += n;
    } else inlineCopies += n - 1;
  }
  const lines = texts.map((t) => t.split('\n').map((l) => l.trim()));
  const top = [...seen]
    .filter(([, n]) => n > 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key, n]): [string, number] => [(JSON.parse(key) as string[])[all.length - 1]!, n]);
  return {
    files: files.length,
    texts: counts.reduce((a, b) => a + b, 0),
    textCopies: counts.reduce((a, n) => a + n - 1, 0),
    inline: [...inline.values()].reduce((a, b) => a + b, 0),
    inlineCopies,
    inlineShared,
    lines: lines.reduce((a, l) => a + l.length, 0),
    repeatedLines: repeatedLines(lines),
    top,
  };
}

const pct = (part: number, whole: number): string => `${whole ? ((100 * part) / whole).toFixed(1) : '0.0'} %`;

/** The measures over LIMIT per cent, by name (none: flows/ is shared enough). */
export function overLimit(s: FlowStats): string[] {
  const over = (part: number, whole: number): boolean => whole > 0 && (100 * part) / whole >= LIMIT;
  return [
    ...(over(s.textCopies, s.texts) ? ['three-language texts'] : []),
    ...(over(s.inlineCopies, s.inline) ? ['inline texts'] : []),
    ...(over(s.repeatedLines, s.lines) ? ['lines'] : []),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const s = flowStats();
  console.log(`flows/: ${s.files} files`);
  console.log(`  three-language texts: ${s.texts}, copies ${s.textCopies} (${pct(s.textCopies, s.texts)})`);
  console.log(`  inline texts (outside texts.json): ${s.inline}, copies ${s.inlineCopies} (${pct(s.inlineCopies, s.inline)}), of which equal to a catalogue text ${s.inlineShared}`);
  console.log(`  lines: ${s.lines}, in repeated blocks of ${BLOCK}+ lines ${s.repeatedLines} (${pct(s.repeatedLines, s.lines)})`);
  if (s.top.length) console.log(`  most copied: ${s.top.map(([en, n]) => `"${en}" x${n}`).join(', ')}`);
  const over = overLimit(s);
  console.log(over.length ? `  over ${LIMIT} %: ${over.join(', ')}` : `  every measure under ${LIMIT} %`);
  if (process.argv.includes('--check') && over.length) process.exitCode = 1;
}
