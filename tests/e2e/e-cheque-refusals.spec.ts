// E-cheques the bank refuses at deposit, in Chromium against the sandbox bank: a cheque its
// drawer stopped through the records (detail -> Stop), a post-dated one (sandbox ITSI700008, dated
// from the bank's clock); and the e-cheque screens pass axe-core's WCAG 2.2 A and AA rules with no
// serious or critical violation. (Expired and post-dated cheques are proved at engine level,
// fixtures/e-cheque/deposit-*, and by the bank's tests, tests/unit/server/services/money/e-cheques/e-cheque.test.ts.)
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { confirmWithToken, logIn } from './support/bank-app';
import { watchCsp } from './support/csp-guard';
import { sandboxNow } from './support/sandbox-clock';
import { expectNoSeriousViolations } from './support/axe';
import { deposit, depositUpToConfirm } from './support/e-cheque-app';

const HEADER = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };
const STOPPED = 'The drawer has stopped this cheque';
const SHARE_FALLBACK = 'This browser cannot share files, so the file has been downloaded instead; you can share it from your downloads.';
interface SandboxCheque {
  chequeId: string;
  chequeNo: string;
  file: Buffer;
}

/** A cheque from chan.taiman to WONG SIU MING, drawn by the sandbox (ITSI700008) for any date. */
async function sandboxCheque(request: APIRequestContext, amount: number, chequeDate?: string): Promise<SandboxCheque> {
  const res = await request.post('/api/ITSI700008', {
    data: { header: HEADER, drawerLoginId: 'chan.taiman', payeeName: 'WONG SIU MING', currency: 'HKD', amount, ...(chequeDate ? { chequeDate } : {}) },
  });
  const body = (await res.json()) as { header: { responseCode: string }; data: { cheque: { chequeId: string; chequeNo: string }; contentBase64: string } };
  expect(body.header.responseCode).toBe('00000');
  return { chequeId: body.data.cheque.chequeId, chequeNo: body.data.cheque.chequeNo, file: Buffer.from(body.data.contentBase64, 'base64') };
}

/** The bank's calendar day in Hong Kong (UTC+8), moved by `days`. */
async function bankDay(request: APIRequestContext, days = 0): Promise<string> {
  const now = await sandboxNow(request);
  return new Date(now + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function switchCustomer(page: Page, loginId: string, path?: string): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await logIn(page, loginId, 'en', path);
}

/** The drawer's records -> the cheque's detail. */
async function openDetail(page: Page, amountText: string): Promise<void> {
  await page.goto('/#/transfer-pay/e-check-tabs');
  const row = page.locator('.list-rows .adm-list-item').filter({ hasText: 'WONG SIU MING' }).filter({ hasText: amountText }).first();
  await expect(row).toContainText('Normal');
  await row.click();
  await expect(page).toHaveURL(/e-check-tabs-detail\?id=/);
}

test('a cheque its drawer stopped from the records is refused at deposit', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  const cheque = await sandboxCheque(page.request, 4_321_09);

  await logIn(page, 'chan.taiman', 'en');
  await openDetail(page, '4,321.09');
  await expect(page.getByText(cheque.chequeNo).first()).toBeVisible();

  // Share: this Chromium cannot share files (no navigator.canShare with files), so the file the
  // bank answers is downloaded, with the note saying why.
  const [shared] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Share the cheque (PDF)' }).click()]);
  await expect(page.getByText(SHARE_FALLBACK)).toBeVisible();
  expect(readFileSync((await shared.path())!).equals(cheque.file)).toBe(true);

  await page.getByRole('button', { name: 'Stop this cheque' }).click();
  await expect(page).toHaveURL(new RegExp(`e-check-batch-stop\\?id=${cheque.chequeId}`));
  await page.getByText('Select an account').click();
  await page.locator('.adm-popup').getByText(/Available balance HKD/).first().click();
  await page.getByText('Lost', { exact: true }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/e-check-batch-stop-confirm/);
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/e-check-batch-stop-success/);

  await page.goto('/#/transfer-pay/e-check-tabs');
  const row = page.locator('.list-rows .adm-list-item').filter({ hasText: '4,321.09' }).first();
  await expect(row).toContainText('Stopped');

  await switchCustomer(page, 'wong.siuming');
  await deposit(page, cheque.file);
  await expect(page.getByText(STOPPED)).toBeVisible();
  await expect(page).not.toHaveURL(/e-check-deposit-success/);
  await checkCsp();
});

test('the e-cheque screens pass WCAG 2.2 A/AA with no serious or critical violation', async ({ page }) => {
  const cheque = await sandboxCheque(page.request, 7_77);

  await logIn(page, 'chan.taiman', 'en', '/transfer-pay/e-check-rule');
  await expect(page.getByRole('button', { name: 'Issue an e-cheque' })).toBeVisible();
  await expectNoSeriousViolations(page, 'e-cheque rule');

  await page.getByRole('button', { name: 'Issue an e-cheque' }).click();
  await expect(page).toHaveURL(/e-check-create/);
  await expect(page.getByPlaceholder("As the payee's account name")).toBeVisible();
  await expectNoSeriousViolations(page, 'e-cheque create');
  await page.getByText('Select an account').click();
  await expect(page.locator('.adm-popup').getByText(/Available balance HKD/).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'e-cheque create, account picker open');
  await page.locator('.adm-popup').getByText(/Available balance HKD/).first().click();
  await page.getByPlaceholder("As the payee's account name").fill('WONG SIU MING');
  await page.getByPlaceholder('Enter the amount').fill('8.88');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/e-check-create-confirm/);
  await expect(page.getByText('HKD 8.88').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'e-cheque create confirm');

  await page.goto('/#/transfer-pay/e-check-tabs');
  await expect(page.locator('.list-rows .adm-list-item').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'e-cheque records');

  await openDetail(page, '7.77');
  await expect(page.getByRole('button', { name: 'Stop this cheque' })).toBeVisible();
  await expectNoSeriousViolations(page, 'e-cheque detail');

  await page.goto(`/#/transfer-pay/e-check-batch-stop?id=${cheque.chequeId}`);
  await expect(page.getByText('Select an account')).toBeVisible();
  await expectNoSeriousViolations(page, 'e-cheque stop');

  await page.goto('/#/transfer-pay/physical-check-batch-stop');
  await expect(page.getByText(/Cheque book 100001-100050/)).toBeVisible();
  await expectNoSeriousViolations(page, 'physical cheque stop');

  await switchCustomer(page, 'wong.siuming', '/transfer-pay/e-check-deposit');
  await expect(page.locator('input[type="file"]')).toBeAttached();
  await expectNoSeriousViolations(page, 'e-cheque deposit');
  await depositUpToConfirm(page, cheque.file);
  await expect(page.getByText('Please verify the details')).toBeVisible();
  await expectNoSeriousViolations(page, 'e-cheque deposit confirm');
  // A refusal as the customer sees it (a post-dated cheque).
  const postDated = await sandboxCheque(page.request, 9_99, await bankDay(page.request, 5));
  await deposit(page, postDated.file);
  await expect(page.getByText(/This cheque is post-dated/)).toBeVisible();
  await expectNoSeriousViolations(page, 'e-cheque deposit refused');
});
