// The bank app channel in Chromium: a scripted fake native host (injected before the page
// loads, tests/e2e/support/fake-native-host.ts) receives every service call as httpPost and
// forwards it to the sandbox bank, keeps the stored 'language', and fires didLogin / didLogout
// like the real app.
import { expect, test } from './support/test';
import { trackPageRequests } from './support/page-quiet';
import { watchCsp } from './support/csp-guard';
import { apiLogin, completePasswordLogin } from './support/login';
import { hostState, installFakeHost } from './support/fake-native-host';

test('in the bank app, login, calls and language go through the native host; didLogout and didLogin are honoured', async ({ page, request }) => {
  const checkCsp = await watchCsp(page);
  await installFakeHost(page, { language: 'en' });
  await page.goto('/#/login/index?redirect=%2Fmine%2Findex');
  // The host's stored language applies at start.
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /^Login ID/ }).fill('chan.taiman');
  await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // The second factor too goes through the host; no app-download prompt inside the app.
  await completePasswordLogin(page, { appPrompt: false });
  await expect(page).toHaveURL(/mine\/index/);
  await expect(page.locator('.home-balance').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  let host = await hostState(page);
  const posts = host.messages.filter((m) => m.method === 'httpPost');
  const login = posts.find((m) => m.url?.endsWith('/ITSI100001'));
  expect(login).toMatchObject({ dataType: 'json', encFlag: true, indicateType: '0' });
  expect((login!.param!.header as Record<string, string>).originalChannelId).toBe('H112');
  expect(posts.some((m) => m.url?.endsWith('/ITSI100005'))).toBe(true);
  expect(posts.some((m) => m.url?.endsWith('/ITSI100004'))).toBe(true);
  expect(posts.some((m) => m.url?.endsWith('/ITSI200001'))).toBe(true);
  expect(host.directApiCalls).toBe(0);

  // Choosing a language stores it in the host app.
  await page.goto('/#/settings/my-setting');
  await page.getByText('繁體中文', { exact: true }).click();
  await expect.poll(async () => (await hostState(page)).stored.language).toBe('mo');

  // The host logs the customer out: the page forgets the session and shows login.
  await page.evaluate(() => (window as unknown as Record<string, any>).XPMBSBridgeEvent('didLogout', '{}'));
  await expect(page).toHaveURL(/login\/index/);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').isLogon)).toBe(false);

  // The host logs on (its own logon) and hands the token over.
  const token = await apiLogin(request, 'wong.siuming');
  await page.evaluate((t) => (window as unknown as Record<string, any>).XPMBSBridgeEvent('didLogin', JSON.stringify({ token: t })), token);
  await expect(page).toHaveURL(/mine\/index/);
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}'));
  expect(session.isLogon).toBe(true);
  expect(session.user.customerName).toContain('黃小明');
  host = await hostState(page);
  expect(host.messages.some((m) => m.method === 'httpPost' && m.url?.endsWith('/ITSI100003'))).toBe(true);
  expect(host.directApiCalls).toBe(0);
  checkCsp();
});

test('a REQUEST message from an allowed partner origin sends ITSI421030 in the background; others are ignored', async ({ page, context, baseURL }) => {
  // A different origin of the same sandbox stands in for the partner's page.
  const partner = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await context.route('**/static/config.json', (route) =>
    route.fulfill({ json: { apiRoot: '/api/', appVersion: '1.0.0', partnerOrigins: [partner] } }),
  );
  await page.goto(`${partner}/#/login/index`);
  const popup = page.waitForEvent('popup');
  await page.evaluate((url) => {
    (window as unknown as Record<string, unknown>).__bank = window.open(url);
  }, `${baseURL}/#/login/index`);
  const bank = await popup;
  const bankQuiet = trackPageRequests(bank);
  await expect(bank.getByRole('button', { name: '登入', exact: true })).toBeVisible();
  const timeCalls: string[] = [];
  bank.on('request', (r) => {
    if (r.url().endsWith('/api/ITSI421030')) timeCalls.push(r.url());
  });

  // Not on the allow-list (the bank page's own origin): ignored.
  await bank.evaluate(() => window.postMessage('REQUEST', '*'));
  // The message handled and whatever it set off finished: no call was made.
  await bankQuiet();
  expect(timeCalls).toHaveLength(0);

  const reply = page.evaluate(
    () =>
      new Promise<{ origin: string; data: Record<string, unknown> }>((resolve) => {
        window.addEventListener('message', (e) => {
          if (e.data?.type === 'RESPONSE') resolve({ origin: e.origin, data: e.data });
        });
        ((window as unknown as Record<string, Window>).__bank as Window).postMessage({ type: 'REQUEST' }, '*');
      }),
  );
  const answer = await reply;
  expect(answer.origin).toBe(baseURL);
  expect(answer.data).toMatchObject({ type: 'RESPONSE', code: 'ITSI421030' });
  expect(String(answer.data.dateTime)).toMatch(/^\d{12}$/);
  expect(timeCalls).toHaveLength(1);
});

test("Android's back with no page left asks to return to the homepage; yes closes the web view through the host", async ({ page }) => {
  await installFakeHost(page, { language: 'en' });
  await page.goto('/#/login/index');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  const back = () => page.evaluate(() => (window as unknown as Record<string, any>).XPMBSBridgeEvent('back', '{}'));
  const closes = async () => (await hostState(page)).messages.filter((m) => m.method === 'closePage').length;

  await back();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Do you want to return to the homepage?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await closes()).toBe(0);
  await expect(page).toHaveURL(/login\/index/);

  await back();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect.poll(closes).toBe(1);
});
