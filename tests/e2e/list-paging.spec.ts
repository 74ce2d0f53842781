// Paged lists in Chromium (flow `paging`, spec sections 4 and 9): the e-cheque records show 10
// rows, the next page joins on at the end of the list, "No more records" after the last, and
// pulling the list down 70 px loads it again from page 1 with what is new at the top.
import { expect, test, type Page } from './support/test';
import { logIn } from './support/bank-app';
import { watchCsp } from './support/csp-guard';

const HEADER = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };

/** A cheque drawn by lee.kayan through the sandbox (no second factor, sealed at once). */
async function sandboxCheque(page: Page, payeeName: string, amount: number): Promise<void> {
  const res = await page.request.post('/api/ITSI700008', { data: { header: HEADER, drawerLoginId: 'lee.kayan', payeeName, currency: 'HKD', amount } });
  expect(((await res.json()) as { header: { responseCode: string } }).header.responseCode).toBe('00000');
}

test('the e-cheque records page: load more at the end, no more after the last, pull down to refresh', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  // Names of this run only (a retry draws new ones).
  const run = Date.now().toString(36).toUpperCase().replace(/[^A-Z]/g, 'X').slice(-6);
  // 'NO 1 END' is not inside 'NO 11 END': each name found once.
  const payee = (i: number) => `PAGING ${run} NO ${i} END`;
  for (let i = 1; i <= 13; i += 1) await sandboxCheque(page, payee(i), 100_00 + i);
  await logIn(page, 'lee.kayan', 'en', '/transfer-pay/e-check-tabs');
  await expect(page).toHaveURL(/e-check-tabs/);
  const rows = page.locator('.list-rows .adm-list-item');
  // Page 1 is 10 rows (the next may join at once when they do not fill the screen).
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(10);
  // Newest first: the last one drawn heads the list.
  await expect(rows.first()).toContainText(payee(13));

  // The end of the list: the next pages join on until the bank has no more.
  await page.locator('.list-more').scrollIntoViewIfNeeded();
  await expect(page.getByText('No more records')).toBeVisible({ timeout: 15_000 });
  const all = await rows.count();
  expect(all).toBeGreaterThanOrEqual(13);
  // Every cheque once: the pages join without a gap or a repeat.
  for (let i = 1; i <= 13; i += 1) await expect(rows.filter({ hasText: payee(i) })).toHaveCount(1);

  // A cheque drawn meanwhile; the customer pulls the list down from the top.
  await sandboxCheque(page, payee(99), 999_00);
  // Back to the top of whatever scrolls (the pull works only there).
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelectorAll('*').forEach((e) => {
      if (e.scrollTop) e.scrollTop = 0;
    });
  });
  const box = (await rows.first().boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 5;
  // A finger on the screen (the gesture listens to touch, as on a phone): 260 px down (the head
  // follows with resistance and passes 70 px), then let go.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let dy = 10; dy <= 260; dy += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + dy }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(rows.first()).toContainText(payee(99), { timeout: 10_000 });

  // The same by keyboard: the Refresh button, and Load more.
  await sandboxCheque(page, payee(100), 1_000_00);
  await page.getByRole('button', { name: 'Refresh' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.first()).toContainText(payee(100));
  await page.locator('.list-more').scrollIntoViewIfNeeded();
  await expect(page.getByText('No more records')).toBeVisible({ timeout: 15_000 });
  await checkCsp();
});
