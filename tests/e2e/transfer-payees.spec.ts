// Registered payees and transfer plans in Chromium against the sandbox: a payee at another
// bank goes through review (confirmB1) and the Mobile Token (confirmB2), shows in the list and
// is deleted; a forward-dated plan is made, shown and deleted before its date.
import { expect, test } from './support/test';
import { Secret, TOTP } from 'otpauth';
import { TEXT, TOKEN_PIN, confirmWithToken, fillNewPayee, logIn, passTokenSheet } from './support/bank-app';
import { unwrapSeed } from './support/token-seed';
import { sandboxNow, settleBindings, syncBrowserClock } from './support/sandbox-clock';
import { apiLogin, smsCodeFromOutbox } from './support/login';
import { builtDefinitionFor } from '../../server/services/bank/flow-registry/built-definitions';

test.beforeEach(async ({ page, request }) => {
  await syncBrowserClock(page, request, { always: true });
});

test('register a payee at another bank, then delete it', async ({ page }) => {
  await logIn(page, 'wong.siuming', 'en');
  await page.goto('/#/transfer-pay/payee-register-create');
  await fillNewPayee(page, { name: 'MA WING YAN', bankSearch: 'Hang Seng', accountNo: '024765432101' });
  await page.getByRole('button', { name: TEXT.en.next }).click();
  await expect(page).toHaveURL(/payee-register-confirmB1/);
  await expect(page.getByText(/does not check another bank's payee name/)).toBeVisible();
  await page.getByRole('button', { name: TEXT.en.next }).click();
  await expect(page).toHaveURL(/payee-register-confirmB2/);
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/payee-register-successB/);

  await page.getByRole('button', { name: 'Registered payees' }).click();
  const row = page.locator('.list-rows .adm-list-item').filter({ hasText: 'MA WING YAN' });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/payee-register-delete\?payeeId=/);
  await expect(page.getByText('024765432101')).toBeVisible();
  // The next token step on the bank's clock (the soft token follows the bank's time): the first code is used.
  await sandboxNow(page.request, { advanceMs: 31_000 });
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await passTokenSheet(page, 'en');
  await expect(page).toHaveURL(/payee-register-delete-success/);
  // The bank no longer has it (a list page mounted again resumes its earlier run and data).
  const token = await apiLogin(page.request, 'wong.siuming');
  const payees = await page.request.post('/api/ITSI200002', { data: { header: { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' } }, headers: { 'x-auth-token': token } });
  expect(JSON.stringify(await payees.json())).not.toContain('MA WING YAN');
});

test('a forward-dated transfer plan is shown with its detail and deleted before its date', async ({ page, request }) => {
  // The plan is made through the bank's API (its form is covered by the replay fixtures and
  // server tests); the list, detail and delete pages are the customer's.
  const header = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };
  const call = async (code: string, body: object, token?: string) => {
    // A money-moving request names the built journey that submits it, as the app's do.
    const flow = builtDefinitionFor(code);
    const res = await request.post(`/api/${code}`, { data: { header: { ...header, ...(flow ? { flow } : {}) }, ...body }, headers: token ? { 'x-auth-token': token } : {} });
    return (await res.json()) as { header: { responseCode: string }; data: Record<string, any> };
  };
  const token = await apiLogin(request, 'lee.kayan');
  const deviceId = 'e2e-plan-device-0001';
  // Activation with a token PIN and the proof beyond the session (SMS code, password); the PIN
  // releases the key that opens the wrapped seed. The binding's cooling-off is then ended.
  const transactionId = `e2e-plan-binding-${Date.now()}`;
  const sent = (await call('ITSI320001', { purpose: 'ITSI498006', transactionId }, token)).data;
  const proof = { sms: { challengeId: sent.challengeId, otp: await smsCodeFromOutbox(request, transactionId), transactionId }, password: { password: 'Demo@2026' } };
  const wrappedSeed = (await call('ITSI498006', { clientDeviceId: deviceId, pin: TOKEN_PIN, ...proof }, token)).data.wrappedSeed as string;
  await settleBindings(request, 'lee.kayan');
  const unlockKey = (await call('ITSI500001', { clientDeviceId: deviceId, pin: TOKEN_PIN })).data.unlockKey as string;
  const seed = unwrapSeed(wrappedSeed, unlockKey);
  const now = await sandboxNow(request);
  const otp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(seed) }).generate({ timestamp: now });
  const accounts = (await call('ITSI200001', { purpose: 'transfer-out' }, token)).data.accounts as { accountId: string; currency: string; accountType: string }[];
  const hkd = accounts.find((a) => a.currency === 'HKD' && a.accountType === '01')!;
  const startDate = new Date(now + 5 * 86_400_000).toISOString().slice(0, 10);
  const made = await call('ITSI300011', {
    fromAccountId: hkd.accountId, payee: { name: 'CHAN TAI MAN', bankCode: '398', accountNo: '20138810527311' }, currency: 'HKD', amount: 8800,
    frequency: 'once', startDate, idempotencyKey: `e2e-plan-${now}`, auth: { method: 'mobile-token', deviceId, otp },
  }, token);
  expect(made.header.responseCode).toBe('00000');

  await logIn(page, 'lee.kayan', 'en');
  await page.goto('/#/transfer-pay/transfer-plan');
  const row = page.locator('.list-rows .adm-list-item').filter({ hasText: 'CHAN TAI MAN' });
  await expect(row).toContainText('Active');
  await row.click();
  await expect(page).toHaveURL(/transfer-plan-detail\?planId=/);
  await expect(page.getByText('Once, on a future date')).toBeVisible();
  await page.getByRole('button', { name: 'Delete plan' }).click();
  // The API used this step's code: the next one comes from the bank's next 30-second step.
  await sandboxNow(page.request, { advanceMs: 31_000 });
  await expect(page).toHaveURL(/transfer-plan-delete\?planId=/);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await passTokenSheet(page, 'en');
  await expect(page.getByText('The scheduled transfer has been cancelled')).toBeVisible();
  const detail = await call('ITSI300013', { planId: made.data.plan.planId }, token);
  expect(detail.data.plan.status).toBe('cancelled');
});
