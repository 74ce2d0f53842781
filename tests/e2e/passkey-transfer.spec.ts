// Transfers confirmed with the customer's bound device in Chromium against the sandbox bank:
// a passkey registered in settings (CDP virtual authenticator, fingerprint / Face ID) confirms
// a same-bank and an express transfer with no token sheet; a dismissed sheet cancels
// silently; a passkey the bank no longer lists
// falls back to the mobile token with a note.
import { expect, test as base, type CDPSession, type Page } from './support/test';
import { bankURL } from './support/banks';
import { TEXT, availableBalance, fillTransfer, logIn, passBindingProof, passTokenSheet } from './support/bank-app';
import { watchCsp } from './support/csp-guard';
import { settleBindings, syncBrowserClock } from './support/sandbox-clock';

// Browsers refuse an IP address as WebAuthn rp id: this spec runs on localhost (its worker's bank).
const test = base.extend({
  baseURL: async ({}, use, testInfo) => {
    await use(bankURL(testInfo.parallelIndex).replace('127.0.0.1', 'localhost'));
  },
});

test.beforeEach(async ({ page, request }) => {
  await syncBrowserClock(page, request);
});

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

/** Registers this browser's passkey in settings (the device remembers it for confirmations). */
async function registerInSettings(page: Page) {
  await page.goto('/#/settings/my-setting');
  const section = page.locator('.passkey-settings');
  // The customer may hold passkeys from other devices already: wait for one more, not for any.
  await expect(section).toContainText(/Not registered|device\(s\) registered/);
  const registered = Number(/(\d+) device\(s\) registered/.exec((await section.textContent()) ?? '')?.[1] ?? 0);
  await section.getByRole('button', { name: 'Register Fingerprint / Face ID' }).click();
  // Proof beyond the session (SMS code, password), then the 12-hour cooling-off ended by the sandbox.
  await passBindingProof(page, 'en');
  await expect(section).toContainText(`${registered + 1} device(s) registered`);
  await settleBindings(page.request);
  await expect(section.locator('.passkey-this-device')).toContainText('This device confirms transfers with Fingerprint / Face ID');
}

async function signCount(cdp: CDPSession, authenticatorId: string): Promise<number> {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  return credentials[0]!.signCount;
}

test('a same-bank transfer confirmed with Fingerprint / Face ID moves the money with no token sheet', async ({ page, browser, baseURL }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT.en;
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  const payeeContext = await browser.newContext({ baseURL });
  const payeePage = await payeeContext.newPage();
  await logIn(payeePage, 'wong.siuming', 'en');
  const payeeBefore = await availableBalance(payeePage, t.savings);

  await logIn(page, 'chan.taiman', 'en', '/settings/my-setting');
  await registerInSettings(page);
  const countBefore = await signCount(cdp, authenticatorId);
  const before = await availableBalance(page, t.savings);

  await page.goto('/#/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: t.savings, payee: 'WONG SIU MING', amount: '321.09' });
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/transfer-create\?step=confirm/);

  // The customer dismisses the fingerprint sheet (verification not given): the step stays,
  // silently (spec -10302), and no other authenticator is offered.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  const submits: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ITSI300001')) submits.push(r.url());
  });
  const challenge = page.waitForResponse((r) => r.url().endsWith('/api/ITSI510006'));
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await challenge;
  await expect(page.getByRole('button', { name: t.confirm, exact: true })).toBeEnabled();
  expect(submits).toEqual([]);
  await expect(page).toHaveURL(/transfer-create\?step=confirm/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.token-sheet__body')).toHaveCount(0);

  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page).toHaveURL(/transfer-success/);
  await expect(page.getByText(t.processed)).toBeVisible();
  // Neither the token sheet nor its activation was shown: the passkey confirmed.
  await expect(page.locator('.token-sheet__body')).toHaveCount(0);
  await expect(page.getByRole('region', { name: t.activateTitle })).toHaveCount(0);
  // The bank verified a real signature: the authenticator's counter moved.
  expect(await signCount(cdp, authenticatorId)).toBeGreaterThan(countBefore);

  expect(await availableBalance(page, t.savings)).toBe(before - 32109);
  expect(await availableBalance(payeePage, t.savings)).toBe(payeeBefore + 32109);
  await payeeContext.close();
  await checkCsp();
});

test('an express USD transfer confirmed with Fingerprint / Face ID', async ({ page }) => {
  const t = TEXT.en;
  const usd = 'Multi-currency Savings Account - USD';
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await logIn(page, 'lee.kayan', 'en', '/settings/my-setting');
  await registerInSettings(page);
  const countBefore = await signCount(cdp, authenticatorId);
  const before = await availableBalance(page, usd);

  await page.goto('/#/transfer-pay/transfer-create-express');
  await fillTransfer(page, 'en', { account: usd, payee: 'YEUNG HOI TING', amount: '25' });
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/transfer-create-express\?step=confirm/);
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page).toHaveURL(/transfer-success-express/);
  await expect(page.locator('.token-sheet__body')).toHaveCount(0);
  expect(await signCount(cdp, authenticatorId)).toBeGreaterThan(countBefore);
  expect(await availableBalance(page, usd)).toBe(before - 2500);
});

test('a passkey the bank no longer lists is forgotten and the mobile token confirms, with a note', async ({ page }) => {
  const t = TEXT.en;
  await virtualAuthenticator(page);
  await logIn(page, 'chan.taiman', 'en', '/settings/my-setting');
  await registerInSettings(page);
  // Another device removed this passkey at the bank: this device still remembers an id the
  // bank no longer lists (simulated by changing the remembered id).
  const key = await page.evaluate(() => {
    const found = Object.keys(localStorage).find((k) => k.startsWith('bound-device.passkey.'))!;
    localStorage.setItem(found, 'removed-elsewhere-0000');
    return found;
  });

  await page.goto('/#/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: t.savings, payee: 'WONG SIU MING', amount: '1.23' });
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page.getByText('Fingerprint / Face ID is not available on this device. Please confirm with your Mobile Token.')).toBeVisible();
  await passTokenSheet(page, 'en');
  await expect(page).toHaveURL(/transfer-success/);
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
});
