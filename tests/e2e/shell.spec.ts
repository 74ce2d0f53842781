// The shell as the spec describes it: redirects, the login guard, the session time-out
// dialog, a language choice that persists, and Back after money moved.
import { expect, test } from './support/test';
import { TEXT, confirmWithToken, fillTransfer, logIn } from './support/bank-app';
import { watchCsp } from './support/csp-guard';

test('unknown paths go to /mine/index; /go/{module} redirects with the query carried over', async ({ page }) => {
  await page.goto('/#/no/such-page');
  await expect(page).toHaveURL(/#\/mine\/index$/);
  await page.goto('/#/go/transfer-record?webtype=wx');
  // The records need login: the guard sends to login and keeps where to return.
  await expect(page).toHaveURL(/login\/index\?redirect=%2Ftransfer-pay%2Ftransfer-record%3Fwebtype%3Dwx/);
});

test('the language choice persists across a reload and applies to the bank’s messages', async ({ page }) => {
  await page.goto('/#/login/index');
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /^Login ID/ }).fill('chan.taiman');
  await page.getByRole('textbox', { name: /^Password/ }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/incorrect/i);
  await page.getByText('简体中文', { exact: true }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});

test('a timed-out session shows the non-dismissable dialog, then the login page', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'wong.siuming', 'en');
  // The bank forgets the session (as after the idle time-out): the stored token is no longer valid.
  await page.evaluate(() => {
    const session = JSON.parse(sessionStorage.getItem('session') ?? '{}');
    session.token = 'x'.repeat(64);
    sessionStorage.setItem('session', JSON.stringify(session));
  });
  await page.reload();
  await page.goto('/#/transfer-pay/transfer-record');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Session timed out, please log in again.');
  await page.mouse.click(5, 5); // a tap outside does not close it
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/login\/index/);
  expect(await page.evaluate(() => sessionStorage.getItem('sessionTimeout'))).toBe('1');
  await checkCsp();
});

test('browser back from the success page starts a new transfer, never the old confirmation', async ({ page }) => {
  const t = TEXT.en;
  await logIn(page, 'lee.kayan', 'en', '/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: t.savings, payee: 'WONG SIU MING', amount: '1' });
  await page.getByRole('button', { name: t.next }).click();
  await confirmWithToken(page, 'en');
  await expect(page.getByText(t.processed)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/transfer-create$/);
  await expect(page.getByPlaceholder(t.amount)).toHaveValue('');
  await expect(page.getByRole('button', { name: t.confirm, exact: true })).toHaveCount(0);
});

test('a detail page opened without its id takes the customer to its list and says why', async ({ page }) => {
  await logIn(page, 'chan.taiman', 'en', '/transfer-pay/transfer-detail');
  await expect(page).toHaveURL(/#\/transfer-pay\/transfer-record$/);
  const dialog = page.getByRole('dialog').filter({ hasText: 'This page opens from its list, so you have been taken there.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  // Never the bank's validator words.
  await expect(page.getByText(/Invalid request|transferId/)).toHaveCount(0);
});
