// Mortgage, branches and the bank's framed pages in Chromium against the sandbox bank:
// lee.kayan's mortgage from the all-services menu with its schedule charted by year; the
// calculator (HKD 5,000,000 at 3.5% over 30 years: HKD 22,452.23 a month) with its chart and
// table; the branch finder sorted by distance from a granted position (Mong Kok), drawn on the
// offline map; the precious metal and stock pages framed under the CSP. Every page passes
// axe-core's WCAG 2.2 A/AA checks with no serious or critical violation, and none breaks the CSP.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { chooseLanguage, logIn } from './support/bank-app';
import { watchCsp } from './support/csp-guard';
import { expectNoSeriousViolations } from './support/axe';

test('my mortgage with its schedule, and the calculator with its chart', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'lee.kayan', 'en');

  await page.goto('/#/menu/index');
  await page.getByRole('link', { name: 'My mortgage', exact: true }).click();
  await expect(page).toHaveURL(/#\/mortgage\/index/);
  const loan = page.locator('.adm-list-item').filter({ hasText: 'Nathan Road' });
  await expect(loan).toContainText('HKD');
  await expectNoSeriousViolations(page, 'my mortgage');

  await loan.click();
  await expect(page).toHaveURL(/#\/mortgage\/mortgage-detail\?loanNo=ML\d{10}/);
  await expect(page.getByText('2.8750%')).toBeVisible();
  const byYear = page.getByTestId('chart').first();
  await expect(byYear.locator('canvas').first()).toBeVisible();
  // The schedule by year as a table: 25 loan years.
  await expect(byYear.locator('.chart-table tbody tr')).toHaveCount(25);
  await expectNoSeriousViolations(page, 'mortgage details');

  await page.goto('/#/menu/index');
  await page.getByRole('link', { name: 'Mortgage calculator', exact: true }).click();
  await expect(page).toHaveURL(/#\/mortgage\/understand-mortgage/);
  await page.getByRole('textbox', { name: /^Loan amount/ }).fill('5000000');
  await page.getByRole('textbox', { name: /^Interest rate p\.a\./ }).fill('3.5');
  await page.getByRole('radiogroup', { name: 'Tenor', exact: true }).getByRole('radio', { name: '30 years', exact: true }).click();
  await expectNoSeriousViolations(page, 'calculator form');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/step=result/);
  await expect(page.getByText('HKD 22,452.23').first()).toBeVisible();
  const balance = page.getByTestId('chart').first();
  await expect(balance.locator('canvas').first()).toBeVisible();
  await balance.getByText('Show the figures as a table').click();
  await expect(balance.locator('.chart-table tbody tr')).toHaveCount(30);
  await expect(balance.locator('.chart-table tbody tr').last()).toContainText('HKD 0.00');
  await expectNoSeriousViolations(page, 'calculator result');
  await checkCsp();
});

test.describe('with the position shared', () => {
  // Mong Kok, Kowloon.
  test.use({ geolocation: { latitude: 22.3193, longitude: 114.1694 }, permissions: ['geolocation'] });

  test('finds the nearest branch, logged out', async ({ page }) => {
    const checkCsp = await watchCsp(page);
    await page.goto('/#/login/index');
    await chooseLanguage(page, 'en');
    await page.goto('/#/general-bank-serve/branch-net');
    await expect(page.locator('.adm-list-item').first()).toBeVisible();
    await expect(page.getByTestId('area-map')).toBeVisible();
    await page.getByTestId('nearby-locate').click();
    await expect(page.getByRole('status').filter({ hasText: 'Sorted by distance, nearest first' })).toBeVisible();
    const first = page.locator('.list-rows .adm-list-item').first();
    await expect(first).toContainText('Mong Kok Branch');
    await expect(first.getByTestId('row-distance')).toHaveText(/^1 · Distance \d+ m$/);
    await expect(page.locator('.list-rows .adm-list-item').nth(1).getByTestId('row-distance')).toHaveText(/km$/);
    await expect(page.getByTestId('area-map-here')).toBeVisible();
    await expectNoSeriousViolations(page, 'branch network');

    await first.click();
    await expect(page).toHaveURL(/branch-net-detail\?branchCode=852009/);
    await expect(page.getByText('Mortgage services')).toBeVisible();
    await expectNoSeriousViolations(page, 'branch details');
    await checkCsp();
  });
});

// axe cannot run inside a frame that allows no script (the framed pages are sandboxed without
// scripts): the app's page is checked with the frame left out, and the framed page on its own.
async function expectFramedPageAccessible(page: Page, src: string, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .exclude('iframe')
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id), what).toEqual([]);
  const framed = await page.context().newPage();
  const answer = await framed.goto(src);
  expect(answer?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expectNoSeriousViolations(framed, `${what} (the framed page)`);
  await framed.close();
}

test('precious metal and stock pages are framed under the CSP', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await page.goto('/#/login/index');
  await chooseLanguage(page, 'en');
  await page.goto('/#/precious-metal/iframe');
  const frame = page.frameLocator('iframe[title="Precious metal prices"]');
  await expect(frame.getByRole('heading', { name: 'Precious metal prices' })).toBeVisible();
  await expect(frame.getByRole('row').filter({ hasText: 'Gold' }).first()).toBeVisible();
  await expectFramedPageAccessible(page, '/embedded/precious-metal?lang=en', 'precious metal page');

  await page.goto('/#/stock/more');
  const stock = page.frameLocator('iframe[title="Hong Kong market overview"]');
  await expect(stock.getByRole('heading', { name: 'Hong Kong market overview' })).toBeVisible();
  await expectFramedPageAccessible(page, '/embedded/stock?lang=zh-TW', 'stock page');
  await checkCsp();
});
