// A whole simulation: the operations a seed draws (a chunk at a time), run on a fresh copy of
// the world, and on a failure the shortest operation list that still fails (fast-check shrinks
// the failing prefix: a property over operation lists, started from that prefix as its example).
import fc from 'fast-check';
import { Simulation, type RunResult, type RunStats } from './driver.js';
import { withToken, type SimCustomer } from './customers.js';
import type { PlantedBug } from './faults.js';
import { drawChunk, operationArb, type GenerationOptions, type Operation } from './operations.js';
import { copyOfTemplate, sqliteWorld } from './world.js';
import { databaseDigest } from './digest.js';

export interface SimulateOptions {
  seed: number;
  operations: number;
  customers?: number;
  faults?: boolean;
  fullCheckEvery?: number;
  bug?: PlantedBug;
  /** Shrink a failure (default true). */
  shrink?: boolean;
  /** A PostgreSQL database seeded with seedWorld (default: a fresh copy of the SQLite world per run), and how many bank processes share it. */
  postgres?: { url: string; customers: SimCustomer[]; processes: number };
  /** The CLI's time budget in milliseconds: stop between operations once it is spent (never in tests). */
  budgetMs?: number;
  /** Told after every chunk (the CLI's progress). */
  progress?: (done: number, stats: RunStats) => void;
}

export interface Failure {
  problems: string[];
  /** The operations up to the one after which the problem showed. */
  failing: Operation[];
  /** The shortest list found that still fails, and its problems. */
  shrunk: Operation[];
  shrunkProblems: string[];
}

export interface SimulateResult {
  stats: RunStats;
  trace: string[];
  /** The final database's digest (digest.ts): the same seed, the same digest. */
  digest: string;
  failure?: Failure;
  ms: number;
}

const CHUNK = 500;

function generation(options: SimulateOptions): GenerationOptions {
  return { customers: options.customers ?? 6, faults: options.faults ?? true };
}

/** Runs one list of operations on a fresh copy of the SQLite world. */
export async function runList(ops: Operation[], options: SimulateOptions): Promise<RunResult> {
  const g = generation(options);
  const world = await sqliteWorld(g.customers);
  const copy = copyOfTemplate(world);
  const sim = new Simulation({ databaseUrls: [copy.file], customers: world.customers.map(withToken), seed: options.seed, fullCheckEvery: options.fullCheckEvery, bug: options.bug });
  try {
    await sim.start();
    return await sim.run(ops);
  } finally {
    await sim.stop();
    copy.dispose();
  }
}

export async function simulate(options: SimulateOptions): Promise<SimulateResult> {
  const started = performance.now();
  const g = generation(options);
  const pg = options.postgres;
  const world = pg ? undefined : await sqliteWorld(g.customers);
  const copy = world ? copyOfTemplate(world) : undefined;
  const sim = new Simulation({
    databaseUrls: pg ? Array.from({ length: pg.processes }, () => pg.url) : [copy!.file],
    customers: pg ? pg.customers : world!.customers.map(withToken),
    seed: options.seed,
    fullCheckEvery: options.fullCheckEvery,
    bug: options.bug,
    ...(options.budgetMs !== undefined ? { stopAt: started + options.budgetMs } : {}),
  });
  const done: Operation[] = [];
  let result: RunResult | undefined;
  let digest = '';
  try {
    await sim.start();
    for (let first = 0; first < options.operations; first += CHUNK) {
      const size = Math.min(CHUNK, options.operations - first);
      const ops = drawChunk(options.seed, first / CHUNK, size, g);
      result = await sim.run(ops, first, options.operations);
      // Kept only to shrink a failure: a long passing run holds one chunk at a time.
      if (result.failedAt !== null) {
        done.push(...ops.slice(0, result.failedAt - first + 1));
        break;
      }
      if (done.length < 20_000) done.push(...ops);
      options.progress?.(first + size, sim.stats);
      if (sim.trace.length < first + size) break; // the time budget is spent
    }
    digest = await databaseDigest(sim.db, sim.customers.map((c) => c.seed));
  } finally {
    await sim.stop();
    copy?.dispose();
  }
  const ms = performance.now() - started;
  if (!result || result.failedAt === null) return { stats: sim.stats, trace: sim.trace, digest, ms };
  const failing = done.length > result.failedAt ? done.slice(0, result.failedAt + 1) : done;
  // Shrinking replays on fresh SQLite copies: a PostgreSQL failure is shown as it happened.
  const shrunk = options.shrink === false || pg ? { ops: failing, problems: result.problems } : await shrink(failing, options);
  return { stats: sim.stats, trace: sim.trace, digest, ms, failure: { problems: result.problems, failing, shrunk: shrunk.ops, shrunkProblems: shrunk.problems } };
}

/** The shortest list fast-check finds that still fails, starting from `failing`. */
export async function shrink(failing: Operation[], options: SimulateOptions): Promise<{ ops: Operation[]; problems: string[] }> {
  const arb = fc.array(operationArb(generation(options)), { maxLength: failing.length });
  let smallest = { ops: failing, problems: [] as string[] };
  const details = await fc.check(
    fc.asyncProperty(arb, async (ops) => {
      const result = await runList(ops, { ...options, fullCheckEvery: 1 });
      if (result.failedAt !== null && ops.length <= smallest.ops.length) smallest = { ops: ops.slice(0, result.failedAt + 1), problems: result.problems };
      return result.failedAt === null;
    }),
    { examples: [[failing]], numRuns: 1, seed: options.seed, endOnFailure: false },
  );
  if (!details.failed) return { ops: failing, problems: ['the failure did not show again on a fresh copy of the world'] };
  return smallest;
}
