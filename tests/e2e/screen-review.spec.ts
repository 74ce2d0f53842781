// The screen snapshots' review in the studio (docs/testing.md, "Screen snapshots"), in Chromium:
// a journey's text changes, its step is taken again from the studio's capture view and differs
// from the baseline; QA opens the review, sees the pictures and the tree's change, accepts one
// screen and refuses another, by keyboard. The flow file, the baseline and the review's state
// on this machine are put back afterwards.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { asStaff } from './support/staff';
import { stepTaker } from '../screens/capture';
import { recordStep } from '../screens/record';
import { stepHash, flowComposition, renderLayerHash } from '../../server/studio/screens/composition';
import { baselineFile, readBaseline, screenOf } from '../../server/studio/screens/baseline';
import { pictureFile, readReview, writeReview, type ReviewItem } from '../../server/studio/screens/review';

const FLOW = 'settings.hotline';
const FILE = path.resolve('flows/settings/hotline.json');
const BEFORE = 'Tap a number to call.';
const AFTER = 'Tap a number to call us, day or night.';
const kept = new Map<string, Buffer | null>();
const keep = (file: string) => kept.set(file, fs.existsSync(file) ? fs.readFileSync(file) : null);

test.use({ viewport: { width: 1440, height: 1000 }, isMobile: false, hasTouch: false });

test.beforeAll(() => {
  for (const file of [FILE, baselineFile(FLOW), path.resolve('test-results/screens/review.json')]) keep(file);
  for (const screen of ['en/app', 'en/mini']) keep(pictureFile('accepted', FLOW, 'page', screen));
});
test.afterAll(() => {
  for (const [file, text] of kept) {
    if (text === null) fs.rmSync(file, { force: true });
    else fs.writeFileSync(file, text);
  }
});

test('QA reviews a changed screen: accepts one into the baseline and refuses another, by keyboard', async ({ page, request, context }) => {
  await asStaff(page, request, 'qa.one');
  // The studio follows the app's language: English here.
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  const baseline = readBaseline(FLOW);
  expect(screenOf(baseline, 'page', 'en/app')?.tree, 'the committed baseline holds the screen').toContain(BEFORE);

  // The change: an English text of the step, taken again from the capture view.
  const text = fs.readFileSync(FILE, 'utf8');
  fs.writeFileSync(FILE, text.replace(BEFORE, AFTER));
  let items: ReviewItem[];
  try {
    const capture = await context.newPage();
    await asStaff(capture, request, 'qa.one');
    await capture.clock.setFixedTime(new Date('2026-03-02T10:00:00+08:00'));
    const taken = await stepTaker(capture)(FLOW, 'page');
    const hash = stepHash(flowComposition(FLOW)!, 'page', renderLayerHash());
    items = recordStep(baseline, { flow: FLOW, step: 'page', hash }, taken, 'compare').items;
    await capture.close();
  } finally {
    fs.writeFileSync(FILE, text);
  }
  // The five English screens changed (their tree and picture); the Chinese ones did not.
  expect(items.map((i) => i.screen).sort()).toEqual(['en/alipay', 'en/app', 'en/browser', 'en/mini', 'en/web']);
  expect(items[0]!.reasons).toContain('tree');
  writeReview({ items });

  await page.goto('/#/studio?view=screens');
  const status = page.locator('.screens-review').getByRole('status');
  const list = page.getByRole('navigation', { name: 'Screens that differ from the baseline' });
  await expect(list).toContainText('5 screens differ from the baseline (0 refused)');
  const first = list.getByRole('button', { name: /settings\.hotline · page · en\/app: .*accessibility tree/ });
  await first.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('region', { name: 'settings.hotline · page · en/app' });
  await expect(item.getByRole('img', { name: /^After \(this run\)/ })).toBeVisible();
  // The before picture is on this machine where a run took it; otherwise the signature's outline.
  await expect(item.getByRole('img', { name: /^(Pixel difference|After, with the changed areas outlined)/ })).toBeVisible();
  const tree = item.getByLabel('Changes to the accessibility tree');
  await expect(tree).toContainText(/\+\s+- paragraph: .*Tap a number to call us, day or night\./);
  await expect(tree).toContainText(/-\s+- paragraph: .*Tap a number to call\.\n/);
  await expectNoSeriousViolations(page, 'the screen review');

  // Accept, from the keyboard: the screen goes into the committed baseline and off the list.
  await item.getByRole('button', { name: 'Accept' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Accepted settings.hotline · page · en/app: the baseline is updated.');
  await expect(list).toContainText('4 screens differ from the baseline (0 refused)');
  expect(screenOf(readBaseline(FLOW), 'page', 'en/app')?.tree).toContain(AFTER);

  // The next screen is chosen and focused; refuse it, by keyboard: the baseline keeps it, the list too.
  const mini = page.getByRole('region', { name: 'settings.hotline · page · en/mini' });
  await expect(mini).toBeVisible();
  await expect(list.getByRole('button', { name: /en\/mini/ })).toBeFocused();
  // Past the three other screens of the list to the decision.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  await expect(mini.getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(mini.getByRole('button', { name: 'Refuse' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Refused settings.hotline · page · en/mini: the baseline stays, and the screen stays listed as failing.');
  await expect(list.getByRole('button', { name: /en\/mini.*\(refused\)/ })).toBeVisible();
  await expect(list).toContainText('4 screens differ from the baseline (1 refused)');
  expect(screenOf(readBaseline(FLOW), 'page', 'en/mini')?.tree).toContain(BEFORE);
  expect(readReview().items.find((i) => i.screen === 'en/mini')?.state).toBe('refused');
});
