// Step transition on the product's Pay New Bill form: Next on valid data until the confirm
// step is painted (requestAnimationFrame, then a MessageChannel task after the paint), minus
// the time the bank's API calls in between were in flight (Resource Timing of fetches, merged
// intervals): the front end's own cost, whatever the server does.
import type { Page } from 'playwright-core';
import type { MeasuredPage } from './chromium';
import { median } from './chromium';

const PROBE = `(() => {
  window.__transition = undefined;
  document.addEventListener('click', (e) => {
    const start = e.timeStamp;
    const done = () => {
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => {
          const end = performance.now();
          const calls = performance.getEntriesByType('resource')
            .filter((r) => (r.initiatorType === 'fetch' || r.initiatorType === 'xmlhttprequest') && r.startTime >= start && r.startTime <= end)
            .map((r) => [r.startTime, Math.min(r.responseEnd, end)])
            .sort((a, b) => a[0] - b[0]);
          let server = 0, until = start;
          for (const [s, e2] of calls) { const from = Math.max(s, until); if (e2 > from) { server += e2 - from; until = e2; } }
          window.__transition = { total: end - start, server };
        };
        ch.port2.postMessage(0);
      });
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-step="confirm"]')) { observer.disconnect(); done(); }
    });
    observer.observe(document, { subtree: true, childList: true });
  }, { capture: true, once: true });
})();`;

export async function fillBill(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Please select the merchant name/ }).first().click();
  await page.getByRole('searchbox', { name: 'Merchant name or keyword' }).fill('water');
  await page.getByRole('radio').filter({ hasText: 'Water Supplies Department' }).first().click();
  await page.getByPlaceholder('Please fill in the bill no.').fill('7098765432');
  await page.getByText('Select an account').click();
  await page.getByRole('radio').filter({ hasText: 'HKD Savings' }).first().click();
  await page.getByPlaceholder('Enter the amount').fill('123.45');
  await page.getByText('No', { exact: true }).click();
  await page.getByText('I have read and accept the Conditions for Services and Notice').click();
}

export interface TransitionResult {
  /** Median ms click → confirm painted, API time taken out. */
  frontEnd: number;
  /** Median ms of API time inside the transition (taken out above). */
  server: number;
  samples: number;
}

/** How a step is filled and moved on and back (the Pay New Bill form by default). */
export interface StepButtons {
  fill: (page: Page) => Promise<void>;
  /** Next's name; the probe waits for the confirm step (`[data-step="confirm"]`). */
  forward: string;
  /** Amend's name, back to `[data-step="input"]`. */
  back: string;
}

const BILL_BUTTONS: StepButtons = { fill: fillBill, forward: 'Agree and Continue', back: 'Amend' };

/** Fills the form once, then goes Next → confirm → Amend → input `samples` times at `rate`× CPU. */
export async function measureTransition(measured: MeasuredPage, url: string, rate: number, samples = 7, buttons: StepButtons = BILL_BUTTONS): Promise<TransitionResult> {
  const page = measured.page;
  await measured.cpu(1);
  await measured.loadUntilReady(url);
  await buttons.fill(page);
  const runs: { total: number; server: number }[] = [];
  for (let i = 0; i < samples + 1; i += 1) {
    await measured.cpu(rate);
    await page.evaluate(PROBE);
    await page.getByRole('button', { name: buttons.forward, exact: true }).click();
    const handle = await page.waitForFunction(() => (window as unknown as { __transition?: object }).__transition, undefined, { timeout: 30_000, polling: 50 });
    const result = (await handle.jsonValue()) as { total: number; server: number };
    if (i > 0) runs.push(result); // the first one warms the confirm step's code up
    await measured.cpu(1);
    await page.getByRole('button', { name: buttons.back, exact: true }).click();
    await page.locator('[data-step="input"]').waitFor();
  }
  // BENCH_TRANSITION_ALL=1: every sample, not only the median (the 4× figure moves a lot between runs).
  if (process.env.BENCH_TRANSITION_ALL) process.stderr.write(`transitions ${runs.map((r) => (r.total - r.server).toFixed(1)).join(' ')}\n`);
  return { frontEnd: median(runs.map((r) => r.total - r.server)), server: median(runs.map((r) => r.server)), samples: runs.length };
}
