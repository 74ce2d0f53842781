// The accounts pages in Chromium against the sandbox bank: the overview's balances by type
// lead to my accounts, an account's details (grouped number) and its records, filtered; the
// ATM card is locked and unlocked with the Mobile Token; money is locked in the Money Safe and
// unlocking it online is refused with the branch-visit message. axe-core checks each page.
import { expect, test, type Page } from './support/test';
import { confirmWithToken, logIn, TEXT } from './support/bank-app';
import { waitForNextTokenCode } from './support/bill-app';
import { watchCsp } from './support/csp-guard';
import { expectNoSeriousViolations } from './support/axe';

const rows = (page: Page) => page.locator('.list-rows .adm-list-item');

/** "HKD 1,234.50" as cents: the digits of an amount shown with two decimals. */
const hkdCents = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const formatHkd = (cents: number) => `HKD ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('overview, details and records filtered by money out', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'chan.taiman', 'en', '/account/overview');
  await expect(rows(page).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'account overview');
  // One row per account type and currency: savings, current, multi-currency (CNY, USD), ATM card.
  await expect(rows(page)).toHaveCount(5);
  await rows(page).filter({ hasText: 'Savings' }).first().click();

  await expect(page).toHaveURL(/\/account\/my-account\?accountType=01/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(/\d{3}-\d{3}-\d-\d{6}-\d/);
  await expectNoSeriousViolations(page, 'my accounts');
  await rows(page).first().click();

  await expect(page).toHaveURL(/\/account-detail\/details\?accountId=/);
  await expect(page.getByText(/^\d{3}-\d{3}-\d-\d{6}-\d$/)).toBeVisible();
  await expect(page.getByText(TEXT.en.savings).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'account details');

  // A transfer to the own current account makes a record to find.
  await page.getByRole('button', { name: 'Account records' }).click();
  await expect(page).toHaveURL(/\/account\/records\?accountId=/);
  await expect(page.locator('.list-step')).toBeVisible();
  await page.locator('.list-filter summary').click();
  await expectNoSeriousViolations(page, 'account records with the filter open');
  await page.getByText('In', { exact: true }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  // chan.taiman's savings has received nothing but its opening deposit (not a record).
  await expect(page.getByText('No Transaction record')).toBeVisible();
  await page.getByText('Out', { exact: true }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText('Out');
  await checkCsp();
});

test('lock and unlock the ATM card with the Mobile Token', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'chan.taiman', 'en', '/account/lock-unlock-card');
  await expect(page.getByText(/^\d{4}-\d{4}-\d{4}-\d{4}$/)).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'ATM card');
  await page.getByRole('button', { name: 'Lock the card' }).click();
  await expect(page.getByText('Please verify the details')).toBeVisible();
  await expectNoSeriousViolations(page, 'ATM card confirm');
  await confirmWithToken(page, 'en');
  await expect(page.getByText('The card status has been updated')).toBeVisible();
  await expect(page.getByText('Locked', { exact: true })).toBeVisible();

  // The overview's accounts show the locked card too.
  await page.goto('/#/account/my-account?accountType=04');
  await expect(rows(page).first()).toContainText('Locked');

  await page.goto('/#/account/lock-unlock-card');
  await page.getByRole('button', { name: 'Unlock the card' }).click();
  await waitForNextTokenCode(page);
  await confirmWithToken(page, 'en');
  await expect(page.getByText('The card status has been updated')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await checkCsp();
});

test('lock money in the Money Safe; unlocking online is refused', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'chan.taiman', 'en', '/account/my-account?accountType=02');
  await rows(page).first().click();
  await expect(page).toHaveURL(/\/account-detail\/details\?accountId=/);
  const available = page.locator('.adm-list-item').filter({ hasText: 'Available balance' });
  const locked = page.locator('.adm-list-item').filter({ hasText: 'Locked in Money Safe' });
  await expect(locked).toContainText('HKD');
  const before = await available.textContent();
  // What an earlier attempt of this test locked stays locked (only a branch unlocks it), so the
  // test counts from what it finds rather than from the seed.
  const lockedAfter = formatHkd(hkdCents(await locked.textContent()) + 100_00);
  await page.getByRole('button', { name: 'Money Safe' }).click();
  await expect(page).toHaveURL(/step=safe/);
  await expectNoSeriousViolations(page, 'Money Safe form');
  await page.getByText('Lock money', { exact: true }).click();
  await page.getByRole('textbox', { name: /Amount/ }).fill('100');
  await page.getByRole('button', { name: TEXT.en.next }).click();
  await expect(page).toHaveURL(/step=lock/);
  await expect(page.getByText('HKD 100.00')).toBeVisible();
  await waitForNextTokenCode(page);
  await confirmWithToken(page, 'en');
  await expect(page.getByText('The money is locked in the Money Safe')).toBeVisible();
  await expect(locked).toContainText(lockedAfter);

  // Back on the details: the available balance is HKD 100 lower, the locked part shown.
  await page.getByRole('button', { name: 'Account details' }).click();
  await expect(locked).toContainText(lockedAfter);
  await expect(available).not.toHaveText(before ?? '');

  await page.getByRole('button', { name: 'Money Safe' }).click();
  await page.getByText('Unlock money', { exact: true }).click();
  await page.getByRole('textbox', { name: /Amount/ }).fill('100');
  await page.getByRole('button', { name: TEXT.en.next }).click();
  await expect(page).toHaveURL(/step=unlock/);
  await page.getByRole('button', { name: TEXT.en.confirm, exact: true }).click();
  await expect(page.getByText('To protect your money, the Money Safe cannot be unlocked online. Please visit any branch with your identity document.')).toBeVisible();
  await expectNoSeriousViolations(page, 'Money Safe unlock refused');
  await checkCsp();
});

test('the home account rows open the account details; QR cash withdrawal shows a one-time code', async ({ page }) => {
  await logIn(page, 'chan.taiman', 'en');
  await page.locator('.home-accounts .adm-list-item').filter({ hasText: TEXT.en.savings }).first().click();
  await expect(page).toHaveURL(/\/account-detail\/details\?accountId=/);
  await page.goto('/#/account/latest-transaction');
  await expect(page.locator('.list-step')).toBeVisible();
  await expectNoSeriousViolations(page, 'latest transactions');

  await page.goto('/#/account/qr-withdrawals');
  await expectNoSeriousViolations(page, 'QR cash withdrawal form');
  await page.getByText(TEXT.en.chooseAccount).click();
  await page.getByRole('radio').filter({ hasText: TEXT.en.savings }).first().click();
  await page.getByRole('textbox', { name: /Withdrawal amount/ }).fill('150');
  await page.getByRole('button', { name: TEXT.en.next }).click();
  await expect(page.getByText('The amount must be a multiple of HKD 100')).toBeVisible();
  await page.getByRole('textbox', { name: /Withdrawal amount/ }).fill('500');
  await page.getByRole('button', { name: TEXT.en.next }).click();
  await waitForNextTokenCode(page);
  await confirmWithToken(page, 'en');
  await expect(page.getByText('Scan this code at one of our ATMs within 5 minutes to take the cash')).toBeVisible();
  const qr = page.locator('canvas[data-qr][data-state="drawn"]');
  await expect(qr).toBeVisible();
  const code = await qr.getAttribute('data-qr');
  expect(code).toMatch(/^HKATMQR1\./);
  await expectNoSeriousViolations(page, 'QR cash withdrawal code');

  // The ATM redeems it once.
  const header = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };
  const first = await (await page.request.post('/api/ITSI130008', { data: { header, qr: code, atmId: 'ATM-E2E' } })).json();
  expect(first.header.responseCode).toBe('00000');
  expect(first.data.amount).toBe(500_00);
  const second = await (await page.request.post('/api/ITSI130008', { data: { header, qr: code, atmId: 'ATM-E2E' } })).json();
  expect(second.header.responseCode).toBe('E130000008');
});
