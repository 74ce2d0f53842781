// What a customer does in the app, by visible text and role, in any of the three languages.
import { expect, type Page } from '@playwright/test';
import { apiLogin, completePasswordLogin, smsCodeFromOutbox } from './login';
import { settleBindings } from './sandbox-clock';

export type Lang = 'zh-TW' | 'en';

export const TEXT = {
  'zh-TW': {
    loginId: '登入名稱', password: '密碼', login: '登入', chooseAccount: '請選擇賬戶', choosePayee: '從已登記收款人中選擇',
    amount: '請輸入金額', terms: '本人已閱讀並同意', next: '下一步', confirm: '確認', activate: '啟動', generate: '產生確認碼',
    processed: '您的指示已處理', received: '已收到指示', records: '轉賬記錄', completed: '已完成', processing: '處理中',
    savings: '港元儲蓄賬戶', amendedAmount: '請輸入正確金額', reference: '參考編號', amend: '修改',
    activateTitle: '啟動流動保安編碼', newPin: '新密碼', repeatPin: '再次輸入新密碼', pinLabel: '流動保安編碼密碼', codeLabel: '交易確認碼',
    passwordTitle: '網上銀行密碼', passwordLabel: '密碼',
  },
  en: {
    loginId: 'Login ID', password: 'Password', login: 'Log in', chooseAccount: 'Select an account', choosePayee: 'Choose from saved payees',
    amount: 'Enter the amount', terms: 'I have read and agree', next: 'Next', confirm: 'Confirm', activate: 'Activate', generate: 'Generate code',
    processed: 'Your instruction has been processed', received: 'Received indicated', records: 'Transfer records', completed: 'Completed',
    processing: 'Processing', savings: 'HKD Savings', amendedAmount: 'Please input correct amount', reference: 'Reference number', amend: 'Amend',
    activateTitle: 'Activate Mobile Token', newPin: 'New PIN', repeatPin: 'Re-enter new PIN', pinLabel: 'Mobile Token PIN', codeLabel: 'Transaction confirmation code',
    passwordTitle: 'Online banking password', passwordLabel: 'Password',
  },
} as const;

export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  if (lang === 'en') await page.getByText('English', { exact: true }).click();
}

/**
 * A logged-on customer on `path`, in `lang`: the session is made through the bank's API (password
 * and SMS code, as the screens send them) and handed to the app the way a deep link from the
 * bank app does, with `token` in the address (app/layout/RootLayout.tsx). Most specs are about
 * what comes after the log-on; the log-on screens themselves are proved by login.spec.ts and by
 * the specs that call logInThroughScreens, in each language.
 */
export async function logIn(page: Page, loginId: string, lang: Lang, path = '/mine/index', password?: string): Promise<void> {
  const token = await apiLogin(page.request, loginId, password);
  if (page.url().startsWith('http')) {
    // Another customer's session may be open in this tab: leave the app for a page of the same
    // origin that runs none of it, and clear the tab's session there (the app, left running,
    // would write its session back), so the app starts afresh with the new token.
    await page.goto('/static/config.json');
    await page.evaluate(() => window.sessionStorage.clear());
  }
  await page.goto(`/#/mine/index?${new URLSearchParams({ lang, token })}`);
  // The choice a customer makes on the log-on page is kept on the device; so is this one.
  await page.evaluate((language) => window.localStorage.setItem('language', language), lang);
  await expect(page.locator('.home-balance').first()).toBeVisible();
  // Then to the page, as the log-on page's redirect goes: the address is the page's own.
  if (path !== '/mine/index') await page.goto(`/#${path}`);
}

/** The customer logs on through the log-on page: password, SMS code, the app prompt declined. */
export async function logInThroughScreens(page: Page, loginId: string, lang: Lang, path = '/mine/index'): Promise<void> {
  const t = TEXT[lang];
  await page.goto(`/#/login/index?redirect=${encodeURIComponent(path)}`);
  await chooseLanguage(page, lang);
  await page.getByRole('textbox', { name: new RegExp(`^${t.loginId}`) }).fill(loginId);
  await page.getByRole('textbox', { name: new RegExp(`^${t.password}`) }).fill('Demo@2026');
  await page.getByRole('button', { name: t.login, exact: true }).click();
  await completePasswordLogin(page);
}

