// FPS transfers in Chromium against the real sandbox: by mobile proxy, and the high-risk scam
// warning (cancelled, then proceeded). The warning service's absence, the payee-name time-out and
// the small-value limit are proved at engine level (fixtures/transfer/fps-*) and by the bank's
// tests (tests/unit/server/services/money/transfers/fps.test.ts).
import { expect, test, type Page } from './support/test';
import { TEXT, availableBalance, confirmWithToken, logIn } from './support/bank-app';
import { watchCsp } from './support/csp-guard';
import { syncBrowserClock } from './support/sandbox-clock';

test.beforeEach(async ({ page, request }) => {
  await syncBrowserClock(page, request);
});

async function fillFps(page: Page, opts: { proxy: string; amount: string; smallValue?: boolean }) {
  await page.getByText(TEXT.en.chooseAccount).click();
  await page.getByRole('radio').filter({ hasText: TEXT.en.savings }).first().click();
  await page.getByRole('textbox', { name: /Mobile number \/ e-mail/ }).fill(opts.proxy);
  await page.getByPlaceholder(TEXT.en.amount).fill(opts.amount);
  if (opts.smallValue) await page.getByText('Small-value transfer (no Mobile Token needed)').click();
  await page.getByText(TEXT.en.terms).click();
}

async function startFps(page: Page) {
  await page.goto('/#/transfer-pay/transfer-create-fps');
  await expect(page.getByText(TEXT.en.chooseAccount)).toBeVisible();
}

test('FPS transfer to a Hong Kong mobile number', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'chan.taiman', 'en');
  const before = await availableBalance(page, TEXT.en.savings);
  await startFps(page);
  await fillFps(page, { proxy: '9876 5432', amount: '250.50' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/transfer-create-fps\?step=confirm/);
  await expect(page.getByText('HO KA MI**')).toBeVisible();
  await expect(page.getByText('+85298765432')).toBeVisible();
  await expect(page.getByText('Instant transfer (FPS)')).toBeVisible();
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/transfer-success-fps/);
  await expect(page.getByText(TEXT.en.received)).toBeVisible();
  expect(await availableBalance(page, TEXT.en.savings)).toBe(before - 25050);
  checkCsp();
});

test('a high-risk proxy shows the scam warning: cancel goes back, proceed pays', async ({ page }) => {
  await logIn(page, 'chan.taiman', 'en');
  await startFps(page);
  await fillFps(page, { proxy: '+852 6123 4567', amount: '10' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=warning/);
  await expect(page.getByText(/High-risk warning/)).toBeVisible();
  await expect(page.getByText(/Anti-Scam Helpline 18222/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/transfer-create-fps$/);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/High-risk warning/)).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/step=confirm/);
  await confirmWithToken(page, 'en');
  await expect(page.getByText(TEXT.en.received)).toBeVisible();
});
