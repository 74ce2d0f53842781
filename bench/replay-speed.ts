// Benchmark: headless replay speed. Every fixture in tests/fixtures is replayed (the real
// engine, flows and validators against the scripted bank), warm-up pass first, then timed
// passes; a step is one step entry of a fixture plus the start of its run. A fixture that
// fails makes the benchmark fail: a faster wrong replay is not a result.
import { fixtureFiles, loadFixtures } from '../tests/replay/load';
import { replayFixture } from '../tests/replay/replay';
import type { Fixture } from '../tests/replay/fixture';
import { median, nowMs } from './lib/measure';
import { emit, fmt, isMain, type BenchRow } from './lib/result';

const BUDGET_STEPS_PER_S = 1000;
const PASSES = 5;

async function pass(fixtures: Fixture[]): Promise<void> {
  for (const fixture of fixtures) {
    const result = await replayFixture(fixture);
    if (!result.ok) throw new Error(`${fixture.name} does not replay: ${result.problems[0]}`);
  }
}

export async function runReplaySpeed(): Promise<BenchRow[]> {
  const fixtures = loadFixtures(fixtureFiles()).flatMap((l) => (l.fixture && !l.problems.length ? [l.fixture] : []));
  const steps = fixtures.reduce((n, f) => n + f.steps.length + 1, 0);
  await pass(fixtures); // warm-up: JIT, the flows and validators loaded once
  const rates: number[] = [];
  for (let i = 0; i < PASSES; i += 1) {
    const start = nowMs();
    await pass(fixtures);
    rates.push(steps / ((nowMs() - start) / 1000));
  }
  return [
    {
      name: 'replay: headless steps per second',
      value: median(rates),
      unit: 'steps/s',
      budget: { kind: 'min', limit: BUDGET_STEPS_PER_S },
      detail: `${fixtures.length} fixtures, ${steps} steps per pass, slowest pass ${fmt(Math.min(...rates))} steps/s`,
    },
  ];
}

if (isMain(import.meta.url)) emit(await runReplaySpeed());
