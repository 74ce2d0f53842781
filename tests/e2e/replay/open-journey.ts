// Puts the browser where a recorded journey starts: the customer logged on (the session store
// seeded directly, so no password check and no log-on call), the fixture's language, a device
// whose mobile token is active, the clock at the fixture's `now`, and the flow's first page
// open in the recorded channel.
import type { Page } from '@playwright/test';
import type { Flow } from '../../../engine/core/flow-types';
import type { SessionState } from '../../../app/session/session-store';
import { WEB_KEYS } from '../../../bridge/device/web';
import type { Fixture } from '../../replay/fixture';
import { REPLAY_DEVICE_ID, REPLAY_SESSION_TOKEN, REPLAY_TOKEN_SEED, replayUser } from './shell-bank';

/** Keys the app reads at start: its session store (app/session) and language (app/i18n). */
const SESSION_KEY = 'session';
const LANGUAGE_KEY = 'language';

interface Seed {
  session: [string, string];
  local: [string, string][];
}

export async function openJourney(page: Page, fixture: Fixture, flow: Flow): Promise<void> {
  const session: Partial<SessionState> = {
    isLogon: true,
    token: REPLAY_SESSION_TOKEN,
    user: replayUser(fixture) as unknown as SessionState['user'],
  };
  const seed: Seed = {
    session: [SESSION_KEY, JSON.stringify(session)],
    local: [
      [LANGUAGE_KEY, fixture.locale],
      [WEB_KEYS.deviceId, REPLAY_DEVICE_ID],
      [WEB_KEYS.token, JSON.stringify({ seed: REPLAY_TOKEN_SEED, deviceId: REPLAY_DEVICE_ID })],
    ],
  };
  // Runs before the app's own scripts on every document; only an empty store is seeded, so a
  // reload keeps what the app has written since.
  await page.addInitScript((s: Seed) => {
    if (location.protocol !== 'http:' && location.protocol !== 'https:') return;
    if (sessionStorage.getItem(s.session[0]) === null) sessionStorage.setItem(...s.session);
    for (const [key, value] of s.local) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }, seed);
  // Dates the page shows and offers (the date picker starts on today) are the recording's.
  await page.clock.setFixedTime(new Date(fixture.now));

  const start = flow.steps[flow.start];
  if (!start) throw new Error(`flow ${flow.id} has no start step '${flow.start}'`);
  const query = new URLSearchParams(fixture.query ?? {}).toString();
  // `channel` in the page's own query picks the channel (bridge/channel/detect.ts).
  await page.goto(`/?channel=${fixture.channel}#${start.route}${query ? `?${query}` : ''}`);
}
