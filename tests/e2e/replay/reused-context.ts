// One browser context for all the replays a worker runs, so the app's scripts come from the
// browser's HTTP cache after the first test (the built assets are hashed and served immutable)
// instead of being fetched and compiled again for a fresh context each time. What a test could
// leave behind is reset before the next: each test gets a new page (its own tab: an empty
// sessionStorage, its own routes, init scripts and listeners), the origin's stored data is
// cleared (localStorage, IndexedDB, cookies, cache storage: everything but the HTTP cache), and
// the clock is set by each replay itself (open-journey.ts). The context options are those the
// project gives a test's own context, plus the customers' time zone.
import { devices, test as base, type BrowserContext } from '../support/test';
import { bankURL } from '../support/banks';

export const test = base.extend<object, { replayContext: BrowserContext }>({
  replayContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        ...devices['Pixel 7'],
        ...workerInfo.project.use.contextOptions,
        baseURL: bankURL(workerInfo.parallelIndex),
        locale: 'en-US',
        // The customers' time zone, so dates on screen read as they did when recorded.
        timezoneId: 'Asia/Hong_Kong',
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ replayContext }, use, testInfo) => {
    // A page a test opened besides its own (a popup) is closed with the test; so is its own.
    for (const open of replayContext.pages()) await open.close();
    await replayContext.clearCookies();
    const page = await replayContext.newPage();
    const cdp = await replayContext.newCDPSession(page);
    // 'all' is the origin's storage, not the HTTP cache (that one is Network.clearBrowserCache).
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(bankURL(testInfo.parallelIndex)).origin, storageTypes: 'all' });
    await cdp.detach();
    await use(page);
    for (const open of replayContext.pages()) await open.close();
  },
});
