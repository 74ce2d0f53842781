// axe-core with the WCAG 2.2 A and AA rules: a page passes when no violation is serious or
// critical: the product's accessibility bar, checked on every journey's pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_22_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// axe runs a script of its own inside every frame. A frame sandboxed without scripts (the bank's
// embedded pages, docs/mortgage-and-branches.md) cannot run it, and the analysis would wait for
// that frame until the test times out: such a frame is left out of its page's analysis and its
// page is checked on its own, at the address the frame shows.
const SCRIPTLESS_FRAME = 'iframe[sandbox]:not([sandbox*="allow-scripts"])';

async function serious(page: Page, exclude?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_A_AA);
  // With such a frame on the page, axe runs in the page alone (its frames not visited, and no
  // helper page opened to merge per-frame results: that step never finished next to the frame).
  if (exclude) builder = builder.exclude(exclude).options({ iframes: false }).setLegacyMode(true);
  // A page without frames is one document either way: axe.run there finds what the per-frame
  // mode finds, without opening (and loading axe into) a blank page to merge the results.
  else if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const framed = await page.locator(SCRIPTLESS_FRAME).evaluateAll((frames) => frames.map((f) => (f as HTMLIFrameElement).src).filter((src) => src !== ''));
  expect(await serious(page, framed.length ? SCRIPTLESS_FRAME : undefined), what).toEqual([]);
  for (const src of framed) {
    const own = await page.context().newPage();
    await own.goto(src);
    expect(await serious(own), `${what}: the framed page ${new URL(src).pathname}`).toEqual([]);
    await own.close();
  }
}
