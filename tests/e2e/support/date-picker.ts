// Picks a date with the app's date field: its button opens a dialog named like the field, with
// year, month and day as selects (keyboard and screen-reader operable), then Confirm.
import { expect, type Page } from '@playwright/test';

export async function pickDate(page: Page, label: string, iso: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const sheet = page.getByRole('dialog', { name: label });
  const [y, m, d] = iso.split('-').map((n) => String(Number(n)));
  await sheet.getByRole('combobox', { name: 'Year', exact: true }).selectOption(y!);
  await sheet.getByRole('combobox', { name: 'Month', exact: true }).selectOption(m!);
  await sheet.getByRole('combobox', { name: 'Day', exact: true }).selectOption(d!);
  await sheet.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(sheet).toBeHidden();
}
