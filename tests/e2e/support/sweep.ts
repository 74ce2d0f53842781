// The accessibility sweep, defined once and run per language by the accessibility-sweep-*.spec.ts
// files (a file each, so the two workers sweep two languages side by side).
// The accessibility sweep: axe-core (WCAG 2.2 A and AA, tests/e2e/support/axe.ts) on journey
// start pages, on every page of the shell (logged on, in each language), and on the shell pages a
// prospect sees logged out. In `npm test` a journey start page stands for its screen shape: the
// same step kind (and template) with the same widgets is drawn by the same views, so the first
// journey of each shape, by id, is swept in each language, logged on, or logged out where the
// journey needs no log-on. `npm run test:all` (SWEEP_ALL=1) sweeps every journey in every
// language, logged on, and those without log-on logged out too.
// No journey is listed by hand: the flows are read from generated/journeys, so a journey added
// tomorrow is swept tomorrow (a new shape in `npm test`, every journey in `test:all`). A start
// page that shows one record gets a real one of the demo customer (an account, a notice, a
// branch, a payee) where the bank has one; the others show what a customer sees when the record
// is missing, which must pass too. On each start page every picker (account, bank, payee, date,
// merchant, terms) is opened from the keyboard, checked open and closed with Escape, focus back
// on it.
import fs from 'node:fs';
import path from 'node:path';
import { devices, expect, test, type Browser, type BrowserContext, type Page } from './test';
import { apiLogin } from './login';
import { expectNoSeriousViolations } from './axe';
import { trackPageRequests, type PageQuiet } from './page-quiet';
import { bankURL } from './banks';

export type Lang = 'en' | 'zh-TW' | 'zh-CN';

interface StartPage {
  flowId: string;
  route: string;
  login: boolean;
  /** The query names the start step reads. */
  queries: string[];
  /** Step kind, template, widgets and log-on: pages of one shape are drawn by the same views. */
  shape: string;
  /** Where a page opened without its record takes the customer (the flow's reachedFrom). */
  reachedFrom?: string;
  /** The query names the start step's loads send as they are (no default fills them). */
  needs: string[];
}

export const SWEEP_ALL = process.env.SWEEP_ALL === '1';

const JOURNEYS = path.resolve('generated/journeys');

