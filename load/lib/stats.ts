// What a load run measured: latency per transaction code, answers that were not success by
// code and response code, transport failures (connection refused or reset), and the table
// printed at the end.

export class Stats {
  private readonly latencies = new Map<string, number[]>();
  /** Answers per code that came before `windowEndsAt`: the rates count these only. */
  private readonly inWindow = new Map<string, number>();
  private readonly errors = new Map<string, number>();
  startedAt = performance.now();
  /**
   * When the run stops starting visits. The visits under way then still finish (their
   * latencies count), but the rates are over the window alone: the last visits' tail (a
   * customer waiting for the token's next 30-second step) would dilute them with idle time.
   */
  windowEndsAt = Number.POSITIVE_INFINITY;
  endedAt = 0;

  /** One answered call: its latency, and its response code when it was not success. */
  answered(code: string, ms: number, responseCode: string): void {
    let list = this.latencies.get(code);
    if (!list) this.latencies.set(code, (list = []));
    list.push(ms);
    if (performance.now() <= this.windowEndsAt) this.inWindow.set(code, (this.inWindow.get(code) ?? 0) + 1);
    if (responseCode !== '00000') this.count(`${code} ${responseCode}`);
  }

  /** A call that got no answer (the process died, the connection was reset). */
  failed(code: string, error: unknown): void {
    const reason = error instanceof Error ? (/ECONNRESET|ECONNREFUSED|socket hang up|EPIPE|no answer/.exec(error.message)?.[0] ?? error.message) : String(error);
    this.count(`${code} transport: ${reason}`);
  }

  private count(key: string): void {
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }

  get requests(): number {
    let n = 0;
    for (const list of this.latencies.values()) n += list.length;
    return n;
  }

  get errorCount(): number {
    let n = 0;
    for (const v of this.errors.values()) n += v;
    return n;
  }

  summary(): Summary {
    const ended = this.endedAt || performance.now();
    const seconds = (Math.min(ended, this.windowEndsAt) - this.startedAt) / 1000;
    const tailSeconds = Math.max(0, ended - this.windowEndsAt) / 1000;
    const codes = [...this.latencies.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, list]) => {
        const sorted = [...list].sort((x, y) => x - y);
        return { code, count: sorted.length, perSecond: (this.inWindow.get(code) ?? 0) / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
      });
    const all = [...this.latencies.values()].flat().sort((x, y) => x - y);
    let answeredInWindow = 0;
    for (const n of this.inWindow.values()) answeredInWindow += n;
    return {
      seconds,
      tailSeconds,
      requests: all.length,
      perSecond: answeredInWindow / seconds,
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      p99: percentile(all, 99),
      codes,
      errors: [...this.errors.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => ({ key, count })),
    };
  }
}

export interface Summary {
  /** The window the rates are over. */
  seconds: number;
  /** How long the visits under way at the window's end took to finish. */
  tailSeconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  codes: { code: string; count: number; perSecond: number; p50: number; p95: number; p99: number }[];
  errors: { key: string; count: number }[];
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const ms = (v: number) => v.toFixed(1);

export function formatSummary(s: Summary, names: Record<string, string> = {}): string {
  const lines = [
    `${s.requests} answered requests: ${s.perSecond.toFixed(1)} per second over the ${s.seconds.toFixed(1)}-s window (the visits under way at its end took ${s.tailSeconds.toFixed(1)} s more); p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms, p99 ${ms(s.p99)} ms`,
    '',
    '| code | what | count | per s | p50 ms | p95 ms | p99 ms |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...s.codes.map((c) => `| ${c.code} | ${names[c.code] ?? ''} | ${c.count} | ${c.perSecond.toFixed(1)} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.p99)} |`),
    '',
    s.errors.length ? 'Not success, by code:' : 'Every answer was success.',
    ...s.errors.map((e) => `  ${e.key}: ${e.count}`),
  ];
  return lines.join('\n');
}
