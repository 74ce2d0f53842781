// The payments-area screens in Chromium against the sandbox bank, reached from the menus:
// merchants by type and a type's merchants; the Transaction History filter screen; the share
// picture of a transfer as a share-bill, downloaded where the browser cannot share files.
import { expect, test } from './support/test';
import { TEXT, confirmWithToken, fillTransfer, logIn } from './support/bank-app';
import { watchCsp } from './support/csp-guard';
import { syncBrowserClock } from './support/sandbox-clock';

test.beforeEach(async ({ page, request }) => {
  await syncBrowserClock(page, request);
});

test('merchants by type, and the record filter screen, from Bill Payment home', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'chan.taiman', 'en');
  await page.getByRole('button', { name: 'Bill payment' }).click();
  await page.getByRole('button', { name: 'Merchant categories' }).click();
  await expect(page).toHaveURL(/merchant-category/);
  await expect(page.locator('.list-rows .adm-list-item')).toHaveCount(35);
  await page.locator('.list-rows .adm-list-item').filter({ hasText: 'Public Utility' }).click();
  await expect(page).toHaveURL(/merchant-data\?category=24/);
  const clp = page.locator('.list-rows .adm-list-item').filter({ hasText: 'CLP' });
  await expect(clp).toContainText('HKD');

  await page.goto('/#/transfer-pay/bill-payment-index');
  await page.getByRole('button', { name: 'Transaction History' }).click();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/transaction-record-screen/);
  // The address changes before the record list gives way to the filter screen: its rows say
  // "Accepted" too, so wait until they are gone.
  await expect(page.locator('.list-row-status')).toHaveCount(0);
  await page.getByText('Accepted', { exact: true }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/bill-transaction-record\?.*status=2/);
  await checkCsp();
});

test('share a transfer as a share-bill picture', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT.en;
  await logIn(page, 'chan.taiman', 'en');
  await page.goto('/#/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: t.savings, payee: 'WONG SIU MING', amount: '100.00' });
  await page.getByRole('button', { name: t.next }).click();
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/transfer-success/);
  await page.getByRole('button', { name: 'Share the bill' }).click();
  await expect(page).toHaveURL(/share-image\?kind=transfer&id=/);
  await page.getByRole('textbox', { name: /Number of participants/ }).fill('0');
  await page.getByRole('button', { name: 'Create the picture' }).click();
  await expect(page.getByText('Please input correct number of participant')).toBeVisible();
  await page.getByRole('textbox', { name: /Number of participants/ }).fill('3');
  await page.getByRole('button', { name: 'Create the picture' }).click();
  await expect(page.getByText('HKD 33.34')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share picture' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  await checkCsp();
});
