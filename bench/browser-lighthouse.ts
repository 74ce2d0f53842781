// Benchmark: Lighthouse's performance score on every shell page of the route table and on five
// journeys' first steps, each against its budget (≥ 95), in the benchmark only (not npm test).
// The same Lighthouse set-up as the browser benchmark's two rows (bench/browser/lighthouse.ts):
// default mobile profile, system Chromium, the median of BENCH_LIGHTHOUSE_RUNS runs; logged-on
// pages get the session of a customer logged on in the benchmark's own tab.
import { emit, isMain, type BenchRow } from './lib/result';
import { prepareProduct } from './browser/prepare';
import { startBank } from './browser/bank-server';
import { launch, newPhoneContext } from './browser/chromium';
import { logOn } from './browser/logon';
import { lighthouseScores, type TabStorage } from './browser/lighthouse';
import { shellRoutes } from '../codegen/lint/app-index';

/**
 * Left out of the shell pages: `/go/:module` and `/open/:module` only redirect to another
 * page; `/studio` is the product owners' tool, absent from the customers' build.
 */
const NOT_A_CUSTOMER_PAGE = (path: string) => path.includes(':') || path === '/studio';

/** Pages a customer sees before logging on (the log-on page, opening an account): no session. */
const LOGGED_OUT = new Set(['/login/index', '/openAccount/index']);

/** Five journeys' first steps (the transfer, bill, e-cheque, forex and account-opening journeys). */
export const JOURNEY_STARTS = [
  '/transfer-pay/transfer-create',
  '/transfer-pay/newbill-create',
  '/transfer-pay/e-check-create',
  '/forex/page-alert-create',
  '/openAccount/index',
];

export async function runBrowserLighthouse(): Promise<BenchRow[]> {
  prepareProduct();
  const bank = await startBank();
  try {
    const browser = await launch();
    let storage: TabStorage;
    try {
      const page = await (await newPhoneContext(browser)).newPage();
      await logOn(page, bank.url, 'chan.taiman', '/mine/index');
      storage = await page.evaluate((): TabStorage => ({ session: { ...sessionStorage }, local: { ...localStorage } }));
    } finally {
      await browser.close();
    }
    const loggedOut: TabStorage = { session: {}, local: storage.local };
    const shell = shellRoutes().filter((p) => !NOT_A_CUSTOMER_PAGE(p));
    // BENCH_LIGHTHOUSE_PAGES=search,e-check: only the pages whose path holds one of these.
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    const paths = [...shell, ...JOURNEY_STARTS].filter((p) => !only || only.some((o) => p.includes(o)));
    const scores = await lighthouseScores(
      bank.url,
      paths.map((p) => ({ url: `${bank.url}/#${p}`, storage: LOGGED_OUT.has(p) ? loggedOut : storage })),
    );
    return paths.map((p, i) => ({
      name: `lighthouse: ${shell.includes(p) ? 'shell' : 'journey'} ${p}`,
      value: scores[i]!,
      unit: 'score',
      budget: { kind: 'min', limit: 95 },
      detail: `lighthouse 12 mobile profile, median of ${process.env.BENCH_LIGHTHOUSE_RUNS ?? 3} runs${LOGGED_OUT.has(p) ? ', no session' : ', logged on'}`,
    }));
  } finally {
    await bank.stop();
  }
}

if (isMain(import.meta.url)) emit(await runBrowserLighthouse());
