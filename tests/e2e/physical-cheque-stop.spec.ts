// The bulk stop of physical cheques in Chromium against the sandbox bank: from the main
// page's menu to Bill Payment home, then Bulk Stop Cheques; three consecutive cheques of
// chan.taiman's book are stopped with the Mobile Token, each is accepted, and the HKD 300
// handling fee leaves the savings account. The same cheques cannot be stopped again.
import { expect, test } from './support/test';
import { availableBalance, confirmWithToken, logIn, TEXT } from './support/bank-app';
import { waitForNextTokenCode } from './support/bill-app';
import { watchCsp } from './support/csp-guard';

test('stop three consecutive cheques and pay the handling fee', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT.en;
  await logIn(page, 'chan.taiman', 'en');
  const before = await availableBalance(page, t.savings);

  await page.getByRole('button', { name: 'Bill payment' }).click();
  await page.getByRole('button', { name: 'Bulk Stop Cheques' }).click();
  await expect(page).toHaveURL(/physical-check-batch-stop/);
  await page.getByText(/Cheque book 100001-100050/).click();
  await page.getByRole('textbox', { name: /Cheque number \(from\)/ }).fill('100010');
  await page.getByRole('textbox', { name: /Cheque number \(to\)/ }).fill('100012');
  await page.getByText('Lost', { exact: true }).click();
  await page.getByText(t.chooseAccount).click();
  await page.getByRole('radio').filter({ hasText: t.savings }).first().click();
  await page.getByRole('button', { name: t.next }).click();

  await expect(page.getByText('Please verify the details')).toBeVisible();
  await expect(page.getByText('HKD 100.00')).toBeVisible();
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/physical-check-batch-stop-success/);
  const reference = await page.getByTestId('result-step').getAttribute('data-reference');
  expect(reference).toMatch(/^CS\d{8}[A-Z0-9]{10}$/);
  const rows = page.getByTestId('result-rows').locator('.adm-list-item');
  await expect(rows).toHaveCount(3);
  for (const no of ['100010', '100011', '100012']) await expect(rows.filter({ hasText: no })).toContainText('Accepted');
  await expect(page.getByText('HKD 300.00')).toBeVisible();

  // The fee is posted: the savings account is HKD 300 lower.
  expect(await availableBalance(page, t.savings)).toBe(before - 300_00);

  // Stopped cheques cannot be stopped again: nothing in the range can be reached.
  await page.goto('/#/transfer-pay/physical-check-batch-stop');
  await page.getByText(/Cheque book 100001-100050/).click();
  await page.getByRole('textbox', { name: /Cheque number \(from\)/ }).fill('100010');
  await page.getByRole('textbox', { name: /Cheque number \(to\)/ }).fill('100012');
  await page.getByText('Lost', { exact: true }).click();
  await page.getByText(t.chooseAccount).click();
  await page.getByRole('radio').filter({ hasText: t.savings }).first().click();
  await page.getByRole('button', { name: t.next }).click();
  // A token code is accepted once: wait for the next one.
  await waitForNextTokenCode(page);
  await confirmWithToken(page, 'en');
  await expect(page.getByText('No cheque in this range can be stopped (already paid or stopped)')).toBeVisible();
  expect(await availableBalance(page, t.savings)).toBe(before - 300_00);
  await checkCsp();
});
