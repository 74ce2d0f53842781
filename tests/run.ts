// `npm test` (and `npm run test:all`): every phase of the proof, each started as soon as what it
// reads is there (codegen's output, the production build), then a table of the phases and their
// times, the 15 slowest tests, and the flaky count. After a phase fails no new phase starts (the
// ones after it would only repeat its failure), the ones under way finish, and the table is still
// printed. `--all` plays every fixture in Chromium and sweeps every page in every language
// (REPLAY_ALL, SWEEP_ALL) and takes every screen snapshot again: run it after a change to the
// engine or the widgets.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readResults, type TestResult } from './report/results';
import { formatSummary, type PhaseTime } from './report/summary';
import { FIRST_PORT } from './e2e/support/banks';
import { CHANGES_WORKING_TREE } from './e2e/support/tags';
import { runScheduled } from './runner/schedule';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'test-results');
const VITEST_JSON = path.join(RESULTS, 'vitest.json');
const E2E_JSON = path.join(RESULTS, 'e2e.json');
const E2E_WORKING_TREE_JSON = path.join(RESULTS, 'e2e-working-tree.json');

interface Phase {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** The phases whose work this one reads; it starts once they have all passed. */
  after: string[];
}

const all = process.argv.includes('--all');
const tsx = ['npx', 'tsx'];

const CODEGEN = 'codegen';
const PACKAGING = 'packaging';
const SNAPSHOTS = all ? 'screen snapshots (all)' : 'screen snapshots';
const CHROMIUM = all ? 'Chromium (all)' : 'Chromium';
/** The banks of the working-tree tests: beside the main Chromium phase's (8181 and on). */
const WORKING_TREE_PORT = FIRST_PORT + 100;

// The phases and what each reads. A phase starts as soon as the ones it reads have passed, so
// phases that need nothing of each other run side by side. The two cores are what decides the
// total: Vitest keeps both busy (its files run two at a time) and Chromium about one and a half,
// each with idle moments the other fills (a bank process starting, a page waiting for an answer);
// one after the other they left about a quarter of the machine unused (docs/testing.md).
const PHASES: Phase[] = [
  { name: 'browser present', command: [...tsx, 'tests/setup/ensure-chromium.ts'], after: [] },
  { name: CODEGEN, command: [...tsx, 'codegen/generate.ts'], after: [] },
  { name: 'flow linter', command: [...tsx, 'codegen/lint-flows.ts'], after: [CODEGEN] },
  { name: 'type check', command: ['npx', 'tsc', '-p', 'tsconfig.json'], after: [CODEGEN] },
  // Two production builds; the first is kept as dist/ and served to the Chromium tests.
  { name: PACKAGING, command: [...tsx, 'tests/packaging/journey-isolation.ts', '--keep-build', 'dist'], after: [CODEGEN] },
  // Every first screen within its budget, weighed on that build (dist/): no second build, no browser.
  { name: 'page weight', command: [...tsx, 'tests/packaging/journey-budgets.ts'], after: [PACKAGING] },
  // Vitest's projects (vitest.config.ts): the pure and bank files share their imports per worker.
  {
    name: 'unit (Vitest)',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${VITEST_JSON}`],
    after: [CODEGEN],
  },
  { name: 'fixture replay', command: [...tsx, 'tests/replay/run.ts'], after: [CODEGEN] },
  // The screen snapshots (tests/screens/run.ts): by hash alone, with no browser, when no step's
  // composition changed; every step taken again with --all (on dist/).
  { name: SNAPSHOTS, command: [...tsx, 'tests/screens/run.ts', ...(all ? ['--all'] : [])], after: [PACKAGING] },
  {
    name: CHROMIUM,
    command: ['npx', 'playwright', 'test', '--grep-invert', CHANGES_WORKING_TREE],
    env: { E2E_JSON_REPORT: E2E_JSON, ...(all ? { REPLAY_ALL: '1', SWEEP_ALL: '1' } : {}) },
    after: ['browser present', PACKAGING],
  },
  // The few Chromium tests that change files of the working tree while they run (a flow saved
  // from the studio, a baseline accepted in review; tests/e2e/support/test.ts): once nothing
  // else reads those files. On banks of their own, so they need not wait for the rest of Chromium.
  {
    name: 'Chromium (working tree)',
    command: ['npx', 'playwright', 'test', '--grep', CHANGES_WORKING_TREE],
    env: { E2E_JSON_REPORT: E2E_WORKING_TREE_JSON, E2E_PORT: String(WORKING_TREE_PORT) },
    after: ['browser present', PACKAGING, 'flow linter', 'unit (Vitest)', 'fixture replay', SNAPSHOTS],
  },
];

/** Each phase's output, line by line, behind its name: phases side by side never mix a line. */
function prefixed(name: string, out: NodeJS.WritableStream) {
  let rest = '';
  return {
    write(chunk: Buffer) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    },
    end() {
      if (rest) out.write(`[${name}] ${rest}\n`);
    },
  };
}

/** Runs a phase, its output streamed line by line behind its name. */
function run(phase: Phase): Promise<{ ok: boolean; seconds: number }> {
  const begun = performance.now();
  console.log(`\n=== ${phase.name}: ${phase.command.join(' ')}`);
  return new Promise((resolve) => {
    const [cmd, ...args] = phase.command;
    const child = spawn(cmd!, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...phase.env } });
    const out = prefixed(phase.name, process.stdout);
    child.stdout.on('data', (chunk: Buffer) => out.write(chunk));
    child.stderr.on('data', (chunk: Buffer) => out.write(chunk));
    let ended = false;
    const end = (ok: boolean) => {
      if (ended) return; // a child that fails to start reports 'error' and then 'close'
      ended = true;
      out.end();
      const seconds = (performance.now() - begun) / 1000;
      console.log(`=== ${phase.name}: ${ok ? 'ok' : 'FAILED'} after ${seconds.toFixed(0)} s`);
      resolve({ ok, seconds });
    };
    // 'close', not 'exit': a piped child's last output may still be on its way when it exits.
    child.on('close', (code) => end(code === 0));
    child.on('error', () => end(false));
  });
}

async function main(): Promise<number> {
  fs.mkdirSync(RESULTS, { recursive: true });
  for (const file of [VITEST_JSON, E2E_JSON, E2E_WORKING_TREE_JSON]) fs.rmSync(file, { force: true });
  const start = performance.now();
  const seconds = new Map<string, number>();
  const outcomes = await runScheduled(PHASES, async (phase) => {
    const done = await run(phase);
    seconds.set(phase.name, done.seconds);
    return done.ok;
  });
  const order = (name: string) => PHASES.findIndex((p) => p.name === name);
  const times: PhaseTime[] = outcomes
    .map((o) => ({ name: o.name, ok: o.ok, together: o.together, seconds: seconds.get(o.name) ?? 0 }))
    .sort((a, b) => order(a.name) - order(b.name));
  const tests: TestResult[] = readResults({ vitest: VITEST_JSON, e2e: [E2E_JSON, E2E_WORKING_TREE_JSON] });
  console.log(formatSummary(times, (performance.now() - start) / 1000, tests, PHASES.length));
  return times.length === PHASES.length && times.every((t) => t.ok) ? 0 : 1;
}

process.exitCode = await main();
