// What every benchmark reports: one row per budgeted number. A benchmark file prints its rows
// as one JSON line behind a marker so the runner can read them from a child process.
import { pathToFileURL } from 'node:url';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** 'max': the value must stay at or below the limit; 'min': at or above it. */
  budget: { kind: 'max' | 'min'; limit: number };
  /** Context for the reader (p95, sample count, sizes); not budgeted. */
  detail?: string;
}

export const RESULT_MARKER = 'BENCH_ROWS ';

export function withinBudget(row: BenchRow): boolean {
  return row.budget.kind === 'max' ? row.value <= row.budget.limit : row.value >= row.budget.limit;
}

/** Called by each benchmark's entry point: prints its rows for the runner (or a human). */
export function emit(rows: BenchRow[]): void {
  process.stdout.write(RESULT_MARKER + JSON.stringify(rows) + '\n');
}

export function fmt(value: number): string {
  if (!Number.isFinite(value) || Number.isInteger(value)) return String(value);
  const abs = Math.abs(value);
  return abs >= 100 ? value.toFixed(0) : abs >= 10 ? value.toFixed(1) : value.toFixed(2);
}

/** True when the module is the process's entry point (run directly with tsx). */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;
}
