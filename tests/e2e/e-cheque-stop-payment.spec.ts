// Stopping several e-cheques and paying a merchant by e-cheque against the real sandbox bank in
// Chromium: two cheques drawn on chan.taiman by the sandbox (ITSI700008) are ticked in the
// checklist from the e-cheque home, stopped in one instruction with the mobile token, shown
// stopped in the records with HKD 100.00 taken from the fee account; then a merchant that
// accepts e-cheques is paid from its row on the merchant details page and the cheque is in
// transit in the records; on its clearing date it is used and the drawer's account paid it
// (so no deposit of this test is left for later ones). The new screens pass axe-core's WCAG
// 2.2 A/AA rules.
import { expect, test, type Page } from './support/test';
import { availableBalance, confirmWithToken, logIn } from './support/bank-app';
import { sandboxClock, waitForNextTokenCode } from './support/bill-app';
import { watchCsp } from './support/csp-guard';
import { expectNoSeriousViolations } from './support/axe';

const HEADER = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };
async function sandboxCheque(page: Page, payeeName: string, amount: number): Promise<{ chequeId: string; chequeNo: string }> {
  const res = await page.request.post('/api/ITSI700008', { data: { header: HEADER, drawerLoginId: 'chan.taiman', payeeName, currency: 'HKD', amount } });
  const json = (await res.json()) as { header: { responseCode: string }; data: { cheque: { chequeId: string; chequeNo: string } } };
  expect(json.header.responseCode).toBe('00000');
  return json.data.cheque;
}

/** The records of issued cheques, one row per cheque: payee, date, amount, status. */
async function issuedRow(page: Page, text: string | RegExp) {
  await page.goto('/#/transfer-pay/e-check-tabs');
  await page.reload();
  return page.locator('.list-rows .adm-list-item').filter({ hasText: text }).first();
}

test('stop two e-cheques in one instruction, then pay a merchant by e-cheque', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const first = await sandboxCheque(page, 'WONG SIU MING', 777_00);
  const second = await sandboxCheque(page, 'LEE KA YAN', 888_00);

  await logIn(page, 'chan.taiman', 'en');
  const savingsBefore = await availableBalance(page, 'HKD Savings');

  // From the e-cheque home.
  await page.goto('/#/transfer-pay/e-check-rule');
  await page.getByRole('button', { name: 'Stop several e-cheques' }).click();
  await expect(page).toHaveURL(/e-check-batch-stopReal$/);
  const cheques = page.getByRole('group', { name: 'Cheques to stop' });
  const box = (c: { chequeNo: string }, amount: string) => cheques.getByRole('checkbox', { name: new RegExp(`^${c.chequeNo}.*HKD ${amount}`) });
  // Keyboard: focus the first cheque's box and tick it with Space.
  await box(first, '777\\.00').focus();
  await page.keyboard.press('Space');
  await expect(box(first, '777\\.00')).toBeChecked();
  await box(second, '888\\.00').check();
  await expect(cheques.getByText('2 chosen')).toBeVisible();
  await expectNoSeriousViolations(page, 'stop several e-cheques: form');
  await page.getByRole('radiogroup', { name: 'Reason' }).getByRole('radio', { name: 'Lost', exact: true }).click();
  await page.getByText('Select an account').click();
  // Rows show the account number, whose 4th group is the account type (1 savings, 2 current).
  await page.locator('.adm-popup').getByRole('radio').filter({ hasText: /^\d{3}-398-1-/ }).first().click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/e-check-batch-stopReal-confirm/);
  const confirm = page.locator('main');
  await expect(confirm.getByText('Number of cheques')).toBeVisible();
  await expect(confirm).toContainText(/Number of cheques\s*2/);
  await expect(confirm).toContainText(/Total fee\s*HKD 100\.00/);
  await expect(confirm.locator('.result-rows')).toContainText(first.chequeNo);
  await expect(confirm.locator('.result-rows')).toContainText(second.chequeNo);
  await expectNoSeriousViolations(page, 'stop several e-cheques: confirm');
  await confirmWithToken(page, 'en');

  await expect(page).toHaveURL(/e-check-batch-stopReal-success/);
  const rows = page.locator('.result-rows .adm-list-item');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: first.chequeNo })).toContainText('Stopped');
  await expect(rows.filter({ hasText: second.chequeNo })).toContainText('Stopped');

  // In the records both are stopped, and the fee was taken once for both.
  await expect(await issuedRow(page, /WONG SIU MING.*777\.00|777\.00.*WONG SIU MING/s)).toContainText('Stopped');
  await expect(await issuedRow(page, 'LEE KA YAN')).toContainText('Stopped');
  expect(await availableBalance(page, 'HKD Savings')).toBe(savingsBefore - 100_00);

  // Pay a merchant that accepts e-cheques from its row of the merchant details (restaurants).
  const currentBefore = await availableBalance(page, 'HKD Current');
  await waitForNextTokenCode(page);
  await page.goto('/#/transfer-pay/merchant-data?category=03');
  const merchant = page.locator('.list-rows .adm-list-item').filter({ hasText: 'Harbour Restaurant Group' }).first();
  await expect(merchant).toBeVisible();
  await expectNoSeriousViolations(page, 'merchant details with the e-cheque link');
  await merchant.getByRole('button', { name: 'Pay by e-cheque' }).click();
  await expect(page).toHaveURL(/e-check-payment/);
  await expect(page.getByRole('radiogroup', { name: 'Merchant' }).getByRole('radio', { name: 'Harbour Restaurant Group' })).toBeChecked();
  await page.getByText('Select an account').click();
  await page.locator('.adm-popup').getByRole('radio').filter({ hasText: /^\d{3}-398-2-.*HKD/ }).first().click();
  await page.getByLabel('Amount (HKD)', { exact: true }).fill('321.50');
  await page.getByLabel('Bill or reference no. (optional)', { exact: true }).fill('INV-7788');
  await expectNoSeriousViolations(page, 'pay by e-cheque: form');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/e-check-payment-confirm/);
  await expect(page.locator('main')).toContainText('Harbour Restaurant Group');
  await expect(page.locator('main')).toContainText('HKD 321.50');
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/e-check-payment-success/);
  await expect(page.locator('main')).toContainText('In transit');
  await expect(page.locator('main')).toContainText('INV-7788');
  const clearing = /Clearing date\s*(\d{4}-\d{2}-\d{2})/.exec(await page.locator('main').innerText())?.[1];
  expect(clearing).toBeTruthy();

  await expect(await issuedRow(page, 'Harbour Restaurant Group')).toContainText('In transit');
  expect(await availableBalance(page, 'HKD Current')).toBe(currentBefore);

  // It clears on the date the bank gave, in the due work, like any deposited cheque.
  await sandboxClock(page, { moveTo: `${clearing}T02:00:00.000Z` });
  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await logIn(page, 'chan.taiman', 'en');
  expect(await availableBalance(page, 'HKD Current')).toBe(currentBefore - 321_50);
  await expect(await issuedRow(page, 'Harbour Restaurant Group')).toContainText('Used');
  await checkCsp();
});
