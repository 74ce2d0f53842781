// Forex in Chromium against the sandbox bank: chan.taiman sets up the transaction (float)
// password with the Mobile Token, opens Currency exchange from the all-services menu, verifies
// the password (verifyFloatPwd), asks for a quote to sell HKD 1,000 for USD, lets it lapse (the
// sandbox clock moves past the 30 seconds): the bank refuses it and the customer gets a new
// quote, then exchanges at the held one; the records list it and the balance moved by exactly
// the amount sold. axe-core checks every forex page.
import { expect, test, type Page } from './support/test';
import { availableBalance, logIn, passTokenSheet, TEXT } from './support/bank-app';
import { waitForNextTokenCode } from './support/bill-app';
import { expectNoSeriousViolations } from './support/axe';

const FLOAT = '135792';

async function chooseAccount(page: Page, nth: number, name: string | RegExp) {
  await page.getByText(TEXT.en.chooseAccount).nth(nth).click();
  await page.getByRole('radio').filter({ hasText: name }).first().click();
}

async function quoteShown(page: Page): Promise<{ receive: string; until: string }> {
  await expect(page).toHaveURL(/step=confirm/);
  const receive = (await page.locator('.adm-list-item').filter({ hasText: /^You receive/ }).textContent())!;
  const until = (await page.locator('.adm-list-item').filter({ hasText: /^Quote held until/ }).textContent())!;
  return { receive, until };
}

