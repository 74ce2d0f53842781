// Inside the bank app (a scripted fake native host, tests/e2e/support/fake-native-host.ts) no
// device function uses a browser stand-in: the token is the host's (its seed sealed to the
// host's key by the bank), fingerprint log-on and the token's unlock are the host's biometrics,
// a transfer is confirmed with the native token's code, a document is signed with the host's
// certificate, a receipt is shared to a messaging app through the host, and a session time-out
// is reported to the host. Each kind of code of the spec's device and SDK catalogues reaches the
// page as the spec says.
import { expect, test, type Page } from './support/test';
import deviceErrors from '../../locales/device-errors/en.json' with { type: 'json' };
import { TEXT, fillTransfer, passBindingProof } from './support/bank-app';
import { watchCsp } from './support/csp-guard';
import { apiLogin, completePasswordLogin } from './support/login';
import { settleBindings } from './support/sandbox-clock';
import { hostEvent, hostState, installFakeHost, scriptHost } from './support/fake-native-host';

const t = TEXT.en;
const PIN = '246810';
const methodsOf = async (page: Page) => (await hostState(page)).messages.map((m) => m.method);

async function passwordLogin(page: Page, loginId: string, redirect: string) {
  await page.goto(`/#/login/index?redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('textbox', { name: /^Login ID/ }).fill(loginId);
  await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await completePasswordLogin(page, { appPrompt: false });
}

/** The host logs on itself and hands the session over (didLogin), as the app does. */
async function hostLogin(page: Page, loginId: string, path: string) {
  const token = await apiLogin(page.request, loginId);
  await page.goto('/#/login/index');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await hostEvent(page, 'didLogin', { token });
  await expect(page).toHaveURL(/mine\/index/);
  await page.goto(`/#${path}`);
}

/** The activation sheet: the PIN twice, then the binding's SMS code and password. */
async function activateInSheet(page: Page) {
  const sheet = page.getByRole('region', { name: t.activateTitle });
  await sheet.getByLabel(t.newPin, { exact: true }).fill(PIN);
  await sheet.getByLabel(t.repeatPin, { exact: true }).fill(PIN);
  await sheet.getByRole('button', { name: t.activate, exact: true }).click();
  await passBindingProof(page, 'en');
  await expect(sheet).toBeHidden();
  await settleBindings(page.request);
}

test('fingerprint log-on, a transfer confirmed with the native token, a receipt shared to WhatsApp: all through the host', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await installFakeHost(page, { language: 'en', shareStatus: { line: 'not-installed' } });
  await passwordLogin(page, 'lee.kayan', '/settings/my-setting');

  // Turning on fingerprint log-on first activates the token on this device, in the host.
  await page.getByRole('button', { name: 'Turn on Fingerprint / Face ID log-on' }).click();
  await activateInSheet(page);
  await expect(page.getByText('Fingerprint / Face ID log-on is on')).toBeVisible();
  let host = await hostState(page);
  const posts = host.messages.filter((m) => m.method === 'httpPost').map((m) => m.url!.split('/').pop());
  expect(posts).toContain('ITSI191001');
  expect(posts).toContain('ITSI191002');
  expect(posts).not.toContain('ITSI498006');
  expect(host.messages.map((m) => m.method)).toEqual(expect.arrayContaining(['tokenKey', 'tokenActivate', 'biometricRegister', 'biometricVerify', 'generateOtp']));
  expect(host.state.biometric).toBe(true);
  // Nothing of the token is kept by the page: no browser token, no PIN sent to the bank.
  expect(await page.evaluate(() => localStorage.getItem('xpmbs.mobileToken'))).toBeNull();
  expect(host.messages.filter((m) => m.method === 'httpPost').some((m) => JSON.stringify(m.param).includes(PIN))).toBe(false);

  // A transfer: the token sheet opens the native token with fingerprint, the host makes the code.
  await page.goto('/#/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: t.savings, payee: 'WONG SIU MING', amount: '12.34' });
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  const sheet = page.locator('.token-sheet__body');
  await expect(sheet.getByLabel(t.pinLabel, { exact: true })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Verify with Fingerprint / Face ID and generate code' }).click();
  await expect(sheet.getByLabel(t.codeLabel)).toHaveValue(/^\d{6}$/);
  await sheet.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page.getByText(t.processed)).toBeVisible();
  host = await hostState(page);
  const unlock = host.messages.filter((m) => m.method === 'biometricVerify').at(-1);
  expect(unlock?.reason).toBe('otp');
  expect(host.messages.filter((m) => m.method === 'generateOtp').at(-1)?.type).toBe('TOTP');

  // Share: the customer picks the messaging app; the host shares the receipt's picture.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const chooser = page.getByRole('dialog').filter({ hasText: 'Share to' });
  // The receipt's picture is drawn first (and the dialog's code may still be loading).
  await expect(chooser.getByRole('button', { name: 'WeChat' })).toBeVisible({ timeout: 20_000 });
  await chooser.getByRole('button', { name: 'WhatsApp' }).click();
  await expect(page.getByText('Shared', { exact: true })).toBeVisible();
  const shared = (await hostState(page)).messages.filter((m) => m.method === 'share').at(-1)!;
  expect(shared.platform).toBe('whatsapp');
  expect(shared.text).toContain('WONG SIU MING');
  expect(shared.image!.length).toBeGreaterThan(1000);
  // LINE is not installed on this phone: the spec's message.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('dialog').filter({ hasText: 'Share to' }).getByRole('button', { name: 'LINE' }).click();
  await expect(page.getByText('LINE is not installed')).toBeVisible();

  // Log out, then log on with fingerprint: the bank's challenge answered by the host's token.
  await page.goto('/#/settings/my-setting');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/login\/index/);
  await page.getByRole('button', { name: 'Log in with Fingerprint / Face ID' }).click();
  await expect(page).toHaveURL(/mine\/index/);
  await expect(page.locator('.home-balance').first()).toBeVisible();
  host = await hostState(page);
  expect(host.messages.filter((m) => m.method === 'biometricVerify').at(-1)?.reason).toBe('login');
  const answer = host.messages.filter((m) => m.method === 'generateOtp').at(-1)!;
  expect(answer.type).toBe('OCRA');
  expect(answer.question).toMatch(/^\d{8}$/);
  expect(host.directApiCalls).toBe(0);
  checkCsp();
});

