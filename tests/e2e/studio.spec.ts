// The product owners' studio (docs/studio.md) in Chromium, under the bank's CSP
// (script-src 'self', style-src 'self'): open a journey, change an English text and see the
// preview follow, make a typo and see the linter's inline error, save with the diff, then walk
// the journey in the app and meet the new text. The flow file is restored afterwards.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { TEXT, fillTransfer, logIn } from './support/bank-app';
import { expectNoSeriousViolations } from './support/axe';
import { syncBrowserClock } from './support/sandbox-clock';
import { asStaff, staffHeaders } from './support/staff';

const FLOW = 'flows/transfer/transfer-create.json';
const FILE = path.resolve(FLOW);
const NOTE = 'Same-bank and local-bank transfers run 24 hours a day, every day. Check the payee before you confirm: an accepted transfer cannot be cancelled.';
const ADDED = ' Scam calls never ask you to transfer.';
let original: string;

// The studio is a desktop tool: a product owner's screen, not the customers' phone.
test.use({ viewport: { width: 1440, height: 1000 }, isMobile: false, hasTouch: false });

test.beforeAll(() => {
  original = fs.readFileSync(FILE, 'utf8');
});
test.afterAll(() => {
  fs.writeFileSync(FILE, original);
});

test.beforeEach(async ({ page, request }) => {
  await syncBrowserClock(page, request);
});

/** Every report of the page's CSP, so a tool that needs eval or inline styles fails the test. */
function cspReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) reports.push(m.text());
  });
  return reports;
}

test('a product owner changes a text, sees it in the preview, and the app shows it after saving', async ({ page, request }) => {
  const csp = cspReports(page);
  const t = TEXT.en;
  await logIn(page, 'chan.taiman', 'en');
  await asStaff(page, request, 'author.one');
  await page.goto(`/#/studio?flow=${encodeURIComponent(FLOW)}&step=confirm`);

  const editor = page.getByRole('textbox', { name: 'Flow JSON editor' });
  // The studio's chunk (the editor, the schema support, the layout) is large: the first open may take a while.
  await expect(editor).toContainText('"id": "transfer.create"', { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: /Checks: Checks passed/ })).toBeVisible();

  // The graph: steps, branches, transaction codes and authentication; a step opens its JSON.
  const graph = page.getByRole('group', { name: /Flow graph/ });
  await expect(graph.getByRole('button', { name: /^confirm · confirm.*submits ITSI300001.*auth: bound-device/ })).toBeVisible();
  await expect(graph).toContainText('response.confirm.transfer.status');

  // The preview: the confirm step with the fixture's sample data, in the three languages side by side.
  const en = page.locator('figure[data-locale="en"]');
  const zhTW = page.locator('figure[data-locale="zh-TW"]');
  await expect(en).toContainText(NOTE);
  await expect(en).toContainText('Please verify the details');
  await expect(en.getByText(/^HKD [0-9,]+\.[0-9]{2}$/).first()).toBeVisible();
  await expect(zhTW).toContainText('本行轉賬及本地銀行轉賬全年24小時辦理');
  await expect(page.locator('figure[data-locale="zh-CN"]')).toContainText('本行转账及本地银行转账全年24小时办理');
  // Another channel frames the same step (the header values its requests carry).
  await page.getByRole('radio', { name: 'Alipay' }).check();
  await expect(en).toContainText('channelId E03-Alipay');
  await page.getByRole('radio', { name: 'Bank app' }).check();
  await expectNoSeriousViolations(page, 'the studio');

  // The graph's confirm step brings its JSON into view (the editor draws only the lines in view).
  await graph.getByRole('button', { name: /^confirm · confirm/ }).click();
  // Change the English note: at the end of its line, before the closing quote. The editor draws
  // only the lines in view: scroll down from the step until the note's line is drawn.
  const note = editor.getByText(`"${NOTE}"`);
  const scroller = page.locator('.cm-scroller').first();
  await expect
    .poll(async () => {
      if (await note.count()) return true;
      await scroller.evaluate((element) => element.scrollBy(0, 120));
      return false;
    })
    .toBe(true);
  await note.click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(ADDED);
  await expect(en).toContainText(NOTE + ADDED);
  await expect(zhTW).not.toContainText(ADDED);

  // A typo: "notes" becomes "nots"; the linter's problem shows inline and in the list.
  await editor.getByText('"notes": [').click();
  await page.keyboard.press('Home');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Delete');
  await expect(page.locator('.cm-lintRange-error').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Checks: 1 to fix/ })).toBeVisible();
  await expect(page.getByText('"nots" is not a property of a confirm step')).toBeVisible();
  // Save is marked disabled (aria-disabled) while problems remain, and says why when pressed:
  // pressed regardless of that mark, as a screen-reader user can.
  const save = page.getByRole('button', { name: 'Save…' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await save.click({ force: true });
  await expect(page.locator('.studio-main').getByRole('status')).toContainText('There are problems to fix before saving.');

  // Undone, the checks pass again; save shows what changes, then writes the file.
  await editor.click();
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('heading', { name: /Checks: Checks passed/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the changes' });
  await expect(dialog.getByLabel('Changes (- removed, + added)')).toContainText(`+ ${' '.repeat(10)}"en": "${NOTE}${ADDED}"`);
  await expect(dialog.getByLabel('Changes (- removed, + added)')).toContainText(`- ${' '.repeat(10)}"en": "${NOTE}"`);
  await dialog.getByRole('button', { name: `Save to ${FLOW}` }).click();
  await expect(page.locator('.studio-main').getByRole('status')).toContainText(`Saved ${FLOW}.`);
  expect(fs.readFileSync(FILE, 'utf8')).toContain(NOTE + ADDED);

  // The app, reloaded, walks the journey with the saved definition.
  await page.goto('/#/transfer-pay/transfer-create');
  await page.reload();
  await fillTransfer(page, 'en', { account: t.savings, payee: 'WONG SIU MING', amount: '12.34' });
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/transfer-create\?step=confirm/);
  await expect(page.getByText(NOTE + ADDED)).toBeVisible();
  expect(csp).toEqual([]);
});

test('a new flow from a template is checked and can be saved only under flows/', async ({ page, request }) => {
  const csp = cspReports(page);
  await asStaff(page, request, 'author.one');
  await page.goto('/#/studio?lang=en');
  await page.getByRole('textbox', { name: 'Area' }).fill('../x');
  await page.getByRole('textbox', { name: 'Name' }).fill('demo');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alert')).toContainText('lower-case letters, digits and dashes only');
  await page.getByRole('textbox', { name: 'Area' }).fill('sandbox');
  await page.getByRole('textbox', { name: 'Name' }).fill('studio-template');
  await page.getByRole('combobox', { name: 'First step kind' }).selectOption('list');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('textbox', { name: 'Flow JSON editor' })).toContainText('"id": "sandbox.studio-template"', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /Checks: Checks passed/ })).toBeVisible();
  await expect(page.locator('figure[data-locale="en"]')).toContainText('My accounts');
  expect(fs.existsSync(path.resolve('flows/sandbox/studio-template.json'))).toBe(false);

  // The bank refuses a path outside flows/<area>/ whatever the page sends.
  const headers = await staffHeaders(request, 'author.one');
  const outside = await request.post('/api/studio/save', { data: { path: 'flows/../package.json', text: '{}', base: null }, headers });
  expect(outside.status()).toBe(400);
  // And answers nobody who has not signed in.
  expect((await request.post('/api/studio/save', { data: { path: 'flows/sandbox/x.json', text: '{}', base: null } })).status()).toBe(401);
  expect(csp).toEqual([]);
});

