// Swipe cells in Chromium (flow item.swipe, spec section 4): a registered payee's row reveals
// Delete when dragged left past 15 % of the action's width, and Delete leads to the same
// confirm page (Mobile Token) as the row itself; the row menu button does the same by keyboard.
import { expect, test } from './support/test';
import { TEXT, confirmWithToken, fillNewPayee, logIn, passTokenSheet } from './support/bank-app';
import { sandboxNow, syncBrowserClock } from './support/sandbox-clock';
import { expectNoSeriousViolations } from './support/axe';
import { apiLogin } from './support/login';

test.beforeEach(async ({ page, request }) => {
  await syncBrowserClock(page, request, { always: true });
});

test('swipe a payee row to delete it; the row menu button reaches the same by keyboard', async ({ page }) => {
  const run = Date.now().toString().slice(-6);
  const name = `SWIPE PAYEE ${run.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]!)}`;
  await logIn(page, 'wong.siuming', 'en');
  await page.goto('/#/transfer-pay/payee-register-create');
  await fillNewPayee(page, { name, bankSearch: 'Hang Seng', accountNo: `024765${run}` });
  await page.getByRole('button', { name: TEXT.en.next }).click();
  await page.getByRole('button', { name: TEXT.en.next }).click();
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/payee-register-successB/);
  await page.getByRole('button', { name: 'Registered payees' }).click();

  const cell = page.locator('.swipe-row').filter({ hasText: name });
  const del = cell.getByRole('button', { name: 'Delete', exact: true });
  await expect(cell).toBeVisible();
  // Closed: its action is out of reach.
  await expect(del).toBeHidden();
  await expectNoSeriousViolations(page, 'registered payees with swipe cells');

  // Keyboard: the row's menu button opens the cell and moves to Delete; Escape closes it again.
  const menu = cell.getByRole('button', { name: `More actions: ${name}` });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(del).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(del).toBeFocused();
  await expectNoSeriousViolations(page, 'a swipe cell opened by keyboard');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/payee-register-delete\?payeeId=/);
  await expect(page.getByText(`024765${run}`)).toBeVisible();
  await page.goBack();

  // Touch-like drag with the mouse: a few pixels do not open it, a longer drag does.
  const box = (await cell.boundingBox())!;
  const y = box.y + box.height / 2;
  const dragLeft = async (px: number) => {
    const start = box.x + box.width - 60;
    await page.mouse.move(start, y);
    await page.mouse.down();
    await page.mouse.move(start - px, y, { steps: 8 });
    await page.mouse.up();
  };
  const width = await cell.locator('.swipe-row-actions').evaluate((el) => (el as HTMLElement).offsetWidth);
  await dragLeft(Math.floor(width * 0.12));
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/payee-register-index/);
  await dragLeft(Math.ceil(width * 0.6));
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(del).toBeVisible();
  await expect(page).toHaveURL(/payee-register-index/);
  await del.click();
  await expect(page).toHaveURL(/payee-register-delete\?payeeId=/);
  // The next token step on the bank's clock (the registration used this one).
  await sandboxNow(page.request, { advanceMs: 31_000 });
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await passTokenSheet(page, 'en');
  await expect(page).toHaveURL(/payee-register-delete-success/);
  const token = await apiLogin(page.request, 'wong.siuming');
  const payees = await page.request.post('/api/ITSI200002', { data: { header: { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' } }, headers: { 'x-auth-token': token } });
  expect(JSON.stringify(await payees.json())).not.toContain(name);
});
