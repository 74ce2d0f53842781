// Time deposits in Chromium against the sandbox bank: from the all-services menu to
// the rate table, a 3-month HKD 10,000 deposit placed from chan.taiman's savings account with
// the Mobile Token, seen in My time deposits, then withdrawn early: the confirmation shows the
// fee before the customer confirms (no interest; both formulas come to less than the minimum,
// so HKD 200), and the savings account moves by exactly the principal out and the principal
// less the fee back. Every deposit page passes axe-core's WCAG 2.2 A/AA checks with no serious
// or critical violation.
import { expect, test } from './support/test';
import { availableBalance, confirmWithToken, logIn, passTokenSheet, TEXT } from './support/bank-app';
import { waitForNextTokenCode } from './support/bill-app';
import { watchCsp } from './support/csp-guard';
import { expectNoSeriousViolations } from './support/axe';

test('place a time deposit, see it in my deposits and withdraw it early with the fee shown and posted', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT.en;
  await logIn(page, 'chan.taiman', 'en');
  const before = await availableBalance(page, t.savings);

  // The rate table of HKD, reached from the all-services menu.
  await page.goto('/#/menu/index');
  await page.getByRole('link', { name: 'Time deposits', exact: true }).click();
  await expect(page).toHaveURL(/#\/deposit\/index/);
  const threeMonths = page.locator('.adm-list-item').filter({ hasText: /^3 months/ });
  await expect(threeMonths.first()).toContainText('3.0000%');
  await expectNoSeriousViolations(page, 'rate table');

  // Placement: HKD 10,000 for 3 months, principal and interest to the account at maturity.
  await page.getByRole('button', { name: 'Place a time deposit' }).click();
  await expect(page).toHaveURL(/#\/deposit\/index-place/);
  await expect(page.getByText(t.chooseAccount)).toBeVisible();
  await expectNoSeriousViolations(page, 'placement form');
  await page.getByText(t.chooseAccount).click();
  await page.getByRole('radio').filter({ hasText: t.savings }).first().click();
  await page.getByRole('radiogroup', { name: 'Deposit period', exact: true }).getByRole('radio', { name: '3 months', exact: true }).click();
  await page.getByPlaceholder(t.amount).fill('10000');
  await page.getByRole('button', { name: t.next }).click();

  // The bank's quote before confirming.
  await expect(page).toHaveURL(/step=confirm/);
  await expect(page.getByText('HKD 10,000.00').first()).toBeVisible();
  await expect(page.getByText('3.0000%')).toBeVisible();
  await expectNoSeriousViolations(page, 'placement confirmation');
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/#\/deposit\/index-place-success/);
  const reference = await page.getByTestId('result-step').getAttribute('data-reference');
  expect(reference).toMatch(/^TP\d{8}[A-Z0-9]{10}$/);
  const depositNo = (await page.getByText(/^TD\d{8}[A-Z0-9]{10}$/).first().textContent())!.trim();
  await expectNoSeriousViolations(page, 'placement result');

  // My time deposits lists it, running.
  await page.getByRole('button', { name: 'My time deposits' }).click();
  await expect(page).toHaveURL(/#\/deposit\/my-deposit/);
  const row = page.locator('.adm-list-item').filter({ hasText: depositNo });
  await expect(row).toContainText('Running');
  await expect(row).toContainText('HKD 10,000.00');
  await expectNoSeriousViolations(page, 'my deposits');

  // The principal left the savings account.
  expect(await availableBalance(page, t.savings)).toBe(before - 10_000_00);

  // Detail, then the early withdrawal with its fee shown before confirming.
  await page.goto('/#/deposit/my-deposit');
  await page.locator('.adm-list-item').filter({ hasText: depositNo }).click();
  await expect(page).toHaveURL(/#\/deposit\/detail-deposit\?/);
  await expect(page.getByText(depositNo)).toBeVisible();
  await expectNoSeriousViolations(page, 'deposit detail');
  await page.getByRole('button', { name: 'Early withdrawal' }).click();
  await expect(page).toHaveURL(/#\/deposit\/detail-deposit-withdraw/);
  const fee = page.locator('.adm-list-item').filter({ hasText: /^Early withdrawal fee/ });
  await expect(fee).toContainText('HKD 200.00');
  await expect(page.locator('.adm-list-item').filter({ hasText: /^Amount credited to your account/ })).toContainText('HKD 9,800.00');
  await expect(page.locator('.adm-list-item').filter({ hasText: /^Interest(?! rate)/ })).toContainText('HKD 0.00');
  await expectNoSeriousViolations(page, 'early withdrawal confirmation');
  // A token code is accepted once: wait for the next one.
  await waitForNextTokenCode(page);
  await page.getByRole('button', { name: 'Confirm early withdrawal', exact: true }).click();
  await passTokenSheet(page, 'en');
  await expect(page).toHaveURL(/#\/deposit\/detail-deposit-withdraw-success/);
  await expect(page.getByText('HKD 200.00')).toBeVisible();
  await expect(page.getByText('HKD 9,800.00')).toBeVisible();
  await expectNoSeriousViolations(page, 'early withdrawal result');

  // Back came the principal less the fee: the account is down by exactly the fee.
  expect(await availableBalance(page, t.savings)).toBe(before - 10_000_00 + 9_800_00);
  await page.goto('/#/deposit/my-deposit');
  await expect(page.locator('.adm-list-item').filter({ hasText: depositNo })).toContainText('Withdrawn early');
  await checkCsp();
});
