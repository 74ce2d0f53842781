// Logging on as a customer does: the password, then the second factor. The e2e browsers hold
// no mobile token at log-on, so the SMS one-time password (the fallback every customer has)
// completes it, read from the sandbox's outbox the way a tester reads a phone. In a plain
// browser the bank app is then offered; the helper declines it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const HEADER = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };
const SMS_BUTTON = /^(Send SMS one-time password|Use an SMS one-time password instead|發送短訊一次性密碼|改用短訊一次性密碼|发送短信一次性密码|改用短信一次性密码)$/;
const SHEET_CONFIRM = /^(Confirm|確認|确认)$/;
const CONTINUE_IN_BROWSER = /^(Continue in the browser|繼續使用瀏覽器|继续使用浏览器)$/;

/** The code of the newest SMS the sandbox sent for a transaction id. */
export async function smsCodeFromOutbox(request: APIRequestContext, transactionId: string): Promise<string> {
  const res = await request.post('/api/ITSI320010', { data: { header: HEADER } });
  const body = (await res.json()) as { data: { messages: { body: string }[] } };
  const text = body.data.messages.find((m) => m.body.includes(transactionId))?.body ?? '';
  const match = /(?:one-time password is|一次性密碼為|一次性密码为) (\d{6})/.exec(text);
  if (!match) throw new Error(`no SMS code for ${transactionId} in the outbox`);
  return match[1]!;
}

/** On the second-factor step: ask for the SMS code, read it from the outbox, confirm it. */
export async function passSecondFactorBySms(page: Page): Promise<void> {
  await page.getByRole('button', { name: SMS_BUTTON }).click();
  const sheet = page.getByTestId('sms-otp-sheet');
  const transactionId = (await sheet.getByTestId('sms-transaction-id').textContent())!;
  const code = await smsCodeFromOutbox(page.request, transactionId);
  await sheet.getByRole('textbox').fill(code);
  await sheet.getByRole('button', { name: SHEET_CONFIRM }).click();
}

/** The plain-browser prompt to download the bank app, declined. */
export async function declineAppPrompt(page: Page): Promise<void> {
  const later = page.getByRole('dialog').getByRole('button', { name: CONTINUE_IN_BROWSER });
  await later.click();
  await expect(later).toBeHidden();
}

/** Password and SMS code on the login page already showing; waits until the app moves on. */
export async function completePasswordLogin(page: Page, opts: { appPrompt?: boolean } = {}): Promise<void> {
  await passSecondFactorBySms(page);
  await expect(page).not.toHaveURL(/login\/index/);
  if (opts.appPrompt !== false) await declineAppPrompt(page);
}

/** A session token through the bank's API: password, SMS code from the outbox, completion. */
export async function apiLogin(request: APIRequestContext, loginId: string, password = 'Demo@2026'): Promise<string> {
  const call = async (code: string, body: object) => {
    const res = await request.post(`/api/${code}`, { data: { header: HEADER, ...body } });
    const json = (await res.json()) as { header: { responseCode: string }; data: Record<string, any> };
    if (json.header.responseCode !== '00000') throw new Error(`${code}: ${json.header.responseCode}`);
    return json.data;
  };
  const { ticket } = (await call('ITSI100001', { loginId, password })).secondFactor as { ticket: string };
  const sent = await call('ITSI100005', { ticket });
  const otp = await smsCodeFromOutbox(request, sent.transactionId as string);
  return (await call('ITSI100004', { ticket, method: 'sms', challengeId: sent.challengeId, otp })).token as string;
}
