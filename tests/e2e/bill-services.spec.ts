// Bill services in Chromium against the real sandbox bank: an e-Bill enrolment (whose form
// survives a visit back to the rules), a direct debit authorisation set up with two-factor
// authentication and confirmed by the merchant's bank, and a regular bill payment that the
// bank executes when its clock reaches the payment day, moving the balance exactly once.
import { expect, test, type Page } from './support/test';
import { TEXT, availableBalance, confirmWithToken, logIn } from './support/bank-app';
import { watchCsp } from './support/csp-guard';

const HEADER = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };

async function sandboxNow(page: Page, move: { advanceMs?: number; moveTo?: string } = {}): Promise<string> {
  const res = await page.request.post('/api/ITSI900002', { data: { header: HEADER, ...move } });
  const body = (await res.json()) as { header: { responseCode: string }; data: { now: string } };
  expect(body.header.responseCode).toBe('00000');
  return body.data.now;
}

const chip = (page: Page, field: string, text: string) => page.locator(`#root_${field}`).getByText(text, { exact: true });

async function chooseAccount(page: Page, product: string) {
  await page.getByText(TEXT.en.chooseAccount).click();
  await page.getByRole('radio').filter({ hasText: product }).first().click();
}

test('e-Bill enrolment: rules, a form kept alive across the rules page, confirm, reference', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'chan.taiman', 'en');
  await page.goto('/#/transfer-pay/ebill-rule');
  await expect(page.getByText('at most 5 times across all banks')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disagree' })).toBeVisible();
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page).toHaveURL(/transfer-pay\/ebill-create/);

  await chip(page, 'merchantId', 'CLP Power Hong Kong').click();
  await chip(page, 'billType', 'Account number').click();
  await chip(page, 'ownBill', 'Yes').click();
  await page.locator('#root_billNo').fill('5678901231');
  await chip(page, 'idType', 'HKID').click();
  await page.locator('#root_idLast4').fill('4563');

  // Leave for the rules and come back: what was typed is still there (keepAlive).
  await page.goBack();
  await expect(page).toHaveURL(/transfer-pay\/ebill-rule/);
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page.locator('#root_billNo')).toHaveValue('5678901231');
  await expect(page.locator('#root_idLast4')).toHaveValue('4563');

  await page.locator('#root_birthMonth').fill('1980-05');
  await page.locator('#root_email').fill('chan.taiman@example.com');
  await page.locator('#root_ownerName').fill('CHAN TAI MAN');
  await page.getByText('I have read and agree').click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter the birth date as YYYYMM')).toBeVisible();
  await page.locator('#root_birthMonth').fill('198005');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/transfer-pay\/ebill-confirm/);
  await expect(page.getByText('CLP Power Hong Kong')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/transfer-pay\/ebill-success/);
  const reference = await page.getByTestId('result-step').getAttribute('data-reference');
  expect(reference).toMatch(/^EB\d{8}[A-Z0-9]{10}$/);
  await expect(page.getByText('In progress')).toBeVisible();
  await checkCsp();
});

test('direct debit set up with two-factor authentication, then confirmed by the merchant bank', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'chan.taiman', 'en');
  await page.goto('/#/transfer-pay/payment-authorize-index');
  await expect(page.locator('.list-rows')).toContainText('The Hong Kong and China Gas Company (Towngas)');
  await page.getByRole('button', { name: 'Set up direct debit authorisation' }).click();
  await expect(page).toHaveURL(/payment-authorize-create/);

  await chip(page, 'merchantId', 'CLP Power Hong Kong').click();
  await page.locator('#root_creditorId').fill('7654321');
  await page.locator('#root_debtorReference').fill('CLP 0123456789');
  await chooseAccount(page, TEXT.en.savings);
  await page.locator('#root_upperLimit').fill('0');
  await chip(page, 'periodicity', 'Monthly').click();
  await page.locator('#root_maxCount').fill('1');
  await page.getByText('I have read and agree').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The upper payment limit cannot be 0')).toBeVisible();
  await page.locator('#root_upperLimit').fill('1,500.00');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/payment-authorize-confirm/);
  await expect(page.getByText('HKD 1,500.00')).toBeVisible();
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/payment-authorize-success/);
  const reference = await page.getByTestId('result-step').getAttribute('data-reference');
  expect(reference).toMatch(/^DD\d{8}[A-Z0-9]{10}$/);
  await expect(page.getByText('Processing').first()).toBeVisible();

  // The merchant's bank confirms within the hour: move the sandbox clock, log in again.
  await sandboxNow(page, { advanceMs: 61 * 60 * 1000 });
  await logIn(page, 'chan.taiman', 'en', `/transfer-pay/payment-authorize-detail?ref=${reference}`);
  await expect(page).toHaveURL(/payment-authorize-detail/);
  await expect(page.getByText('Effective').first()).toBeVisible();
  await expect(page.getByText('CLP 0123456789')).toBeVisible();
  await checkCsp();
});

test('a regular bill payment executes when the sandbox clock reaches its payment day', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'wong.siuming', 'en');
  const before = await availableBalance(page, TEXT.en.savings);

  // Start next month (in Hong Kong) on the 10th, so exactly one payment is due by the 15th.
  const now = new Date(await sandboxNow(page));
  const hk = new Date(now.getTime() + 8 * 3600_000);
  const next = new Date(Date.UTC(hk.getUTCFullYear(), hk.getUTCMonth() + 1, 1));
  const startMonth = `${next.getUTCFullYear()}${String(next.getUTCMonth() + 1).padStart(2, '0')}`;

  await page.goto('/#/transfer-pay/periodic-payment-index');
  await page.getByRole('button', { name: 'Set up regular payment' }).click();
  await expect(page).toHaveURL(/periodic-payment-create/);
  await chip(page, 'merchantId', 'CLP Power Hong Kong').click();
  await chip(page, 'billType', 'Account number').click();
  await page.locator('#root_billNo').fill('1234567890');
  await chooseAccount(page, TEXT.en.savings);
  await page.locator('#root_amount').fill('321.45');
  await chip(page, 'paymentDay', '10').click();
  await page.locator('#root_startMonth').fill(startMonth);
  await chip(page, 'receipt', 'Yes').click();
  await page.getByText('I have read and agree').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText("Please fill in the recipient's name")).toBeVisible();
  await page.locator('#root_receiptName').fill('WONG SIU MING');
  await page.locator('#root_receiptEmail').fill('wong@example.com');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/periodic-payment-confirm/);
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/periodic-payment-success/);
  const reference = await page.getByTestId('result-step').getAttribute('data-reference');
  expect(reference).toMatch(/^RP\d{8}[A-Z0-9]{10}$/);
  // Nothing moves at set-up.
  expect(await availableBalance(page, TEXT.en.savings)).toBe(before);

  const moveTo = `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}-15T02:00:00.000Z`;
  await sandboxNow(page, { moveTo });
  await logIn(page, 'wong.siuming', 'en');
  expect(await availableBalance(page, TEXT.en.savings)).toBe(before - 32145);
  // Moving the clock again runs the due work again: the month is not paid twice.
  await sandboxNow(page, { advanceMs: 60_000 });
  await logIn(page, 'wong.siuming', 'en', `/transfer-pay/periodic-payment-detail?ref=${reference}`);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText('Effective', { exact: true })).toBeVisible();
  expect(await availableBalance(page, TEXT.en.savings)).toBe(before - 32145);
  await checkCsp();
});
