// npm run simulate -- --seed N --operations M [--customers C] [--postgres] [--processes 2]
//   [--check-every K (the whole-bank check; default 100)] [--plant double-debit-on-retry] [--no-shrink] [--no-faults] [--minutes T]
// Runs the deterministic simulation (server/simulation/run.ts) and prints what it did: operations
// per second, faults by kind, invariant checks. A failure prints its seed, the problems and the
// shortest operation list that still fails, and exits 1; the same command reproduces it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalPostgres } from '../db/local-postgres.js';
import { PLANTED_BUGS } from './bugs.js';
import { simulate, type SimulateOptions } from './run.js';
import { seedWorld } from './world.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    operations: { type: 'string', default: '1000' },
    customers: { type: 'string', default: '6' },
    postgres: { type: 'boolean', default: false },
    processes: { type: 'string', default: '2' },
    'check-every': { type: 'string', default: '100' },
    plant: { type: 'string' },
    'no-shrink': { type: 'boolean', default: false },
    'no-faults': { type: 'boolean', default: false },
    minutes: { type: 'string' },
  },
});

const seed = values.seed !== undefined ? Number(values.seed) : Date.now() % 2 ** 31;
const operations = Number(values.operations);
const customers = Number(values.customers);
const bug = values.plant ? PLANTED_BUGS[values.plant] : undefined;
if (values.plant && !bug) throw new Error(`unknown planted bug ${values.plant}: ${Object.keys(PLANTED_BUGS).join(', ')}`);

const began = performance.now();
let lastProgress = { at: began, checkMs: 0, wholeMs: 0 };
const options: SimulateOptions = {
  seed,
  operations,
  customers,
  faults: !values['no-faults'],
  fullCheckEvery: Number(values['check-every']),
  bug,
  shrink: !values['no-shrink'],
  ...(values.minutes ? { budgetMs: Number(values.minutes) * 60_000 } : {}),
  progress: (done, stats) => {
    // Elapsed time, the last thousand's rate and the checks' share: a long run's slope shows here.
    if (done % 1_000 !== 0) return;
    const now = performance.now();
    const rate = (1_000_000 / (now - lastProgress.at)).toFixed(1);
    const checking = ((stats.checkMs - lastProgress.checkMs) / 1000).toFixed(1);
    const whole = ((stats.checkParts.wholeBank - lastProgress.wholeMs) / 1000).toFixed(1);
    lastProgress = { at: now, checkMs: stats.checkMs, wholeMs: stats.checkParts.wholeBank };
    process.stderr.write(`${done} operations, ${((now - began) / 1000).toFixed(0)} s, ${rate} operations/s over the last 1,000 (${checking} s checking, ${whole} s of it the whole bank), ${stats.restarts} restarts, load average ${os.loadavg()[0]!.toFixed(1)}\n`);
  },
};

let stopPostgres: (() => void) | undefined;
if (values.postgres) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-sim-pg-'));
  const pg = await startLocalPostgres({ dir, throwaway: true });
  stopPostgres = () => pg.stop();
  const seeded = await seedWorld(pg.url, customers);
  options.postgres = { url: pg.url, customers: seeded, processes: Number(values.processes) };
}

try {
  const result = await simulate(options);
  const s = result.stats;
  const done = Object.values(s.operations).reduce((a, b) => a + b, 0);
  const where = values.postgres ? `PostgreSQL, ${values.processes} bank processes` : 'SQLite';
  if (done < operations && !result.failure) console.log(`time budget of ${values.minutes} minutes spent: ${done} of ${operations} operations run (the seed's first ${done})`);
  console.log(`seed ${seed}: ${done} operations on ${where} in ${(result.ms / 1000).toFixed(1)} s (${((done * 1000) / result.ms).toFixed(1)} operations/s)`);
  console.log(`operations: ${JSON.stringify(s.operations)}`);
  const perOp = Object.entries(s.ms).map(([kind, ms]) => `${kind} ${(ms / 1000).toFixed(1)} s (${(ms / (s.operations[kind] ?? 1)).toFixed(1)} ms each)`);
  console.log(`time by operation: ${perOp.join(', ')}`);
  console.log(`faults injected: ${JSON.stringify(s.faults)}; restarts: ${s.restarts}`);
  console.log(`clock moves passed over: ${JSON.stringify(s.crossed)} (the due work ran after each)`);
  console.log(`answers: ${JSON.stringify(s.answers)}`);
  console.log(`bank processes (operating-system pid: requests): ${s.pids.map((pid, n) => `${pid}: ${s.requests[n]}`).join(', ')}`);
  console.log(`invariant checks: ${s.checks} (whole bank every ${values['check-every']} operations, due work after every clock move; ${(s.checkMs / 1000).toFixed(1)} s of the run: after each operation ${(s.checkParts.operation / 1000).toFixed(1)} s, whole bank ${(s.checkParts.wholeBank / 1000).toFixed(1)} s, due work ${(s.checkParts.dueWork / 1000).toFixed(1)} s; the e-cheques read after ${s.chequeReads} operations: those that wrote them, or every one with several processes)`);
  console.log(`final database digest: ${result.digest}`);
  if (result.failure) {
    const f = result.failure;
    console.log(`\nFAILED after operation ${f.failing.length - 1} (seed ${seed}):`);
    for (const p of f.problems.slice(0, 10)) console.log(`  ${p}`);
    console.log(`\nshortest failing list (${f.shrunk.length} operations):`);
    for (const op of f.shrunk) console.log(`  ${JSON.stringify(op)}`);
    for (const p of f.shrunkProblems.slice(0, 10)) console.log(`  -> ${p}`);
    const flags = [`--seed ${seed}`, `--operations ${operations}`, `--customers ${customers}`, values.postgres ? '--postgres' : '', values.plant ? `--plant ${values.plant}` : ''].filter(Boolean);
    console.log(`\nreproduce: npm run simulate -- ${flags.join(' ')}`);
    process.exitCode = 1;
  } else {
    console.log('all invariants held');
  }
} finally {
  stopPostgres?.();
}
