// Chromium for the benchmark: the system browser, a phone-sized page, and the Chrome DevTools
// Protocol for what the issue asks (network throttling off, cache disabled, CPU slowdown) and
// for the bytes of every script on the wire.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';

export const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
}

export async function newPhoneContext(browser: Browser, baseURL?: string): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, ...(baseURL ? { baseURL } : {}) });
}

/** A page under the benchmark's conditions, with a counter of script bytes on the wire. */
export class MeasuredPage {
  private scriptIds = new Set<string>();
  private bytes = 0;
  private urls = new Map<string, string>();
  /** Each counted script's bytes, by request id (to split them at the ready moment). */
  private sizes = new Map<string, number>();
  /** The scripts the page had asked for by the time it was ready (Resource Timing's start ≤ ready). */
  private askedBeforeReady = new Set<string>();
  /** The document now in the main frame: only its scripts count (the page before may still be finishing requests). */
  private loaderId: string | undefined;

  private constructor(
    readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async open(context: BrowserContext): Promise<MeasuredPage> {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const measured = new MeasuredPage(page, cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // No network emulation: the loopback as it is (bytes are counted, not timed on a slow link).
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const { frameTree } = await cdp.send('Page.getFrameTree');
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Document' && e.frameId === frameTree.frame.id) measured.loaderId = e.loaderId;
    });
    cdp.on('Network.responseReceived', (e) => {
      if (e.type !== 'Script' || e.loaderId !== measured.loaderId) return;
      measured.scriptIds.add(e.requestId);
      measured.urls.set(e.requestId, e.response.url);
    });
    // encodedDataLength: the bytes received for the response as sent (compressed if it was),
    // headers included — what the phone actually downloads.
    cdp.on('Network.loadingFinished', (e) => {
      if (!measured.scriptIds.has(e.requestId)) return;
      measured.bytes += e.encodedDataLength;
      measured.sizes.set(e.requestId, e.encodedDataLength);
      // BENCH_LIST_SCRIPTS=1: each script counted, to see where a page's bytes go.
      if (process.env.BENCH_LIST_SCRIPTS) process.stderr.write(`script ${e.encodedDataLength} ${measured.urls.get(e.requestId)}\n`);
    });
    await page.addInitScript(READY_PROBE);
    return measured;
  }

  async cpu(rate: number): Promise<void> {
    await this.cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }

  resetScriptBytes(): void {
    this.scriptIds.clear();
    this.urls.clear();
    this.sizes.clear();
    this.askedBeforeReady.clear();
    this.bytes = 0;
  }

  /** Every script of the load, up to the network's going quiet (what the page fetches after it is ready too). */
  get scriptBytes(): number {
    return this.bytes;
  }

  /**
   * The scripts of the first screen: those the page had asked for by the moment it was ready.
   * What it fetches after (the next steps' code, prefetched once the first step has painted)
   * is in scriptBytes only.
   */
  get firstScreenScriptBytes(): number {
    let sum = 0;
    for (const [id, size] of this.sizes) if (this.askedBeforeReady.has(this.urls.get(id) ?? '')) sum += size;
    return sum;
  }

  /**
   * A fresh load of `url` (from about:blank, cache disabled) at `rate`× CPU: ms from navigation
   * start to the first enabled input inside a form, as the probe saw it appear.
   *
   * The page is slowed only while it loads, and runs at 1× again once the probe has seen it
   * ready. Chromium slows a page down with a thread that interrupts its renderer's main thread
   * every moment and busy-waits in the signal handler, whether the page is working or idle: a
   * page left throttled burns most of a core doing nothing, and on a two-core machine it took
   * that core from the page being measured (the Pay New Bill load at 4×, nine loads each way:
   * a median of 736 ms with the peers' page idle and throttled beside it, 584 ms with it at 1×).
   */
  async loadUntilReady(url: string, rate = 1): Promise<number> {
    await this.page.goto('about:blank');
    this.resetScriptBytes();
    await this.cpu(rate);
    let ready: number;
    try {
      await this.page.goto(url, { waitUntil: 'commit' });
      const handle = await this.page.waitForFunction(() => (window as unknown as { __benchReady?: number }).__benchReady, undefined, { timeout: 60_000, polling: 50 });
      ready = (await handle.jsonValue()) as number;
      const asked = await this.page.evaluate(
        (at) => performance.getEntriesByType('resource').filter((r) => r.startTime <= at).map((r) => r.name),
        ready,
      );
      for (const name of asked) this.askedBeforeReady.add(name);
    } finally {
      if (rate !== 1) await this.cpu(1);
    }
    // Let the last responses finish so their bytes are counted.
    await this.page.waitForLoadState('networkidle');
    return ready;
  }
}

/**
 * Runs before any script of the page: records performance.now() (ms since navigation start)
 * when a form first holds an enabled, visible-type input.
 */
const READY_PROBE = `(() => {
  const SELECTOR = 'form input:not([disabled]):not([type="hidden"]), form textarea:not([disabled])';
  const check = () => {
    if (window.__benchReady !== undefined || !document.querySelector(SELECTOR)) return;
    window.__benchReady = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
})();`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
