// Benchmark 3: the engine's step pipeline on the real transfer flow with a scripted bank.
// Timed: proceed(input) (validate, checks, move to confirm) plus proceed() (authenticate, build
// and validate the request, submit, branch to the result). The bank answers from memory, so the
// number is the engine's own overhead per journey, which the customer pays on top of the network.
import { FlowRun } from '../engine/core';
import { median, percentile, timeAsync } from './lib/measure';
import { emit, fmt, isMain, type BenchRow } from './lib/result';
import { scriptedDeps, transferFlow, validInput } from './lib/transfer-fixtures';

const BUDGET_MS = 2;

async function startedRun(): Promise<FlowRun> {
  const run = new FlowRun(transferFlow, scriptedDeps());
  await run.start(); // loading the input step's data is not part of the measured pipeline
  return run;
}

/** Fails loudly if the journey takes another path: a faster wrong path is not a result. */
async function step(run: FlowRun, input: unknown, expected: string): Promise<void> {
  const moved = await run.proceed(input);
  if (!moved || run.stepId !== expected) throw new Error(`expected step ${expected}, at ${run.stepId} (${run.status})`);
}

async function journey(run: FlowRun): Promise<void> {
  await step(run, validInput, 'confirm');
  await step(run, undefined, 'result');
}

export async function runEngineJourney(): Promise<BenchRow[]> {
  const ms = await timeAsync({ warmup: 50, runs: 500, setup: startedRun }, journey);
  return [
    {
      name: 'engine: input → confirm → result',
      value: median(ms),
      unit: 'ms/journey',
      budget: { kind: 'max', limit: BUDGET_MS },
      detail: `p95 ${fmt(percentile(ms, 95))} ms, ${ms.length} journeys`,
    },
  ];
}

if (isMain(import.meta.url)) emit(await runEngineJourney());
