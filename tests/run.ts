// `npm test` (and `npm run test:all`): every phase of the proof in order, fastest first, then a
// table of the phases and their times, the 15 slowest tests, and the flaky count. A phase that
// fails stops the run (the ones after it would only repeat its failure), but the table is still
// printed. `--all` plays every fixture in Chromium and sweeps every page in every language
// (REPLAY_ALL, SWEEP_ALL) and takes every screen snapshot again: run it after a change to the
// engine or the widgets.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readResults, type TestResult } from './report/results';
import { formatSummary, type PhaseTime } from './report/summary';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'test-results');
const VITEST_JSON = path.join(RESULTS, 'vitest.json');
const E2E_JSON = path.join(RESULTS, 'e2e.json');

interface Phase {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

const all = process.argv.includes('--all');
const tsx = ['npx', 'tsx'];

// Stages in order; the phases of one stage run side by side. The flow linter, the type check and
// the production builds each keep about one core busy and read only what codegen wrote, so on
// two cores they take together about as long as the builds alone.
const STAGES: Phase[][] = [
  [{ name: 'browser present', command: [...tsx, 'tests/setup/ensure-chromium.ts'] }],
  [{ name: 'codegen', command: [...tsx, 'codegen/generate.ts'] }],
  [
    { name: 'flow linter', command: [...tsx, 'codegen/lint-flows.ts'] },
    { name: 'type check', command: ['npx', 'tsc', '-p', 'tsconfig.json'] },
    // Two production builds; the first is kept as dist/ and served to the Chromium tests.
    { name: 'packaging', command: [...tsx, 'tests/packaging/journey-isolation.ts', '--keep-build', 'dist'] },
  ],
  // Every first screen within its budget, weighed on that build (dist/): no second build, no browser.
  [{ name: 'page weight', command: [...tsx, 'tests/packaging/journey-budgets.ts'] }],
  // Vitest's projects (vitest.config.ts): the pure and bank files share their imports per worker.
  [{ name: 'unit (Vitest)', command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${VITEST_JSON}`] }],
  [{ name: 'fixture replay', command: [...tsx, 'tests/replay/run.ts'] }],
  // The screen snapshots (tests/screens/run.ts): by hash alone, with no browser, when no step's
  // composition changed; every step taken again with --all.
  [{ name: all ? 'screen snapshots (all)' : 'screen snapshots', command: [...tsx, 'tests/screens/run.ts', ...(all ? ['--all'] : [])] }],
  [
    {
      name: all ? 'Chromium (all)' : 'Chromium',
      command: ['npx', 'playwright', 'test'],
      env: { E2E_JSON_REPORT: E2E_JSON, ...(all ? { REPLAY_ALL: '1', SWEEP_ALL: '1' } : {}) },
    },
  ],
];
const PHASE_COUNT = STAGES.flat().length;

const header = (phase: Phase) => `\n=== ${phase.name}: ${phase.command.join(' ')}`;

/**
 * Runs a phase. Alone in its stage, its output streams through; beside others, it is held and
 * printed whole when the phase ends, so the phases' lines never interleave.
 */
function run(phase: Phase, alone: boolean): Promise<PhaseTime> {
  const begun = performance.now();
  if (alone) console.log(header(phase));
  return new Promise((resolve) => {
    const [cmd, ...args] = phase.command;
    const child = spawn(cmd!, args, { cwd: ROOT, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...phase.env } });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    let ended = false;
    const end = (ok: boolean) => {
      if (ended) return; // a child that fails to start reports 'error' and then 'close'
      ended = true;
      if (!alone) process.stdout.write(`${header(phase)}\n${Buffer.concat(held).toString()}`);
      resolve({ name: phase.name, seconds: (performance.now() - begun) / 1000, ok, together: !alone });
    };
    // 'close', not 'exit': a piped child's last output may still be on its way when it exits.
    child.on('close', (code) => end(code === 0));
    child.on('error', () => end(false));
  });
}

async function main(): Promise<number> {
  fs.mkdirSync(RESULTS, { recursive: true });
  for (const file of [VITEST_JSON, E2E_JSON]) fs.rmSync(file, { force: true });
  const times: PhaseTime[] = [];
  const start = performance.now();
  let ok = true;
  for (const stage of STAGES) {
    const done = await Promise.all(stage.map((phase) => run(phase, stage.length === 1)));
    times.push(...done);
    ok = done.every((phase) => phase.ok);
    if (!ok) break;
  }
  const tests: TestResult[] = readResults({ vitest: VITEST_JSON, e2e: E2E_JSON });
  console.log(formatSummary(times, (performance.now() - start) / 1000, tests, PHASE_COUNT));
  return ok ? 0 : 1;
}

process.exitCode = await main();