test('exchange HKD to USD at a held quote; a lapsed quote is refused and replaced', async ({ page }) => {
  await logIn(page, 'chan.taiman', 'en');
  const before = await availableBalance(page, TEXT.en.savings);

  // The transaction password, set up with the Mobile Token.
  await page.goto('/#/settings/float');
  await page.getByRole('button', { name: 'Set up the transaction password' }).click();
  await expect(page).toHaveURL(/#\/settings\/open-float/);
  await expectNoSeriousViolations(page, 'set up transaction password');
  await page.getByLabel('New transaction password').fill(FLOAT);
  await page.getByLabel('Re-enter the transaction password').fill(FLOAT);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await passTokenSheet(page, 'en');
  await expect(page).toHaveURL(/#\/settings\/float-success/);
  await expect(page.getByText('Transaction password set up')).toBeVisible();

  // From the all-services menu: the exchange asks for the transaction password first.
  await page.goto('/#/menu/index');
  await page.getByRole('link', { name: 'Currency exchange', exact: true }).click();
  await expect(page).toHaveURL(/#\/forex\/verifyFloatPwd/);
  await expectNoSeriousViolations(page, 'verifyFloatPwd');
  await page.getByLabel('Transaction password').fill('975310');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(/Incorrect transaction password, 4 attempts left/)).toBeVisible();
  await page.getByLabel('Transaction password').fill(FLOAT);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/#\/forex\/currency-exchange/);
  await chooseAccount(page, 0, TEXT.en.savings);
  await chooseAccount(page, 0, /- USD/);
  await page.getByPlaceholder(TEXT.en.amount).fill('1000');
  await expectNoSeriousViolations(page, 'currency exchange form');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const first = await quoteShown(page);
  expect(first.receive).toMatch(/USD 12\d\.\d\d/);
  await expectNoSeriousViolations(page, 'exchange confirmation');

  // The quote lapses (the bank's clock moves 31 seconds): the bank refuses it, nothing moves.
  await waitForNextTokenCode(page);
  await page.getByRole('button', { name: 'Confirm exchange', exact: true }).click();
  await passTokenSheet(page, 'en');
  await expect(page.getByRole('alert')).toHaveText('The quote has lapsed. Please go back for a new quote');
  await page.getByRole('button', { name: 'Get a new quote' }).click();
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const second = await quoteShown(page);
  expect(second.until).not.toBe(first.until);

  // The new quote is held: the exchange goes through at it. (The refused attempt spent no
  // token code: the bank checks the quote before the second factor.)
  await page.getByRole('button', { name: 'Confirm exchange', exact: true }).click();
  await passTokenSheet(page, 'en');
  await expect(page).toHaveURL(/#\/forex\/currency-exchange-success/);
  const bought = second.receive.replace(/^You receive/, '').trim();
  await expect(page.locator('.adm-list-item').filter({ hasText: /^Bought/ })).toContainText(bought);
  const reference = await page.getByTestId('result-step').getAttribute('data-reference');
  expect(reference).toMatch(/^FX\d{8}[A-Z0-9]{10}$/);
  await expectNoSeriousViolations(page, 'exchange result');

  await page.getByRole('button', { name: 'Exchange records' }).click();
  await expect(page).toHaveURL(/#\/forex\/transaction-record/);
  await expect(page.locator('.list-rows .adm-list-item').first()).toContainText(bought);
  await expectNoSeriousViolations(page, 'exchange records');

  expect(await availableBalance(page, TEXT.en.savings)).toBe(before - 1_000_00);
});

test('the forex pages: overview tabs, rates, history, cash rates, accounts, securities, alerts, verification methods', async ({ page }) => {
  await logIn(page, 'chan.taiman', 'en', '/forex/overview');
  await expect(page).toHaveURL(/#\/forex\/overview/);
  // Without `active` the first tab, the securities overview (active=0), is shown.
  await expect(page.getByRole('tab', { name: 'Securities', selected: true })).toBeVisible();
  await expect(page.getByText('Tencent')).toBeVisible();
  await expectNoSeriousViolations(page, 'forex overview securities');
  await page.getByRole('tab', { name: 'Exchange rates' }).click();
  await expect(page).toHaveURL(/active=1/);
  await expect(page.getByRole('tab', { name: 'Exchange rates', selected: true })).toBeVisible();
  await expect(page.locator('.list-rows .adm-list-item').filter({ hasText: 'US Dollar' })).toContainText(/Buy 7\.\d{4} \/ Sell 7\.\d{4}/);
  await expectNoSeriousViolations(page, 'forex overview rates');

  await page.goto('/#/forex/currency-exchange-counter');
  await page.locator('.list-rows .adm-list-item').filter({ hasText: 'Euro' }).click();
  await expect(page).toHaveURL(/currency-exchange-counter-history\?currency=EUR/);
  // The rate over the last hour charted (uPlot, drawn only here) with the same 30 figures as a
  // table: Hong Kong times, rates with four decimals.
  const chart = page.getByRole('figure', { name: 'Mid rate over the last hour' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await chart.getByText('Show the figures as a table').click();
  await expect(chart.locator('.chart-table tbody tr')).toHaveCount(30);
  await expect(chart.locator('.chart-table tbody tr').last()).toContainText(/\d{2}:\d{2}:\d{2}\s*\d+\.\d{4}$/);
  await expectNoSeriousViolations(page, 'rate history');

  for (const [route, text] of [
    ['/forex/cash-rate', 'US Dollar'],
    ['/forex/forex-account', 'Renminbi'],
    ['/forex/security-account', 'HSBC Holdings'],
    ['/forex/multiple-verify?theMods=%5B%22float%22%2C%22token%22%5D', 'Transaction password'],
  ] as const) {
    await page.goto(`/#${route}`);
    await expect(page.locator('.list-rows').getByText(text).first()).toBeVisible();
    await expectNoSeriousViolations(page, route);
  }

  // A rate alert for the USD selling rate below 1.0000 stays watching.
  await page.goto('/#/forex/page-alert');
  await page.getByRole('button', { name: 'New rate alert' }).click();
  await page.getByLabel('Level (HKD per unit)').fill('1.0000');
  await expectNoSeriousViolations(page, 'new rate alert');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/page-alert-create-success/);
  await expect(page.locator('.adm-list-item').filter({ hasText: /^Status/ })).toContainText('Watching');
  await page.getByRole('button', { name: 'Rate alerts' }).click();
  await expect(page.locator('.list-rows .adm-list-item').first()).toContainText('Watching');
  await expectNoSeriousViolations(page, 'rate alerts');
});
