// Bill payment against the real sandbox bank in Chromium: pay a new bill and find its
// e-receipt and record; a forward-dated bill amended then deleted. (The merchant's limit is
// proved at engine level: fixtures/bill/pay-new-over-limit-zh-tw.json.)
import { expect, test } from './support/test';
import { TEXT, confirmWithToken, logIn, passTokenSheet } from './support/bank-app';
import { BILL_TEXT, fillBill, waitForNextTokenCode } from './support/bill-app';
import { watchCsp } from './support/csp-guard';
import { bankBusinessDayAhead, moveBankToBusinessDay } from './support/sandbox-clock';

test('pay a new bill in English, then see its e-receipt and its record', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT.en;
  const b = BILL_TEXT.en;
  // A business morning of the bank's own, before the 12:00 cut-off: the payment is processed
  // at once, whatever the machine's time of day (after the cut-off it waits for the next
  // business day; the bank's tests prove that rule).
  await moveBankToBusinessDay(page.request, '10:00');
  await logIn(page, 'chan.taiman', 'en', '/transfer-pay/bill-payment-index');
  await expect(page.getByRole('tab', { name: 'My Bill List' })).toBeVisible();
  await expect(page.getByText('Home Electricity')).toBeVisible();
  await page.getByRole('button', { name: b.payNew }).click();
  await expect(page).toHaveURL(/newbill-create/);

  // A name that matches nothing says so.
  await page.getByRole('button', { name: new RegExp(b.chooseMerchant) }).first().click();
  await page.getByRole('searchbox', { name: b.search }).fill('zzzz');
  await expect(page.getByText(b.noNameResult)).toBeVisible();
  await page.keyboard.press('Escape');

  await fillBill(page, 'en', {
    merchantSearch: 'water',
    merchant: 'Water Supplies Department',
    billNo: '7098765432',
    account: t.savings,
    amount: '123.45',
    receipt: { name: 'CHAN TAI MAN', email: 'chan@example.com' },
  });
  await page.getByRole('button', { name: b.agree }).click();
  await expect(page).toHaveURL(/newbill-create-confirm/);
  await expect(page.getByText('HKD 123.45').first()).toBeVisible();
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/newbill-create-success/);
  const reference = await page.getByTestId('result-step').getAttribute('data-reference');
  expect(reference).toMatch(/^BP\d{8}[A-Z0-9]{10}$/);
  await expect(page.getByRole('button', { name: 'Store Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();

  await expect(page.getByText(t.processed)).toBeVisible();
  await page.goto('/#/transfer-pay/e-receipt-index');
  const receipt = page.locator('.list-rows .adm-list-item').filter({ hasText: 'Water Supplies Department' }).first();
  await expect(receipt).toContainText('HKD 123.45');
  await receipt.click();
  await expect(page).toHaveURL(/e-receipt-detail\?id=/);
  await expect(page.getByText('CHAN TAI MAN')).toBeVisible();
  await expect(page.getByText('7098765432')).toBeVisible();

  await page.goto('/#/transfer-pay/bill-transaction-record');
  const record = page.locator('.list-rows .adm-list-item').filter({ hasText: 'Water Supplies Department' }).first();
  await expect(record).toContainText('Accepted');
  await record.click();
  await expect(page.getByText(reference!)).toBeVisible();
  await expect(page.getByText('Personal mobile banking')).toBeVisible();
  // A Pay Now payment cannot change: no Amend or Delete.
  await expect(page.getByRole('button', { name: 'Amend' })).toHaveCount(0);
  await checkCsp();
});

test('a forward-dated bill is amended, then deleted, from Pending Instruction', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const t = TEXT.en;
  const b = BILL_TEXT.en;
  const date = await bankBusinessDayAhead(page.request, 3);
  await logIn(page, 'wong.siuming', 'en', `/transfer-pay/bill-payment-index`);
  await page.goto(`/#/transfer-pay/newbill-create?paymentDate=${date}`);
  await fillBill(page, 'en', { merchantSearch: 'gas', merchant: /Towngas/, billNo: '4455667788', account: t.savings, amount: '300' });
  await page.getByRole('button', { name: b.agree }).click();
  await expect(page).toHaveURL(/newbill-create-confirm/);
  await confirmWithToken(page, 'en');
  await expect(page.getByText(t.received)).toBeVisible();

  await page.goto('/#/transfer-pay/pending-indication-index');
  const row = page.locator('.list-rows .adm-list-item').filter({ hasText: 'Towngas' }).first();
  await expect(row).toContainText('HKD 300.00');
  await row.click();
  await expect(page).toHaveURL(/pending-indication-detail\?id=/);
  await page.getByRole('button', { name: 'Amend' }).click();
  await expect(page).toHaveURL(/pending-indication-modify\?id=/);
  const amount = page.getByPlaceholder(t.amount).or(page.locator('input[id$="amount"]')).first();
  await amount.fill('275.50');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('HKD 275.50').first()).toBeVisible();
  await waitForNextTokenCode(page);
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/pending-indication-success/);
  await expect(page.getByText(t.processed)).toBeVisible();

  await page.goto('/#/transfer-pay/pending-indication-index');
  const amended = page.locator('.list-rows .adm-list-item').filter({ hasText: 'Towngas' }).first();
  await expect(amended).toContainText('HKD 275.50');
  await amended.click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/pending-indication-delete\?id=/);
  await waitForNextTokenCode(page);
  await page.getByRole('button', { name: 'Confirm delete' }).click();
  await passTokenSheet(page, 'en');
  await expect(page).toHaveURL(/pending-indication-delete-success/);

  await page.goto('/#/transfer-pay/pending-indication-index');
  await expect(page.getByText('No bill record')).toBeVisible();
  await checkCsp();
});