/** Each flow's start step, from the flows as the engine runs them. */
function startPages(): StartPage[] {
  return fs
    .readdirSync(JOURNEYS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => JSON.parse(fs.readFileSync(path.join(JOURNEYS, d.name, 'flow.json'), 'utf8')) as { id: string; start: string; login: boolean; reachedFrom?: string; steps: Record<string, { route: string; kind: string; template?: string; ui?: unknown; load?: { request?: Record<string, unknown> }[] }> })
    .map((flow) => {
      const step = flow.steps[flow.start]!;
      const queries = [...new Set([...JSON.stringify(step).matchAll(/query\.([A-Za-z0-9_]+)/g)].map((m) => m[1]!))];
      const widgets = [...new Set([...JSON.stringify(step.ui ?? {}).matchAll(/"ui:(?:widget|field)":"([^"]+)"/g)].map((m) => m[1]!))].sort();
      const shape = `${step.kind}${step.template ? ` ${step.template}` : ''} [${widgets.join(', ')}]${flow.login ? '' : ' without log-on'}`;
      const needs = (step.load ?? []).flatMap((load) => Object.values(load.request ?? {}).flatMap((source) => (typeof source === 'string' && source.startsWith('query.') ? [source.slice('query.'.length)] : [])));
      return { flowId: flow.id, route: step.route, login: flow.login, queries, shape, needs, ...(flow.reachedFrom ? { reachedFrom: flow.reachedFrom } : {}) };
    })
    .sort((a, b) => a.flowId.localeCompare(b.flowId));
}

/** The query names sampleQueries fills from the demo customer's own records. */
const SAMPLE_KEYS = new Set(['accountId', 'accountType', 'id', 'branchCode', 'payeeId', 'currency', 'active', 'theMods', 'category', 'period']);

/** Whether the sweep can open the page with a record (or it needs none). */
function opensWithRecord(p: StartPage): boolean {
  return !p.reachedFrom || p.needs.every((q) => SAMPLE_KEYS.has(q));
}

/** The first journey (by id) of each shape, preferring one the sweep can open with its record. */
function oneOfEachShape(pages: StartPage[]): StartPage[] {
  const seen = new Set<string>();
  const ordered = [...pages.filter(opensWithRecord), ...pages.filter((p) => !opensWithRecord(p))];
  return ordered.filter((p) => !seen.has(p.shape) && seen.add(p.shape)).sort((a, b) => a.flowId.localeCompare(b.flowId));
}

/** The shell's pages (app/routing/page-loaders.ts), without the redirect patterns. */
function shellPages(): string[] {
  const source = fs.readFileSync('app/routing/page-loaders.ts', 'utf8');
  return [...source.matchAll(/\[\s*'(\/[^':]*)'\s*,\s*\(\)\s*=>\s*import\(/g)].map((m) => m[1]!);
}

const HEADER = { locale: 'en_US', appId: 'XPMBS', termType: 'WEB' };

/** Query values of the demo customer's own records, from the bank (what a link to the page would carry). */
async function sampleQueries(page: Page, token: string): Promise<Record<string, string>> {
  const call = async (code: string, body: object = {}) => {
    const res = await page.request.post(`/api/${code}`, { data: { header: HEADER, ...body }, headers: { 'x-auth-token': token } });
    return ((await res.json()) as { data: Record<string, any> }).data;
  };
  const accounts = (await call('ITSI200001', { purpose: 'all' })).accounts as { accountId: string; accountType: string }[];
  const notices = (await call('ITSI110001')).notices as { noticeId: string }[];
  const branches = (await call('ITSI098008', { areaNo: '852' })).branchList as { branchCode: string }[];
  const payees = (await call('ITSI200002')).payees as { payeeId: string }[];
  return {
    accountId: accounts.find((a) => a.accountType === '01')!.accountId,
    accountType: '01',
    id: notices[0]!.noticeId,
    branchCode: branches[0]!.branchCode,
    payeeId: payees[0]!.payeeId,
    currency: 'USD',
    active: '1',
    theMods: '["float","token"]',
    category: '24',
    period: '3M',
  };
}

/** Waits until the page shows its content: the step (or shell page) drawn, nothing loading. */
async function settled(page: Page, quiet: PageQuiet): Promise<void> {
  await expect(page.locator('main.app-main > *').first()).toBeAttached();
  await expect(page.locator('.step-loading')).toHaveCount(0);
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  // The lazily loaded parts of a page (widgets, charts, the map) and its bank calls: every
  // request the page started has finished, and nothing new followed them.
  await quiet();
  await expect(page.locator('.step-loading')).toHaveCount(0);
}

/**
 * Opens a page of the app in the tab the sweep shares. A dialog still open from the page before
 * (a prompt such as the service-auth one waits for the customer's answer, whatever the route)
 * would cover this page and be taken for its picker's sheet: the app then starts afresh on this
 * page instead (the session stays with the tab).
 */
async function open(page: Page, url: string): Promise<void> {
  if (await page.getByRole('dialog').filter({ visible: true }).count()) await page.goto('about:blank');
  await page.goto(url);
}

async function newContext(browser: Browser, baseURL: string, lang: Lang): Promise<BrowserContext> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, reducedMotion: 'reduce' });
  await context.addInitScript((language) => window.localStorage.setItem('language', language), lang);
  return context;
}

const START_PAGES = startPages();
const SHELL_PAGES = shellPages();
const SHAPES = oneOfEachShape(START_PAGES);
const LANG_ATTRIBUTE: Record<Lang, string> = { en: 'en', 'zh-TW': 'zh-Hant', 'zh-CN': 'zh-Hans' };

