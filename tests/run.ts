// `npm test` (and `npm run test:all`): every phase of the proof in order, fastest first, then a
// table of the phases and their times, the 15 slowest tests, and the flaky count. A phase that
// fails stops the run (the ones after it would only repeat its failure), but the table is still
// printed. `--all` plays every fixture in Chromium and sweeps every page in every language
// (REPLAY_ALL, SWEEP_ALL): run it after a change to the engine or the widgets.
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

const PHASES: Phase[] = [
  { name: 'browser present', command: [...tsx, 'tests/setup/ensure-chromium.ts'] },
  { name: 'codegen', command: [...tsx, 'codegen/generate.ts'] },
  { name: 'flow linter', command: [...tsx, 'codegen/lint-flows.ts'] },
  { name: 'type check', command: ['npx', 'tsc', '-p', 'tsconfig.json'] },
  // Vitest's projects (vite.config.ts): the pure and bank files share their imports per worker.
  { name: 'unit (Vitest)', command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${VITEST_JSON}`] },
  { name: 'fixture replay', command: [...tsx, 'tests/replay/run.ts'] },
  // Two production builds; the first is kept as dist/ and served to the Chromium tests.
  { name: 'packaging', command: [...tsx, 'tests/packaging/journey-isolation.ts', '--keep-build', 'dist'] },
  {
    name: all ? 'Chromium (all)' : 'Chromium',
    command: ['npx', 'playwright', 'test'],
    env: { E2E_JSON_REPORT: E2E_JSON, ...(all ? { REPLAY_ALL: '1', SWEEP_ALL: '1' } : {}) },
  },
];

function run(phase: Phase): Promise<boolean> {
  return new Promise((resolve) => {
    const [cmd, ...args] = phase.command;
    const child = spawn(cmd!, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...phase.env } });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}

async function main(): Promise<number> {
  fs.mkdirSync(RESULTS, { recursive: true });
  for (const file of [VITEST_JSON, E2E_JSON]) fs.rmSync(file, { force: true });
  const times: PhaseTime[] = [];
  const start = performance.now();
  let ok = true;
  for (const phase of PHASES) {
    console.log(`\n=== ${phase.name}: ${phase.command.join(' ')}`);
    const begun = performance.now();
    ok = await run(phase);
    times.push({ name: phase.name, seconds: (performance.now() - begun) / 1000, ok });
    if (!ok) break;
  }
  const tests: TestResult[] = readResults({ vitest: VITEST_JSON, e2e: E2E_JSON });
  console.log(formatSummary(times, (performance.now() - start) / 1000, tests, PHASES.length));
  return ok ? 0 : 1;
}

process.exitCode = await main();
