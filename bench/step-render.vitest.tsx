// Measures the first render of the transfer input step inside Vitest (jsdom); the numbers go
// to the JSON file named by BENCH_OUT for step-render.ts. React runs its development build here
// (as in the unit tests), which is slower than production: the median is an upper bound.
import fs from 'node:fs';
import { test } from 'vitest';
import '../tests/unit/widgets/dom-stubs';
import { cleanup, loadedInputRun, renderInputStep } from './lib/render-step';
import { median, nowMs } from './lib/measure';

const WARMUP = 5;
const RUNS = 40;

test('first render of the transfer input step', async () => {
  const ms: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const run = await loadedInputRun(); // loading data is not rendering: outside the timing
    const start = nowMs();
    renderInputStep(run);
    ms.push(nowMs() - start);
    cleanup();
  }
  const samples = { cold: ms[0], ms: ms.slice(WARMUP) };
  const out = process.env.BENCH_OUT;
  // Run by hand (without step-render.ts) the samples go to the console instead.
  if (out) fs.writeFileSync(out, JSON.stringify(samples));
  else console.log(`median ${median(samples.ms).toFixed(1)} ms, cold first ${samples.cold?.toFixed(1)} ms`);
});
