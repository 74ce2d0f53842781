// The home, the all-menu, search and notices in Chromium against the sandbox bank: bill payment
// from the home and from search (Simplified 缴费 finds the Traditional 繳費 journey), e-receipts
// and direct debits from the menu, a notice read (the unread count drops), all marked read with
// one button, balances hidden and remembered on the device, every page keyboard-usable and free
// of serious axe violations.
import { expect, test, type Page } from './support/test';
import { logIn } from './support/bank-app';
import { watchCsp } from './support/csp-guard';
import { expectNoSeriousViolations } from './support/axe';

async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-count');
  await badge.waitFor();
  return Number(await badge.getAttribute('data-count'));
}

test('a prospect sees log on and what is open without logging on', async ({ page }) => {
  await page.goto('/#/mine/index');
  await expect(page.getByRole('button', { name: '登入', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '轉賬須知' })).toBeVisible();
  await expectNoSeriousViolations(page, 'prospect home');
  await page.getByRole('button', { name: '全部功能' }).click();
  await expect(page).toHaveURL(/#\/menu\/index$/);
  await expect(page.getByRole('heading', { name: '轉賬及付款' })).toBeVisible();
});

test('bill payment from the home and from search; Simplified 缴费 finds 繳費', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'chan.taiman', 'zh-TW');
  await expect(page.locator('.home-balance').first()).toBeVisible();
  await expect(page.locator('.home-total-amount').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'home');

  await page.getByRole('button', { name: '繳費', exact: true }).click();
  await expect(page).toHaveURL(/#\/transfer-pay\/bill-payment-index$/);

  await page.goto('/#/mine/index');
  await page.getByRole('button', { name: '搜尋' }).click();
  await expect(page).toHaveURL(/#\/search\/index/);
  const box = page.getByRole('searchbox', { name: '搜尋功能、收款人及轉賬記錄' });
  await box.fill('缴费');
  await expect(page.getByRole('status')).toContainText('項結果');
  const billLink = page.getByRole('link', { name: '繳費', exact: true });
  await expect(billLink).toBeVisible();
  await expectNoSeriousViolations(page, 'search results');

  // A registered payee by name, in any letter case.
  await box.fill('wong siu ming');
  await expect(page.getByRole('heading', { name: '收款人' })).toBeVisible();
  await box.fill('沒有這個功能zzz');
  await expect(page.getByRole('status')).toHaveText('沒有搜尋結果');

  // Keyboard: type into the box, Tab to the first result and open it with Enter.
  await box.fill('');
  await box.focus();
  await page.keyboard.type('缴费');
  await expect(billLink).toBeVisible();
  await billLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/transfer-pay\/bill-payment-index$/);
  await checkCsp();
});

test('the all-menu reaches e-receipts and direct debits; menu and notice list pass axe', async ({ page }) => {
  await logIn(page, 'chan.taiman', 'en');
  await page.getByRole('button', { name: 'All services' }).click();
  await expect(page).toHaveURL(/#\/menu\/index$/);
  await expect(page.getByRole('heading', { name: 'Transfers and payments' })).toBeVisible();
  await expectNoSeriousViolations(page, 'all-menu');
  await page.getByRole('link', { name: 'e-Receipt', exact: true }).click();
  await expect(page).toHaveURL(/#\/transfer-pay\/e-receipt-index$/);
  await expect(page.getByRole('heading', { level: 1 }).or(page.locator('.app-title'))).toContainText('e-Receipt');

  await page.goto('/#/menu/index');
  const dda = page.getByRole('region', { name: 'Transfers and payments' }).getByRole('link', { name: 'Direct Debit Authorisation', exact: true });
  await dda.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/transfer-pay\/payment-authorize-index$/);
});

test('reading a notice lowers the unread count on the home', async ({ page }) => {
  await logIn(page, 'wong.siuming', 'en');
  const before = await unreadCount(page);
  expect(before).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: new RegExp(`Notices\\s*${before} unread`) })).toBeVisible();

  await page.getByRole('link', { name: /Notices/ }).click();
  await expect(page).toHaveURL(/#\/notice\/list$/);
  const rows = page.locator('.list-rows .adm-list-item');
  await expect(rows.first()).toContainText('Unread');
  await expectNoSeriousViolations(page, 'notice list');
  // The row is a link the keyboard opens.
  await rows.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/notice\/detail\?id=/);
  await expect(page.getByText('Message', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to notices' }).click();
  await expect(page.locator('.list-rows .adm-list-item').first()).toContainText('Read');

  await page.goto('/#/mine/index');
  await page.reload();
  await expect.poll(() => unreadCount(page)).toBe(before - 1);
});

test('one button marks every notice read, by keyboard, and says so; the home then shows none unread', async ({ page }) => {
  await logIn(page, 'tam.meiling', 'en');
  expect(await unreadCount(page)).toBeGreaterThan(0);
  await page.getByRole('link', { name: /Notices/ }).click();
  await expect(page).toHaveURL(/#\/notice\/list$/);
  const rows = page.locator('.list-rows .adm-list-item');
  await expect(rows.first()).toContainText('Unread');
  const markAll = page.getByRole('button', { name: 'Mark all as read' });
  await markAll.focus();
  await page.keyboard.press('Enter');
  // The list is loaded again from the bank, and the outcome is told (and read out: role=status).
  await expect(rows.filter({ hasText: 'Unread' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Read');
  await expect(page.getByRole('status').filter({ hasText: 'All notices are marked as read' })).toHaveCount(1);
  // Nothing is left to mark: the button goes, and the keyboard stays on the page.
  await expect(markAll).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.className ?? '')).toContain('flow-step');
  await expectNoSeriousViolations(page, 'notice list, all read');

  await page.goto('/#/mine/index');
  await page.reload();
  await expect.poll(() => unreadCount(page)).toBe(0);
});

test('hiding balances is remembered on the device, without storing any amount', async ({ page }) => {
  await logIn(page, 'lee.kayan', 'en');
  const balance = page.locator('.home-balance').first();
  await expect(balance).toHaveText(/\d/);
  const shown = (await balance.textContent()) ?? '';

  const toggle = page.getByRole('switch', { name: 'Hide balances' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect(balance).toHaveText('Hidden');
  await expect(page.locator('.home-total-amount').first()).toHaveText('Hidden');

  await page.reload();
  await expect(page.locator('.home-balance').first()).toHaveText('Hidden');
  await expect(page.getByRole('switch', { name: 'Hide balances' })).toBeChecked();
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }));
  expect(stored).not.toContain(shown.replace(/^[A-Z]{3}\s*/, ''));
  await expectNoSeriousViolations(page, 'home with hidden balances');

  await page.getByRole('switch', { name: 'Hide balances' }).click();
  await expect(page.locator('.home-balance').first()).toHaveText(shown);
});