/** Available balance of the first account whose product name matches, in minor units. */
export async function availableBalance(page: Page, product: string | RegExp): Promise<number> {
  // A hash change alone would not fetch again: reload so the balance is the bank's latest.
  await page.goto('/#/mine/index');
  await page.reload();
  const row = page.locator('.adm-list-item').filter({ hasText: product }).first();
  const balance = row.locator('.home-balance');
  await balance.waitFor();
  const text = (await balance.textContent()) ?? '';
  const digits = text.replace(/[^0-9.]/g, '');
  const [whole = '0', cents = '00'] = digits.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

/** The payee registration form (English): a payee at another bank, found by the bank picker's search. */
export async function fillNewPayee(page: Page, payee: { name: string; bankSearch: string; accountNo: string }) {
  await page.getByRole('textbox', { name: 'Payee name' }).fill(payee.name);
  await page.getByText('Select a bank').click();
  await page.getByRole('searchbox', { name: 'Search bank' }).fill(payee.bankSearch);
  await page.getByRole('radio').filter({ hasText: payee.bankSearch }).first().click();
  await page.getByRole('textbox', { name: 'Payee account number' }).fill(payee.accountNo);
}

export async function fillTransfer(page: Page, lang: Lang, opts: { account: string | RegExp; payee: string | RegExp; amount: string }) {
  const t = TEXT[lang];
  await page.getByText(t.chooseAccount).click();
  await page.getByRole('radio').filter({ hasText: opts.account }).first().click();
  await page.getByText(t.choosePayee).click();
  await page.getByRole('radio').filter({ hasText: opts.payee }).first().click();
  await page.getByPlaceholder(t.amount).fill(opts.amount);
  await page.getByText(t.terms).click();
}

/** The token PIN the e2e customers set when their browser activates the mobile token. */
export const TOKEN_PIN = '246810';

/** When the activation sheet opens (no token on this browser yet), sets the PIN and activates. */
export async function activateTokenIfAsked(page: Page, lang: Lang, pin = TOKEN_PIN): Promise<void> {
  const t = TEXT[lang];
  const sheet = page.getByRole('region', { name: t.activateTitle });
  // The activation sheet opens instead of the token (or SMS, password) sheet: wait for either,
  // then act only when it is the activation (a bare isVisible would not wait for it).
  await expect(page.locator('.token-sheet__body').first()).toBeVisible();
  if (!(await sheet.isVisible())) return;
  await sheet.getByLabel(t.newPin, { exact: true }).fill(pin);
  await sheet.getByLabel(t.repeatPin, { exact: true }).fill(pin);
  await sheet.getByRole('button', { name: t.activate, exact: true }).click();
  await passBindingProof(page, lang);
  await expect(sheet).toBeHidden();
  // A new binding waits out its cooling-off period (12 hours) before it confirms high-risk
  // instructions; the sandbox ends it at once, as a tester does.
  await settleBindings(page.request);
}

/**
 * The proof beyond the session that binding a token or passkey asks for: the SMS code sent to
 * the registered mobile (read from the sandbox outbox), then the online-banking password.
 */
export async function passBindingProof(page: Page, lang: Lang): Promise<void> {
  const t = TEXT[lang];
  const sms = page.getByTestId('sms-otp-sheet');
  const transactionId = (await sms.getByTestId('sms-transaction-id').textContent())!;
  await sms.getByRole('textbox').fill(await smsCodeFromOutbox(page.request, transactionId));
  await sms.getByRole('button', { name: t.confirm, exact: true }).click();
  const box = page.getByRole('region', { name: t.passwordTitle });
  await box.getByLabel(t.passwordLabel, { exact: true }).fill('Demo@2026');
  await box.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(box).toBeHidden();
}

/** In the open token sheet: the PIN, Generate code, then Confirm. */
export async function passTokenSheet(page: Page, lang: Lang, pin = TOKEN_PIN): Promise<void> {
  const t = TEXT[lang];
  await activateTokenIfAsked(page, lang, pin);
  const sheet = page.locator('.token-sheet__body').filter({ has: page.getByRole('button', { name: t.generate }) });
  await sheet.getByLabel(t.pinLabel, { exact: true }).fill(pin);
  await sheet.getByRole('button', { name: t.generate }).click();
  await expect(sheet.getByLabel(t.codeLabel)).toHaveValue(/^\d{6}$/);
  await sheet.getByRole('button', { name: t.confirm, exact: true }).click();
}

export async function confirmWithToken(page: Page, lang: Lang, pin = TOKEN_PIN): Promise<void> {
  const t = TEXT[lang];
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await passTokenSheet(page, lang, pin);
}
