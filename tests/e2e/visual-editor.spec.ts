// The studio's visual editor (docs/visual-editor.md) in Chromium, under the bank's CSP: a
// product owner changes the QR collection journey without typing JSON. A new field with its
// label in three languages, a maximum and its message; two fields swapped; the branch's
// condition built anew; a new confirm step connected between the form and the code. The text
// passes the linter, its diff is exactly the expected one, axe finds nothing serious, the two
// views share one history, and once published a customer's run shows all of it. Then the same
// edits by keyboard alone give the same text. The mapping itself is unit-tested in
// tests/unit/studio/visual/; the published maximum in tests/unit/engine/published-rule.test.tsx.
import fs from 'node:fs';
import { expect, test, type Page } from './support/test';
import { TEXT, logIn } from './support/bank-app';
import { expectNoSeriousViolations } from './support/axe';
import { syncBrowserClock } from './support/sandbox-clock';
import { approveThroughApi, asStaff, staffHeaders } from './support/staff';

const FLOW = 'flows/qr/qrcode-collection.json';
const FLOW_ID = 'qr.collect';
const ORIGINAL = fs.readFileSync(FLOW, 'utf8');
const LABEL = { 'Traditional Chinese': '備註', 'Simplified Chinese': '备注', English: 'Note to payer' };
const MESSAGE = { 'Traditional Chinese': '備註最多 20 個字', 'Simplified Chinese': '备注最多 20 个字', English: 'A note has at most 20 characters' };

/** The diff's added and removed lines, as the visual editor shows them. */
const EXPECTED_DIFF = fs.readFileSync('tests/e2e/visual-editor.expected-diff.txt', 'utf8').trimEnd().split('\n');

test.use({ viewport: { width: 1440, height: 1000 }, isMobile: false, hasTouch: false });

test.beforeEach(async ({ page, request }) => {
  await syncBrowserClock(page, request);
});

function cspReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('pageerror', (e) => reports.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) reports.push(m.text());
  });
  return reports;
}

