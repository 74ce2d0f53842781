// The points mall in Chromium (goods-style option selector, spec sections 3, 4 and 9): a sold-out
// item and a sold-out option are refused with the spec's toasts, the quota stops the quantity,
// and a redemption is confirmed and posted by the bank (points taken once).
import { expect, test, type Page } from './support/test';
import { logIn } from './support/bank-app';
import { expectNoSeriousViolations } from './support/axe';
import { TOAST_MS } from '../../widgets/overlays';

/**
 * A toast shows the text, then goes: toasts queue one after another for three seconds each, so the
 * page's clock is run past it instead of the test waiting for it.
 */
async function seeToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.adm-toast-main').getByText(text);
  await expect(toast).toBeVisible();
  await page.clock.runFor(TOAST_MS + 500);
  await expect(toast).toBeHidden();
}

test('a sold-out option is refused; a redemption with an add-on within the quota is posted', async ({ page }) => {
  await page.clock.install();
  await logIn(page, 'lee.kayan', 'en', '/points-mall/index');
  await expect(page).toHaveURL(/points-mall\/index/);
  const rows = page.locator('.list-rows .adm-list-item');
  await expect(rows.filter({ hasText: 'Harbour tote bag' })).toBeVisible();
  await expectNoSeriousViolations(page, 'points mall');

  // Sold out altogether: nothing can be added, and Next is refused.
  await rows.filter({ hasText: 'Folding umbrella' }).click();
  await expect(page).toHaveURL(/points-mall\/redeem\?goodsId=G-UMBRELLA/);
  const umbrella = page.getByRole('group', { name: 'Options and quantity', exact: true });
  await expect(umbrella.getByText('Sold out')).toBeVisible();
  await umbrella.getByRole('button', { name: 'Increase quantity' }).click();
  await seeToast(page, 'Sold out');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select an option').first()).toBeVisible();
  await expect(page).toHaveURL(/points-mall\/redeem\?goodsId=G-UMBRELLA/);

  await page.goto('/#/points-mall/index');
  await rows.filter({ hasText: 'Harbour tote bag' }).click();
  await expect(page).toHaveURL(/goodsId=G-TOTE/);
  const selector = page.getByRole('group', { name: 'Options and quantity', exact: true });
  // Before an option is chosen the quantity asks for one.
  await selector.getByRole('button', { name: 'Increase quantity' }).click();
  await seeToast(page, 'Please select an option');
  // Red is sold out in every size: refused, not chosen.
  const red = selector.getByRole('button', { name: 'Red', exact: true });
  await expect(red).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled, yet tappable: the tap explains why it cannot be chosen.
  await red.click({ force: true });
  await seeToast(page, 'This option is unavailable');
  await expect(red).toHaveAttribute('aria-pressed', 'false');

  await selector.getByRole('button', { name: 'Navy', exact: true }).click();
  await selector.getByRole('button', { name: 'Standard', exact: true }).click();
  await expect(selector.getByRole('button', { name: 'Standard', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(selector.getByText('¥1,200.00')).toBeVisible();
  // Tapping a chosen value deselects it; tapping it again chooses it.
  await selector.getByRole('button', { name: 'Standard', exact: true }).click();
  await expect(selector.getByRole('button', { name: 'Standard', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await selector.getByRole('button', { name: 'Standard', exact: true }).click();
  await selector.getByRole('button', { name: /^Gift wrap/ }).click();
  // Minimum 1, quota 2.
  await selector.getByRole('button', { name: 'Decrease quantity' }).click();
  await seeToast(page, 'Redeem at least 1');
  await selector.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(selector.locator('output')).toHaveText('2');
  await selector.getByRole('button', { name: 'Increase quantity' }).click();
  await seeToast(page, 'Limited to 2 per customer');
  await expect(selector.getByText('¥2,600.00')).toBeVisible();
  // The buyer's messages: the required mobile number, digits only.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/points-mall\/redeem\?goodsId=G-TOTE/);
  await selector.getByLabel(/Recipient mobile/).fill('9123-4567');
  await expect(selector.getByLabel(/Recipient mobile/)).toHaveValue('91234567');
  await expectNoSeriousViolations(page, 'goods option selector');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/points-mall\/redeem-confirm/);
  await expect(page.getByText('Navy / Standard / Gift wrap')).toBeVisible();
  await expect(page.getByText('2600', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/points-mall\/redeem-result/);
  await expect(page.getByText('Your redemption is done')).toBeVisible();
  await expect(page.getByText('2400', { exact: true })).toBeVisible();

  // The bank took the points once and counts the quota: nothing more of this item.
  await page.goto('/#/points-mall/redeem?goodsId=G-TOTE');
  const again = page.getByRole('group', { name: 'Options and quantity', exact: true });
  await expect(again.getByText('Limited to 2 per customer; 2 redeemed')).toBeVisible();
});
