// The impact review (docs/publishing.md) in Chromium: an author saves a draft of the express
// transfer with a new upper limit on the amount (HKD 50.00); an approver, signed in, opens its
// review from the publishing panel and reads, on one panel: no change to the transaction codes
// or factors; the form step before and after, rendered by the real engine and widgets in the
// three languages; the graph with the changed step marked in words; the journey's fixtures
// replayed against the draft, those over the new limit breaking at the form; the bundle's size
// before and after against the budget. The page passes axe. The bank's side is proved in
// tests/unit/server/services/bank/flow-registry/impact.test.ts, the panel's composition in tests/unit/app/impact-review.test.tsx.
import fs from 'node:fs';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { syncBrowserClock } from './support/sandbox-clock';
import { asStaff, staffHeaders } from './support/staff';

// A journey no other studio test drafts, so the drafts of each stay apart in a shared bank.
const FLOW = 'flows/transfer/transfer-express.json';
const LIMIT = `"checks": [
        {
          "rule": { "<=": [{ "var": "data.input.amount" }, 5000] },
          "field": "amount",
          "message": { "$text": "theAmountExceedsTheMaximumPlease" }
        },`;

test.use({ viewport: { width: 1440, height: 1000 }, isMobile: false, hasTouch: false });

test('an approver reviews the impact of a new limit before deciding', async ({ page, request }) => {
  const text = fs.readFileSync(FLOW, 'utf8').replace('"checks": [', LIMIT);
  const made = await request.post('/api/studio/draft', { data: { path: FLOW, text }, headers: await staffHeaders(request, 'author.one') });
  expect(made.status()).toBe(200);
  const number = ((await made.json()) as { version: { number: number } }).version.number;

  await syncBrowserClock(page, request);
  await asStaff(page, request, 'approver.one');
  await page.goto(`/#/studio?flow=${encodeURIComponent(FLOW)}&lang=en`);
  await expect(page.getByRole('textbox', { name: 'Flow JSON editor' })).toContainText('"id": "transfer.express"', { timeout: 60_000 });
  const open = page.getByRole('region', { name: 'Publishing' }).getByRole('button', { name: `Review the impact of version ${number}` });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const review = page.getByRole('region', { name: new RegExp(`^Impact of version ${number} against version \\d+`) });
  await expect(review).toBeVisible({ timeout: 60_000 });

  // First: what changes in what the bank is asked to do and who may (nothing, for a limit).
  await expect(review.getByRole('region').first()).toHaveAccessibleName('Transaction codes, authentication and factors');
  await expect(review.getByRole('region').first()).toContainText('No change to transaction codes, authentication or factors.');

  // The form step before and after, each in the three languages, by the real engine and widgets.
  const step = review.getByRole('region', { name: 'Step input: changed (form fields or limits)' });
  for (const side of [/^Before: version \d+/, new RegExp(`^After: version ${number}$`)]) {
    const pane = step.locator('.studio-impact__side').filter({ has: page.getByText(side) });
    await expect(pane.locator('figure')).toHaveCount(3);
    for (const [lang, title] of [['zh-TW', '特快轉賬'], ['zh-CN', '特快转账'], ['en', 'Express transfer']] as const) {
      const device = pane.locator(`figure[lang="${lang}"]`);
      await expect(device.locator('.studio-device__title')).toHaveText(title);
      // The form as the engine lays it out, with its fields (ids of this preview's own).
      await expect(device.locator('.studio-device__screen input').first()).toBeVisible({ timeout: 30_000 });
    }
  }

  // The graph: the changed step carries its badge in its name; the legend says what marks mean.
  const graph = review.getByRole('group', { name: `Graph of version ${number}: activate a step to go to its preview` });
  await expect(graph.getByRole('button', { name: /^input · form · start ◆ changed/ })).toBeVisible();
  await expect(graph.getByRole('button', { name: /^confirm · confirm/ })).not.toHaveAccessibleName(/changed/);
  await expect(graph).toHaveAccessibleDescription(/Steps marked ◆ changed/);

  // The fixtures against the draft: over the new limit, each breaks at the form; one that stops
  // before the form (its first load fails) still passes.
  const fixtures = review.getByRole('region', { name: `Fixtures replayed against version ${number}` });
  await expect(fixtures).toContainText(/\d+ pass, [1-9]\d* break, 0 not replayed\./);
  await expect(fixtures.getByRole('row', { name: /^transfer\.express before the cut-off is received \(en\)/ })).toContainText('✗ breaks✓ passesstep entry 1 (input): the run is on input');
  await expect(fixtures.getByRole('row', { name: /^transfer\.express the first load fails/ })).toContainText('✓ passes✓ passes');

  // The bundle: before (the build's chunk, or the published bundle) and after, against the budget.
  const sizes = review.getByRole('region', { name: 'Journey bundle size (gzip)' });
  await expect(sizes.getByRole('row', { name: new RegExp(`^version ${number} · compiled now`) })).toContainText(/\d+\.\d kB\d{3}\.\d kB250\.0 kB/);
  await expect(sizes.getByRole('row', { name: /^version \d+ .*· (build's chunk|published bundle)/ })).toContainText(/\d+\.\d kB\d{3}\.\d kB250\.0 kB/);
  await expect(sizes).toContainText('Within the budget.');

  await expectNoSeriousViolations(page, 'the impact review of a draft');
});
