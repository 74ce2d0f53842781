// FPS registration in Chromium against the real sandbox: the customer adds an e-mail
// registration, accepts the terms, confirms with the SMS one-time password read from the
// sandbox outbox page, watches the execution countdown and finds the registration listed.
import { expect, test, type Page } from './support/test';
import { TEXT, logIn } from './support/bank-app';
import { watchCsp } from './support/csp-guard';

const t = TEXT.en;

/** The tester's phone: the sandbox outbox page lists the SMS sent for this transaction. */
async function smsCodeFor(page: Page, transactionId: string): Promise<string> {
  await page.goto('/#/sandbox/sms-outbox');
  const message = page.locator('.list-rows .adm-list-item').filter({ hasText: transactionId });
  await expect(message).toContainText('+852 91234567');
  const match = /one-time password is (\d{6})/.exec((await message.textContent()) ?? '');
  if (!match) throw new Error('no code in the outbox');
  return match[1]!;
}

test('registers an e-mail address for FPS after the SMS one-time password', async ({ page, browser }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'chan.taiman', 'en');
  await page.goto('/#/transfer-pay/register-transfer-index');
  // The seeded FPS ID registration.
  await expect(page.locator('.list-rows')).toContainText('165432187');
  await page.getByRole('button', { name: 'Add registration' }).click();
  await expect(page).toHaveURL(/register-transfer-create/);

  await page.getByText('E-mail address', { exact: true }).click();
  await page.getByRole('textbox', { name: /Identifier/ }).fill('tai.man@example.hk');
  await page.getByText(t.chooseAccount).click();
  await page.getByRole('radio').filter({ hasText: t.savings }).first().click();
  // Without the terms nothing is sent.
  await page.getByRole('button', { name: 'Agree and Continue' }).click();
  await expect(page.getByText('Please read and accept the terms first')).toBeVisible();
  await page.getByText('I have read and agree to the FPS Registration Terms').click();
  await page.getByRole('button', { name: 'Agree and Continue' }).click();

  // The spec's register-transfer pages: confirm (review), then confirm-sms (the verification).
  await expect(page).toHaveURL(/register-transfer-confirm(\?|$)/);
  await expect(page.getByText('tai.man@example.hk')).toBeVisible();
  // This bank is the default receiving bank unless the customer unticks it.
  await expect(page.locator('.step-fields')).toContainText('Yes');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/register-transfer-confirm-sms/);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const sheet = page.getByTestId('sms-otp-sheet');
  await expect(sheet).toContainText('+852 ****4567');
  const transactionId = await sheet.getByTestId('sms-transaction-id').textContent();
  await expect(sheet.getByRole('button', { name: /Resend in/ })).toBeDisabled();

  // The tester's phone: the sandbox outbox page, in another tab.
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  const code = await smsCodeFor(phone, transactionId!);
  await phoneContext.close();

  // A wrong code first: the bank says how many attempts are left.
  const wrong = code === '000000' ? '111111' : '000000';
  await sheet.getByRole('textbox').fill(wrong);
  await sheet.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText(/Entered incorrectly, please re-enter \(4 attempts left\)/)).toBeVisible();

  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await sheet.getByRole('textbox').fill(code);
  await sheet.getByRole('button', { name: 'Confirm', exact: true }).click();

  await expect(page).toHaveURL(/register-transfer-success/);
  await expect(page.getByTestId('result-countdown')).toContainText('Registration executing');
  await expect(page.getByText('Your FPS registration is complete')).toBeVisible();
  await page.getByRole('button', { name: 'My registrations' }).click();
  const row = page.locator('.list-rows .adm-list-item').filter({ hasText: 'tai.man@example.hk' });
  await expect(row).toContainText('Registered');
  await checkCsp();
});
