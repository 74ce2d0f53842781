// Logs a demo customer on in the page, as a customer does (and as tests/e2e/support/login.ts
// does): password, then the SMS one-time password read from the sandbox's outbox, then the
// "continue in the browser" prompt declined. The session then lives in the tab's storage,
// so later loads of any URL in the same page are logged on.
import type { Page } from 'playwright-core';

const HEADER = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };

async function smsCode(bankUrl: string, transactionId: string): Promise<string> {
  const res = await fetch(`${bankUrl}/api/ITSI320010`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ header: HEADER }) });
  const body = (await res.json()) as { data: { messages: { body: string }[] } };
  const text = body.data.messages.find((m) => m.body.includes(transactionId))?.body ?? '';
  const match = /one-time password is (\d{6})/.exec(text);
  if (!match) throw new Error(`no SMS code for ${transactionId} in the outbox`);
  return match[1]!;
}

export async function logOn(page: Page, bankUrl: string, loginId: string, redirect: string): Promise<void> {
  await page.goto(`${bankUrl}/#/login/index?redirect=${encodeURIComponent(redirect)}`);
  // English, so the rest of the benchmark can find controls by their English names.
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('textbox', { name: /^Login ID/ }).fill(loginId);
  await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: /^(Send SMS one-time password|Use an SMS one-time password instead)$/ }).click();
  const sheet = page.getByTestId('sms-otp-sheet');
  const transactionId = (await sheet.getByTestId('sms-transaction-id').textContent())!;
  await sheet.getByRole('textbox').fill(await smsCode(bankUrl, transactionId));
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  const later = page.getByRole('dialog').getByRole('button', { name: 'Continue in the browser' });
  await later.click();
  await later.waitFor({ state: 'hidden' });
}
