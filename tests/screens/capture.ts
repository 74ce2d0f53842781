// Takes one step of a journey in its fifteen screens (three languages, five channels) from the
// studio's capture view (app/sandbox/studio/screens/ScreensCapture.tsx): one picture of the
// page, cut into the screens in Node, the accessibility tree of each screen
// (locator.ariaSnapshot) and one page.evaluate for every screen's layout findings.
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { formatSignature } from '../../domain/screens/signature';
import { signatureOf } from '../../server/studio/screens/signature';
import { measureFindings, type Finding } from './findings';
import { trackPageRequests, type PageQuiet } from '../e2e/support/page-quiet';

export const LOCALES = ['zh-TW', 'zh-CN', 'en'] as const;
export const CHANNELS = ['app', 'mini', 'web', 'alipay', 'browser'] as const;
export const SCREEN_IDS = LOCALES.flatMap((l) => CHANNELS.map((c) => `${l}/${c}`));

export interface TakenScreen {
  tree: string;
  picture: string;
  findings: Finding[];
  png: Buffer;
}

const frame = (screen: string) => {
  const [locale, channel] = screen.split('/');
  return `[data-channel="${channel}"] figure[data-locale="${locale}"]`;
};

/** The frames' markup and their boxes, to tell a settled page. */
const markup = () => {
  const root = document.querySelector('.screens-capture');
  return `${root?.innerHTML.length}:${root?.getBoundingClientRect().height}:${root?.innerHTML}`;
};

/**
 * Lazily loaded widgets (their chunks), fonts and the preview's own sample answers in, and what
 * they set off rendered: the page started no request and its markup stayed the same over an
 * idle round.
 */
async function settle(page: Page, quiet: PageQuiet): Promise<string> {
  for (;;) {
    await quiet();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const before = await page.evaluate(markup);
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestIdleCallback(() => requestAnimationFrame(() => done()), { timeout: 2_000 }))));
    if ((await page.evaluate(markup)) === before) return before;
  }
}

/**
 * Opens the capture view of the step (a change of step within the same flow stays in the page)
 * and waits until every frame has its run: no frame still loading, the fonts in, and the
 * frames' markup unchanged from one animation frame to the next.
 */
async function openStep(page: Page, quiet: PageQuiet, flowId: string, stepId: string): Promise<void> {
  const hash = `#/studio?view=screens-capture&flow=${encodeURIComponent(flowId)}&step=${encodeURIComponent(stepId)}`;
  if (page.url().includes('view=screens-capture')) await page.evaluate((h) => (location.hash = h), hash);
  else await page.goto(`/${hash}`);
  await page.waitForFunction(
    ({ flow, step, count }) => {
      const root = document.querySelector(`.screens-capture[data-flow="${flow}"][data-step="${step}"]`);
      // A result's countdown (the instruction executing) runs out by itself: the screen is the result after it.
      return (
        !!root &&
        root.querySelectorAll('figure .studio-device__screen').length === count &&
        !root.querySelector('.studio-device__screen > .studio-note:not(.studio-note--error)') &&
        !root.querySelector('[data-testid="result-countdown"]')
      );
    },
    { flow: flowId, step: stepId, count: SCREEN_IDS.length },
    { timeout: 60_000 },
  );
  await settle(page, quiet);
}

export type StepTaker = (flowId: string, stepId: string) => Promise<Record<string, TakenScreen>>;

/** Takes steps in this page (which it follows from now on: its requests tell when a step has loaded). */
export function stepTaker(page: Page): StepTaker {
  const quiet = trackPageRequests(page);
  return (flowId, stepId) => takeStep(page, quiet, flowId, stepId);
}

async function takeStep(page: Page, quiet: PageQuiet, flowId: string, stepId: string): Promise<Record<string, TakenScreen>> {
  await openStep(page, quiet, flowId, stepId);
  // A page that changed while it was being taken (a late render) is taken again.
  for (let attempt = 1; ; attempt += 1) {
    const before = await page.evaluate(markup);
    const taken = await takeOnce(page, flowId, stepId);
    if ((await page.evaluate(markup)) === before || attempt === 3) return taken;
    await settle(page, quiet);
  }
}

async function takeOnce(page: Page, flowId: string, stepId: string): Promise<Record<string, TakenScreen>> {
  // Each screen's box: from the top of the host's bar to the bottom of the screen, in page pixels.
  const boxes = await page.evaluate((selectors) => {
    const out: Record<string, { x: number; y: number; width: number; height: number }> = {};
    for (const [id, sel] of Object.entries(selectors)) {
      const fig = document.querySelector(sel)!;
      const top = fig.querySelector('.studio-device__bar')!.getBoundingClientRect();
      const screen = fig.querySelector('.studio-device__screen')!.getBoundingClientRect();
      out[id] = { x: Math.round(screen.left + scrollX), y: Math.round(top.top + scrollY), width: Math.round(screen.width), height: Math.round(screen.bottom - top.top) };
    }
    return out;
  }, Object.fromEntries(SCREEN_IDS.map((s) => [s, frame(s)])));
  const roots = Object.fromEntries(SCREEN_IDS.map((s) => [s, `${frame(s)} .studio-device__screen`]));
  // As source text: the TypeScript loader names the function's inner arrows with a helper the page lacks.
  const findings = (await page.evaluate(`(() => { const __name = (f) => f; return (${measureFindings.toString()})(${JSON.stringify(roots)}); })()`)) as Record<string, Finding[]>;
  // Each screen its own picture, encoded by Chromium for speed (the pictures stay on this machine).
  const cdp = await page.context().newCDPSession(page);
  const out: Record<string, TakenScreen> = {};
  try {
    for (const screen of SCREEN_IDS) {
      const box = boxes[screen]!;
      const { data } = (await cdp.send('Page.captureScreenshot', {
        format: 'png',
        captureBeyondViewport: true,
        optimizeForSpeed: true,
        clip: { ...box, scale: 1 },
      } as Parameters<typeof cdp.send<'Page.captureScreenshot'>>[1])) as { data: string };
      const png = Buffer.from(data, 'base64');
      out[screen] = { tree: '', picture: formatSignature(signatureOf(PNG.sync.read(png))), findings: findings[screen] ?? [], png };
    }
    const trees = await Promise.all(SCREEN_IDS.map((screen) => page.locator(`${frame(screen)} .studio-device__screen`).ariaSnapshot()));
    SCREEN_IDS.forEach((screen, i) => (out[screen]!.tree = trees[i]!));
  } finally {
    await cdp.detach();
  }
  return out;
}
