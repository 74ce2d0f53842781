// The face scan with a camera: Chromium's fake camera (a moving test pattern) stands in for
// the phone's front camera; the sandbox accepts two different frames and says it matched no face.
import { existsSync } from 'node:fs';
import { expect, test } from './support/test';
import { watchCsp } from './support/csp-guard';
import { completePasswordLogin } from './support/login';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const executablePath = process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM;

test.use({
  permissions: ['camera'],
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('live preview, capture and upload of a face scan', async ({ page }) => {
  const checkCsp = await watchCsp(page);
  await page.goto('/#/login/index?redirect=%2Fscan-face%2Findex');
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('textbox', { name: /^Login ID/ }).fill('chan.taiman');
  await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await completePasswordLogin(page);
  await expect(page).toHaveURL(/scan-face\/index/);
  const capture = page.getByRole('button', { name: 'Capture' });
  await expect(capture).toBeEnabled();
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await capture.click();
  await expect(page.getByRole('img', { name: 'Face scan' })).toBeVisible();
  const upload = page.waitForResponse((r) => r.url().endsWith('/api/ITSI510030'));
  await page.getByRole('button', { name: 'Submit' }).click();
  const body = await (await upload).json();
  expect(body.header.responseCode).toBe('00000');
  expect(body.data.faceMatched).toBe(false);
  await expect(page.getByText('it does not match faces')).toBeVisible();
  checkCsp();
});