test("a document is signed with the host's certificate; an app without signing says to update", async ({ page }) => {
  await installFakeHost(page, { language: 'en' });
  await hostLogin(page, 'wong.siuming', '/settings/sign-documents');
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('The document has been signed')).toBeVisible();
  await expect(page.getByText('LA-2026-DEMO')).toBeVisible();
  const methods = await methodsOf(page);
  expect(methods).toEqual(expect.arrayContaining(['getCertificate', 'setCertificate', 'signMessage']));
  // The certificate number the bank gave is kept by the host, not the page.
  expect((await hostState(page)).state.cert).toMatchObject({ certNo: expect.stringMatching(/^C[0-9A-Z]{15}$/) });
  expect(await page.evaluate(() => indexedDB.databases().then((d) => d.map((x) => x.name)))).not.toContain('keyval-store');
});

test('an app version without signing asks for an update', async ({ page }) => {
  await installFakeHost(page, { language: 'en', functions: ['share'] });
  await hostLogin(page, 'wong.siuming', '/settings/sign-documents');
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('Client version does not support signing, please update')).toBeVisible();
});

test('a session time-out is reported to the host, then the dialog leads to log-on', async ({ page }) => {
  await installFakeHost(page, { language: 'en' });
  await hostLogin(page, 'wong.siuming', '/mine/index');
  await expect(page.locator('.home-balance').first()).toBeVisible();
  // The bank ends the session (as after the idle time): the next call meets TE800000001.
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').token as string);
  await page.request.post('/api/ITSI100002', { headers: { 'x-auth-token': token }, data: { header: { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' } } });
  await page.goto('/#/account/overview');
  const dialog = page.getByRole('dialog').filter({ hasText: 'Session timed out, please log in again.' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => methodsOf(page)).toContain('sessionTimeout');
  expect(await page.evaluate(() => sessionStorage.getItem('sessionTimeout'))).toBe('1');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/login\/index/);
});

// Every code's text in every language is proved by tests/unit/bridge/device-errors.test.ts; here,
// one code of each kind (plain, with a count, cancelled, SDK, any other SDK, unknown) as the OTP
// page shows it when the host answers it.
test('each kind of device and SDK code the host answers is shown as the spec says', async ({ page }) => {
  await installFakeHost(page, { language: 'en' });
  await hostLogin(page, 'tam.meiling', '/settings/get-otp-index');
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await activateInSheet(page);
  await page.goto('/#/settings/get-otp-input');
  const pin = page.getByLabel(t.pinLabel, { exact: true });
  const alert = page.locator('.otp-page [role="alert"]');
  const expected: [number, string | null, object?][] = [
    [-10104, deviceErrors['deviceSecurity.-10104']],
    [-10302, null],
    [-10101, 'Wrong PIN (2 wrong, 1 attempts left)', { failed: 2, remaining: 1 }],
    [-10102, 'PIN locked, please try again in 5 minutes', { minutes: 5 }],
    [-5000, deviceErrors['sdk.-5000']],
    [-5004, deviceErrors.sdkOther],
    [-10999, 'Error (-10999)'],
  ];
  for (const [code, message, data] of expected) {
    await scriptHost(page, 'verifyPin', { code, ...(data ? { data } : {}) });
    await pin.fill(PIN);
    await page.getByRole('button', { name: t.generate }).click();
    if (message === null) {
      // -10302, cancelled by the customer: nothing is shown.
      await expect.poll(async () => (await hostState(page)).messages.filter((m) => m.method === 'verifyPin').length).toBeGreaterThan(0);
      await expect(alert).toHaveCount(0);
    } else await expect(alert).toHaveText(message);
  }
  // The right PIN still opens the token.
  await pin.fill(PIN);
  await page.getByRole('button', { name: t.generate }).click();
  await expect(page.getByLabel(t.codeLabel)).toHaveText(/^\d{6}$/);
  // Disabled after repeated wrong PINs (-10103): the host clears it, the bank forgets it, the
  // customer is told and offered activation again.
  await scriptHost(page, 'verifyPin', { code: -10103 });
  await pin.fill(PIN);
  await page.getByRole('button', { name: t.generate }).click();
  await expect(page.getByText(deviceErrors['deviceSecurity.-10103'])).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
  const methods = await methodsOf(page);
  expect(methods).toContain('clearToken');
  expect((await hostState(page)).messages.some((m) => m.method === 'httpPost' && m.url?.endsWith('/ITSI191005'))).toBe(true);
});
