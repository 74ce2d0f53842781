// The figures people read: lines and branches per product folder and in total, with the counts
// behind each percentage, printed as a table and kept in coverage/summary.json. They are those
// of the lcov and HTML reports: a line is one where a statement starts (Istanbul's measure),
// a branch each way a condition, a logical operator or a default value can go.
import fs from 'node:fs';
import type { CoverageResults } from 'monocart-coverage-reports';
import { PRODUCT_FOLDERS, productFolderOf, SUMMARY_FILE } from './scope';

export interface Figure {
  covered: number;
  total: number;
  /** Percent with two decimals; 100 when there is nothing to cover. */
  pct: number;
}
export interface FolderFigures {
  files: number;
  lines: Figure;
  branches: Figure;
}
export type Summary = Record<(typeof PRODUCT_FOLDERS)[number] | 'total', FolderFigures>;

const empty = (): FolderFigures => ({ files: 0, lines: figure(0, 0), branches: figure(0, 0) });

function figure(covered: number, total: number): Figure {
  return { covered, total, pct: total ? Math.floor((covered / total) * 10_000) / 100 : 100 };
}

function add(into: FolderFigures, lines: { covered: number; total: number }, branches: { covered: number; total: number }): void {
  into.files += 1;
  into.lines = figure(into.lines.covered + lines.covered, into.lines.total + lines.total);
  into.branches = figure(into.branches.covered + branches.covered, into.branches.total + branches.total);
}

export function summarize(results: CoverageResults): Summary {
  const summary = Object.fromEntries([...PRODUCT_FOLDERS, 'total'].map((key) => [key, empty()])) as Summary;
  for (const file of results.files) {
    const folder = productFolderOf(file.sourcePath);
    if (!folder) continue;
    const { lines, branches } = file.summary;
    add(summary[folder], lines, branches);
    add(summary.total, lines, branches);
  }
  return summary;
}

export function formatTable(summary: Summary): string {
  const rows = Object.entries(summary).map(([folder, f]) => [
    folder,
    String(f.files),
    `${f.lines.pct.toFixed(2)} %`,
    `${f.lines.covered}/${f.lines.total}`,
    `${f.branches.pct.toFixed(2)} %`,
    `${f.branches.covered}/${f.branches.total}`,
  ]);
  const header = ['folder', 'files', 'lines', 'covered/total', 'branches', 'covered/total'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.slice(0, -1).map(line), rule, line(rows.at(-1)!)].join('\n');
}

export function writeSummary(summary: Summary, phases: Record<string, string>): void {
  fs.writeFileSync(SUMMARY_FILE, `${JSON.stringify({ phases, folders: summary }, null, 2)}\n`);
}
