// The test command's first step (tests/setup/ensure-chromium.ts): use a Chromium that is
// there, install Debian's as root, otherwise stop at once with one line saying what to run.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { decide, type Facts } from '../../setup/ensure-chromium.js';

const facts = (over: Partial<Facts>): Facts => ({
  exists: () => false,
  playwrightChromium: () => undefined,
  isRoot: false,
  hasApt: true,
  ...over,
});

describe('ensure Chromium before the tests', () => {
  it('uses CHROMIUM_PATH, Debian’s chromium or Playwright’s own build when one is there', () => {
    expect(decide(facts({ chromiumPath: '/opt/c/chrome', exists: (f) => f === '/opt/c/chrome' }))).toEqual({ action: 'use', path: '/opt/c/chrome' });
    expect(decide(facts({ exists: (f) => f === '/usr/bin/chromium' }))).toEqual({ action: 'use', path: '/usr/bin/chromium' });
    expect(decide(facts({ playwrightChromium: () => '/root/.cache/ms-playwright/chrome' }))).toEqual({ action: 'use', path: '/root/.cache/ms-playwright/chrome' });
  });

  it('installs it as root on Debian', () => {
    expect(decide(facts({ isRoot: true }))).toEqual({ action: 'install' });
  });

  it('otherwise stops with one line that says exactly what to run', () => {
    const stop = decide(facts({}));
    expect(stop).toEqual({ action: 'stop', line: expect.stringContaining('sudo apt-get install -y chromium fonts-noto-cjk') });
    expect(decide(facts({ hasApt: false, isRoot: true }))).toMatchObject({ action: 'stop', line: expect.stringContaining('CHROMIUM_PATH') });
    // A CHROMIUM_PATH that is wrong is said so, rather than silently replaced.
    expect(decide(facts({ chromiumPath: '/nowhere/chrome', exists: () => true }))).toEqual({ action: 'use', path: '/nowhere/chrome' });
    expect(decide(facts({ chromiumPath: '/nowhere/chrome', exists: (f) => f !== '/nowhere/chrome' }))).toMatchObject({ action: 'stop' });
  });

  it('as a command: exits 1 with one line when CHROMIUM_PATH points nowhere', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/setup/ensure-chromium.ts'], { env: { ...process.env, CHROMIUM_PATH: '/nowhere/chrome' }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toBe('');
  }, 60_000);
});