/** The sweep in one language: logged on (the canary, the shapes, the shell pages), then logged out. */
export function sweepIn(lang: Lang): void {
  test.describe(`logged on, ${lang}`, () => {
    let context: BrowserContext;
    let page: Page;
    let quiet: PageQuiet;
    let samples: Record<string, string> = {};

    test.beforeAll(async ({ browser }, testInfo) => {
      context = await newContext(browser, bankURL(testInfo.parallelIndex), lang);
      page = await context.newPage();
      quiet = trackPageRequests(page);
      const token = await apiLogin(page.request, 'chan.taiman');
      samples = await sampleQueries(page, token);
      // The spec's log-on by a token in the query: the app keeps the session for the tab.
      await page.goto(`/#/mine/index?token=${encodeURIComponent(token)}`);
      await expect(page.locator('.home-balance').first()).toBeVisible();
    });
    test.afterAll(async () => {
      await context?.close();
    });

    test('the check finds a serious violation when there is one, in the language swept', async () => {
      await open(page, '/#/mine/index');
      await settled(page, quiet);
      await expect(page.locator('html')).toHaveAttribute('lang', LANG_ATTRIBUTE[lang]);
      // A button without a name (axe: button-name, critical), added for this check only.
      await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('button'), { id: 'sweep-canary' })));
      await expect(expectNoSeriousViolations(page, 'canary')).rejects.toThrow(/button-name/);
      await page.evaluate(() => document.getElementById('sweep-canary')?.remove());
    });

    // Every shape that needs a log-on, in this language (every journey with SWEEP_ALL).
    for (const start of SWEEP_ALL ? START_PAGES : SHAPES.filter((s) => s.login)) {
      test(`${start.flowId} (${start.route}) ${start.shape}`, async () => {
        const query = new URLSearchParams(start.queries.flatMap((q) => (samples[q] !== undefined ? [[q, samples[q]!]] : [])));
        await open(page, `/#${start.route}${query.size ? `?${query}` : ''}`);
        if (!opensWithRecord(start)) {
          // Opened without its record: taken to its list, told why in a dialog (checked too).
          const told = page.getByRole('dialog').filter({ visible: true });
          await expect(told).toBeVisible();
          expect(new URL(page.url()).hash.split('?')[0]).toBe(`#${start.reachedFrom}`);
          await expectNoSeriousViolations(page, `${start.flowId} opened without its record (${lang})`);
          await told.getByRole('button').click();
          await expect(told).toHaveCount(0);
          return;
        }
        await settled(page, quiet);
        // Still on the journey's page (an unknown route would fall through to the home).
        expect(new URL(page.url()).hash.split('?')[0]).toBe(`#${start.route}`);
        await expectNoSeriousViolations(page, `${start.flowId} ${start.route} (${lang})`);
        // Each picker of the page open too (accounts, banks, payees, dates, merchants, terms):
        // the sheet is a dialog of its own, opened from the keyboard and closed with Escape.
        const pickers = page.locator('main [aria-haspopup="dialog"]:not([disabled])');
        for (let i = 0, n = await pickers.count(); i < n; i += 1) {
          const picker = pickers.nth(i);
          if (!(await picker.isVisible())) continue;
          const name = (await picker.getAttribute('aria-label')) ?? (await picker.innerText()).split('\n')[0];
          await picker.focus();
          await page.keyboard.press('Enter');
          const sheet = page.getByRole('dialog').filter({ visible: true }).last();
          await expect(sheet).toBeVisible();
          await expect(sheet).toBeFocused();
          // What the sheet loads (its code, the list it shows) has arrived.
          await quiet();
          await expectNoSeriousViolations(page, `${start.flowId} with "${name}" open (${lang})`);
          await page.keyboard.press('Escape');
          await expect(sheet).toBeHidden();
          await expect(picker).toBeFocused();
        }
      });
    }

    for (const route of SHELL_PAGES) {
      test(`shell page ${route}`, async () => {
        await open(page, `/#${route}${route === '/search/index' ? '?q=bill' : ''}`);
        await settled(page, quiet);
        await expectNoSeriousViolations(page, `${route} (${lang})`);
      });
    }
  });

  test.describe(`logged out, ${lang}`, () => {
    let context: BrowserContext;
    let page: Page;
    let quiet: PageQuiet;

    test.beforeAll(async ({ browser }, testInfo) => {
      context = await newContext(browser, bankURL(testInfo.parallelIndex), lang);
      page = await context.newPage();
      quiet = trackPageRequests(page);
    });
    test.afterAll(async () => {
      await context?.close();
    });

    // What a prospect meets: the log-on page, the home, the all-menu, search and the journeys
    // that need no log-on (one of each shape; all of them with SWEEP_ALL).
    const journeys = (SWEEP_ALL ? START_PAGES : SHAPES).filter((s) => !s.login).map((s) => s.route);
    const routes = [...SHELL_PAGES.filter((r) => ['/login/index', '/mine/index', '/menu/index', '/search/index'].includes(r)), ...journeys];
    for (const route of routes) {
      test(`${route}`, async () => {
        await open(page, `/#${route}`);
        await settled(page, quiet);
        await expectNoSeriousViolations(page, `${route} logged out (${lang})`);
      });
    }
  });
}
