// Logging on in real Chromium against the real sandbox: the password alone opens no session.
// Without a mobile token on this browser the SMS one-time password (read from the sandbox's
// outbox) completes the log-on; with one, the token is the default second factor. In a plain
// browser the bank app is then offered, and declining it leaves the customer in the web bank.
import { expect, test } from './support/test';
import { TEXT, activateTokenIfAsked, passTokenSheet } from './support/bank-app';
import { watchCsp } from './support/csp-guard';
import { declineAppPrompt, smsCodeFromOutbox } from './support/login';

test('password, then an SMS one-time password (a wrong one first), then the offer of the bank app', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT['zh-TW'];
  await page.goto('/#/login/index?redirect=%2Fmine%2Findex');
  await page.getByRole('textbox', { name: new RegExp(`^${t.loginId}`) }).fill('chan.taiman');
  await page.getByRole('textbox', { name: new RegExp(`^${t.password}`) }).fill('Demo@2026');
  await page.getByRole('button', { name: t.login, exact: true }).click();

  // The password alone logs no one on.
  await expect(page.getByRole('heading', { name: '確認是您本人' })).toBeVisible();
  await expect(page.getByText('我們會以短訊發送一次性密碼至 +852 ****4567。')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').token ?? null)).toBeNull();

  await page.getByRole('button', { name: '發送短訊一次性密碼' }).click();
  const sheet = page.getByTestId('sms-otp-sheet');
  await expect(sheet).toContainText('+852 ****4567');
  const transactionId = (await sheet.getByTestId('sms-transaction-id').textContent())!;
  const code = await smsCodeFromOutbox(page.request, transactionId);
  await sheet.getByRole('textbox').fill(code === '000000' ? '111111' : '000000');
  await sheet.getByRole('button', { name: '確認', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('尚餘4次');
  await expect(page).toHaveURL(/login\/index/);

  // Again: the same code is still valid (no new SMS before 100 seconds).
  await page.getByRole('button', { name: '發送短訊一次性密碼' }).click();
  await expect(sheet.getByTestId('sms-transaction-id')).toHaveText(transactionId);
  await sheet.getByRole('textbox').fill(code);
  await sheet.getByRole('button', { name: '確認', exact: true }).click();
  await expect(page).toHaveURL(/mine\/index/);

  // A plain browser: the bank app is offered once, and the web bank carries on without it.
  const prompt = page.getByRole('dialog').filter({ hasText: '下載本行應用程式' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('App Store、Google Play 或華為應用市場');
  await declineAppPrompt(page);
  await expect(page.locator('.home-balance').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('.home-balance').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await checkCsp();
});

test('with a mobile token on this browser, the token is the second factor; SMS stays the fallback', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT.en;
  const logInWithPassword = async () => {
    await page.goto('/#/login/index?redirect=%2Fsettings%2Fmy-setting');
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('textbox', { name: /^Login ID/ }).fill('lee.kayan');
    await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
  };

  // First log-on of this browser: SMS; then the token is activated here.
  await logInWithPassword();
  await page.getByRole('button', { name: /^(Send SMS one-time password|Use an SMS one-time password instead)$/ }).click();
  const sheet = page.getByTestId('sms-otp-sheet');
  const code = await smsCodeFromOutbox(page.request, (await sheet.getByTestId('sms-transaction-id').textContent())!);
  await sheet.getByRole('textbox').fill(code);
  await sheet.getByRole('button', { name: 'Confirm', exact: true }).click();
  await declineAppPrompt(page);
  await page.goto('/#/settings/get-otp-index');
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await activateTokenIfAsked(page, 'en');
  await expect(page.getByText('Activated', { exact: true })).toBeVisible();
  await page.goto('/#/settings/my-setting');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/login\/index/);

  // Next log-on: the token on this browser is offered first, SMS as the alternative.
  await logInWithPassword();
  await expect(page.getByText('Confirm this log-on with the Mobile Token on this device.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use an SMS one-time password instead' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm with Mobile Token' }).click();
  await passTokenSheet(page, 'en');
  await expect(page).toHaveURL(/settings\/my-setting/);
  await declineAppPrompt(page);
  await expect(page.getByRole('button', { name: t.login, exact: true })).toHaveCount(0);
  await checkCsp();
});
