// Chromium's JS coverage of the app for `npm run coverage` (tests/coverage/), switched on by
// E2E_COVERAGE_DIR (see test.ts). Every page of every context a test or a fixture opens is
// covered: the contexts come from the worker's browser, whose newContext is wrapped here, and
// each new page starts recording as it opens. A page's coverage only exists while it is open,
// so it is taken when the page or its context is closed (the test's own context at its end, a
// spec's contexts when the spec closes them, what is left when the worker's browser goes),
// and written as one file per page: each of the app's scripts by address, V8's counts and a
// digest of the script's text (tests/coverage/browser-entries.ts maps it onto dist/).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { sha1, type SavedScript } from '../../coverage/browser-entries';

export class BrowserCoverage {
  /** Pages recording, each with the promise of its recording having started. */
  private readonly recording = new Map<Page, Promise<unknown>>();
  private readonly contexts = new Set<BrowserContext>();
  private written = 0;

  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  watchBrowser(browser: Browser): void {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args) => {
      const context = await newContext(...args);
      this.watchContext(context);
      return context;
    };
  }

  /** Resolves once `page` records (the test's own page is not handed over before). */
  async ready(page: Page): Promise<void> {
    this.watchPage(page);
    await this.recording.get(page);
  }

  /** At the worker's end: the pages of contexts nobody closed. */
  async flushAll(): Promise<void> {
    await Promise.all([...this.contexts].map((context) => this.flushContext(context)));
  }

  private watchContext(context: BrowserContext): void {
    this.contexts.add(context);
    context.on('page', (page) => this.watchPage(page));
    context.on('close', () => this.contexts.delete(context));
    const close = context.close.bind(context);
    context.close = async (...args) => {
      await this.flushContext(context);
      return close(...args);
    };
  }

  private watchPage(page: Page): void {
    if (this.recording.has(page) || page.isClosed()) return;
    // Kept across navigations: a test moves through many addresses of the one app.
    this.recording.set(page, page.coverage.startJSCoverage({ resetOnNavigation: false }).catch(() => undefined));
    const close = page.close.bind(page);
    page.close = async (...args) => {
      await this.flush(page);
      return close(...args);
    };
  }

  private async flushContext(context: BrowserContext): Promise<void> {
    await Promise.all(context.pages().map((page) => this.flush(page)));
  }

  private async flush(page: Page): Promise<void> {
    const started = this.recording.get(page);
    if (!started) return;
    this.recording.delete(page);
    await started;
    // The app's scripts come from the page's own origin (the bank serves both): not
    // about:blank, data: addresses or the browser's own.
    const origin = originOf(page.url());
    // A page that closed by itself (or crashed) took its coverage with it.
    const entries = await page.coverage.stopJSCoverage().catch(() => []);
    const scripts: SavedScript[] = entries
      .filter((entry) => origin !== undefined && originOf(entry.url) === origin && new URL(entry.url).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.url, sha1: entry.source ? sha1(entry.source) : null, functions: entry.functions }));
    if (!scripts.length) return;
    this.written += 1;
    const name = `${process.pid}-${this.written}-${randomUUID().slice(0, 8)}.json`;
    fs.writeFileSync(path.join(this.dir, name), JSON.stringify(scripts));
  }
}

/** An http(s) address's origin; undefined for any other. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
