// The replay fixtures (tests/fixtures/**/*.json) also run in Chromium: one test per file,
// named like the fixture. Run them alone with `npx playwright test tests/e2e/replay` or
// `npx playwright test --grep @replay`.
import { test } from '@playwright/test';
import { relativeToRepo } from '../../replay/files';
import { fixtureFiles, loadFixtures } from '../../replay/load';
import { replayInBrowser } from './replay-journey';

test.describe('replay fixtures in Chromium', { tag: '@replay' }, () => {
  // The customers' time zone, so dates on screen read as they did when recorded.
  test.use({ timezoneId: 'Asia/Hong_Kong' });

  for (const loaded of loadFixtures(fixtureFiles())) {
    test(loaded.fixture?.name ?? relativeToRepo(loaded.file), async ({ page }) => {
      // A file the format refuses fails with the same problems `npm run replay` prints.
      if (!loaded.fixture || loaded.problems.length) throw new Error(loaded.problems.join('\n'));
      await replayInBrowser(page, loaded.fixture);
    });
  }
});
