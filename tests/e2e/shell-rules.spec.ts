// Spec rules of the shell that used to be declared but inert, now taking effect in Chromium:
// the password upgrade (E001101338) with its 'go reset' path to a new password, the security
// dialogs of the sandbox's risk rules (E010010004, E011070038, E011070033), Back to My settings
// after the token settings, the stored back link, Back blocked on a step that disables it (the
// bank app's back too), and a kept-alive form (ebill-create) keeping values and scroll.
import { expect, test, type Page } from './support/test';
import { TEXT, confirmWithToken, fillTransfer, logIn } from './support/bank-app';
import { apiLogin, completePasswordLogin } from './support/login';
import { hostEvent, installFakeHost } from './support/fake-native-host';
import { pickDate } from './support/date-picker';
import { trackPageRequests } from './support/page-quiet';

const HEADER = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };

async function riskRule(page: Page, kind: string, value: string, remove = false) {
  const res = await page.request.post('/api/ITSI191039', { data: { header: HEADER, kind, value, remove } });
  expect(((await res.json()) as { header: { responseCode: string } }).header.responseCode).toBe('00000');
}

async function tipDialog(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Tip' }).filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a customer whose password must be upgraded is told so at log-on and goes to reset it, then logs on', async ({ page }) => {
  await page.goto('/#/login/index');
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('textbox', { name: /^Login ID/ }).fill('ng.kawai');
  await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'The password system has been upgraded. Please reset your payment password.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Go reset' }).click();
  await expect(page).toHaveURL(/settings\/reset-password/);
  // The reset page is a screen of its own: it stays at its address through the reset.
  await expect(page.getByText('We have upgraded our password system.', { exact: false })).toBeVisible();

  await page.getByLabel('Identity document number', { exact: true }).fill('M246813(7)');
  await pickDate(page, 'Date of birth', '1988-03-21');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const res = await page.request.post('/api/ITSI320010', { data: { header: HEADER, mobile: '54186230' } });
  const code = /one-time password is (\d{6})/.exec(((await res.json()) as { data: { messages: { body: string }[] } }).data.messages[0]!.body)![1]!;
  await page.getByLabel('SMS one-time password', { exact: true }).fill(code);
  await page.getByLabel('New password', { exact: true }).fill('Harbour#2027');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Harbour#2027');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Your new log-on password is set. Please log on with it')).toBeVisible();
  await expect(page).toHaveURL(/settings\/reset-password/);

  await page.getByRole('button', { name: 'Log on', exact: true }).click();
  await page.getByRole('textbox', { name: /^Login ID/ }).fill('ng.kawai');
  await page.getByRole('textbox', { name: /^Password/ }).fill('Harbour#2027');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await completePasswordLogin(page);
  await expect(page).toHaveURL(/mine\/index/);
});

