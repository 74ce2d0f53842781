// What a customer does on the bill-payment screens, by visible text and role.
import { expect, type Page } from '@playwright/test';
import { TEXT, type Lang } from './bank-app';

export const BILL_TEXT = {
  'zh-TW': {
    chooseMerchant: '請選擇商戶名稱', search: '輸入商戶名稱或關鍵字', billNo: '請填寫賬單號碼', yes: '需要', no: '不需要',
    terms: '本人已閱讀並同意《服務條款》及《通知》', agree: '同意並繼續', overLimit: '超過最高限額，請重新輸入',
    noNameResult: '沒有相符的商戶名稱', payNew: '繳付新賬單',
  },
  en: {
    chooseMerchant: 'Please select the merchant name', search: 'Merchant name or keyword', billNo: 'Please fill in the bill no.', yes: 'Yes', no: 'No',
    terms: 'I have read and accept the Conditions for Services and Notice', agree: 'Agree and Continue',
    overLimit: 'The payment amount exceeds the maximum, please re-enter', noNameResult: 'No merchant name result', payNew: 'Pay New Bill',
  },
} as const;

export interface BillInput {
  merchantSearch: string;
  merchant: string | RegExp;
  billNo: string;
  account: string | RegExp;
  amount: string;
  receipt?: { name: string; email: string };
}

export async function fillBill(page: Page, lang: Lang, bill: BillInput): Promise<void> {
  const b = BILL_TEXT[lang];
  const t = TEXT[lang];
  await page.getByRole('button', { name: new RegExp(b.chooseMerchant) }).first().click();
  await page.getByRole('searchbox', { name: b.search }).fill(bill.merchantSearch);
  await page.getByRole('radio').filter({ hasText: bill.merchant }).first().click();
  await page.getByPlaceholder(b.billNo).fill(bill.billNo);
  await page.getByText(t.chooseAccount).click();
  await page.getByRole('radio').filter({ hasText: bill.account }).first().click();
  await page.getByPlaceholder(t.amount).fill(bill.amount);
  if (bill.receipt) {
    await page.getByText(b.yes, { exact: true }).click();
    await page.getByRole('textbox').nth(2).waitFor();
    await page.locator('input[id$="receiptName"]').fill(bill.receipt.name);
    await page.locator('input[id$="receiptEmail"]').fill(bill.receipt.email);
  } else {
    await page.getByText(b.no, { exact: true }).click();
  }
  await page.getByText(b.terms).click();
}

export async function sandboxClock(page: Page, body: { advanceMs?: number; moveTo?: string }): Promise<string> {
  const res = await page.request.post('/api/ITSI900002', { data: { header: { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' }, ...body } });
  const json = await res.json();
  expect(json.header.responseCode).toBe('00000');
  return json.data.now as string;
}

/**
 * The bank accepts each one-time code once (replay protection): a second confirmation in the
 * same 30-second token step waits for the next code, as a customer would.
 */
export async function waitForNextTokenCode(page: Page): Promise<void> {
  // The soft token makes its codes for the bank's time (X-Bank-Time), and the bank accepts each
  // 30-second step once: move the sandbox clock to the next step instead of waiting for it.
  const res = await page.request.post('/api/ITSI900002', { data: { header: { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' }, advanceMs: 31_000 } });
  expect(((await res.json()) as { header: { responseCode: string } }).header.responseCode).toBe('00000');
}
