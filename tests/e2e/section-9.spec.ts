// Spec section 9 constants as the customer sees them in Chromium: the home's totals in units of
// ten thousand (Traditional Chinese), the header turning opaque between 30 and 100 px of scroll,
// a picker of 6 visible items 44 px high (its sheet on the modal layer from z-index 2000), the
// account overview's totals, and a payee account of a transfer in the 14-character dashed pattern.
import { expect, test, type Page } from './support/test';
import { TEXT, fillTransfer, logIn } from './support/bank-app';

const navbarAlpha = (page: Page) =>
  page.evaluate(() => {
    const colour = getComputedStyle(document.querySelector('.app-navbar')!).backgroundColor;
    const parts = /rgba?\(([^)]+)\)/.exec(colour)![1]!.split(',').map((p) => Number(p.trim()));
    return parts.length === 4 ? parts[3]! : 1;
  });

test('the home shows its totals in 萬 and fades its header in between 30 and 100 px of scroll', async ({ page }) => {
  await logIn(page, 'lee.kayan', 'zh-TW');
  await expect(page).toHaveURL(/mine\/index/);
  // About HKD 2,900,000 in units of ten thousand (other tests move some of it: a HKD 60,000
  // transfer among them), so the hundreds of 萬 and two decimals.
  await expect(page.locator('.home-total')).toContainText(/2[89]\d\.\d{2}萬/);
  await page.evaluate(() => document.querySelector('.home-page')!.setAttribute('style', 'min-height: 2000px'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => navbarAlpha(page)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 65));
  await expect.poll(() => navbarAlpha(page)).toBeCloseTo(0.5, 2);
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect.poll(() => navbarAlpha(page)).toBe(1);
  // Any other page keeps an opaque header; the account overview's totals are in 萬 too.
  await page.goto('/#/account/overview');
  await expect.poll(() => navbarAlpha(page)).toBe(1);
  await expect(page.getByText(/^HKD 2[23]\d\.\d{2}萬$/)).toBeVisible();
});

test('a picker shows 6 items of 44 px; a 12-digit payee account reads back as 3-6-3', async ({ page }) => {
  await page.goto('/#/login/index');
  await page.getByText('English', { exact: true }).click();
  await page.goto('/#/settings/forget-password');
  await page.getByRole('button', { name: /^Date of birth/ }).click();
  const view = page.locator('.adm-picker-view').filter({ visible: true }).first();
  await expect(view).toBeVisible();
  const box = await view.boundingBox();
  expect(Math.round(box!.height)).toBe(264);
  const item = await view.locator('.adm-picker-view-column-item').first().boundingBox();
  expect(Math.round(item!.height)).toBe(44);
  expect(Math.round(box!.height / item!.height)).toBe(6);
  // Modal layers start at z-index 2000: the sheet and the mask under it.
  const layers = await page.evaluate(() =>
    ['.adm-popup-body', '.adm-mask'].map((selector) => {
      const shown = [...document.querySelectorAll<HTMLElement>(selector)].find((el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed');
      return shown ? Number(getComputedStyle(shown).zIndex) : undefined;
    }),
  );
  expect(layers[0]).toBeGreaterThanOrEqual(2000);
  expect(layers[1]).toBe(2000);

  await logIn(page, 'lee.kayan', 'en', '/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: TEXT.en.savings, payee: 'YEUNG HOI TING', amount: '1.00' });
  await page.getByRole('button', { name: TEXT.en.next }).click();
  await expect(page.getByText('652-907114-838')).toBeVisible();
});
