// Lighthouse (the npm package, its default mobile profile: Moto G Power screen, simulated slow
// 4G and 4× CPU) on the production build, against the system Chromium started by
// chrome-launcher (CHROME_PATH). Logged-on pages: the session the benchmark's own log-on left
// in the tab's storage is copied into the tab Lighthouse drives (puppeteer-core, connected to
// the same browser), and Lighthouse is told not to reset storage, so the app opens logged on.
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROMIUM_PATH } from './chromium';

export interface TabStorage {
  session: Record<string, string>;
  local: Record<string, string>;
}

/**
 * Lighthouse's own guidance on variability: one run is one sample (the simulated throttling
 * multiplies whatever the machine did at that moment); report the median of several.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** Performance scores (0–100) of each page, in order: the median of RUNS runs each. */
export async function lighthouseScores(origin: string, pages: { url: string; storage: TabStorage }[]): Promise<number[]> {
  const runs: number[][] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRound(origin, pages));
  return pages.map((_, p) => {
    const scores = runs.map((r) => r[p]!).sort((a, b) => a - b);
    return scores[Math.floor(scores.length / 2)]!;
  });
}

/** One score per page, each opened with the given tab storage. */
async function lighthouseRound(origin: string, pages: { url: string; storage: TabStorage }[]): Promise<number[]> {
  process.env.CHROME_PATH ??= CHROMIUM_PATH;
  const chrome = await launchChrome({ chromePath: process.env.CHROME_PATH, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const scores: number[] = [];
    for (const { url, storage } of pages) {
      const page = await browser.newPage();
      // Any document of the origin will do to reach its storage; the app itself is not started.
      await page.goto(`${origin}/static/config.json`);
      await page.evaluate((s: TabStorage) => {
        for (const [k, v] of Object.entries(s.session)) sessionStorage.setItem(k, v);
        for (const [k, v] of Object.entries(s.local)) localStorage.setItem(k, v);
      }, storage);
      const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true }, undefined, page as never);
      // A page that sent Lighthouse elsewhere (e.g. to the login page) was not the one measured.
      const landed = await page.evaluate(() => location.hash);
      const wanted = new URL(url).hash;
      if (!landed.startsWith(wanted)) throw new Error(`Lighthouse measured ${landed}, not ${wanted}`);
      const score = result?.lhr.categories.performance?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
      scores.push(Math.round(score * 100));
      // BENCH_LIGHTHOUSE_DETAIL=1: which metrics cost the points (value and each one's score).
      if (process.env.BENCH_LIGHTHOUSE_DETAIL) {
        const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
        const line = metrics.map((id) => `${id} ${result?.lhr.audits[id]?.displayValue ?? '?'} (${result?.lhr.audits[id]?.score ?? '?'})`).join(', ');
        console.error(`lighthouse ${wanted}: ${line}`);
        const detail = (id: string) => JSON.stringify((result?.lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []).slice(0, 1500);
        console.error(`  LCP element: ${detail('largest-contentful-paint-element')}`);
        console.error(`  long tasks: ${detail('long-tasks')}`);
        // When each request started and ended (ms from navigation): the chain that holds the LCP back.
        const requests = ((result?.lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [])
          .map((r) => `${String(r.url).replace(origin, '')} ${Math.round(Number(r.networkRequestTime))}-${Math.round(Number(r.networkEndTime))}`)
          .join(', ');
        console.error(`  requests: ${requests.slice(0, 3000)}`);
      }
      await page.close();
    }
    return scores;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
