// Benchmark 4: median time to the first render of the transfer input form (FlowStepView → RJSF
// Form with the mobile widgets) in jsdom. The measuring runs in Vitest (see vitest.config.ts for
// why); this file starts it and turns its samples into a budgeted row.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { REPO } from './lib/paths';
import { median, percentile } from './lib/measure';
import { emit, fmt, isMain, type BenchRow } from './lib/result';

const BUDGET_MS = 50;

export function runStepRender(): BenchRow[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));
  const out = path.join(dir, 'samples.json');
  try {
    const vitest = spawnSync('npx', ['vitest', 'run', '--config', 'bench/vitest.config.ts', '--reporter', 'dot'], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, BENCH_OUT: out },
    });
    if (vitest.status !== 0 || !fs.existsSync(out)) {
      // Vitest's report is only worth reading when it failed; stdout is reserved for the result line.
      process.stderr.write(`${vitest.stdout}${vitest.stderr}`);
      throw new Error(`vitest render benchmark failed (status ${vitest.status})`);
    }
    const { cold, ms } = JSON.parse(fs.readFileSync(out, 'utf8')) as { cold: number; ms: number[] };
    return [
      {
        name: 'render: transfer input step',
        value: median(ms),
        unit: 'ms',
        budget: { kind: 'max', limit: BUDGET_MS },
        detail: `p95 ${fmt(percentile(ms, 95))} ms, ${ms.length} renders; cold first ${fmt(cold)} ms; React dev build`,
      },
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) emit(runStepRender());
