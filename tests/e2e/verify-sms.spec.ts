// Strengthened verification by SMS in Chromium against the real sandbox: a customer the bank
// asks it of, with no mobile token (tam.meiling, used by no other spec, so the bank says
// SMS + password whatever ran before), cancels once, has the code resent after 100 seconds,
// types a wrong code, then the right one from the sandbox outbox and the password box, and
// confirms the transfer itself; the balance drops by the amount once.
import { expect, test, type Browser } from './support/test';
import { TEXT, activateTokenIfAsked, availableBalance, fillTransfer, logIn, passTokenSheet } from './support/bank-app';
import { expectNoSeriousViolations } from './support/axe';
import { watchCsp } from './support/csp-guard';
import { advancePageClock, sandboxNow, syncBrowserClock } from './support/sandbox-clock';

const t = TEXT.en;

/** The tester's phone: the newest SMS for this transaction on the sandbox outbox page. */
async function smsCodeFor(browser: Browser, transactionId: string): Promise<string> {
  const phoneContext = await browser.newContext();
  try {
    const phone = await phoneContext.newPage();
    await phone.goto('/#/sandbox/sms-outbox');
    const message = phone.locator('.list-rows .adm-list-item').filter({ hasText: transactionId }).first();
    await expect(message).toContainText('+852 63921458');
    const match = /one-time password is (\d{6})/.exec((await message.textContent()) ?? '');
    if (!match) throw new Error('no code in the outbox');
    return match[1]!;
  } finally {
    await phoneContext.close();
  }
}

test('a customer without a token verifies a transfer by SMS code and password box, then confirms it', async ({ page, browser }) => {
  const checkCsp = await watchCsp(page);
  // Earlier specs may have moved the sandbox clock: the page runs on the bank's time.
  await syncBrowserClock(page, page.request, { always: true });
  await logIn(page, 'tam.meiling', 'en');
  const before = await availableBalance(page, t.savings);

  await page.goto('/#/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: t.savings, payee: 'CHAN TAI MAN', amount: '30.00' });
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/transfer-create\?step=confirm/);

  // The bank asks SMS first (no token bound): the sheet says what the code is for.
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  const sheet = page.getByTestId('sms-otp-sheet');
  await expect(sheet.getByTestId('sms-reason')).toHaveText('Strengthened verification: enter the one-time password sent to your mobile by SMS.');
  await expect(sheet).toContainText('+852 ****1458');
  // Modal for everyone: the confirm step behind the sheet is out of reach until it closes.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await expectNoSeriousViolations(page, 'SMS sheet over the confirm step');
  const cancelledId = await sheet.getByTestId('sms-transaction-id').textContent();
  // Cancel: back to the confirm step, nothing sent, no password box.
  await sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/transfer-create\?step=confirm/);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Online banking password' })).toHaveCount(0);

  // Again: a new code for a new transaction id; resend opens after 100 seconds (bank and page).
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  const transactionId = (await sheet.getByTestId('sms-transaction-id').textContent())!;
  expect(transactionId).not.toBe(cancelledId);
  await expect(sheet.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  await sandboxNow(page.request, { advanceMs: 100_000 });
  await advancePageClock(page, 100_000);
  await sheet.getByRole('button', { name: 'Resend', exact: true }).click();
  await expect(sheet.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  await expect(sheet.getByTestId('sms-transaction-id')).toHaveText(transactionId);
  const code = await smsCodeFor(browser, transactionId);

  const box = page.getByRole('region', { name: 'Online banking password' });
  const passwordBox = async (check = false) => {
    if (check) await expectNoSeriousViolations(page, 'password box over the confirm step');
    await box.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await box.getByRole('button', { name: t.confirm, exact: true }).click();
  };
  // A wrong code: the bank counts it and says how many attempts are left.
  await sheet.getByRole('textbox').fill(code === '000000' ? '111111' : '000000');
  await sheet.getByRole('button', { name: 'Confirm', exact: true }).click();
  await passwordBox(true);
  await expect(page.getByText(/Entered incorrectly, please re-enter \(4 attempts left\)/)).toBeVisible();

  // The same code stays valid: the sheet offers the same transaction again (once the password
  // box has closed: until then its own Confirm is on screen too).
  await expect(box).toHaveCount(0);
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(sheet.getByTestId('sms-transaction-id')).toHaveText(transactionId);
  await sheet.getByRole('textbox').fill(code);
  await sheet.getByRole('button', { name: 'Confirm', exact: true }).click();
  await passwordBox();
  // Then the transfer's own confirmation: the Mobile Token, activated on this browser now.
  await expect(page.getByRole('region', { name: t.activateTitle })).toBeVisible();
  await expectNoSeriousViolations(page, 'token activation sheet over the confirm step');
  await activateTokenIfAsked(page, 'en');
  await expect(page.getByRole('button', { name: t.generate })).toBeVisible();
  await expectNoSeriousViolations(page, 'token sheet over the confirm step');
  await passTokenSheet(page, 'en');
  await expect(page).toHaveURL(/transfer-success/);
  await expect(page.getByText(t.processed)).toBeVisible();

  expect(await availableBalance(page, t.savings)).toBe(before - 3_000);
  await checkCsp();
});
