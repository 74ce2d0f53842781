// `npm test` (and `npm run test:all`): every phase of the proof, each started once the phases it
// waits for have passed (tests/runner/schedule.ts), then a table of the phases and their
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
import { runScheduled } from './runner/schedule';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'test-results');
const VITEST_JSON = path.join(RESULTS, 'vitest.json');
const E2E_JSON = path.join(RESULTS, 'e2e.json');

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
const LINTER = 'flow linter';
const TYPE_CHECK = 'type check';
const PAGE_WEIGHT = 'page weight';
const UNIT = 'unit (Vitest)';
const REPLAY = 'fixture replay';
const SNAPSHOTS = all ? 'screen snapshots (all)' : 'screen snapshots';

// The phases and the ones each waits for. The linter, the type check and the builds each keep
// about one core busy and read only what codegen wrote, so they run side by side; from there on
// one phase at a time, fastest first. Vitest keeps both cores busy and Chromium about one and a
// half: run side by side, they took more time together than one after the other (Chromium's
// pages keep drawing while they wait, so a slower test costs more of the machine;
// docs/testing.md has the figures).
const PHASES: Phase[] = [
  { name: 'browser present', command: [...tsx, 'tests/setup/ensure-chromium.ts'], after: [] },
  { name: CODEGEN, command: [...tsx, 'codegen/generate.ts'], after: [] },
  { name: LINTER, command: [...tsx, 'codegen/lint-flows.ts'], after: [CODEGEN] },
  { name: TYPE_CHECK, command: ['npx', 'tsc', '-p', 'tsconfig.json'], after: [CODEGEN] },
  // Two production builds; the first is kept as dist/ and served to the Chromium tests.
  { name: PACKAGING, command: [...tsx, 'tests/packaging/journey-isolation.ts', '--keep-build', 'dist'], after: [CODEGEN] },
  // Every first screen within its budget, weighed on that build (dist/): no second build, no browser.
  { name: PAGE_WEIGHT, command: [...tsx, 'tests/packaging/journey-budgets.ts'], after: [LINTER, TYPE_CHECK, PACKAGING] },
  // Vitest's projects (vitest.config.ts): the pure and bank files share their imports per worker.
  { name: UNIT, command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${VITEST_JSON}`], after: [PAGE_WEIGHT] },
  { name: REPLAY, command: [...tsx, 'tests/replay/run.ts'], after: [UNIT] },
  // The screen snapshots (tests/screens/run.ts): by hash alone, with no browser, when no step's
  // composition changed; every step taken again with --all (on dist/).
  { name: SNAPSHOTS, command: [...tsx, 'tests/screens/run.ts', ...(all ? ['--all'] : [])], after: [REPLAY] },
  {
    name: all ? 'Chromium (all)' : 'Chromium',
    command: ['npx', 'playwright', 'test'],
    env: { E2E_JSON_REPORT: E2E_JSON, ...(all ? { REPLAY_ALL: '1', SWEEP_ALL: '1' } : {}) },
    after: ['browser present', SNAPSHOTS],
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
  for (const file of [VITEST_JSON, E2E_JSON]) fs.rmSync(file, { force: true });
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
  const tests: TestResult[] = readResults({ vitest: VITEST_JSON, e2e: [E2E_JSON] });
  console.log(formatSummary(times, (performance.now() - start) / 1000, tests, PHASES.length));
  return times.length === PHASES.length && times.every((t) => t.ok) ? 0 : 1;
}

process.exitCode = await main();
