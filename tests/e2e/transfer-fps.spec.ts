// FPS transfers in Chromium against the real sandbox: by mobile proxy, the high-risk scam
// warning (cancelled, then proceeded), the payee-name time-out, and small-value transfers
// without the Mobile Token up to the customer's limit and refused beyond it.
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

test('the warning service being unavailable is said, and a name look-up time-out can be retried', async ({ page }) => {
  await logIn(page, 'chan.taiman', 'en');
  await startFps(page);
  await page.getByText('Mobile number', { exact: true }).click();
  await page.getByRole('option', { name: 'FPS ID' }).or(page.getByRole('radio', { name: 'FPS ID' })).first().click();
  await fillFps(page, { proxy: '87654321', amount: '10' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/scam warning service is unavailable/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByText('FPS ID', { exact: true }).click();
  await page.getByRole('option', { name: 'Mobile number' }).or(page.getByRole('radio', { name: 'Mobile number' })).first().click();
  await page.getByRole('textbox', { name: /Mobile number \/ e-mail/ }).fill('55550000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Time out to receive the payee name, please click Continue to try again')).toBeVisible();
});

test('small-value transfers go without the token up to the limit and are refused beyond it', async ({ page }) => {
  await logIn(page, 'wong.siuming', 'en');
  await page.goto('/#/settings/manage-dailylimit');
  const limit = page.getByRole('textbox', { name: /Daily limit/ });
  await limit.fill('500');
  await page.getByText('I have read and agree to the Small Value Transfer Terms').click();
  await page.getByRole('button', { name: TEXT.en.next }).click();
  await confirmWithToken(page, 'en');
  await expect(page.getByText('Your small-value transfer daily limit has been updated')).toBeVisible();

  await startFps(page);
  await fillFps(page, { proxy: '98765432', amount: '300', smallValue: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Small-value transfer', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: TEXT.en.confirm, exact: true }).click();
  // No Mobile Token sheet: the bank accepts it within the limit.
  await expect(page.getByText(TEXT.en.received)).toBeVisible();
  await expect(page.locator('.token-sheet__body')).toHaveCount(0);

  await startFps(page);
  await fillFps(page, { proxy: '98765432', amount: '250', smallValue: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The amount exceeds your remaining small-value transfer limit for today')).toBeVisible();
  await expect(page).toHaveURL(/transfer-create-fps$/);
});
