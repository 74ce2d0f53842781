// Staged rollout and automatic rollback, end to end (docs/publishing.md, "Staged rollout"): an
// author sends a change to 10 % of customers from the studio; the bank answers the change to
// exactly the customers its buckets draw, and the others keep the version everyone gets; a
// version made to fail (every amount refused on the form) is rolled back by the bank itself,
// from the page views the shell sends, after a handful of runs, and the studio says so.
import Database from 'better-sqlite3';
import { expect, test, type Browser, type Page } from './support/test';
import { TEXT, fillTransfer, logIn } from './support/bank-app';
import { apiLogin } from './support/login';
import { syncBrowserClock } from './support/sandbox-clock';
import { approveThroughApi, asStaff, staffHeaders } from './support/staff';
import { expectNoSeriousViolations } from './support/axe';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

/** The load customers' password (load/lib/seed-customers.ts). */
const LOAD_PASSWORD = 'Load@2026';

/** A customer's bucket for a version, 0 to 99, as the bank draws it (server/services/bank/flow-registry/served.ts). */
const bucketOf = (customerId: string, flowId: string, number: number) =>
  crypto.createHash('sha256').update(`${customerId}|${flowId}|${number}`).digest().readUInt32BE(0) % 100;

const FLOW = 'flows/transfer/transfer-create.json';
const FLOW_ID = 'transfer.create';
const HELP = '"help": { "$text": "upTo35EnglishLettersOr" }';
const helpText = (en: string) => `"help": { "zh-TW": "${en}（繁）", "zh-CN": "${en}（简）", "en": "${en}" }`;
const EVERYONE_HELP = 'Up to 35 letters or digits. Shown on the payee statement.';
const ROLLING_HELP = 'Up to 35 letters or digits. New: shown on both statements.';
/** A check that refuses every amount: the version made to fail. */
const REFUSE_ALL = `"checks": [
        { "rule": { "<=": [{ "var": "data.input.amount" }, 0] }, "field": "amount", "message": { "$text": "theAmountExceedsTheMaximumPlease" } },`;
const OVER_MAXIMUM = 'The amount exceeds the maximum, please re-enter';
const t = TEXT.en;

type Request = Parameters<typeof syncBrowserClock>[1];

async function draftThroughApi(request: Request, text: string, rollout: object | null): Promise<number> {
  const res = await request.post('/api/studio/draft', { data: { path: FLOW, text, rollout }, headers: await staffHeaders(request, 'author.one') });
  expect(res.status(), 'draft').toBe(200);
  return ((await res.json()) as { version: { number: number } }).version.number;
}

async function publishThroughApi(request: Request, number: number, approvers: string[]): Promise<void> {
  for (const a of approvers) await approveThroughApi(request, a, FLOW_ID, number);
  const res = await request.post('/api/studio/publish', { data: { flowId: FLOW_ID, number }, headers: await staffHeaders(request, 'approver.one') });
  expect(res.status(), 'publish').toBe(200);
}

async function versionFor(request: Request, loginId: string, password?: string): Promise<number | undefined> {
  const token = await apiLogin(request, loginId, password);
  const res = await request.get('/journeys/published.json', { headers: { 'x-auth-token': token } });
  return ((await res.json()) as { journeys: Record<string, { version: number }> }).journeys[FLOW_ID]?.version;
}

async function customerPage(browser: Browser, baseURL: string, request: Request): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, reducedMotion: 'reduce', viewport: { width: 412, height: 915 } })).newPage();
  await syncBrowserClock(page, request);
  return page;
}

// The studio is a desktop tool; the customers are on their phones (their own contexts).
test.use({ viewport: { width: 1440, height: 1000 }, isMobile: false, hasTouch: false });