test('the preview never acts as a customer: with no log-on, every step of three journeys in every channel, no dialog, no bank call', async ({ page, request }) => {
  // A fresh browser, as a product owner opens the studio: no customer session at all, the
  // studio's own staff session only.
  await asStaff(page, request, 'author.one');
  const customerCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/ITSI/.test(r.url())) customerCalls.push(new URL(r.url()).pathname);
  });
  const nativeDialogs: string[] = [];
  page.on('dialog', (d) => {
    nativeDialogs.push(d.message());
    void d.dismiss();
  });
  for (const flow of ['flows/transfer/transfer-create.json', 'flows/transfer/transfer-fps.json', 'flows/bill/payment-bill.json']) {
    const definition = JSON.parse(fs.readFileSync(flow, 'utf8')) as { id: string; steps: Record<string, unknown> };
    await page.goto(`/#/studio?flow=${encodeURIComponent(flow)}`);
    const opened = page.url();
    await expect(page.getByRole('textbox', { name: /JSON/ })).toContainText(`"id": "${definition.id}"`, { timeout: 60_000 });
    const preview = page.locator('.studio-preview');
    const stepSelect = preview.getByRole('combobox');
    const steps = Object.keys(definition.steps);
    await expect(stepSelect.locator('option')).toHaveCount(steps.length);
    const channels = preview.getByRole('radio');
    const channelCount = await channels.count();
    expect(channelCount).toBe(5);
    for (let c = 0; c < channelCount; c += 1) {
      await channels.nth(c).check();
      for (const step of steps) {
        await stepSelect.selectOption(step);
        // Each of the three panes shows the step, drawn by the engine.
        await expect(preview.locator(`.studio-device__screen .flow-step[data-step="${step}"]`)).toHaveCount(3);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
      }
    }
    expect(page.url(), flow).toBe(opened);
  }
  expect(customerCalls).toEqual([]);
  expect(nativeDialogs).toEqual([]);
});
