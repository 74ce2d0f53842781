// Devices in Chromium against the sandbox bank: passkeys with a CDP virtual authenticator
// (registration in settings, then logon with it), the message for a device without one,
// and the idle-session warning with its keep-alive.
import { expect, test, type Page } from './support/test';
import { advancePageClock, syncBrowserClock } from './support/sandbox-clock';
import { watchCsp } from './support/csp-guard';
import { completePasswordLogin } from './support/login';
import { passBindingProof } from './support/bank-app';

/** Browsers refuse an IP address as WebAuthn rp id: passkey tests use localhost. */
function localhost(baseURL: string | undefined): string {
  return (baseURL ?? '').replace('127.0.0.1', 'localhost');
}

async function passwordLogin(page: Page, origin: string, loginId: string, path = '/mine/index') {
  await page.goto(`${origin}/#/login/index?redirect=${encodeURIComponent(path)}`);
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('textbox', { name: /^Login ID/ }).fill(loginId);
  await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await completePasswordLogin(page);
}

test('register Fingerprint / Face ID in settings, log out, then log in with it', async ({ page, baseURL }) => {
  const checkCsp = await watchCsp(page);
  const origin = localhost(baseURL);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await passwordLogin(page, origin, 'lee.kayan', '/settings/my-setting');
  const section = page.locator('.passkey-settings');
  await expect(section).toContainText('Not registered');
  await section.getByRole('button', { name: 'Register Fingerprint / Face ID' }).click();
  // Binding needs proof beyond the session: the SMS code, then the password.
  await expect(page.getByTestId('sms-reason')).toHaveText(/^Binding a new device/);
  await passBindingProof(page, 'en');
  await expect(section).toContainText('1 device(s) registered');
  const notice = await page.request.post('/api/ITSI320010', { data: { header: { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' } } });
  expect(JSON.stringify(await notice.json())).toContain('A new fingerprint / Face ID was bound to your banking');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/login\/index/);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').token)).toBeNull();

  await page.getByRole('button', { name: 'Log in with Fingerprint / Face ID' }).click();
  await expect(page).not.toHaveURL(/login\/index/);
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}'));
  expect(session.isLogon).toBe(true);
  expect(session.user.customerName).toContain('LEE');
  // The authenticator's sign counter moved: the bank saw a real signature.
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);
  checkCsp();
});

test('a cancelled passkey prompt shows nothing; a device without one is told so', async ({ page, baseURL }) => {
  const origin = localhost(baseURL);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  // An authenticator whose user declines verification: the bank is never asked to log on.
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: false },
  });
  await page.goto(`${origin}/#/login/index`);
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('button', { name: 'Log in with Fingerprint / Face ID' }).click();
  await expect(page.getByRole('button', { name: 'Log in with Fingerprint / Face ID' })).toBeEnabled();
  await expect(page).toHaveURL(/login\/index/);

  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
  await cdp.send('WebAuthn.disable');
  await page.evaluate(() => {
    // No platform authenticator on this device.
    Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true });
  });
  await page.getByRole('button', { name: 'Log in with Fingerprint / Face ID' }).click();
  await expect(page.getByRole('alert')).toContainText('Your device does not support Fingerprint or Face ID registration.');
});

test('before the idle time-out the customer is warned and can stay logged on; then the time-out dialog', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  // The page's clock starts at the bank's time: earlier specs may have moved the sandbox clock.
  await syncBrowserClock(page, page.request, { always: true });
  // The count starts when the bank has told the page its idle time (ITSI510010).
  const idleTime = page.waitForResponse((r) => r.url().endsWith('/api/ITSI510010'));
  await passwordLogin(page, '', 'wong.siuming');
  await expect(page.locator('.home-balance').first()).toBeVisible();
  await idleTime;

  // The sandbox's idle time is 5 minutes: the warning comes a minute before.
  await advancePageClock(page, 241_000);
  const warning = page.getByRole('dialog').filter({ hasText: 'Your session is about to end' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/logged out in \d+ seconds/);
  // The count restarts when the bank's answer arrives; the dialog closes with it.
  const keepAlive = page.waitForResponse((r) => r.url().endsWith('/api/ITSI510010'));
  await warning.getByRole('button', { name: 'Stay logged on' }).click();
  await keepAlive;
  await expect(warning).toBeHidden();

  // The count restarted: nothing at 3 minutes, the warning again after 4.
  await advancePageClock(page, 180_000);
  await expect(warning).toBeHidden();
  await advancePageClock(page, 65_000);
  await expect(warning).toBeVisible();
  // Unanswered: at 5 minutes the session is over.
  await advancePageClock(page, 60_000);
  const timeout = page.getByRole('dialog').filter({ hasText: 'The current session has expired, please log on again' });
  await expect(timeout).toBeVisible();
  await timeout.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/login\/index/);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').token)).toBeNull();
  checkCsp();
});

test('sign a loan and a deposit agreement with this device’s certificate', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await passwordLogin(page, '', 'chan.taiman', '/settings/my-setting');
  await page.getByText('Sign documents').click();
  await expect(page).toHaveURL(/settings\/sign-documents/);
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/ITSI510020'));
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await registered;
  await expect(page.getByText('The document has been signed')).toBeVisible();
  await expect(page.getByText('LA-2026-DEMO')).toBeVisible();
  const certNo = await page.locator('.adm-list-item').filter({ hasText: 'Certificate number' }).locator('.adm-list-item-content-extra').textContent();
  expect(certNo).toMatch(/^C[0-9A-Z]{15}$/);

  // The same key (kept in IndexedDB) signs the next agreement: no new registration.
  let registeredAgain = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ITSI510020')) registeredAgain = true;
  });
  await page.reload();
  await page.getByText('Deposit agreement', { exact: true }).click();
  await expect(page.locator('.adm-radio-checked')).toHaveText('Deposit agreement');
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('TD-2026-DEMO')).toBeVisible();
  await expect(page.locator('.adm-list-item').filter({ hasText: 'Certificate number' })).toContainText(certNo!);
  expect(registeredAgain).toBe(false);
  checkCsp();
});

test('the face scan page says so when there is no camera permission', async ({ page }) => {
  await passwordLogin(page, '', 'chan.taiman', '/scan-face/index');
  await expect(page.getByRole('alert')).toContainText('The camera is not available');
});

test('the sign-agreement journey confirms with the device certificate', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await passwordLogin(page, '', 'chan.taiman', '/settings/sign-agreement');
  await page.getByText('Deposit agreement TD-2026-DEMO').click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Agreement reference')).toBeVisible();
  const accepted = page.waitForResponse((r) => r.url().endsWith('/api/ITSI510040'));
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const body = await (await accepted).json();
  expect(body.header.responseCode).toBe('00000');
  expect(body.data).toMatchObject({ documentRef: 'TD-2026-DEMO', sealType: 'deposit' });
  await expect(page.getByText('The document has been signed')).toBeVisible();
  await expect(page).toHaveURL(/sign-agreement-success/);
  checkCsp();
});
