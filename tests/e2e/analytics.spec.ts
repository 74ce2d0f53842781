// Analytics in Chromium (spec section 7): one journey's page views and clicks reach the sandbox
// collector by beacon, with the listed fields only and no personal data (the payee rows show
// names and account numbers; the delete page's address carries the payee id); the sandbox page
// lists them; a customer who turns statistics off in My settings sends nothing more.
import { expect, test, type APIRequestContext } from './support/test';
import { logIn } from './support/bank-app';
import { watchCsp } from './support/csp-guard';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxNow } from './support/sandbox-clock';
import { trackPageRequests } from './support/page-quiet';

type Collected = { type: string; eventId: string; page: string; prodId?: string; channelId?: string; appId?: string; referrer?: string; receivedAt: string };

/** The events the sandbox received at or after `since` (the bank's clock; it lists the latest 100). */
async function collected(request: APIRequestContext, since: number): Promise<Collected[]> {
  const res = await request.post('/api/ITSI160001', { data: { header: { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' } } });
  return ((await res.json()) as { data: { events: Collected[] } }).data.events.filter((e) => Date.parse(e.receivedAt) >= since);
}

test('one journey is collected without personal data; after opting out nothing more is sent', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const quiet = trackPageRequests(page);
  // The page's clock (flowing in real time) lets the test bring the 5-second batch due at once.
  await page.clock.install();
  // Other specs send events too: only what arrives from now on counts.
  const since = await sandboxNow(page.request);
  await logIn(page, 'wong.siuming', 'en', '/transfer-pay/payee-register-index');
  await expect(page).toHaveURL(/payee-register-index/);
  const row = page.locator('.list-rows .adm-list-item').first();
  await expect(row).toBeVisible();
  const rowText = (await row.textContent()) ?? '';
  await row.click();
  await expect(page).toHaveURL(/payee-register-delete\?payeeId=/);
  // Leaving the page sends what is queued (pagehide / hidden), else the 5-second batch does.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await expect.poll(async () => (await collected(page.request, since)).filter((e) => e.page === '/transfer-pay/payee-register-delete').length, { timeout: 15_000 }).toBeGreaterThan(0);
  const events = await collected(page.request, since);
  const view = events.find((e) => e.type === 'pageview' && e.page === '/transfer-pay/payee-register-index');
  expect(view).toMatchObject({ eventId: 'pageview', prodId: 'register-transfer.index', channelId: 'E03-WEB', appId: 'XPMBS' });
  expect(events.find((e) => e.type === 'click' && e.page === '/transfer-pay/payee-register-index')).toBeTruthy();
  expect(events.find((e) => e.type === 'pageview' && e.page === '/transfer-pay/payee-register-delete')).toMatchObject({ referrer: '/transfer-pay/payee-register-index' });
  // No personal data: no query, no account or id number, nothing of the row's text.
  const all = JSON.stringify(events.map(({ receivedAt: _, ...e }) => e));
  expect(all).not.toMatch(/\d{4,}|payeeId|\?|@/);
  for (const word of rowText.split(/\s+/).filter((w) => w.length >= 4 && /\d/.test(w))) expect(all).not.toContain(word);

  // The sandbox page shows them.
  await page.goto('/#/sandbox/analytics-events');
  await expect(page.locator('.list-rows .adm-list-item').filter({ hasText: '/transfer-pay/payee-register-delete' }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'sandbox analytics events');

  // Opting out in My settings: later pages send nothing.
  await page.goto('/#/settings/my-setting');
  const share = page.getByRole('switch', { name: 'Share usage statistics' });
  await expect(share).toBeChecked();
  await expectNoSeriousViolations(page, 'my settings with the statistics switch');
  await share.press('Space');
  await expect(share).not.toBeChecked();
  const optedOut = await sandboxNow(page.request);
  await page.goto('/#/menu/index');
  await page.goto('/#/transfer-pay/payee-register-index');
  await expect(page.locator('.list-rows .adm-list-item').first()).toBeVisible();
  // The batch falls due and the page is left: whatever was queued would be sent now.
  await page.clock.runFor(6_000);
  await page.goto('/#/mine/index');
  await quiet();
  expect(await collected(page.request, optedOut)).toEqual([]);
  await checkCsp();
});
