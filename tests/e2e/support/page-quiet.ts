// Waits until a page has loaded what it set out to load: every request the page itself started
// (scripts, styles, fonts, images, bank calls) has finished or failed, and the page, having run
// what those answers set off (a module evaluated, a render, its effects), started nothing new.
//
// Playwright's 'networkidle' answers the same question by waiting for 500 ms without traffic,
// every time; following the page's own requests ends as soon as the page is done, and still
// waits as long as it is not. Requests made from the test (page.request) are not the page's.
import { expect, type Page, type Request } from '@playwright/test';

/** Resolves once no request of the page is in flight and the page, idle, started none. */
export type PageQuiet = () => Promise<void>;

export function trackPageRequests(page: Page): PageQuiet {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    // A redirect goes on as a new request: the one it replaces is done.
    const from = request.redirectedFrom();
    if (from) inFlight.delete(from);
    inFlight.add(request);
    started += 1;
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));

  return async () => {
    // Two idle rounds in a row without a new request: the page's idle callback runs after the
    // tasks its last answers queued (a chunk's evaluation, React's render and effects, a
    // zero-delay timer), and the second round covers a request whose event was still on its way.
    for (let quietRounds = 0; quietRounds < 2; ) {
      await expect
        .poll(() => [...inFlight].map((r) => `${r.method()} ${r.url()}`), { message: 'requests the page started should finish', intervals: [25, 50, 100] })
        .toEqual([]);
      const before = started;
      await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 2_000 }))));
      quietRounds = started === before && inFlight.size === 0 ? quietRounds + 1 : 0;
    }
  };
}
