// Publishing a journey without a rebuild, with four eyes (docs/publishing.md), in Chromium
// against the sandbox bank. A customer starts a transfer on the build's version. The author
// signs in to the studio, changes the note and adds an upper limit on the amount, and saves a
// draft; the bank classes it as a form change needing two approvers; the author's own approval
// is refused; two approvers read what it changes and sign their approvals in their own
// browsers; it is published. The first customer, reloaded halfway, finishes on the version the
// run started on, while a new run meets the new limit and the new note; each money-moving
// request names its own definition and both are accepted. An urgent fix withdraws that version
// with a migration map: a run on its confirm page moves to the fixed version on its next
// reload. Rolled back, new runs get the build's version again; a request forged to name a
// definition nobody published is refused with nothing moved; a published version changed by
// hand in the database is not run; the audit chain of all of it verifies, then breaks at a row
// changed by hand. The rules one by one are proved on SQLite and PostgreSQL in
// tests/unit/server/services/bank/flow-registry/flow-registry.test.ts and services/bank/staff/studio-staff.test.ts.
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from './support/test';
import { TEXT, availableBalance, confirmWithToken, fillTransfer, logIn } from './support/bank-app';
import { waitForNextTokenCode } from './support/bill-app';
import { syncBrowserClock } from './support/sandbox-clock';
import { asStaff, signInThroughForm, staffHeaders } from './support/staff';
import { expectNoSeriousViolations } from './support/axe';

const FLOW = 'flows/transfer/transfer-create.json';
const NOTE = 'Same-bank and local-bank transfers run 24 hours a day, every day. Check the payee before you confirm: an accepted transfer cannot be cancelled.';
const ADDED = ' Published without a rebuild.';
/** A new upper limit on the amount the form checks (HKD 300.00), written as a check of the step. */
const MAXIMUM_CHECK = `"checks": [
        {
          "rule": { "<=": [{ "var": "data.input.amount" }, 30000] },
          "field": "amount",
          "message": { "$text": "theAmountExceedsTheMaximumPlease" }
        },`;
const OVER_MAXIMUM = 'The amount exceeds the maximum, please re-enter';
const FIXED = ' Fixed in a hurry.';
const BY_HAND = ' Published, then changed by hand.';
const t = TEXT.en;

/** The `flow` header of the page's transfer request (`transfer.create@<version>#<hash>`). */
function transferDefinitions(page: Page): string[] {
  const named: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/ITSI300001')) named.push(String((r.postDataJSON() as { header?: { flow?: string } }).header?.flow));
  });
  return named;
}

async function customer(browser: Browser, baseURL: string, request: Parameters<typeof syncBrowserClock>[1]): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  await syncBrowserClock(page, request);
  return page;
}

async function toConfirm(page: Page, overMaximum?: 'refused' | 'accepted'): Promise<void> {
  await page.goto('/#/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: t.savings, payee: 'WONG SIU MING', amount: overMaximum ? '500' : '1.23' });
  await page.getByRole('button', { name: t.next }).click();
  if (overMaximum === 'refused') {
    await expect(page.getByText(OVER_MAXIMUM)).toBeVisible();
    await page.getByPlaceholder(t.amount).fill('1.23');
    await page.getByRole('button', { name: t.next }).click();
  }
  await expect(page).toHaveURL(/transfer-create\?step=confirm/);
}

/** An approver's own browser, signed in, on the transfer journey in the studio. */
async function approver(browser: Browser, baseURL: string, request: Parameters<typeof syncBrowserClock>[1], loginId: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, reducedMotion: 'reduce', viewport: { width: 1440, height: 1000 } })).newPage();
  await asStaff(page, request, loginId);
  await page.goto(`/#/studio?flow=${encodeURIComponent(FLOW)}&lang=en`);
  await expect(page.getByRole('textbox', { name: 'Flow JSON editor' })).toContainText('"id": "transfer.create"', { timeout: 60_000 });
  return page;
}

/** The approver approves (or rejects) the version in the studio: their browser's key signs it. */
async function decideInStudio(page: Page, number: number, decision: 'Approve' | 'Reject'): Promise<void> {
  await page.reload();
  await page.getByRole('region', { name: 'Publishing' }).getByRole('button', { name: `${decision} version ${number}` }).click();
  await expect(page.locator('.studio-main').getByRole('status')).toContainText(`${decision === 'Approve' ? 'Approved' : 'Rejected'} version ${number}.`);
}

async function publishInStudio(page: Page, number: number): Promise<void> {
  const panel = page.getByRole('region', { name: 'Publishing' });
  await panel.getByRole('button', { name: `Publish version ${number}` }).click();
  await expect(page.locator('.studio-main').getByRole('status')).toContainText(`Published version ${number}: new runs get it within a minute.`);
  await expect(panel.getByRole('row', { name: new RegExp(`^${number} published · new runs get it`) })).toBeVisible();
}

// The studio is a desktop tool; the customers are on their phones (their own contexts).
test.use({ viewport: { width: 1440, height: 1000 }, isMobile: false, hasTouch: false });

