// The replay fixtures (tests/fixtures/**/*.json) also run in Chromium: one test per file,
// named like the fixture. Run them alone with `npx playwright test tests/e2e/replay` or
// `npx playwright test --grep @replay`. In `npm test` each flow plays every kind of ending its
// fixtures have (done, waiting, failed at load, at submit...) once in Chromium, the first fixture
// of each kind by file name; every fixture still replays at engine level (`npm run replay`), and
// REPLAY_ALL=1 plays them all in Chromium too. The tests of a worker share one browser context,
// reset between them (reused-context.ts): the app's scripts load once, from the HTTP cache after.
import { test } from './reused-context';
import { relativeToRepo } from '../../replay/files';
import { fixtureFiles, loadFixtures } from '../../replay/load';
import { flowsById } from '../../replay/flows';
import { replayInBrowser } from './replay-journey';

/**
 * The browser replay answers authentication through the mobile-token sheet only. A fixture
 * whose journey confirms with another authenticator (an SMS code, the device certificate)
 * replays at engine level (`npm run replay`); its browser path has its own end-to-end spec
 * against the sandbox (fps-registration.spec.ts, device.spec.ts). Likewise a journey that
 * reads a QR code from an image (qr.spec.ts).
 */
/** Widgets whose input is a camera frame or an image file, not something typed. */
const IMAGE_WIDGETS = ['qr-scan'];

function imageInput(flowId: string | undefined): string | undefined {
  const text = flowId ? JSON.stringify(flowsById()[flowId] ?? {}) : '';
  return IMAGE_WIDGETS.find((widget) => text.includes(`"ui:widget":"${widget}"`));
}

function otherAuthenticator(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(otherAuthenticator).find(Boolean);
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const auth = record.auth as { method?: unknown } | undefined;
  if (auth && typeof auth.method === 'string' && auth.method !== 'mobile-token') return auth.method;
  return Object.values(record).map(otherAuthenticator).find(Boolean);
}

test.describe('replay fixtures in Chromium', { tag: '@replay' }, () => {
  const endings = new Set<string>();
  const inBrowser = loadFixtures(fixtureFiles()).filter(({ fixture }) => {
    if (process.env.REPLAY_ALL === '1' || !fixture) return true;
    const outcome = fixture.outcome as { status?: string; error?: { stage?: string } | null } | undefined;
    const ending = `${fixture.flow} ${outcome?.status} ${outcome?.error?.stage ?? ''}`;
    if (endings.has(ending)) return false;
    endings.add(ending);
    return true;
  });

  for (const loaded of inBrowser) {
    test(loaded.fixture?.name ?? relativeToRepo(loaded.file), async ({ page }) => {
      const method = otherAuthenticator(loaded.fixture?.steps);
      test.skip(method !== undefined, `confirms with ${method}: replayed at engine level and covered by its own Chromium spec`);
      const widget = imageInput(loaded.fixture?.flow);
      test.skip(widget !== undefined, `reads a code with the ${widget} widget (an image): replayed at engine level, the image path is tests/e2e/qr.spec.ts`);
      // A file the format refuses fails with the same problems `npm run replay` prints.
      if (!loaded.fixture || loaded.problems.length) throw new Error(loaded.problems.join('\n'));
      await replayInBrowser(page, loaded.fixture);
    });
  }
});
