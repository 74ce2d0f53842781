// A customer logs in and transfers money, in Traditional Chinese and in English, against the
// real sandbox bank and its database: balances move on both sides, the record and its detail
// show it, and the page never breaks its Content-Security-Policy.
import { expect, test } from './support/test';
import { TEXT, availableBalance, confirmWithToken, fillTransfer, logIn, logInThroughScreens } from './support/bank-app';
import { watchCsp } from './support/csp-guard';
import { syncBrowserClock } from './support/sandbox-clock';

// Another spec may have moved the sandbox clock: the soft token must use the bank's time.
test.beforeEach(async ({ page, request }) => {
  await syncBrowserClock(page, request);
});

test('same-bank transfer in zh-TW moves money between two customers and shows in the records', async ({ page, browser }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT['zh-TW'];

  // The payee's balance before, seen from the payee's own session.
  const payeeContext = await browser.newContext();
  const payeePage = await payeeContext.newPage();
  await logIn(payeePage, 'wong.siuming', 'zh-TW');
  const payeeBefore = await availableBalance(payeePage, t.savings);

  await logInThroughScreens(page, 'chan.taiman', 'zh-TW');
  const before = await availableBalance(page, t.savings);

  await page.goto('/#/transfer-pay/transfer-create');
  await fillTransfer(page, 'zh-TW', { account: t.savings, payee: 'WONG SIU MING', amount: '1,234.56' });
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/transfer-create\?step=confirm/);
  await expect(page.getByText('HKD 1,234.56').first()).toBeVisible();

  // A reload on the confirm step keeps the run and its data.
  await page.reload();
  await expect(page.getByText('HKD 1,234.56').first()).toBeVisible();

  await confirmWithToken(page, 'zh-TW');
  await expect(page).toHaveURL(/transfer-success/);
  await expect(page.getByText(t.processed)).toBeVisible();
  const reference = await page.getByTestId('result-step').getAttribute('data-reference');
  expect(reference).toMatch(/^FT\d{8}[A-Z0-9]+$/);
  await expect(page.getByRole('button', { name: '儲存詳情' })).toBeVisible();
  await expect(page.getByRole('button', { name: '分享', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '分享賬單' })).toBeVisible();

  // The record and its detail.
  await page.getByRole('button', { name: t.records }).click();
  await expect(page).toHaveURL(/transfer-record\?from=transfer-success/);
  const row = page.locator('.list-rows .adm-list-item').first();
  await expect(row).toContainText('WONG SIU MING');
  await expect(row).toContainText('HKD 1,234.56');
  await expect(row).toContainText(t.completed);
  await row.click();
  await expect(page).toHaveURL(/transfer-detail\?id=/);
  await expect(page.getByText(reference!)).toBeVisible();
  await expect(page.getByText('本行轉賬')).toBeVisible();

  // Back from the detail returns to the records; back on records opened after a success goes to a new transfer.
  await page.locator('.app-back').click();
  await expect(page).toHaveURL(/transfer-record/);
  await page.locator('.app-back').click();
  await expect(page).toHaveURL(/transfer-pay\/transfer-create$/);

  // Balances moved by exactly the amount on both sides.
  expect(await availableBalance(page, t.savings)).toBe(before - 123456);
  expect(await availableBalance(payeePage, t.savings)).toBe(payeeBefore + 123456);
  await payeeContext.close();
  await checkCsp();
});

test('local-bank transfer in English: validation message, then received and processing', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT.en;
  await logIn(page, 'lee.kayan', 'en', '/transfer-pay/transfer-create');
  await expect(page).toHaveURL(/transfer-create/);

  // An empty amount is refused with the spec's message.
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText(t.amendedAmount)).toBeVisible();

  await fillTransfer(page, 'en', { account: t.savings, payee: /HSBC|Hongkong and Shanghai/i, amount: '250' });
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText('HKD 250.00').first()).toBeVisible();
  await confirmWithToken(page, 'en');
  await expect(page.getByText(t.received)).toBeVisible();

  await page.getByRole('button', { name: t.records }).click();
  const row = page.locator('.list-rows .adm-list-item').first();
  await expect(row).toContainText('HKD 250.00');
  await expect(row).toContainText(t.processing);
  await checkCsp();
});

test('Amend on the confirm step returns to the form with what was entered', async ({ page }) => {
  const t = TEXT.en;
  await logIn(page, 'chan.taiman', 'en', '/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: t.savings, payee: 'WONG SIU MING', amount: '10' });
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('button', { name: t.amend }).click();
  await expect(page).toHaveURL(/transfer-create$/);
  await expect(page.getByPlaceholder(t.amount)).toHaveValue(/10/);
});
