// E-cheques against the real sandbox bank in Chromium: chan.taiman issues an e-cheque to
// wong.siuming, signs it with this browser's device certificate and downloads the sealed PDF;
// wong.siuming checks the file, then deposits it; the sandbox clock
// moves past the clearing date and both balances have moved; the same file again and a file
// with one changed byte are refused with their messages.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { availableBalance, confirmWithToken, logIn } from './support/bank-app';
import { sandboxClock } from './support/bill-app';
import { watchCsp } from './support/csp-guard';
import { deposit } from './support/e-cheque-app';

const ALREADY = 'This cheque has already been deposited';
const ALTERED = 'This file is not an e-cheque signed by the bank, or it has been altered: it cannot be deposited';

test('issue, download, deposit and clear an e-cheque; the same or an altered file is refused', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'chan.taiman', 'en');
  const chanBefore = await availableBalance(page, 'HKD Current');

  // Reached from the home page's menu, not only by URL.
  await page.getByRole('button', { name: 'E-Cheque' }).click();
  await expect(page).toHaveURL(/e-check-rule/);
  await expect(page.getByText('17:30')).toBeVisible();
  await page.getByRole('button', { name: 'Issue an e-cheque' }).click();
  await expect(page).toHaveURL(/e-check-create/);
  await page.getByText('Select an account').click();
  await page.locator('.adm-popup').getByText(/Available balance HKD/).first().click();
  await page.getByPlaceholder("As the payee's account name").fill('WONG SIU MING');
  await page.getByPlaceholder('Enter the amount').fill('1200');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/e-check-create-confirm/);
  await expect(page.getByText('HKD 1,200.00').first()).toBeVisible();
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/e-check-create-success/);
  await expect(page.getByText('HONG KONG DOLLARS ONE THOUSAND TWO HUNDRED ONLY')).toBeVisible();
  await expect(page.getByText('港幣壹仟貳佰元整')).toBeVisible();
  await expect(page.getByText('Awaiting signature').first()).toBeVisible();

  // The drawer signs it with this device's certificate (the key is made and registered on first use).
  await page.getByRole('button', { name: 'Sign the cheque' }).click();
  await expect(page).toHaveURL(/e-check-sign\?/);
  await page.getByRole('button', { name: 'Sign with this device' }).click();
  await expect(page).toHaveURL(/e-check-sign-confirm/);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page).toHaveURL(/e-check-sign-success/);
  await expect(page.getByText(/^C[0-9A-Z]{15}$/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the cheque (PDF)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^e-cheque-\d{6}-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // Issuing holds nothing: the drawer pays when the cheque clears.
  expect(await availableBalance(page, 'HKD Current')).toBe(chanBefore);

  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await logIn(page, 'wong.siuming', 'en');
  const wongBefore = await availableBalance(page, 'HKD Savings');
  // Before accepting it, the payee checks the file with the bank.
  await page.goto('/#/transfer-pay/e-check-rule');
  await page.getByRole('button', { name: 'Check an e-cheque' }).click();
  await expect(page).toHaveURL(/e-check-confirm/);
  await page.locator('input[type="file"]').setInputFiles({ name: 'e-cheque.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('This is a genuine e-cheque of the bank, payable to you: you can deposit it now')).toBeVisible();
  await deposit(page, pdf);
  await expect(page).toHaveURL(/e-check-deposit-success/);
  await expect(page.getByText('In transit').first()).toBeVisible();

  // To the clearing date the bank gave (the next business day after the 17:30 cut-off, counted
  // from the bank's clock, which earlier tests may have moved ahead of this machine's).
  const clearing = /Clearing date\s*(\d{4}-\d{2}-\d{2})/.exec(await page.locator('main').innerText())?.[1];
  expect(clearing).toBeTruthy();
  await sandboxClock(page, { moveTo: `${clearing}T02:00:00.000Z` });
  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await logIn(page, 'wong.siuming', 'en');
  expect(await availableBalance(page, 'HKD Savings')).toBe(wongBefore + 1_200_00);
  await deposit(page, pdf);
  await expect(page.getByText(ALREADY)).toBeVisible();
  const altered = Buffer.from(pdf);
  altered[300] = altered[300]! ^ 0x01;
  await deposit(page, altered);
  await expect(page.getByText(ALTERED)).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await logIn(page, 'chan.taiman', 'en');
  expect(await availableBalance(page, 'HKD Current')).toBe(chanBefore - 1_200_00);
  // The drawer's record shows the cheque used.
  await page.goto('/#/transfer-pay/e-check-tabs');
  const row = page.locator('.list-rows .adm-list-item').filter({ hasText: 'WONG SIU MING' }).first();
  await expect(row).toContainText('Used');
  await checkCsp();
});
