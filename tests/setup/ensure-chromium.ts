// The first step of `npm test` and `npm run test:e2e`: the end-to-end tests need Chromium.
// Found (CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own build): nothing to do.
// Missing, as root on Debian: installed with apt-get, as .ci/run does. Missing otherwise: one
// line that says what to run, and the test command stops at once, instead of every browser
// test failing with advice to download a browser that cannot be downloaded here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
export const APT_PACKAGES = ['chromium', 'fonts-noto-cjk'];

export interface Facts {
  chromiumPath?: string;
  exists(file: string): boolean;
  /** Playwright's own downloaded Chromium, if any. */
  playwrightChromium(): string | undefined;
  isRoot: boolean;
  hasApt: boolean;
}

export type Decision = { action: 'use'; path: string } | { action: 'install' } | { action: 'stop'; line: string };

export function decide(facts: Facts): Decision {
  if (facts.chromiumPath) {
    return facts.exists(facts.chromiumPath)
      ? { action: 'use', path: facts.chromiumPath }
      : { action: 'stop', line: `CHROMIUM_PATH=${facts.chromiumPath} does not exist: point it at a Chromium binary, or unset it to use /usr/bin/chromium.` };
  }
  const system = SYSTEM_CHROMIUM.find((file) => facts.exists(file));
  if (system) return { action: 'use', path: system };
  const own = facts.playwrightChromium();
  if (own) return { action: 'use', path: own };
  if (facts.isRoot && facts.hasApt) return { action: 'install' };
  return {
    action: 'stop',
    line: facts.hasApt
      ? `Chromium is missing: run \`sudo apt-get install -y ${APT_PACKAGES.join(' ')}\` (or set CHROMIUM_PATH to a Chromium binary), then the tests again.`
      : 'Chromium is missing: install Chromium and set CHROMIUM_PATH to its binary, then the tests again.',
  };
}

async function playwrightChromium(): Promise<string | undefined> {
  try {
    const { chromium } = await import('@playwright/test');
    const file = chromium.executablePath();
    return file && fs.existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  const chromiumPath = process.env.CHROMIUM_PATH || undefined;
  // Playwright takes seconds to load: asked only when neither CHROMIUM_PATH nor Debian's is there.
  const own = chromiumPath || SYSTEM_CHROMIUM.some((file) => fs.existsSync(file)) ? undefined : await playwrightChromium();
  const facts: Facts = {
    chromiumPath,
    exists: (file) => fs.existsSync(file),
    playwrightChromium: () => own,
    isRoot: process.getuid?.() === 0,
    hasApt: fs.existsSync('/usr/bin/apt-get'),
  };
  const decision = decide(facts);
  if (decision.action === 'use') return 0;
  if (decision.action === 'stop') {
    process.stderr.write(`${decision.line}\n`);
    return 1;
  }
  process.stdout.write(`Chromium is missing: installing ${APT_PACKAGES.join(' ')} from Debian (apt-get)...\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...APT_PACKAGES], { stdio: 'inherit', env }) : update;
  if (install.status !== 0 || !SYSTEM_CHROMIUM.some((file) => fs.existsSync(file))) {
    process.stderr.write(`Installing Chromium failed: run \`apt-get install -y ${APT_PACKAGES.join(' ')}\` as root, then the tests again.\n`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) process.exit(await main());