test('a version goes to 10 % of customers and only they see it; a version made to fail rolls back by itself', async ({ page: studio, browser, baseURL, request }) => {
  test.slow();
  const baseline = fs.readFileSync(FLOW, 'utf8');
  expect(baseline).toContain(HELP);
  const dbFile = `data/e2e-${new URL(baseURL!).port}/bank.sqlite`;

  // 200 customers more in this bank, as a load run seeds them (once per bank: a retry finds them).
  const read = () => new Database(dbFile, { readonly: true });
  let db = read();
  const seeded = (db.prepare("SELECT count(*) AS n FROM customers WHERE login_id LIKE 'load.%'").get() as { n: number }).n;
  db.close();
  if (!seeded) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/seed-load-customers.ts', dbFile, '200'], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
  }
  db = read();
  // The load customers: ordinary customers who can all log on (some demo ones are set up not to).
  const customers = db.prepare("SELECT id, login_id AS loginId FROM customers WHERE login_id LIKE 'load.%'").all() as { id: string; loginId: string }[];
  db.close();

  // What everyone gets first: a text change, no rollout (its runs are what the others are compared with).
  const everyone = await draftThroughApi(request, baseline.replace(HELP, helpText(EVERYONE_HELP)), null);
  await publishThroughApi(request, everyone, ['approver.one']);

  // The author sends a new help text to 10 % of customers from the studio.
  await asStaff(studio, request, 'author.one');
  await studio.goto(`/#/studio?flow=${encodeURIComponent(FLOW)}&lang=en`);
  const editor = studio.getByRole('textbox', { name: 'Flow JSON editor' });
  await expect(editor).toContainText('"id": "transfer.create"', { timeout: 60_000 });
  await editor.click();
  await studio.keyboard.press('ControlOrMeta+a');
  await studio.keyboard.insertText(baseline.replace(HELP, helpText(ROLLING_HELP)));
  await expect(studio.getByRole('heading', { name: /Checks: Checks passed/ })).toBeVisible();
  const panel = studio.getByRole('region', { name: 'Publishing' });
  await panel.getByRole('spinbutton', { name: 'Share of customers (%)' }).fill('10');
  await expectNoSeriousViolations(studio, 'the rollout fields');
  await panel.getByRole('button', { name: 'Save as draft' }).click();
  const status = studio.locator('.studio-main').getByRole('status');
  await expect(status).toContainText(/Saved as draft version \d+\./);
  const tenPercent = Number(/version (\d+)/.exec((await status.textContent()) ?? '')![1]);
  await expect(panel.getByRole('row', { name: new RegExp(`^${tenPercent} draft texts and layout 10% of customers`) })).toBeVisible();
  await publishThroughApi(request, tenPercent, ['approver.one']);

  // The bank draws each customer's bucket for the version: about a tenth of the 200 are in.
  const inside = customers.filter((c) => bucketOf(c.id, FLOW_ID, tenPercent) < 10);
  const outside = customers.filter((c) => !inside.includes(c));
  // 200 draws at 10 %: 20 expected; these bounds are 4 standard deviations wide.
  expect(inside.length).toBeGreaterThanOrEqual(4);
  expect(inside.length).toBeLessThanOrEqual(38);
  // Every customer inside gets it, and none of twenty outside does: they get what everyone gets.
  for (const c of inside) expect(await versionFor(request, c.loginId, LOAD_PASSWORD), c.loginId).toBe(tenPercent);
  for (const c of outside.slice(0, 20)) expect(await versionFor(request, c.loginId, LOAD_PASSWORD), c.loginId).toBe(everyone);

  // A version made to fail goes to English-speaking customers, to be rolled back past 20 points
  // more abandoned runs than what everyone gets, judged from the third run.
  const failing = await draftThroughApi(request, baseline.replace(HELP, helpText(EVERYONE_HELP)).replace('"checks": [', REFUSE_ALL), {
    share: 100,
    languages: ['en'],
    maxAbandonedRate: 0.2,
    minRequests: 3,
  });
  await publishThroughApi(request, failing, ['approver.one', 'approver.two']);

  // Customers try it: every amount is refused, and they give up.
  const runner = await customerPage(browser, baseURL!, request);
  const retired = async () => {
    const res = await request.get(`/api/studio/versions/${FLOW_ID}`, { headers: await staffHeaders(request, 'approver.one') });
    return ((await res.json()) as { versions: { number: number; state: string; retiredBy: string | null }[] }).versions.find((v) => v.number === failing);
  };
  let runs = 0;
  while (runs < 6 && (await retired())?.state !== 'retired') {
    // A new log-on each time: a new run, not the stored one resumed.
    await logIn(runner, 'chan.taiman', 'en', '/transfer-pay/transfer-create');
    await fillTransfer(runner, 'en', { account: t.savings, payee: 'WONG SIU MING', amount: '1.23' });
    await runner.getByRole('button', { name: t.next }).click();
    await expect(runner.getByText(OVER_MAXIMUM)).toBeVisible();
    runs += 1;
    // Leaving sends the page views that are waiting (the shell sends them on pagehide).
    await runner.goto('/static/config.json');
    // From the third run on, the bank judges each batch it receives: give it a moment to arrive.
    for (let i = 0; runs >= 3 && i < 20 && (await retired())?.state !== 'retired'; i += 1) await runner.waitForTimeout(250);
  }
  expect(await retired()).toMatchObject({ state: 'retired', retiredBy: 'bank' });
  expect(runs).toBeLessThan(200);

  // The studio tells the author (and every member of staff) what the bank did and why.
  await studio.reload();
  const notice = studio.getByRole('region', { name: 'Rolled back by the bank' });
  await expect(notice).toContainText(`the bank rolled transfer.create version ${failing} back: abandoned runs 100% against 0% on version ${everyone}.`);
  await expectNoSeriousViolations(studio, 'the bank rollback notice');

  // In their browsers, one customer of each kind sees the help text of their version. (After the
  // failing version, whose runs are compared with what everyone gets: these views would count.)
  const notes = (page: Page) => page.getByText(/Up to 35 letters or digits\./);
  const inPage = await customerPage(browser, baseURL!, request);
  const insider = inside[0]!;
  await logIn(inPage, insider.loginId, 'en', '/transfer-pay/transfer-create', LOAD_PASSWORD);
  await expect(notes(inPage)).toHaveText(ROLLING_HELP);
  const outPage = await customerPage(browser, baseURL!, request);
  const outsider = outside[0]!;
  await logIn(outPage, outsider.loginId, 'en', '/transfer-pay/transfer-create', LOAD_PASSWORD);
  await expect(notes(outPage)).toHaveText(EVERYONE_HELP);

  // Back to the build's journey for the specs after this one (approvers roll back twice).
  for (let i = 0; i < 2; i += 1) {
    const res = await request.post('/api/studio/rollback', { data: { flowId: FLOW_ID }, headers: await staffHeaders(request, 'approver.one') });
    expect(res.status()).toBe(200);
  }
});
