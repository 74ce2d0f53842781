// The verification hub in Chromium against the real sandbox bank: a customer without a bound
// mainland card meets the bank's PLZ_BIND_CARD answer on the RMB remittance, binds a card (the
// card checked, who they are verified, the SMS code of the card's mobile), comes back and
// remits; /open/multiple-verify with theMods ["password","sms"] runs both and returns to the
// caller with the result event; /open/verification?bizType=login and the electronic account.
// axe checks every new page on the way. (Share-bill's amounts and messages after a bill payment
// are proved at engine level: fixtures/bill/share-bill-after-payment-en.json.)
import { expect, test, type Page } from './support/test';
import { TEXT, logIn, passTokenSheet } from './support/bank-app';
import { expectNoSeriousViolations } from './support/axe';
import { watchCsp } from './support/csp-guard';
import { smsCodeFromOutbox } from './support/login';
import { syncBrowserClock } from './support/sandbox-clock';

const t = TEXT.en;
const CARD = { bank: 'Industrial and Commercial Bank of China', number: '6222 0212 3456 7890 128', wrongDigit: '6222 0212 3456 7890 127', mobile: '13800138000' };

/** The SMS sheet open: the code of its transaction from the sandbox outbox, confirmed. */
async function passSmsSheet(page: Page): Promise<string> {
  const sheet = page.getByTestId('sms-otp-sheet');
  const transactionId = (await sheet.getByTestId('sms-transaction-id').textContent())!;
  await sheet.getByRole('textbox').fill(await smsCodeFromOutbox(page.request, transactionId));
  await sheet.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(sheet).toBeHidden();
  return transactionId;
}

async function passPasswordBox(page: Page): Promise<void> {
  const box = page.getByRole('region', { name: t.passwordTitle });
  await box.getByLabel(t.passwordLabel, { exact: true }).fill('Demo@2026');
  await box.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(box).toBeHidden();
}

/**
 * Authentication (bizType login) with the modes the bank names: the Mobile Token (activated on
 * this browser when asked) for a customer who has one on any device, else an SMS code; then the
 * password box.
 */
async function passLoginVerification(page: Page): Promise<void> {
  const sms = page.getByTestId('sms-otp-sheet');
  await expect(page.locator('.token-sheet__body').first()).toBeVisible();
  if (await sms.isVisible()) await passSmsSheet(page);
  else await passTokenSheet(page, 'en');
  await passPasswordBox(page);
}