async function openVisual(page: Page): Promise<void> {
  await page.goto(`/#/studio?flow=${encodeURIComponent(FLOW)}&view=visual&lang=en`);
  await expect(page.getByRole('heading', { name: 'Step input (form)' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.visual-checks')).toHaveText(/Checks: Checks passed/);
}

/** The changed lines as shown, each exactly (a web-first toHaveText would fold the indents). */
async function diffLines(page: Page): Promise<string[]> {
  const lines = await page.locator('.visual-changes').locator('.studio-diff__line--added, .studio-diff__line--removed').allTextContents();
  return lines.map((l) => l.replace(/\n$/, ''));
}

test('a journey changed with the visual editor alone passes the linter, diffs as expected and reaches a customer', async ({ page, request, browser, baseURL }) => {
  const csp = cspReports(page);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await asStaff(page, request, 'author.one');
  await openVisual(page);
  const step = page.getByRole('region', { name: 'Step input (form)' });

  // A field: a text box, its label in three languages, a maximum and its message.
  const add = step.getByRole('region', { name: 'Add a field' });
  await add.getByRole('radio', { name: 'text', exact: true }).check();
  await add.getByLabel('Field name').fill('note');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  const field = step.getByRole('region', { name: 'Field note' });
  await expect(field).toBeVisible();
  // Until its label is written, the linter's problem is shown on the field itself.
  await expect(step.getByRole('button', { name: /Edit note.*Problems: \d/ })).toBeVisible();
  const label = field.getByRole('group', { name: 'Label' });
  for (const [language, text] of Object.entries(LABEL)) await label.getByLabel(language).fill(text);
  await field.getByRole('spinbutton', { name: 'Maximum maxLength' }).fill('20');
  const message = field.getByRole('group', { name: 'Message for "Maximum (maxLength)"' });
  for (const [language, text] of Object.entries(MESSAGE)) await message.getByLabel(language).fill(text);

  // Two fields swapped by dragging one's handle over the other.
  const fields = step.getByRole('list', { name: 'Fields' });
  await fields.scrollIntoViewIfNeeded();
  const from = await fields.getByRole('button', { name: 'Move amount', exact: true }).boundingBox();
  const to = await fields.getByRole('button', { name: 'Move account', exact: true }).boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, from!.y - 10, { steps: 5 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect(fields.getByRole('listitem').first()).toContainText('amount');

  // The branch's condition, built anew: the registered flag of the bank's answer is true.
  const condition = step.getByRole('group', { name: 'Condition of branch 1' });
  await condition.getByRole('button', { name: 'Build a new condition' }).click();
  await condition.getByRole('button', { name: /Rule/ }).click();
  await condition.locator('.rule-fields').selectOption('response.input.registered');
  await condition.locator('.rule-operators').selectOption('=');
  await condition.locator('.rule-value').fill('true');

  // A confirm step from its template, going on to the code; the branch goes to it.
  await page.getByLabel('Kind of step').selectOption('confirm');
  await page.getByRole('button', { name: 'Add step' }).click();
  const confirm = page.getByRole('region', { name: 'Step confirm (confirm)' });
  await expect(confirm, errors.join('\n')).toBeVisible();
  await confirm.getByLabel('Add a next step').selectOption('code');
  await page.locator('.react-flow__node[data-id="input"]').click();
  await step.getByLabel('Branch 1: when the condition holds, go to').selectOption('confirm');

  // The same JSON: checked, shown as a diff, and one tab away.
  await expect(page.locator('.visual-checks')).toHaveText(/Checks: Checks passed/);
  await page.locator('.visual-changes summary').click();
  await expect.poll(() => diffLines(page)).toEqual(EXPECTED_DIFF);
  await expectNoSeriousViolations(page, 'the visual editor');
  // One text, one history: the last edit (the branch's target) undone in the JSON editor is gone
  // from the visual view, and the visual view's Redo brings it back.
  await page.getByRole('tab', { name: 'Flow JSON' }).click();
  await page.getByRole('textbox', { name: 'Flow JSON editor' }).focus();
  await page.keyboard.press('Control+z');
  await page.getByRole('tab', { name: 'Visual editor' }).click();
  await page.locator('.visual-changes summary').click();
  await expect.poll(() => diffLines(page)).toEqual(EXPECTED_DIFF.filter((l) => !/"go": "(code|confirm)"/.test(l)));
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => diffLines(page)).toEqual(EXPECTED_DIFF);

  // Published (a draft, two approvers), a customer's new run shows all of it.
  const panel = page.getByRole('region', { name: 'Publishing' });
  await panel.getByRole('button', { name: 'Save as draft' }).click();
  const status = page.locator('.studio-main > .studio-status');
  await expect(status).toContainText(/Saved as draft version \d+\./);
  const number = Number(/version (\d+)/.exec((await status.textContent()) ?? '')![1]);
  for (const approver of ['approver.one', 'approver.two']) await approveThroughApi(request, approver, FLOW_ID, number);
  const published = await request.post('/api/studio/publish', { data: { flowId: FLOW_ID, number }, headers: await staffHeaders(request, 'approver.one') });
  expect(published.status(), 'publish').toBe(200);
  expect(csp).toEqual([]);

  try {
    const customer = await (await browser.newContext({ baseURL, reducedMotion: 'reduce', viewport: { width: 412, height: 915 } })).newPage();
    await syncBrowserClock(customer, request);
    await logIn(customer, 'chan.taiman', 'en');
    await customer.goto('/#/transfer-pay/qrcode-collection-create');
    const note = customer.getByLabel('Note to payer');
    // The amount now comes before the account, the note last.
    await expect(customer.locator('form .rb-field__label')).toHaveText(['Amount', 'Collecting account', 'Note to payer']);
    await customer.getByText(TEXT.en.chooseAccount).click();
    await customer.getByRole('radio').filter({ hasText: TEXT.en.savings }).first().click();
    await note.fill('x'.repeat(21));
    await customer.getByRole('button', { name: 'Create QR code' }).click();
    await expect(customer.getByText(MESSAGE.English)).toBeVisible();
    await note.fill('Lunch');
    await customer.getByRole('button', { name: 'Create QR code' }).click();
    // The new step, reached through the new condition, then on to the code.
    await expect(customer.getByText('Customer name')).toBeVisible();
    await customer.getByRole('button', { name: /Confirm/ }).click();
    await expect(customer.getByText('Ask the payer to scan this FPS code with their banking app')).toBeVisible();
  } finally {
    await request.post('/api/studio/rollback', { data: { flowId: FLOW_ID }, headers: await staffHeaders(request, 'approver.one') });
  }
});

test('the same edits by keyboard alone give the same diff', async ({ page, request }) => {
  await asStaff(page, request, 'author.one');
  const csp = cspReports(page);
  await openVisual(page);
  const step = page.getByRole('region', { name: 'Step input (form)' });
  const key = page.keyboard;
  /** Moves the focus to a control as Tab would (it is in the tab order), then the keys do the rest. */
  const at = async (locator: ReturnType<Page['locator']>) => {
    await expect(locator).toHaveJSProperty('tabIndex', 0);
    await locator.focus();
    await expect(locator).toBeFocused();
  };

  const add = step.getByRole('region', { name: 'Add a field' });
  await at(add.getByRole('radio', { name: 'text', exact: true }));
  await key.press('Space');
  await at(add.getByLabel('Field name'));
  await key.type('note');
  await at(add.getByRole('button', { name: 'Add', exact: true }));
  await key.press('Enter');
  const field = step.getByRole('region', { name: 'Field note' });
  const label = field.getByRole('group', { name: 'Label' });
  for (const [language, text] of Object.entries(LABEL)) {
    await at(label.getByLabel(language));
    await key.insertText(text);
  }
  await at(field.getByRole('spinbutton', { name: 'Maximum maxLength' }));
  await key.type('20');
  const message = field.getByRole('group', { name: 'Message for "Maximum (maxLength)"' });
  for (const [language, text] of Object.entries(MESSAGE)) {
    await at(message.getByLabel(language));
    await key.insertText(text);
  }

  // dnd-kit's keyboard sorting: Space picks the field up, an arrow moves it, Space drops it.
  const fields = step.getByRole('list', { name: 'Fields' });
  await at(fields.getByRole('button', { name: 'Move amount', exact: true }));
  // Each key waits for what dnd-kit tells a screen reader.
  const told = page.locator('[id^="DndLiveRegion"]');
  await key.press('Space');
  await expect(fields.getByRole('button', { name: 'Move amount', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await key.press('ArrowUp');
  await expect(told).toHaveText('amount is over the place of account.');
  await key.press('Space');
  await expect(told).toHaveText('amount was dropped at the place of account.');
  await expect(fields.getByRole('listitem').first()).toContainText('amount');

  const condition = step.getByRole('group', { name: 'Condition of branch 1' });
  await at(condition.getByRole('button', { name: 'Build a new condition' }));
  await key.press('Enter');
  await at(condition.getByRole('button', { name: '+ Rule' }));
  await key.press('Enter');
  // A closed list box takes the typed start of an option.
  await at(condition.locator('.rule-fields'));
  await key.type('response.input.reg');
  await expect(condition.locator('.rule-fields')).toHaveValue('response.input.registered');
  await at(condition.locator('.rule-value'));
  await key.type('true');

  await at(page.getByLabel('Kind of step'));
  await key.type('confirm');
  await expect(page.getByLabel('Kind of step')).toHaveValue('confirm');
  await at(page.getByRole('button', { name: 'Add step' }));
  await key.press('Enter');
  const confirm = page.getByRole('region', { name: 'Step confirm (confirm)' });
  await at(confirm.getByLabel('Add a next step'));
  await key.type('code');
  await at(page.locator('.visual-add-step').getByRole('combobox', { name: 'Step', exact: true }));
  await key.type('input');
  await at(step.getByLabel('Branch 1: when the condition holds, go to'));
  await key.type('confirm');
  await expect(step.getByLabel('Branch 1: when the condition holds, go to')).toHaveValue('confirm');

  await expect(page.locator('.visual-checks')).toHaveText(/Checks: Checks passed/);
  await at(page.locator('.visual-changes summary'));
  await key.press('Enter');
  await expect.poll(() => diffLines(page)).toEqual(EXPECTED_DIFF);
  expect(csp).toEqual([]);
});