test('the risk rules refuse with a Tip dialog: a blocked device, an account under review, a reported payee account', async ({ page }) => {
  const t = TEXT.en;
  await logIn(page, 'lee.kayan', 'en');
  // The device this browser is: blocked, every call it makes is refused.
  const deviceId = await page.evaluate(() => localStorage.getItem('xpmbs.deviceId')!);
  await riskRule(page, 'device', deviceId);
  await page.goto('/#/account/overview');
  await tipDialog(page, 'Security check failed, please try again.');
  await riskRule(page, 'device', deviceId, true);

  // Under review: money does not move.
  await riskRule(page, 'customer', 'lee.kayan');
  await page.goto('/#/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: t.savings, payee: 'YEUNG HOI TING', amount: '10.00' });
  await page.getByRole('button', { name: t.next }).click();
  await confirmWithToken(page, 'en');
  await tipDialog(page, 'reviewing unusual activity');
  await riskRule(page, 'customer', 'lee.kayan', true);

  // The saved payee's account has been reported in fraud cases.
  await riskRule(page, 'payee-account', '004:652907114838');
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  const sheet = page.locator('.token-sheet__body');
  await sheet.getByLabel(t.pinLabel, { exact: true }).fill('246810');
  await sheet.getByRole('button', { name: t.generate }).click();
  await expect(sheet.getByLabel(t.codeLabel)).toHaveValue(/^\d{6}$/);
  await sheet.getByRole('button', { name: t.confirm, exact: true }).click();
  await tipDialog(page, 'Anti-Scam Helpline 18222');
  await riskRule(page, 'payee-account', '004:652907114838', true);
  await expect(page).toHaveURL(/transfer-create\?step=confirm/);
});

test('Back from the token settings goes to My settings; a stored back link is used when the history is spent', async ({ page, browser }) => {
  await logIn(page, 'wong.siuming', 'en');
  await page.goto('/#/mine/index');
  await page.goto('/#/settings/get-otp-index');
  await expect(page.getByText('Mobile Token').first()).toBeVisible();
  await page.locator('.app-back').click();
  await expect(page).toHaveURL(/settings\/my-setting$/);
  // The flag did its work once: Back from My settings follows the history again.
  await page.locator('.app-back').click();
  await expect(page).not.toHaveURL(/settings\/my-setting$/);

  // A page opened from outside with a back link (and a token, as a partner or the app opens it).
  const token = await apiLogin(page.request, 'wong.siuming');
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  // The accounts have not answered yet: Back is pressed while the page's first step is still
  // loading, and leaves it all the same (the answer is held until then).
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await other.route('**/api/ITSI130001', async (route) => {
    await answered;
    await route.continue().catch(() => {});
  });
  await other.goto(`/#/account/overview?token=${token}&backLink=${encodeURIComponent('/notice/list')}`);
  await expect(other.locator('.app-back')).toBeVisible();
  await expect.poll(() => other.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').backLink)).toBe('/notice/list');
  await other.locator('.app-back').click();
  await expect(other).toHaveURL(/notice\/list/);
  answer();
  // An outside address is never stored.
  await other.goto(`/#/account/overview?backLink=${encodeURIComponent('//evil.example/')}`);
  await expect.poll(() => other.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').backLink)).toBe('/mine/index');
  await fresh.close();
});

test('a kept-alive form keeps what was typed and where it was scrolled across a visit to the rules', async ({ page }) => {
  await logIn(page, 'chan.taiman', 'en');
  await page.goto('/#/transfer-pay/ebill-rule');
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page).toHaveURL(/transfer-pay\/ebill-create/);
  await page.locator('#root_billNo').fill('5678901231');
  await page.locator('#root_ownerName').fill('CHAN TAI MAN');
  await page.locator('#root_ownerName').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);

  await page.locator('.app-back').click();
  await expect(page).toHaveURL(/transfer-pay\/ebill-rule/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(400);
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page).toHaveURL(/transfer-pay\/ebill-create/);
  await expect(page.locator('#root_billNo')).toHaveValue('5678901231');
  await expect(page.locator('#root_ownerName')).toHaveValue('CHAN TAI MAN');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
});

test("in the bank app, the host's back follows the same rules and is blocked on a step that disables it", async ({ page }) => {
  const quiet = trackPageRequests(page);
  await installFakeHost(page, { language: 'en' });
  const token = await apiLogin(page.request, 'wong.siuming');
  await page.goto('/#/login/index');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await hostEvent(page, 'didLogin', { token });
  await expect(page).toHaveURL(/mine\/index/);
  await page.goto('/#/settings/get-otp-index');
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
  await hostEvent(page, 'back');
  await expect(page).toHaveURL(/settings\/my-setting$/);

  // Signing an agreement with the host's certificate ends on a result that disables Back.
  await page.goto('/#/settings/sign-agreement');
  await page.getByText('Deposit agreement TD-2026-DEMO').click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('The document has been signed')).toBeVisible();
  await expect(page).toHaveURL(/sign-agreement-success/);
  const url = page.url();
  await hostEvent(page, 'back');
  await page.locator('.app-back').click();
  // The page has handled the click and anything it set off: it is still on the result.
  await quiet();
  expect(page.url()).toBe(url);
});

test("a transfer opened from an account's details starts from that account (the session's default account)", async ({ page }) => {
  await logIn(page, 'lee.kayan', 'en');
  await page.locator('.home-accounts .adm-list-item').filter({ hasText: 'HKD Current' }).first().click();
  await expect(page).toHaveURL(/\/account-detail\/details\?accountId=/);
  // The home stays on screen while the details page loads (a navigation renders as a
  // transition), and its quick actions have a Transfer button of their own.
  await expect(page.locator('.home-accounts')).toHaveCount(0);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page).toHaveURL(/transfer-pay\/transfer-create\?defaultAccount=/);
  await expect(page.getByText(/852-398-2-112640-\d/)).toBeVisible();
  await expect(page.getByText(TEXT.en.chooseAccount)).toHaveCount(0);
});
