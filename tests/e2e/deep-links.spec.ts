// Deep links into a journey (app/routing/direct-visit.ts): the spec's register-transfer pages
// open FPS registration; a later page of a journey the customer has not begun opens its start
// with the message, and a page the customer's run has been at is resumed with what was typed.
import { expect, test } from './support/test';
import { TEXT, fillNewPayee, logIn } from './support/bank-app';

test('the spec register-transfer pages open FPS registration; a deep link to a page the run has not reached opens the start with a message, keeping what was typed', async ({ page }) => {
  await logIn(page, 'chan.taiman', 'en', '/transfer-pay/register-transfer-index');
  await expect(page.getByRole('button', { name: 'Add registration' })).toBeVisible();

  await page.goto('/#/transfer-pay/register-transfer-confirm-sms');
  await expect(page.getByText('The page you opened needs the steps before it. Please start here.')).toBeVisible();
  await expect(page).toHaveURL(/#\/transfer-pay\/register-transfer-create$/);

  // The other journey of those pages before: payee registration, still there under its own name.
  await page.goto('/#/transfer-pay/payee-register-create');
  await fillNewPayee(page, { name: 'MA WING YAN', bankSearch: 'Hang Seng', accountNo: '024765432101' });
  await page.getByRole('button', { name: TEXT.en.next }).click();
  await expect(page).toHaveURL(/payee-register-confirmB1/);
  // A result page the run has not reached: the start, with what the customer typed kept.
  await page.goto('/#/transfer-pay/payee-register-successB');
  await expect(page).toHaveURL(/payee-register-create$/);
  await expect(page.getByText('The page you opened needs the steps before it. Please start here.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Payee name' })).toHaveValue('MA WING YAN');
});
