// axe-core with the WCAG 2.2 A and AA rules: a page passes when no violation is serious or
// critical: the product's accessibility bar, checked on every journey's pages.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const WCAG_22_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// axe runs a script of its own inside every frame. A frame sandboxed without scripts (the bank's
// embedded pages, docs/mortgage-and-branches.md) cannot run it, and the analysis would wait for
// that frame until the test times out: such a frame is left out of its page's analysis and its
// page is checked on its own, at the address the frame shows.
const SCRIPTLESS_FRAME = 'iframe[sandbox]:not([sandbox*="allow-scripts"])';

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };

/**
 * axe.run in a page of one document. axe's script (half a megabyte) is put into the document
 * once and stays there while the app moves between its hash routes, so a test that checks ten
 * steps of a journey compiles it once, not twice a check as the per-frame builder does.
 */
async function runInDocument(page: Page, exclude?: string): Promise<Violation[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(
    ({ tags, exclude }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      return run(exclude ? { exclude: [exclude] } : document, { runOnly: { type: 'tag', values: tags }, iframes: false, resultTypes: ['violations'] }).then(
        (results) => results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target as unknown[] })) })),
      );
    },
    { tags: WCAG_22_A_AA, exclude },
  );
}

async function serious(page: Page, exclude?: string): Promise<string[]> {
  // A page with frames that run scripts is analysed frame by frame by axe's own builder; a page
  // of one document (or whose only frames are scriptless and left out) by axe.run in the page.
  const violations: Violation[] =
    exclude || page.frames().length === 1 ? await runInDocument(page, exclude) : (await new AxeBuilder({ page }).withTags(WCAG_22_A_AA).analyze()).violations;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits until no dialog, sheet or mask is part-way through appearing. The kit fades them in
 * over a few frames (instantly with reduced motion, but still a frame after they are in the
 * document); a text checked at 40 % opacity has 40 % of its contrast, so axe must see the page
 * as the customer does once it is still.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const fading = [...document.querySelectorAll('.adm-mask, .adm-center-popup-wrap > div, .adm-popup-body, .adm-toast-main')].some((el) => {
      const opacity = Number(getComputedStyle(el).opacity);
      return opacity > 0 && opacity < 1;
    });
    return !fading;
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  await settled(page);
  const framed = await page.locator(SCRIPTLESS_FRAME).evaluateAll((frames) => frames.map((f) => (f as HTMLIFrameElement).src).filter((src) => src !== ''));
  expect(await serious(page, framed.length ? SCRIPTLESS_FRAME : undefined), what).toEqual([]);
  for (const src of framed) {
    const own = await page.context().newPage();
    await own.goto(src);
    expect(await serious(own), `${what}: the framed page ${new URL(src).pathname}`).toEqual([]);
    await own.close();
  }
}
