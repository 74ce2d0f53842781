// The specs' `test` and `expect`: Playwright's own, extended with what every spec shares. Specs
// import from here, never from '@playwright/test' directly, so a fixture that must apply to
// every test is added in one place.
import { test as base } from '@playwright/test';
import { bankURL } from './banks';

export * from '@playwright/test';

export const test = base.extend({
  // Each worker talks to its own bank (banks.ts): the page, its context and `request` follow.
  baseURL: async ({}, use, testInfo) => {
    await use(bankURL(testInfo.parallelIndex));
  },
});
