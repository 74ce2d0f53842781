// Two rules of the bank's source (server/), checked on every file:
//   - no double cast (`as unknown as`): a value is typed by what it is, or checked (a cast that
//     has to stay is listed below with its reason; none is left);
//   - no answer code written as a string literal ('E000000409'): the bank names codes with the
//     constants generated from the message catalogue (generated/error-codes.ts, ERR.*;
//     docs/error-codes.md), so every code it answers has a message in three languages.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const files = sources(path.join(ROOT, 'server')).map((file) => ({ file: path.relative(ROOT, file).split(path.sep).join('/'), lines: fs.readFileSync(file, 'utf8').split('\n') }));

/** Double casts that stay, with the reason written above them in the file. */
const DOUBLE_CAST_EXEMPT: Record<string, string> = {};

function isComment(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*');
}

export function doubleCasts(source: { file: string; lines: string[] }): string[] {
  return source.lines.flatMap((line, i) => (!isComment(line) && /\bas unknown as\b/.test(line) ? [`${source.file}:${i + 1}`] : []));
}

export function codeLiterals(source: { file: string; lines: string[] }): string[] {
  return source.lines.flatMap((line, i) => (!isComment(line) && /(['"`])T?E\d{9}\1/.test(line.split(' // ')[0]!) ? [`${source.file}:${i + 1}`] : []));
}

describe('server source rules', () => {
  it('has no `as unknown as` but the exempted one, which says why above it', () => {
    const found = files.flatMap((source) => (source.file in DOUBLE_CAST_EXEMPT ? [] : doubleCasts(source)));
    expect(found).toEqual([]);
    for (const file of Object.keys(DOUBLE_CAST_EXEMPT)) {
      const source = files.find((f) => f.file === file)!;
      const at = source.lines.findIndex((line) => /\bas unknown as\b/.test(line) && !isComment(line));
      expect(at, `${file} still needs its exemption`).toBeGreaterThan(0);
      expect(source.lines[at - 1]!.trim(), `${file} says why above the cast`).toMatch(/^\/\/ /);
    }
  });

  it('writes no answer code as a literal: ERR.* from the message catalogue', () => {
    expect(files.flatMap(codeLiterals)).toEqual([]);
  });

  it('the checks catch what they look for', () => {
    const sample = { file: 'x.ts', lines: ["const a = b as unknown as C;", "throw new BankError('E300000001');", "// 'E300000001' in a comment is fine"] };
    expect(doubleCasts(sample)).toEqual(['x.ts:1']);
    expect(codeLiterals(sample)).toEqual(['x.ts:2']);
  });
});
