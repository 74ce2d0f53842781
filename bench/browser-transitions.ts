// Benchmark: every timed step transition of five journeys (bench/browser/journeys.ts) at 4× CPU,
// pressed by a tap (touch events, as on a phone), from the touch to the next step's ready mark
// (`flow-step-ready`, set by engine/react/FlowStepView.tsx when the step's view is committed),
// minus the time the bank's calls were in flight in between. Method: bench/README.md.
import { emit, fmt, isMain, type BenchRow } from './lib/result';
import { prepareProduct } from './browser/prepare';
import { startBank } from './browser/bank-server';
import { MeasuredPage, launch, median, newPhoneContext } from './browser/chromium';
import { logOn } from './browser/logon';
import { TIMED_JOURNEYS, type TimedJourney } from './browser/journeys';

const RATE = 4;
const SAMPLES = Number(process.env.BENCH_TRANSITION_SAMPLES ?? 5);
/**
 * BENCH_TRANSITION_TRACE=<file>: a Chrome trace (the DevTools timeline's categories, with the
 * JavaScript sampling profiler) of one measured tap, the first journey's first counted Next;
 * open it in DevTools' Performance panel or read it with bench/lib/trace-summary.ts.
 */
const TRACE = process.env.BENCH_TRANSITION_TRACE;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'blink.user_timing', 'latencyInfo'];

/**
 * Runs before the page's scripts: remembers the last touchstart and, at the first
 * `flow-step-ready` mark after it, records touch → mark (and → the next paint), with the time
 * fetches were in flight between touch and mark (merged intervals).
 */
const TAP_PROBE = `(() => {
  let start;
  window.__tap = undefined;
  document.addEventListener('touchstart', (e) => { start = e.timeStamp; window.__tap = undefined; }, { capture: true });
  new PerformanceObserver((list) => {
    for (const m of list.getEntries()) {
      if (m.name !== 'flow-step-ready' || start === undefined) continue;
      const from = start;
      start = undefined;
      const ready = m.startTime;
      const calls = performance.getEntriesByType('resource')
        .filter((r) => (r.initiatorType === 'fetch' || r.initiatorType === 'xmlhttprequest') && r.startTime >= from && r.startTime <= ready)
        .map((r) => [r.startTime, Math.min(r.responseEnd, ready)])
        .sort((a, b) => a[0] - b[0]);
      let server = 0, until = from;
      for (const [s, e] of calls) { const at = Math.max(s, until); if (e > at) { server += e - at; until = e; } }
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => { window.__tap = { step: m.detail, ready: ready - from - server, painted: performance.now() - from - server, server }; };
        ch.port2.postMessage(0);
      });
    }
  }).observe({ type: 'mark' });
})();`;

interface Sample {
  journey: string;
  transition: string;
  ready: number;
  painted: number;
  server: number;
}

/** Taps `button` in the step on screen at RATE× CPU; the timing once step `to` is ready. `trace`: a file for a Chrome trace of the tap. */
async function tapTo(measured: MeasuredPage, button: string, to: string, trace?: string): Promise<{ ready: number; painted: number; server: number }> {
  const page = measured.page;
  const target = page.getByRole('button', { name: button, exact: true }).first();
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => ((window as unknown as { __tap?: unknown }).__tap = undefined));
  if (trace) await page.context().browser()!.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
  await measured.cpu(RATE);
  try {
    await target.tap();
    const handle = await page.waitForFunction((step) => {
      const tap = (window as unknown as { __tap?: { step: string; ready: number; painted: number; server: number } }).__tap;
      return tap && tap.step === step ? tap : undefined;
    }, to, { timeout: 30_000, polling: 50 });
    const { ready, painted, server } = (await handle.jsonValue())!;
    return { ready, painted, server };
  } finally {
    await measured.cpu(1);
    if (trace) {
      await page.context().browser()!.stopTracing();
      process.stderr.write(`trace of ${button} → ${to} written to ${trace}\n`);
    }
  }
}

async function timeJourney(measured: MeasuredPage, origin: string, journey: TimedJourney): Promise<Sample[]> {
  const samples: Sample[] = [];
  const load = async () => {
    await measured.loadUntilReady(`${origin}/#${journey.route}`);
    await journey.fill(measured.page);
  };
  await load();
  // The first round warms the next step's code up and is not counted.
  for (let i = 0; i < SAMPLES + 1; i += 1) {
    const traceThis = TRACE && i === 1 && journey === TIMED_JOURNEYS[0] ? TRACE : undefined;
    const on = await tapTo(measured, journey.forward.button, journey.forward.to, traceThis);
    if (i > 0) samples.push({ journey: journey.name, transition: `→ ${journey.forward.to}`, ...on });
    if (!journey.back) {
      if (i < SAMPLES) await load();
      continue;
    }
    const back = await tapTo(measured, journey.back.button, journey.back.to);
    if (i > 0) samples.push({ journey: journey.name, transition: `→ ${journey.back.to}`, ...back });
  }
  return samples;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runBrowserTransitions(): Promise<BenchRow[]> {
  prepareProduct();
  const bank = await startBank();
  const browser = await launch();
  try {
    const loggedOn = await MeasuredPage.open(await newPhoneContext(browser));
    const loggedOut = await MeasuredPage.open(await newPhoneContext(browser));
    await Promise.all([loggedOn.page.addInitScript(TAP_PROBE), loggedOut.page.addInitScript(TAP_PROBE)]);
    await logOn(loggedOn.page, bank.url, 'chan.taiman', '/mine/index');
    await loggedOut.page.goto(`${bank.url}/#/login/index`);
    await loggedOut.page.getByText('English', { exact: true }).click();

    const samples: Sample[] = [];
    for (const journey of TIMED_JOURNEYS) samples.push(...(await timeJourney(journey.loggedOn ? loggedOn : loggedOut, bank.url, journey)));

    const ready = samples.map((s) => s.ready);
    if (process.env.BENCH_TRANSITION_ALL) {
      for (const s of samples) process.stderr.write(`tap ${s.journey} ${s.transition}: ready ${s.ready.toFixed(1)} ms, painted ${s.painted.toFixed(1)} ms, bank ${s.server.toFixed(1)} ms\n`);
    }
    const byJourney = TIMED_JOURNEYS.map((j) => `${j.name} ${fmt(median(samples.filter((s) => s.journey === j.name).map((s) => s.ready)))}`).join(', ');
    const painted = samples.map((s) => s.painted);
    const detail = `${samples.length} taps at ${RATE}x CPU over ${TIMED_JOURNEYS.length} journeys, tap → next step's ready mark minus bank time`;
    return [
      {
        name: 'browser: step transition by tap, 4x CPU, median',
        value: median(ready),
        unit: 'ms',
        budget: { kind: 'max', limit: 50 },
        detail: `${detail}; medians: ${byJourney}; to the next paint ${fmt(median(painted))} ms`,
      },
      {
        name: 'browser: step transition by tap, 4x CPU, p75',
        value: percentile(ready, 75),
        unit: 'ms',
        budget: { kind: 'max', limit: 100 },
        detail: `max ${fmt(Math.max(...ready))} ms; to the next paint p75 ${fmt(percentile(painted, 75))} ms`,
      },
    ];
  } finally {
    await browser.close();
    await bank.stop();
  }
}

if (isMain(import.meta.url)) emit(await runBrowserTransitions());
