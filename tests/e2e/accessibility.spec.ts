// Every page a customer meets passes axe-core's WCAG 2.2 A and AA rules with no serious or
// critical violation: the login page in each language, the home, settings, the token page and
// the form and confirm steps of the transfer and bill journeys. (The payments area's start
// pages are swept by shape: accessibility-sweep-*.)
import { expect, test } from './support/test';
import { TEXT, fillTransfer, logIn, logInThroughScreens } from './support/bank-app';
import { BILL_TEXT } from './support/bill-app';
import { expectNoSeriousViolations } from './support/axe';

test('the login page, in each language', async ({ page }) => {
  await page.goto('/#/login/index');
  for (const language of ['繁體中文', '简体中文', 'English']) {
    await page.getByText(language, { exact: true }).click();
    await expect(page.getByRole('radio', { name: language })).toBeChecked();
    await expectNoSeriousViolations(page, `login page (${language})`);
  }
});

test('home, settings and the token page of a logged-on customer', async ({ page }) => {
  await logInThroughScreens(page, 'chan.taiman', 'en');
  await expect(page.getByText(TEXT.en.savings).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'home');
  await page.goto('/#/settings/my-setting');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectNoSeriousViolations(page, 'settings');
  await page.goto('/#/settings/get-otp-index');
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'token page');
});

test('the transfer form and its confirm step, the bill payment home and its form', async ({ page }) => {
  await logIn(page, 'chan.taiman', 'en', '/transfer-pay/transfer-create');
  await expect(page.getByRole('button', { name: TEXT.en.next })).toBeVisible();
  await expectNoSeriousViolations(page, 'transfer form');
  await fillTransfer(page, 'en', { account: TEXT.en.savings, payee: 'WONG SIU MING', amount: '12.34' });
  await page.getByRole('button', { name: TEXT.en.next }).click();
  await expect(page).toHaveURL(/step=confirm/);
  await expectNoSeriousViolations(page, 'transfer confirm step');
  await page.goto('/#/transfer-pay/bill-payment-index');
  await expect(page.getByRole('tab', { name: 'My Bill List' })).toBeVisible();
  await expectNoSeriousViolations(page, 'bill payment home');
  await page.getByRole('button', { name: BILL_TEXT.en.payNew }).click();
  await expect(page).toHaveURL(/newbill-create/);
  await expect(page.getByRole('button', { name: 'Agree and Continue' })).toBeVisible();
  await expectNoSeriousViolations(page, 'pay new bill form');
});