test('PLZ_BIND_CARD: a customer without a card binds one, comes back and remits; then shares the bill', async ({ page }) => {
  test.setTimeout(240_000); // a login verification, two SMS codes, a token activation and confirmation
  const checkCsp = await watchCsp(page);
  await syncBrowserClock(page, page.request);
  await logIn(page, 'wong.siuming', 'en', '/transfer-pay/mainland-remittance');

  // The bank's service-auth answer: the reason, and the way to the bind-card module.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Please bind your mainland bank card to use this service.');
  await expectNoSeriousViolations(page, 'service-auth prompt');
  await dialog.getByRole('button', { name: 'Bind a card' }).click();
  await expect(page).toHaveURL(/#\/verification\/add-card\?backUrl=%2Ftransfer-pay%2Fmainland-remittance/);

  // Spec section 6: without a bound card, bind one or open an electronic account.
  await expect(page.getByRole('button', { name: 'No mainland card? Open an electronic account' })).toBeVisible();
  await expectNoSeriousViolations(page, 'bind-card offer');
  await page.getByRole('button', { name: 'Bind a mainland bank card' }).click();

  await page.getByText(CARD.bank, { exact: true }).click();
  const cardNo = page.getByRole('textbox', { name: /^Card number/ });
  await cardNo.fill(CARD.wrongDigit);
  await expect(page.getByRole('textbox', { name: /^Card holder's name/ })).toHaveValue('WONG SIU MING');
  await page.getByRole('textbox', { name: /^Mobile number the card's bank has on record/ }).fill(CARD.mobile);
  await page.getByRole('button', { name: t.next }).click();
  // The Luhn digit is checked in the browser: nothing was sent.
  await expect(page.getByText('The card number is incorrect. Please check it and enter it again.')).toBeVisible();
  await expectNoSeriousViolations(page, 'bind-card form with an error');
  await cardNo.fill(CARD.number);
  await page.getByRole('button', { name: t.next }).click();

  await expect(page).toHaveURL(/verification\/add-card-confirm/);
  await expect(page.getByText('6222 **** **** 0128')).toBeVisible();
  await expect(page.getByText('+86 *******8000')).toBeVisible();
  await expectNoSeriousViolations(page, 'bind-card confirm');
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await passLoginVerification(page);
  // The card's own code goes to the mobile its bank has on record.
  await expect(page.getByTestId('sms-otp-sheet')).toContainText('+86 *******8000');
  await passSmsSheet(page);
  await expect(page).toHaveURL(/verification\/add-card-success/);
  await expect(page.getByText('Your mainland bank card is bound')).toBeVisible();
  await expectNoSeriousViolations(page, 'bind-card result');

  // Back where the bank sent the customer from: the page loads again, now with the card.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/transfer-pay\/mainland-remittance$/);
  await page.getByText('6222 **** **** 0128', { exact: true }).click();
  await page.getByText(t.chooseAccount).click();
  await page.getByRole('radio').filter({ hasText: 'CNY' }).first().click();
  await page.getByRole('textbox', { name: /^Amount \(CNY\)/ }).fill('12.00');
  await expectNoSeriousViolations(page, 'remittance form');
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/mainland-remittance-confirm/);
  await expect(page.getByText('CNY 12.00').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'remittance confirm');
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await passTokenSheet(page, 'en');
  await expect(page).toHaveURL(/mainland-remittance-success/);
  await expect(page.getByText(t.processed)).toBeVisible();
  expect(await page.getByTestId('result-step').getAttribute('data-reference')).toMatch(/^RM\d{8}[A-Z0-9]{10}$/);
  await expectNoSeriousViolations(page, 'remittance result');

  // Share-bill from the result: the bank's record, split among four.
  await page.getByRole('button', { name: 'Share the bill' }).click();
  await expect(page).toHaveURL(/share-image\?kind=mainland-remittance&id=MR/);
  await expect(page.getByRole('textbox', { name: /^Amount to split/ })).toHaveValue('12.00');
  await page.getByRole('textbox', { name: /^Number of participants/ }).fill('4');
  await page.getByRole('button', { name: 'Create the picture' }).click();
  await expect(page.getByText('CNY 3.00')).toBeVisible();

  // The binding stays: the card is listed under My mainland bank cards.
  await page.goto('/#/verification/my-cards');
  await expect(page.locator('.list-rows .adm-list-item').filter({ hasText: '6222 **** **** 0128' })).toBeVisible();
  await expectNoSeriousViolations(page, 'my mainland cards');
  await page.getByRole('button', { name: 'Remove' }).first().click();
  await expect(page).toHaveURL(/verification\/remove-card\?cardId=BC/);
  await expect(page.getByText('6222 **** **** 0128')).toBeVisible();
  await expectNoSeriousViolations(page, 'remove-card confirm');
  await checkCsp();
});

test('multiple-verify with theMods ["password","sms"] runs both in order and returns to the caller with the event; bizType=login too', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await syncBrowserClock(page, page.request);
  await logIn(page, 'wong.siuming', 'en', '/settings/my-setting');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  // A caller in the same window listens for the result event.
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { verifications: unknown[] }).verifications = seen;
    window.addEventListener('verification', (e) => seen.push((e as CustomEvent).detail));
    window.location.hash = `#/open/multiple-verify?theMods=${encodeURIComponent('["password","sms"]')}&backUrl=${encodeURIComponent('/settings/my-setting')}&rid=0123456789abcdef0123456789abcdef`;
  });
  // /open/ is a redirect looked up in the module table: the verification page.
  await expect(page).toHaveURL(/#\/verification\/index\?theMods=/);
  const modes = page.getByRole('region', { name: 'You will be asked, in this order' }).getByRole('listitem');
  await expect(modes).toHaveText(['Online banking password', 'SMS one-time password']);
  await expectNoSeriousViolations(page, 'verification page (theMods)');
  // Nothing is asked before the customer starts.
  await expect(page.locator('.token-sheet__body')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start verification' }).click();
  // The caller's order: the password box first, then the SMS code.
  await expect(page.getByTestId('sms-otp-sheet')).toHaveCount(0);
  await passPasswordBox(page);
  await passSmsSheet(page);
  await expect(page.getByText('Verification passed')).toBeVisible();
  await expectNoSeriousViolations(page, 'verification result');
  await page.getByRole('button', { name: 'Return' }).click();
  await expect(page).toHaveURL(/#\/settings\/my-setting$/);
  const events = await page.evaluate(() => (window as unknown as { verifications: Record<string, unknown>[] }).verifications);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ rid: '0123456789abcdef0123456789abcdef', theMods: ['password', 'sms'], passed: true });
  expect(events[0]!.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // Authentication (bizType=login), left with Cancel: the caller hears it was not passed.
  await page.evaluate(() => {
    window.location.hash = `#/open/verification?bizType=login&backUrl=${encodeURIComponent('/settings/my-setting')}`;
  });
  await expect(page).toHaveURL(/#\/verification\/index\?bizType=login/);
  await expect(page.getByText('Confirm it is you, as when you log on')).toBeVisible();
  await expectNoSeriousViolations(page, 'verification page (bizType login)');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/#\/settings\/my-setting$/);
  const after = await page.evaluate(() => (window as unknown as { verifications: Record<string, unknown>[] }).verifications);
  expect(after[1]).toMatchObject({ bizType: 'login', passed: false });
  expect(after[1]).not.toHaveProperty('ticket');
  await checkCsp();
});

test('an electronic account opened online, after the login verification', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await syncBrowserClock(page, page.request);
  await logIn(page, 'lee.kayan', 'en');
  await page.goto('/#/open/online_open_needBind');
  await expect(page).toHaveURL(/#\/verification\/open-e-account/);
  await page.getByText('CNY electronic savings account', { exact: true }).click();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText('Please read and agree to the terms')).toBeVisible();
  await expectNoSeriousViolations(page, 'e-account form');
  await page.getByText(/I have read and agree to the electronic account terms/).click();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/open-e-account-confirm/);
  await expectNoSeriousViolations(page, 'e-account confirm');
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await passLoginVerification(page);
  await expect(page).toHaveURL(/open-e-account-success/);
  await expect(page.getByText('Electronic Savings Account - CNY')).toBeVisible();
  await expectNoSeriousViolations(page, 'e-account result');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/account\/overview/);
  // The new account is in the overview at once, with nothing in it yet.
  await expect(page.getByRole('link', { name: /^Savings CNY 0\.00/ })).toBeVisible();
  await checkCsp();
});
