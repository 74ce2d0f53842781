// The mobile token in real Chromium against the real sandbox: activation with a PIN and a
// transfer confirmed by a token code; three wrong PINs locking the token; code generation
// without a log-on; strengthened verification (transaction confirmation code marked in red,
// then the password box) on a transfer of a customer the bank asks it of.
import { expect, test } from './support/test';
import { TEXT, TOKEN_PIN, activateTokenIfAsked, fillTransfer, logIn, passTokenSheet } from './support/bank-app';
import { watchCsp } from './support/csp-guard';

test('activating the token with a PIN, then a transfer confirmed by a token code', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT.en;
  await logIn(page, 'lee.kayan', 'en');
  await page.goto('/#/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: t.savings, payee: 'WONG SIU MING', amount: '12.34' });
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/transfer-create\?step=confirm/);

  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  // No token on this browser yet: activation asks for the PIN twice and refuses a weak one.
  const sheet = page.getByRole('region', { name: t.activateTitle });
  await sheet.getByLabel(t.newPin, { exact: true }).fill('123456');
  await sheet.getByLabel(t.repeatPin, { exact: true }).fill('123456');
  await sheet.getByRole('button', { name: t.activate, exact: true }).click();
  await expect(sheet.getByRole('alert')).toHaveText('The PIN cannot be all the same or consecutive digits');
  await passTokenSheet(page, 'en');

  await expect(page).toHaveURL(/transfer-success/);
  await expect(page.getByText(t.processed)).toBeVisible();
  // The browser keeps only the wrapped seed.
  const stored = await page.evaluate(() => localStorage.getItem('xpmbs.mobileToken'));
  expect(JSON.parse(stored!)).toHaveProperty('wrappedSeed');
  expect(JSON.parse(stored!)).not.toHaveProperty('seed');
  await checkCsp();
});

test('three wrong PINs lock the token; a code can be generated without logging on', async ({ page, context }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'wong.siuming', 'en');
  await page.goto('/#/settings/get-otp-index');
  await expect(page.getByText('Not activated')).toBeVisible();
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await activateTokenIfAsked(page, 'en');
  await expect(page.getByText('Activated', { exact: true })).toBeVisible();

  // A second tab shares the device but has no session: the code page is open to it.
  const loggedOff = await context.newPage();
  await loggedOff.goto('/#/settings/get-otp-input');
  await expect(loggedOff).toHaveURL(/get-otp-input/);
  await loggedOff.getByLabel('Mobile Token PIN', { exact: true }).fill(TOKEN_PIN);
  await loggedOff.getByRole('button', { name: 'Generate code' }).click();
  await expect(loggedOff.locator('.token-code')).toHaveText(/^\d{6}$/);

  const pin = loggedOff.getByLabel('Mobile Token PIN', { exact: true });
  const generate = loggedOff.getByRole('button', { name: 'Generate code' });
  const alert = loggedOff.getByRole('alert');
  await pin.fill('135790');
  await generate.click();
  await expect(alert).toHaveText('Incorrect Mobile Token PIN (1 wrong, 2 attempts left).');
  await pin.fill('135790');
  await generate.click();
  await expect(alert).toHaveText('Incorrect Mobile Token PIN (2 wrong, 1 attempts left).');
  await pin.fill('135790');
  await generate.click();
  await expect(alert).toHaveText('Your Mobile Token is temporarily locked. Please try again in 5 minutes.');
  // Locked: the right PIN is refused too, and no code appears.
  await pin.fill(TOKEN_PIN);
  await generate.click();
  await expect(alert).toContainText('temporarily locked');
  await expect(loggedOff.locator('.token-code')).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Temporarily locked')).toBeVisible();
  await checkCsp();
});

test('strengthened verification before a transfer: cancel returns, then code in red + password box + token code', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT.en;
  await logIn(page, 'ho.wingyan', 'en');
  // The bank asks the token only of a customer with one bound (else SMS, see verify-sms.spec):
  // activate hers on this browser first, whatever ran before.
  await page.goto('/#/settings/get-otp-index');
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await activateTokenIfAsked(page, 'en');
  await expect(page.getByText('Activated', { exact: true })).toBeVisible();
  await page.goto('/#/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: t.savings, payee: 'CHAN TAI MAN', amount: '20.00' });
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/transfer-create\?step=confirm/);

  // Cancelling the verification returns to the confirm step without submitting.
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  const verifySheet = page.locator('.token-sheet__body').filter({ hasText: 'Strengthened verification' });
  await expect(verifySheet.getByLabel('Number marked in red')).toHaveText('54867213');
  await verifySheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/transfer-create\?step=confirm/);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Verify: transaction confirmation code for the number in red, then the password box.
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(verifySheet.getByLabel('Number marked in red')).toHaveText('54867213');
  await passTokenSheet(page, 'en');
  const box = page.getByRole('region', { name: 'Online banking password' });
  await box.getByLabel('Password', { exact: true }).fill('Demo@2026');
  await box.getByRole('button', { name: t.confirm, exact: true }).click();
  // Then the transfer's own confirmation with a token code.
  await passTokenSheet(page, 'en');
  await expect(page).toHaveURL(/transfer-success/);
  await expect(page.getByText(t.processed)).toBeVisible();
  await checkCsp();
});
