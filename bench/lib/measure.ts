// Timing and statistics shared by the benchmarks. Medians and p95 rather than means: one GC
// pause or scheduler hiccup on a 2-core machine should not move the number we budget.
export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** Nearest-rank percentile (p in 0..100) of the values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export const median = (values: number[]): number => percentile(values, 50);

/**
 * Runs `fn` `warmup` times unmeasured (JIT, caches, lazy imports), then `runs` times measured.
 * `setup` runs before each call outside the timed region.
 */
export async function timeAsync<T>(
  opts: { warmup: number; runs: number; setup?: () => T | Promise<T> },
  fn: (input: T) => unknown | Promise<unknown>,
): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < opts.warmup + opts.runs; i += 1) {
    const input = (await opts.setup?.()) as T;
    const start = nowMs();
    await fn(input);
    const took = nowMs() - start;
    if (i >= opts.warmup) ms.push(took);
  }
  return ms;
}

/**
 * Per-call time of a synchronous function that takes far less than a timer tick: each sample
 * times a batch of `batch` calls, so the timer's own cost is spread out. Returns µs per call.
 */
export function microsPerCall(fn: () => unknown, opts: { warmup: number; samples: number; batch: number }): number[] {
  for (let i = 0; i < opts.warmup * opts.batch; i += 1) fn();
  const us: number[] = [];
  for (let s = 0; s < opts.samples; s += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < opts.batch; i += 1) fn();
    us.push(Number(process.hrtime.bigint() - start) / 1e3 / opts.batch);
  }
  return us;
}

