// Binding a mobile token in Chromium against the sandbox bank: the session alone is not
// enough (SMS code to the registered mobile, then the password), cancelling the SMS sheet
// binds nothing, the customer gets an SMS notice of the binding, and the new token cannot
// confirm a transfer before its 12-hour cooling-off period is over. A customer under
// strengthened verification with a token registers a payee with it (never by SMS).
import { expect, test } from './support/test';
import { TEXT, TOKEN_PIN, activateTokenIfAsked, fillTransfer, logIn, fillNewPayee, passBindingProof, passTokenSheet } from './support/bank-app';
import { watchCsp } from './support/csp-guard';
import { settleBindings } from './support/sandbox-clock';

const HEADER = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };

test('binding a token asks for the SMS code and the password, notifies by SMS, and waits out the cooling-off', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT.en;
  await logIn(page, 'chan.taiman', 'en');
  await page.goto('/#/settings/get-otp-index');
  await expect(page.getByText('Not activated', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t.activate, exact: true }).click();
  const sheet = page.getByRole('region', { name: t.activateTitle });
  await sheet.getByLabel(t.newPin, { exact: true }).fill(TOKEN_PIN);
  await sheet.getByLabel(t.repeatPin, { exact: true }).fill(TOKEN_PIN);
  await sheet.getByRole('button', { name: t.activate, exact: true }).click();

  // The SMS sheet says what the code is for; cancelling it binds nothing and returns to the PIN.
  const sms = page.getByTestId('sms-otp-sheet');
  await expect(sms.getByTestId('sms-reason')).toHaveText(/^Binding a new device/);
  await expect(sheet).toBeHidden();
  await sms.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel(t.newPin, { exact: true })).toHaveValue(TOKEN_PIN);

  // Again: the code from the outbox, then the password box; the token is bound.
  await sheet.getByRole('button', { name: t.activate, exact: true }).click();
  await passBindingProof(page, 'en');
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Activated', { exact: true })).toBeVisible();
  const outbox = await page.request.post('/api/ITSI320010', { data: { header: HEADER } });
  expect(JSON.stringify(await outbox.json())).toContain('A new Mobile Token was bound to your banking');

  // A transfer confirmed by the token bound a moment ago is refused, with the reason.
  await page.goto('/#/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: t.savings, payee: 'WONG SIU MING', amount: '1.00' });
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await passTokenSheet(page, 'en');
  await expect(page.getByRole('alert').filter({ hasText: 'can confirm this instruction 12 hours after it was bound' })).toBeVisible();
  await expect(page).toHaveURL(/transfer-create\?step=confirm/);

  // Once the period is over (the sandbox ends it, as a tester does), the same token confirms.
  await settleBindings(page.request, 'chan.taiman');
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await passTokenSheet(page, 'en');
  await expect(page).toHaveURL(/transfer-success/);
  await checkCsp();
});

test('a customer under strengthened verification with a token registers a payee with the token, after verifying', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT.en;
  await logIn(page, 'ho.wingyan', 'en');
  await page.goto('/#/settings/get-otp-index');
  await page.getByRole('button', { name: t.activate, exact: true }).click();
  await activateTokenIfAsked(page, 'en');
  await expect(page.getByText('Activated', { exact: true })).toBeVisible();

  await page.goto('/#/transfer-pay/payee-register-create');
  await fillNewPayee(page, { name: 'MA WING YAN', bankSearch: 'Hang Seng', accountNo: '024765432101' });
  await page.getByRole('button', { name: t.next }).click();
  // With a token the bank does not take SMS for a payee: the token path, not confirm-sms.
  await expect(page).toHaveURL(/payee-register-confirmB1/);
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/payee-register-confirmB2/);

  // Strengthened verification first (code marked in red, then the password box), then the token.
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  const verifySheet = page.locator('.token-sheet__body').filter({ hasText: 'Strengthened verification' });
  await expect(verifySheet.getByLabel('Number marked in red')).toHaveText('54867213');
  await passTokenSheet(page, 'en');
  const box = page.getByRole('region', { name: t.passwordTitle });
  await box.getByLabel(t.passwordLabel, { exact: true }).fill('Demo@2026');
  await box.getByRole('button', { name: t.confirm, exact: true }).click();
  await passTokenSheet(page, 'en');
  await expect(page).toHaveURL(/payee-register-successB/);
  await checkCsp();
});