test('a published change reaches new runs without a rebuild; a run under way finishes on its version; rollback', async ({ page: studio, browser, baseURL, request }) => {
  test.slow();
  const baseline = fs.readFileSync(FLOW, 'utf8');
  expect(baseline).toContain(NOTE);

  // A customer starts a transfer on the build's version and reaches the confirm page.
  const first = await customer(browser, baseURL!, request);
  const firstNamed = transferDefinitions(first);
  await logIn(first, 'chan.taiman', 'en');
  await toConfirm(first);
  await expect(first.getByText(NOTE, { exact: true })).toBeVisible();

  // The author signs in to the studio, changes the note, adds the limit and saves a draft.
  await studio.goto(`/#/studio?flow=${encodeURIComponent(FLOW)}&lang=en`);
  await expect(studio.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
  await expectNoSeriousViolations(studio, 'the staff sign-in');
  await signInThroughForm(studio, request, 'author.one');
  const editor = studio.getByRole('textbox', { name: 'Flow JSON editor' });
  await expect(editor).toContainText('"id": "transfer.create"', { timeout: 60_000 });
  // The whole text replaced as a paste would (the editor keeps only the lines in view in the page).
  await editor.click();
  await studio.keyboard.press('ControlOrMeta+a');
  const publishedText = baseline.replace(`"${NOTE}"`, `"${NOTE}${ADDED}"`).replace('"checks": [', MAXIMUM_CHECK);
  await studio.keyboard.insertText(publishedText);
  await expect(studio.getByRole('heading', { name: /Checks: Checks passed/ })).toBeVisible();
  const panel = studio.getByRole('region', { name: 'Publishing' });
  const status = studio.locator('.studio-main').getByRole('status');
  await panel.getByRole('button', { name: 'Save as draft' }).click();
  await expect(status).toContainText(/Saved as draft version \d+\./);
  const number = Number(/version (\d+)/.exec((await status.textContent()) ?? '')![1]);
  // A new limit is a form change: two approvers, neither of them the author.
  await expect(panel.getByRole('row', { name: new RegExp(`^${number} draft form fields or limits everyone 0 of 2 author\\.one`) })).toBeVisible();
  await expect(panel.getByRole('button', { name: `Publish version ${number}` })).toHaveCount(0);
  const own = await request.post('/api/studio/decide', { data: { flowId: 'transfer.create', number, decision: 'approve', keyId: 'k', signature: 's' }, headers: await staffHeaders(request, 'author.one') });
  expect(own.status()).toBe(403);
  // Each approver signs in their own browser, with a key made there.
  const approverOne = await approver(browser, baseURL!, request, 'approver.one');
  const approverTwo = await approver(browser, baseURL!, request, 'approver.two');
  // The approver reads what the draft changes before deciding.
  await approverOne.getByText(`What version ${number} changes`).click();
  await expect(approverOne.locator('.studio-changes')).toContainText('form fields or limits: steps.input.checks');
  await expect(approverOne.locator('.studio-changes')).toContainText('texts and layout: steps.confirm.notes');
  await expectNoSeriousViolations(approverOne, 'the publishing panel of an approver');
  await decideInStudio(approverOne, number, 'Approve');
  expect((await request.post('/api/studio/publish', { data: { flowId: 'transfer.create', number }, headers: await staffHeaders(request, 'approver.one') })).status()).toBe(409);
  await decideInStudio(approverTwo, number, 'Approve');
  await publishInStudio(approverTwo, number);

  try {
    // The first customer, reloaded halfway, finishes on the version the run started on.
    await first.reload();
    await expect(first).toHaveURL(/transfer-create\?step=confirm/);
    await expect(first.getByText(NOTE, { exact: true })).toBeVisible();
    await waitForNextTokenCode(first);
    await confirmWithToken(first, 'en');
    await expect(first).toHaveURL(/transfer-success/);
    expect(firstNamed).toEqual([expect.stringMatching(/^transfer\.create@1#[0-9a-f]{16}$/)]);

    // A new run, in a new session, gets the published version: its new limit is checked at the
    // field, its new note shown on the confirm page; its request names it.
    const second = await customer(browser, baseURL!, request);
    const secondNamed = transferDefinitions(second);
    await logIn(second, 'chan.taiman', 'en');
    await toConfirm(second, 'refused');
    await expect(second.getByText(NOTE + ADDED, { exact: true })).toBeVisible();
    await waitForNextTokenCode(second);
    await confirmWithToken(second, 'en');
    await expect(second).toHaveURL(/transfer-success/);
    expect(secondNamed).toEqual([expect.stringMatching(new RegExp(`^transfer\\.create@${number}#[0-9a-f]{16}$`))]);
    expect(secondNamed[0]).not.toBe(firstNamed[0]);

    // An urgent fix: a run standing on the published version's confirm page when that version is
    // withdrawn moves, on its next reload, to the fixed version by the map, and confirms there.
    await toConfirm(second);
    await expect(second.getByText(NOTE + ADDED, { exact: true })).toBeVisible();
    // The fix rewords the note again (a text change: one approver).
    const fixedText = publishedText.replace(`${NOTE}${ADDED}`, `${NOTE}${FIXED}`);
    const draft = await (await request.post('/api/studio/draft', { data: { path: FLOW, text: fixedText }, headers: await staffHeaders(request, 'author.one') })).json();
    expect(draft.version.changeClass).toBe('texts');
    await decideInStudio(approverOne, draft.version.number, 'Approve');
    await publishInStudio(approverOne, draft.version.number);
    const steps = Object.fromEntries(Object.keys((JSON.parse(baseline) as { steps: object }).steps).map((id) => [id, id]));
    const withdrawn = await request.post('/api/studio/withdraw', { data: { flowId: 'transfer.create', from: number, to: draft.version.number, steps }, headers: await staffHeaders(request, 'approver.one') });
    expect(await withdrawn.json()).toMatchObject({ ok: true });
    await second.reload();
    await expect(second).toHaveURL(/transfer-create\?step=confirm/);
    await expect(second.getByText(NOTE + FIXED, { exact: true })).toBeVisible();
    await waitForNextTokenCode(second);
    await confirmWithToken(second, 'en');
    await expect(second).toHaveURL(/transfer-success/);
    expect(secondNamed[1]).toMatch(new RegExp(`^transfer\\.create@${draft.version.number}#[0-9a-f]{16}$`));
    await second.context().close();
  } finally {
    // Rolled back to the build's version (for the next tests on this bank too): the button
    // retires the current version, the call below any other left published.
    const approverPanel = approverOne.getByRole('region', { name: 'Publishing' });
    await approverOne.reload();
    await approverPanel.getByRole('button', { name: 'Roll back' }).click();
    await expect(approverOne.locator('.studio-main').getByRole('status')).toContainText(/Rolled back: new runs get/);
    const headers = await staffHeaders(request, 'approver.one');
    while ((await (await request.post('/api/studio/rollback', { data: { flowId: 'transfer.create' }, headers })).json()).retired);
  }
  const third = await customer(browser, baseURL!, request);
  await logIn(third, 'chan.taiman', 'en');
  const before = await availableBalance(third, t.savings);
  await toConfirm(third, 'accepted');
  await expect(third.getByText(NOTE, { exact: true })).toBeVisible();

  // A request forged to name a definition nobody published is refused, and nothing moves.
  await third.route('**/api/ITSI300001', async (route) => {
    const body = route.request().postDataJSON() as { header: { flow: string } };
    body.header.flow = body.header.flow.replace(/#[0-9a-f]{16}$/, '#0123456789abcdef');
    await route.continue({ postData: JSON.stringify(body) });
  });
  await waitForNextTokenCode(third);
  await confirmWithToken(third, 'en');
  await expect(third.getByText('This page has changed since you opened it. Please start again.')).toBeVisible();
  await third.unroute('**/api/ITSI300001');
  expect(await availableBalance(third, t.savings)).toBe(before);

  // A published version changed by hand in the bank's database is neither served nor run: a new
  // run gets the build's version.
  const handText = baseline.replace(`"${NOTE}"`, `"${NOTE}${BY_HAND}"`);
  const handDraft = await (await request.post('/api/studio/draft', { data: { path: FLOW, text: handText }, headers: await staffHeaders(request, 'author.one') })).json();
  await decideInStudio(approverOne, handDraft.version.number, 'Approve');
  await publishInStudio(approverOne, handDraft.version.number);
  const dbFile = `data/e2e-${new URL(baseURL!).port}/bank.sqlite`;
  const db = new Database(dbFile);
  db.prepare("UPDATE flow_versions SET compiled = replace(compiled, ?, ' Pay anyone.') WHERE flow_id = 'transfer.create' AND number = ?").run(BY_HAND, handDraft.version.number);
  db.close();
  expect((await request.get(`/journeys/versions/transfer.create/${handDraft.version.number}`)).status()).toBe(404);
  await third.context().close();
  const fourth = await customer(browser, baseURL!, request);
  await logIn(fourth, 'chan.taiman', 'en');
  await toConfirm(fourth);
  await expect(fourth.getByText(NOTE, { exact: true })).toBeVisible();
  await fourth.context().close();
  await approverOne.context().close();
  await approverTwo.context().close();

  // Every action above is in the registry's audit chain, which `npm run audit:verify` checks;
  // a row changed by hand breaks it there.
  const audit = () => spawnSync(process.execPath, ['--import', 'tsx', 'server/verify-audit.ts'], { env: { ...process.env, DATABASE_URL: dbFile }, encoding: 'utf8' });
  const holds = audit();
  expect(holds.stdout).toMatch(/audit log: \d+ entries, the chain holds\./);
  expect(holds.status).toBe(0);
  const edited = new Database(dbFile);
  const { seq } = edited.prepare("SELECT seq FROM registry_audit WHERE action = 'publish' ORDER BY seq LIMIT 1").get() as { seq: number };
  edited.prepare("UPDATE registry_audit SET actor = 'someone.else' WHERE seq = ?").run(seq);
  edited.close();
  const broken = audit();
  expect(broken.stdout).toContain(`the chain breaks at entry ${seq} `);
  expect(broken.status).toBe(1);
  await first.context().close();
});
