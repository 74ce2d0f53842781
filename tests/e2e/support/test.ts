// The specs' `test` and `expect`: Playwright's own, extended with what every spec shares. Specs
// import from here, never from '@playwright/test' directly, so a fixture that must apply to
// every test (the browser coverage of `npm run coverage`, for one) is added in one place.
import { test as base } from '@playwright/test';
import { BrowserCoverage } from './browser-coverage';
import { bankURL } from './banks';

export * from '@playwright/test';

/**
 * With E2E_COVERAGE_DIR set (`npm run coverage`), every page records Chromium's JS coverage
 * into that folder (browser-coverage.ts). Without it, this is Playwright's `test` untouched: no
 * fixture is added, nothing is wrapped, nothing recorded.
 */
function withBrowserCoverage(dir: string): typeof base {
  const covered = base.extend<object, { browserCoverage: BrowserCoverage }>({
    browserCoverage: [
      async ({}, use) => {
        await use(new BrowserCoverage(dir));
      },
      { scope: 'worker' },
    ],
    // Every context, the test's own and those specs and worker fixtures open themselves.
    browser: [
      async ({ browser, browserCoverage }, use) => {
        browserCoverage.watchBrowser(browser);
        await use(browser);
        await browserCoverage.flushAll();
      },
      { scope: 'worker' },
    ],
    // The test's own page records before the test's first step.
    page: async ({ page, browserCoverage }, use) => {
      await browserCoverage.ready(page);
      await use(page);
    },
  });
  // The added fixture is this file's own business: specs see Playwright's `test`.
  return covered as unknown as typeof base;
}

const coverageDir = process.env.E2E_COVERAGE_DIR;

export const test = (coverageDir ? withBrowserCoverage(coverageDir) : base).extend({
  // Each worker talks to its own bank (banks.ts): the page, its context and `request` follow.
  baseURL: async ({}, use, testInfo) => {
    await use(bankURL(testInfo.parallelIndex));
  },
});
