// QR payments in Chromium against the real sandbox: CHAN TAI MAN creates a collection code,
// the page's canvas is saved as a PNG, WONG SIU MING picks that image on the pay page and
// pays it with the mobile token; both balances move. A tampered code is refused.
import { expect, test, type Page } from './support/test';
import QRCode from 'qrcode';
import { TEXT, availableBalance, confirmWithToken, logIn } from './support/bank-app';
import { watchCsp } from './support/csp-guard';

const t = TEXT.en;

async function collectionPng(page: Page, amount: string): Promise<{ png: Buffer; payload: string }> {
  await page.goto('/#/transfer-pay/qrcode-collection-create');
  await page.getByText(t.chooseAccount).click();
  await page.getByRole('radio').filter({ hasText: t.savings }).first().click();
  await page.getByPlaceholder('Optional: leave empty to let the payer enter it').fill(amount);
  await page.getByRole('button', { name: 'Create QR code' }).click();
  // Drawn, not only in the page: the encoder's chunk may still be on its way.
  const canvas = page.locator('canvas[data-qr][data-state="drawn"]');
  await expect(canvas).toBeVisible();
  const payload = (await canvas.getAttribute('data-qr')) ?? '';
  // The image exactly as drawn for the customer, as a "saved" PNG.
  const dataUrl = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
  return { png: Buffer.from(dataUrl.split(',')[1]!, 'base64'), payload };
}

/**
 * Chooses the code's image once the step has loaded and its input takes files: on a loaded
 * machine the step's first answer can come after the input is drawn, and a file chosen before
 * it was once read and then lost.
 */
async function chooseQrImage(page: Page, name: string, png: Buffer): Promise<void> {
  await expect(page.locator('.step-loading')).toHaveCount(0);
  const input = page.getByTestId('qr-image-input');
  await expect(input).toBeEnabled();
  await input.setInputFiles({ name, mimeType: 'image/png', buffer: png });
}

test('a collection code made by one customer is paid by another from its image', async ({ page, browser }) => {
  const checkCsp = await watchCsp(page);
  await logIn(page, 'chan.taiman', 'en');
  const payeeBefore = await availableBalance(page, t.savings);
  const { png, payload } = await collectionPng(page, '12.34');
  expect(payload).toContain('hk.com.hkicl');
  expect(payload).toContain('540512.34');
  await expect(page.getByText('CHAN TAI MAN')).toBeVisible();

  // The code text page shows the same payload.
  await page.getByRole('button', { name: 'Show code text' }).click();
  await expect(page).toHaveURL(/qrcodeString-get/);
  await expect(page.getByText(payload)).toBeVisible();

  const payerContext = await browser.newContext();
  const payer = await payerContext.newPage();
  const checkPayerCsp = await watchCsp(payer);
  await logIn(payer, 'wong.siuming', 'en');
  const payerBefore = await availableBalance(payer, t.savings);

  await payer.goto('/#/transfer-pay/qrcode-pay-create');
  await chooseQrImage(payer, 'collect.png', png);
  await expect(payer.getByText('QR code read')).toBeVisible();
  await payer.getByRole('button', { name: t.next }).click();
  await payer.getByText(t.chooseAccount).click();
  await payer.getByRole('radio').filter({ hasText: t.savings }).first().click();
  await payer.getByRole('button', { name: t.next }).click();
  await expect(payer.getByText('CHAN TAI MAN').first()).toBeVisible();
  await expect(payer.getByText('HKD 12.34').first()).toBeVisible();
  await confirmWithToken(payer, 'en');
  await expect(payer).toHaveURL(/qrcode-pay-success/);
  await expect(payer.getByText('Your payment has been made')).toBeVisible();

  expect(await availableBalance(payer, t.savings)).toBe(payerBefore - 1234);
  expect(await availableBalance(page, t.savings)).toBe(payeeBefore + 1234);
  await checkPayerCsp();
  await checkCsp();
  await payerContext.close();
});

test('a tampered code is refused before anything is paid', async ({ page }) => {
  await logIn(page, 'chan.taiman', 'en');
  const { payload } = await collectionPng(page, '10.00');
  // The amount changed after the code was made: the CRC no longer matches.
  const tampered = payload.replace('10.00', '90.00');
  const png = await QRCode.toBuffer(tampered, { type: 'png', width: 300 });

  await logIn(page, 'wong.siuming', 'en');
  await page.goto('/#/transfer-pay/qrcode-pay-create');
  await chooseQrImage(page, 'tampered.png', png);
  await expect(page.getByRole('alert').filter({ hasText: 'may have been altered' })).toBeVisible();
  // The reader compiled WebAssembly in its worker, whose policy allows it; the page itself may not.
  const pageCompiles = await page.evaluate(() =>
    WebAssembly.compile(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0])).then(
      () => 'compiled',
      () => 'refused',
    ),
  );
  expect(pageCompiles).toBe('refused');
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).not.toHaveURL(/step=/);

  // The bank's own refusal of the same payload (E310000024) is proven in tests/unit/server/services/money/qr/qr-payment.test.ts.
});
