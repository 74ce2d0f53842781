// Online account opening in Chromium against the sandbox bank: from the logged-out home a new
// customer applies (age, product, details with the ID checks, login, contact, notices,
// questionnaire), the bank's clock is moved to the times the bank answers until the
// application is approved, the progress page shows the new accounts, and the customer logs on
// with the chosen login and sees the new account. axe-core checks each page.
import { expect, test, type Page } from './support/test';
import type { Flow, Step } from '../../engine/core/flow-types';
import { hkidCheckCharacter } from '../../domain/identity';
import { expectNoSeriousViolations } from './support/axe';
import { chooseLanguage } from './support/bank-app';
import { completePasswordLogin } from './support/login';
import { sandboxNow } from './support/sandbox-clock';
import { fillForm } from './replay/form-filler';
import { sampleJpeg } from './replay/field-drivers';
import type { Fixture } from '../replay/fixture';
import { flowsById } from '../replay/flows';

const HEADER = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };
const flow = flowsById()['open-account.apply'] as unknown as Flow;
const fixture = { locale: 'en', name: 'account opening', flow: flow.id } as unknown as Fixture;

/** A Hong Kong ID number nobody in this database holds: two letters, six digits, its check character. */
function freshHkid(): string {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  return `XY${digits}(${hkidCheckCharacter('XY', digits)})`;
}

async function fillStep(page: Page, stepId: string, input: Record<string, unknown>, axeName?: string) {
  const step = flow.steps[stepId] as Step & { kind: 'form'; submitLabel?: Record<string, string> };
  const view = page.locator('.flow-step');
  await expect(page).toHaveURL(new RegExp(step.route.replace('/', '\\/') + '(\\?|$)'));
  if (axeName) await expectNoSeriousViolations(page, axeName);
  await fillForm(page, view, flow, fixture, step, input);
  await view.getByRole('button', { name: step.submitLabel?.en ?? 'Next', exact: true }).click();
}

async function status(page: Page, referenceNo: string, idNumber: string) {
  const res = await page.request.post('/api/ITSI180002', { data: { header: HEADER, referenceNo, idType: 'HKID', idNumber } });
  const body = (await res.json()) as { header: { responseCode: string }; data: { status: string; nextStepAt?: string } };
  expect(body.header.responseCode).toBe('00000');
  return body.data;
}

test('a new customer opens an account, is approved on the bank\'s clock and logs on', async ({ page }) => {
  test.setTimeout(240_000);
  const idNumber = freshHkid();
  const loginId = `new.${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;
  const password = 'Open2026x';

  await page.goto('/#/login/index');
  await chooseLanguage(page, 'en');
  await page.goto('/#/mine/index');
  await page.getByRole('button', { name: 'Open an account', exact: true }).click();
  await expect(page).toHaveURL(/\/openAccount\/index/);

  // Under 18 on the bank's date is told to wait.
  const today = new Date(await sandboxNow(page.request));
  const seventeen = `${today.getUTCFullYear() - 17}-01-15`;
  await fillStep(page, 'index', { birthDate: seventeen, productCode: 'INTEGRATED' }, 'open account: eligibility');
  await expect(page.getByText('You must be 18 or over to open an account. Please apply again when you are 18')).toBeVisible();
  await fillStep(page, 'index', { birthDate: '1990-05-17', productCode: 'INTEGRATED' });

  const details = {
    nameZh: '張小華', nameEn: 'CHEUNG SIU WAH', idType: 'HKID', idNumber,
    nationality: 'HK', mobile: '91234567', email: 'siuwah@example.com.hk', areaCode: 'KLN', addressDetail: 'Flat B, 12/F, 8 Nathan Road',
  };
  // A wrong check character is refused on the page.
  const wrong = idNumber.slice(0, -2) + (idNumber.at(-2) === '1' ? '2' : '1') + ')';
  await fillStep(page, 'hkOpen', { ...details, idNumber: wrong }, 'open account: details');
  await expect(page.getByText('The check digit of the ID number does not match, please check it')).toBeVisible();
  await fillStep(page, 'hkOpen', { ...details, idNumber });

  // The ID photos, chosen as files: each is resized in the page and uploaded to the bank.
  await expect(page).toHaveURL(/\/openAccount\/hk-open\?step=photos/);
  await expectNoSeriousViolations(page, 'open account: photos');
  for (const name of ['idFront', 'idBack', 'selfie']) {
    const widget = page.locator(`.photo-widget[id$="${name}"]`);
    await widget.locator('input[type="file"]').setInputFiles({ name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await sampleJpeg(page, name) });
    await expect(widget.getByText('Uploaded').last()).toBeVisible();
    await expect(widget.getByRole('img', { name: 'The photo taken' })).toBeVisible();
  }
  // A file of another type is refused with the spec's message.
  await page.locator('.photo-widget[id$="selfie"] input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Only jpg, jpeg or png images are accepted')).toBeVisible();
  await expectNoSeriousViolations(page, 'open account: photos uploaded');
  await page.locator('.flow-step').getByRole('button', { name: 'Next', exact: true }).click();
  await fillStep(page, 'setting', { loginId, password, passwordAgain: password }, 'open account: login');
  await fillStep(page, 'contact', {}, 'open account: contact');
  await fillStep(page, 'notice', { termsAccepted: true, crsDeclared: true }, 'open account: notices');
  await fillStep(page, 'questionnaire', { q1: 'c', q2: 'b', q3: 'c', q4: 'b', q5: 'c' }, 'open account: questionnaire');

  await expect(page.getByText('Application submitted')).toBeVisible();
  await expectNoSeriousViolations(page, 'open account: submitted');
  const referenceNo = (await page.getByText(/^OA\d{10}$/).first().textContent())!;

  // The bank says when the next step is due; move its clock there, twice.
  let now = await status(page, referenceNo, idNumber);
  expect(now.status).toBe('submitted');
  await sandboxNow(page.request, { moveTo: now.nextStepAt! });
  now = await status(page, referenceNo, idNumber);
  expect(now.status).toBe('under-review');
  await sandboxNow(page.request, { moveTo: now.nextStepAt! });

  await page.getByRole('button', { name: 'Check the progress' }).click();
  await expect(page).toHaveURL(/\/openAccount\/search-progress\?referenceNo=OA/);
  await expectNoSeriousViolations(page, 'application progress');
  await page.getByRole('radiogroup', { name: 'ID type', exact: true }).getByRole('radio', { name: 'Hong Kong Identity Card', exact: true }).click();
  await page.getByRole('textbox', { name: /^ID number/ }).fill(idNumber);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByText(loginId)).toBeVisible();
  const accountNo = /\d{3}-\d{3}-1-\d{6}-\d/.exec((await page.locator('.result-rows').textContent()) ?? '')![0];
  await expectNoSeriousViolations(page, 'application approved');

  await page.getByRole('button', { name: 'Log on', exact: true }).click();
  await expect(page).toHaveURL(/\/login\/index/);
  await page.getByRole('textbox', { name: /^Login ID/ }).fill(loginId);
  await page.getByRole('textbox', { name: /^Password/ }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await completePasswordLogin(page);
  await page.goto('/#/account/overview');
  await expect(page.getByRole('link', { name: /^Multi-currency Savings USD/ })).toBeVisible();
  await page.getByRole('link', { name: /^Savings HKD 0\.00/ }).click();
  await expect(page).toHaveURL(/\/account\/my-account\?accountType=01/);
  await expect(page.getByText(accountNo)).toBeVisible();
});
