// The replay fixtures (tests/fixtures/**/*.json) also run in Chromium: one test per file,
// named like the fixture. Run them alone with `npx playwright test tests/e2e/replay` or
// `npx playwright test --grep @replay`. In `npm test` Chromium plays the fewest fixtures that
// together show every step kind, widget, channel, language, ending and customer action at least
// once (browser-set.ts); every fixture still replays at engine level (`npm run replay`), and
// REPLAY_ALL=1 (`npm run test:all`) plays them all in Chromium too. The tests of a worker share
// one browser context, reset between them (reused-context.ts): the app's scripts load once,
// from the HTTP cache after.
import { test } from './reused-context';
import { relativeToRepo } from '../../replay/files';
import { fixtureFiles, loadFixtures } from '../../replay/load';
import { flowsById } from '../../replay/flows';
import { replayInBrowser } from './replay-journey';
import { browserFeatures, coveringSet } from './browser-set';

/**
 * The browser replay answers authentication through the mobile-token sheet only. A fixture
 * whose journey confirms with another authenticator (an SMS code, the device certificate)
 * replays at engine level (`npm run replay`); its browser path has its own end-to-end spec
 * against the sandbox (fps-registration.spec.ts, device.spec.ts). Likewise a journey that
 * reads a QR code from an image (qr.spec.ts).
 */
/**
 * Boundary fixtures (codegen/mutation/boundaries.ts) put values to a form that no customer can
 * enter through its widgets (an account id one character too long, an item list past its
 * maximum): they probe the engine's rules and replay at engine level only.
 */
const isBoundaryFixture = (file: string) => file.endsWith('-boundaries.json');

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
  // Each replay stands alone (reused-context.ts resets the context between them), so both
  // workers take them as they come free, instead of one worker playing them all at the end.
  test.describe.configure({ mode: 'parallel' });
  const loaded = loadFixtures(fixtureFiles());
  const playable = loaded.filter(({ file, fixture }) => fixture && !isBoundaryFixture(file) && !otherAuthenticator(fixture.steps) && !imageInput(fixture.flow));
  const chosen = coveringSet(playable.map(({ file, fixture }) => ({ key: file, features: browserFeatures(fixture!, flowsById()[fixture!.flow]) })));
  // A file the format refuses is always played: it fails with the problems `npm run replay` prints.
  const inBrowser = (process.env.REPLAY_ALL === '1' ? loaded : loaded.filter(({ file, fixture }) => !fixture || chosen.has(file))).filter(({ file }) => !isBoundaryFixture(file));

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
