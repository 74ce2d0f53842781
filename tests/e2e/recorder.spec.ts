// The sandbox recorder: QA records a real transfer in Chromium and the recording, downloaded
// as a fixture, replays headless with `npm run replay`'s runner (docs/recording.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from './support/test';
import { TEXT, confirmWithToken, fillTransfer, logIn } from './support/bank-app';
import { expectNoSeriousViolations } from './support/axe';
import { syncBrowserClock } from './support/sandbox-clock';
import { replayInBrowser } from './replay/replay-journey';
import type { Fixture } from '../replay/fixture';

test.beforeEach(async ({ page, request }) => {
  await syncBrowserClock(page, request);
});

test('records a transfer into a fixture that replays headless', async ({ page }, testInfo) => {
  const t = TEXT.en;
  await logIn(page, 'chan.taiman', 'en');
  // Opening the studio address turns the sandbox tools on for this tab.
  await page.goto('/#/studio');
  const tools = page.getByRole('region', { name: 'Sandbox tools' });
  await tools.getByRole('button', { name: 'Record' }).click();
  await expect(tools.getByRole('status')).toContainText('open a journey');
  await expectNoSeriousViolations(page, 'home with the sandbox tools panel');

  await page.goto('/#/transfer-pay/transfer-create');
  await fillTransfer(page, 'en', { account: t.savings, payee: 'WONG SIU MING', amount: '12.34' });
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/transfer-create\?step=confirm/);
  await confirmWithToken(page, 'en');
  await expect(page).toHaveURL(/transfer-success/);
  await expect(tools.getByRole('status')).toContainText('Recording transfer.create: 2 steps');

  await tools.getByRole('button', { name: 'Stop recording' }).click();
  await expect(tools.getByRole('status')).toContainText('Recorded transfer.create: 2 steps');
  const download = page.waitForEvent('download');
  await tools.getByRole('link', { name: 'Download fixture' }).click();
  const file = testInfo.outputPath('transfer-recorded.json');
  await (await download).saveAs(file);

  const fixture = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(fixture.flow).toBe('transfer.create');
  expect(fixture.steps.map((s: { step: string }) => s.step)).toEqual(['input', 'confirm']);
  expect(fixture.steps[0].input.amount).toBe(1234);
  // The one-time code is kept as its shape only; the key and the code are patterns in the request.
  expect(fixture.steps[1].auth.otp).toBe('000000');
  const submit = fixture.calls.find((c: { tx: string }) => c.tx === 'ITSI300001');
  expect(submit.request.idempotencyKey).toBe('<masked>');
  expect(submit.request.auth.otp).toBe('<masked>');
  expect(fixture.outcome.status).toBe('done');

  const replay = spawnSync(process.execPath, ['--import', 'tsx', 'tests/replay/run.ts', file], { encoding: 'utf8' });
  expect(replay.stdout).toContain('1 passed, 0 failed');
  expect(replay.status).toBe(0);
  recorded = fixture as Fixture;

  // Which definition sent it: the sandbox's transfer detail names the flow, version and hash.
  await page.goto('/#/transfer-pay/transfer-record');
  await page.locator('.list-rows .adm-list-item').filter({ hasText: 'HKD 12.34' }).first().click();
  await expect(page).toHaveURL(/transfer-detail\?id=/);
  await expect(page.getByText('Flow definition (technical, sandbox only)')).toBeVisible();
  await expect(page.getByText(/^transfer\.create@1#[0-9a-f]{16}$/)).toBeVisible();
});

let recorded: Fixture | undefined;

test.describe('the recording in Chromium', () => {
  // The customers' time zone, as the other fixtures replay in Chromium.
  test.use({ timezoneId: 'Asia/Hong_Kong' });
  test('replays against the scripted bank', async ({ page }) => {
    test.skip(!recorded, 'the recording test did not produce a fixture');
    await replayInBrowser(page, recorded!);
  });
});
