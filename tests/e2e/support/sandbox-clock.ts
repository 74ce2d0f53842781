// The sandbox bank's clock, which a spec may move forward (ITSI900002). The browser's soft
// token makes its codes from the browser's clock, so a page that confirms with the token must
// run on the bank's time once anyone has moved it: syncBrowserClock sets the page's clock to
// the bank's "now" (time keeps flowing).
import type { APIRequestContext, Page } from '@playwright/test';
import { hongKongCalendar } from './bank-calendar';

const HEADER = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };

export async function sandboxNow(request: APIRequestContext, move: { advanceMs?: number; moveTo?: string } = {}): Promise<number> {
  const res = await request.post('/api/ITSI900002', { data: { header: HEADER, ...move } });
  const body = (await res.json()) as { header: { responseCode: string }; data: { now: string } };
  if (body.header.responseCode !== '00000') throw new Error(`sandbox clock: ${body.header.responseCode}`);
  return Date.parse(body.data.now);
}

/**
 * Moves the bank's clock to a Hong Kong time of day on a business day after the bank's own
 * today (not the machine's: an earlier spec may have moved the bank days ahead, and it never
 * moves back), and returns that instant. A spec whose outcome depends on the time of day (the
 * 12:00 cut-off) sets it this way instead of reading the machine's clock.
 */
export async function moveBankToBusinessDay(request: APIRequestContext, hkTime = '09:30', businessDaysAhead = 1): Promise<number> {
  const day = await bankBusinessDayAhead(request, businessDaysAhead);
  return sandboxNow(request, { moveTo: new Date(`${day}T${hkTime}:00+08:00`).toISOString() });
}

/** The Hong Kong date of the bank's today, moved forward by business days. */
export async function bankBusinessDayAhead(request: APIRequestContext, businessDaysAhead: number): Promise<string> {
  let day = hongKongCalendar.localDate(await sandboxNow(request));
  for (let i = 0; i < businessDaysAhead; i += 1) day = hongKongCalendar.nextBusinessDay(day);
  return day;
}

export async function syncBrowserClock(page: Page, request: APIRequestContext, opts: { always?: boolean } = {}): Promise<void> {
  const now = await sandboxNow(request);
  // Only when the bank runs ahead (an untouched sandbox clock is the real time already), or
  // when the test wants to move the page's clock itself (a second token code in one test
  // must come from the next 30-second step: the bank accepts each step once).
  if (opts.always || Math.abs(now - Date.now()) > 5_000) await page.clock.install({ time: now });
}

// Where each page's clock was last moved to (see advancePageClock).
const movedTo = new WeakMap<Page, number>();

/**
 * Moves the page's clock forward by `ms`, firing the timers that fall due. While the page's
 * clock also flows in real time, the clock's own real-time tick can run beside a fast-forward:
 * that tick finishes after the jump and sets the time back to where it started. The set-back
 * can come before this returns (the page's own Date.now() is the judge: the jump is repeated
 * for whatever did not take) or after it (timers fired stay fired, but the next move would
 * count from the earlier time). So moves are counted from where the last one was meant to end,
 * never from a time that went back: 180 s then 65 s reach 245 s after the first move.
 */
export async function advancePageClock(page: Page, ms: number): Promise<void> {
  const now = () => page.evaluate(() => Date.now());
  const target = Math.max(await now(), movedTo.get(page) ?? 0) + ms;
  movedTo.set(page, target);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const behind = target - (await now());
    if (behind <= 0) return;
    await page.clock.fastForward(behind);
  }
  throw new Error(`the page's clock did not move ${ms} ms forward`);
}

/**
 * Ends the cooling-off period (12 hours) of new token and passkey bindings (sandbox ITSI900003),
 * as a tester does instead of waiting: a new binding cannot confirm a high-risk transfer before.
 */
export async function settleBindings(request: APIRequestContext, loginId?: string): Promise<void> {
  const res = await request.post('/api/ITSI900003', { data: { header: HEADER, ...(loginId ? { loginId } : {}) } });
  const body = (await res.json()) as { header: { responseCode: string } };
  if (body.header.responseCode !== '00000') throw new Error(`settle bindings: ${body.header.responseCode}`);
}
