// The sandbox bank's clock, which a spec may move forward (ITSI900002). The browser's soft
// token makes its codes from the browser's clock, so a page that confirms with the token must
// run on the bank's time once anyone has moved it: syncBrowserClock sets the page's clock to
// the bank's "now" (time keeps flowing).
import type { APIRequestContext, Page } from '@playwright/test';

const HEADER = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };

export async function sandboxNow(request: APIRequestContext, move: { advanceMs?: number; moveTo?: string } = {}): Promise<number> {
  const res = await request.post('/api/ITSI900002', { data: { header: HEADER, ...move } });
  const body = (await res.json()) as { header: { responseCode: string }; data: { now: string } };
  if (body.header.responseCode !== '00000') throw new Error(`sandbox clock: ${body.header.responseCode}`);
  return Date.parse(body.data.now);
}

export async function syncBrowserClock(page: Page, request: APIRequestContext, opts: { always?: boolean } = {}): Promise<void> {
  const now = await sandboxNow(request);
  // Only when the bank runs ahead (an untouched sandbox clock is the real time already), or
  // when the test wants to move the page's clock itself (a second token code in one test
  // must come from the next 30-second step: the bank accepts each step once).
  if (opts.always || Math.abs(now - Date.now()) > 5_000) await page.clock.install({ time: now });
}
