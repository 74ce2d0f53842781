// Keystroke cost in the page. For every key: from its first keydown listener (capture phase on
// window, registered before the page's own) until the page is ready to paint it — the input's
// handlers, the re-render they cause (React flushes a discrete event's updates in a microtask;
// MobX reactions run inside it) and the style and layout the next frame needs, forced by a
// layout read in a microtask queued behind them. Not counted: the wait for the next frame
// (vsync, up to 16.7 ms, unrelated to the page's work) and the paint itself; the time to after
// the next paint (requestAnimationFrame, then a MessageChannel task) is measured too and shown
// in the detail column. The Event Timing API cannot be used: it reports only events of 16 ms
// and more. A MessageChannel task queued from the input event is no better: Chromium runs the
// frame the input asked for before it, so it would count the frame wait.
import type { Page } from 'playwright-core';
import { median } from './chromium';

const PROBE = `(() => {
  window.__keys = [];
  let keydownAt = 0;
  let delay = 0;
  window.addEventListener('keydown', (e) => { keydownAt = performance.now(); delay = keydownAt - e.timeStamp; }, true);
  let inputAt = 0;
  window.addEventListener('input', () => { inputAt = performance.now(); }, true);
  window.addEventListener('input', () => {
    const start = keydownAt;
    const fromInput = inputAt;
    const inputDelay = delay;
    // Three microtask hops: behind React's flush and whatever it queues in turn.
    queueMicrotask(() => queueMicrotask(() => queueMicrotask(() => {
      document.body.getBoundingClientRect();
      const now = performance.now();
      const ready = now - fromInput;
      const fromKeydown = now - start;
      requestAnimationFrame(() => {
        const painted = new MessageChannel();
        painted.port1.onmessage = () => window.__keys.push({ ready, fromKeydown, painted: performance.now() - start, inputDelay });
        painted.port2.postMessage(0);
      });
    })));
  });
})();`;

export interface KeystrokeResult {
  /** Median ms input event → ready to paint (the budgeted figure). */
  ready: number;
  /** Median ms keydown → ready to paint: adds the browser's own key handling and text editing. */
  fromKeydown: number;
  /** Median ms keydown → after the next paint, frame wait included. */
  painted: number;
  /** Median ms from the keydown's timestamp to its first listener (browser → page, not the page's work). */
  inputDelay: number;
  samples: number;
}

/** Types `keys` characters into the field, one key at a time, after a few unmeasured ones. */
export async function measureKeystrokes(page: Page, selector: string, keys = 40, warmup = 5): Promise<KeystrokeResult> {
  const field = page.locator(selector).first();
  await field.click();
  await page.evaluate(PROBE);
  const text = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i < warmup + keys; i += 1) {
    await page.keyboard.press(text[i % text.length]!);
    // One key per frame or so, as fast typing is; lets the paint of each key be seen.
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(100);
  const samples = (await page.evaluate(() => (window as unknown as { __keys: { ready: number; fromKeydown: number; painted: number; inputDelay: number }[] }).__keys)).slice(warmup);
  if (samples.length < keys) throw new Error(`only ${samples.length} of ${keys} keystrokes reached ${selector}`);
  return { ready: median(samples.map((s) => s.ready)), fromKeydown: median(samples.map((s) => s.fromKeydown)), painted: median(samples.map((s) => s.painted)), inputDelay: median(samples.map((s) => s.inputDelay)), samples: samples.length };
}
