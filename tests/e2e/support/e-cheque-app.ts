// The e-cheque deposit as a customer does it, from the e-cheque home: the form with the file
// chosen, then its confirmation.
import { expect, type Page } from '@playwright/test';

/** Deposit form up to its confirmation step, with the file chosen. */
export async function depositUpToConfirm(page: Page, file: Buffer): Promise<void> {
  await page.goto('/#/transfer-pay/e-check-rule');
  await page.getByRole('button', { name: 'Deposit an e-cheque' }).click();
  await expect(page).toHaveURL(/e-check-deposit/);
  // A run refused at its confirmation resumes there: back to the form to choose another file.
  if (/e-check-deposit-confirm/.test(page.url())) await page.getByRole('button', { name: 'Amend' }).click();
  await page.locator('input[type="file"]').waitFor();
  // The account chosen last time stays chosen.
  if (await page.getByText('Select an account').isVisible()) {
    await page.getByText('Select an account').click();
    await page.locator('.adm-popup').getByText(/Available balance HKD/).first().click();
  }
  await page.locator('input[type="file"]').setInputFiles({ name: 'e-cheque.pdf', mimeType: 'application/pdf', buffer: file });
  await expect(page.getByText(/^Chosen: e-cheque\.pdf/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/e-check-deposit-confirm/);
}

/** Deposits the file: confirmed; the caller checks the outcome (success or a refusal). */
export async function deposit(page: Page, file: Buffer): Promise<void> {
  await depositUpToConfirm(page, file);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
}
