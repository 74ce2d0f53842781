// Benchmark: the product in real Chromium, side by side with its peers in the same run.
// The production build (dist/) served by the sandbox bank on a fresh database; the peers
// (plain RJSF with precompiled validators, React alone) and the engine's 200-field harness
// built from bench/browser/ and served gzipped with the same CSP. Same browser, same
// throttling, loads interleaved so machine noise hits every contestant alike.
// Method and budgets: bench/README.md ("browser").
import { emit, isMain, type BenchRow } from './lib/result';
import { prepareBuilds, BENCH_OUT } from './browser/prepare';
import { startBank } from './browser/bank-server';
import { serveStatic } from './browser/static-server';
import { MeasuredPage, launch, median, newPhoneContext } from './browser/chromium';
import { logOn } from './browser/logon';
import { measureKeystrokes, type KeystrokeResult } from './browser/keystroke';
import { measureTransition } from './browser/transition';
import { lighthouseScores, type TabStorage } from './browser/lighthouse';

const KB = 1000;
const LOADS = Number(process.env.BENCH_BROWSER_LOADS ?? 7);
const BILL_ROUTE = '/transfer-pay/newbill-create';

type Contestant = { name: string; page: 'product' | 'peer'; path: string };

const BILL: Record<'product' | 'rjsf' | 'react', Contestant> = {
  product: { name: 'product', page: 'product', path: `/#${BILL_ROUTE}` },
  rjsf: { name: 'plain RJSF', page: 'peer', path: '/rjsf-bill.html' },
  react: { name: 'React alone', page: 'peer', path: '/react-bill.html' },
};
const FIELDS200: Record<'product' | 'rjsf' | 'react', Contestant> = {
  product: { name: 'product', page: 'peer', path: '/engine-200.html' },
  rjsf: { name: 'plain RJSF', page: 'peer', path: '/rjsf-200.html' },
  react: { name: 'React alone', page: 'peer', path: '/react-200.html' },
};

const ratio = (a: number, b: number) => a / b;
const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);

export async function runBrowser(): Promise<BenchRow[]> {
  prepareBuilds();
  const bank = await startBank();
  const peers = await serveStatic(BENCH_OUT);
  const browser = await launch();
  try {
    const product = await MeasuredPage.open(await newPhoneContext(browser));
    const peer = await MeasuredPage.open(await newPhoneContext(browser));
    const urlOf = (c: Contestant) => (c.page === 'product' ? bank.url : peers.url) + c.path;
    const pageOf = (c: Contestant) => (c.page === 'product' ? product : peer);

    // First screen, before anyone logs on.
    await product.loadUntilReady(`${bank.url}/#/login/index`);
    const loginBytes = product.scriptBytes;
    await logOn(product.page, bank.url, 'chan.taiman', BILL_ROUTE);

    // Ready times (and bytes, on the first load of each), interleaved, at 1× and 4×.
    const contestants = [...Object.values(BILL), ...Object.values(FIELDS200)];
    const ready = new Map<Contestant, Record<number, number[]>>(contestants.map((c) => [c, { 1: [], 4: [] }]));
    const bytes = new Map<Contestant, number>();
    for (const rate of [1, 4]) {
      for (let i = 0; i < LOADS + 1; i += 1) {
        for (const c of contestants) {
          const page = pageOf(c);
          // Slowed only while it loads: an idle throttled page would take CPU from the other.
          const ms = await page.loadUntilReady(urlOf(c), rate);
          if (!bytes.has(c)) bytes.set(c, page.scriptBytes);
          // The first round only warms the server and the browser's code caches up.
          if (i > 0) ready.get(c)![rate]!.push(ms);
        }
      }
    }
    const med = (c: Contestant, rate: number) => median(ready.get(c)![rate]!);

    // Keystrokes at 1×, on the 12-field form and on the 200-field form.
    const keys = async (c: Contestant, selector: string): Promise<KeystrokeResult> => {
      const page = pageOf(c);
      await page.loadUntilReady(urlOf(c));
      return measureKeystrokes(page.page, selector);
    };
    const key12 = {
      product: await keys(BILL.product, 'input[id$="billNo"]'),
      rjsf: await keys(BILL.rjsf, '#root_billNo'),
      react: await keys(BILL.react, '#billNo'),
    };
    const key200 = {
      product: await keys(FIELDS200.product, 'input[id$="f100"]'),
      rjsf: await keys(FIELDS200.rjsf, '#root_f100'),
      react: await keys(FIELDS200.react, '#root_f100'),
    };

    const transition = await measureTransition(product, urlOf(BILL.product), 4, LOADS);

    // The logged-on tab's storage, for Lighthouse's own tab (run after this browser closes).
    const storage = await product.page.evaluate((): TabStorage => ({ session: { ...sessionStorage }, local: { ...localStorage } }));
    await browser.close();
    // The login page as a customer first sees it (no session); the transfer form logged on.
    const loggedOut = { session: {}, local: storage.local };
    const [lhLogin, lhTransfer] = await lighthouseScores(bank.url, [
      { url: `${bank.url}/#/login/index`, storage: loggedOut },
      { url: `${bank.url}/#/transfer-pay/transfer-create`, storage },
    ]);

    const billBytes = bytes.get(BILL.product)!;
    const sample = `median of ${LOADS} loads`;
    const rows: BenchRow[] = [
      { name: 'browser: login page JS on the wire', value: loginBytes / KB, unit: 'kB', budget: { kind: 'max', limit: 150 }, detail: 'script responses as received (encoded), #/login/index' },
      {
        name: 'browser: Pay New Bill JS on the wire',
        value: billBytes / KB,
        unit: 'kB',
        budget: { kind: 'max', limit: 250 },
        detail: `fresh load of #${BILL_ROUTE} logged on; plain RJSF ${f1(bytes.get(BILL.rjsf)! / KB)} kB, React alone ${f1(bytes.get(BILL.react)! / KB)} kB`,
      },
      { name: 'browser: Pay New Bill ready, 1x CPU', value: med(BILL.product, 1), unit: 'ms', budget: { kind: 'max', limit: 300 }, detail: `navigation start → first enabled input, ${sample}` },
      { name: 'browser: Pay New Bill ready, 4x CPU', value: med(BILL.product, 4), unit: 'ms', budget: { kind: 'max', limit: 700 }, detail: `CDP CPU throttling 4, ${sample}` },
      {
        name: 'browser: step transition, 4x CPU',
        value: transition.frontEnd,
        unit: 'ms',
        budget: { kind: 'max', limit: 50 },
        detail: `Next → confirm painted minus API time (median ${f1(transition.server)} ms), ${transition.samples} transitions`,
      },
      {
        name: 'browser: keystroke, 200 fields, 1x CPU',
        value: key200.product.ready,
        unit: 'ms',
        budget: { kind: 'max', limit: 5 },
        detail: `input event → ready to paint, median of ${key200.product.samples} keys; from keydown ${f2(key200.product.fromKeydown)} ms; after next paint ${f1(key200.product.painted)} ms`,
      },
      { name: 'browser: Lighthouse performance, login', value: lhLogin!, unit: 'score', budget: { kind: 'min', limit: 95 }, detail: 'lighthouse 12, default mobile profile (simulated slow 4G, 4x CPU), median of 3 runs' },
      { name: 'browser: Lighthouse performance, transfer', value: lhTransfer!, unit: 'score', budget: { kind: 'min', limit: 95 }, detail: '#/transfer-pay/transfer-create logged on (session copied into the tab), median of 3 runs' },
    ];
    const peerRow = (name: string, value: number, limit: number, detail: string): BenchRow => ({ name: `browser: ${name}`, value, unit: 'x', budget: { kind: 'max', limit }, detail });
    for (const [label, form] of [['Pay New Bill', BILL], ['200 fields', FIELDS200]] as const) {
      const b = (k: 'product' | 'rjsf' | 'react') => bytes.get(form[k])!;
      rows.push(peerRow(`${label} JS ÷ plain RJSF`, ratio(b('product'), b('rjsf')), 1, `÷ React alone ${f2(ratio(b('product'), b('react')))}; ${f1(b('product') / KB)} / ${f1(b('rjsf') / KB)} / ${f1(b('react') / KB)} kB`));
      for (const rate of [1, 4]) {
        const [p, r, x] = [med(form.product, rate), med(form.rjsf, rate), med(form.react, rate)];
        rows.push(peerRow(`${label} ready ${rate}x ÷ plain RJSF`, ratio(p, r), 1, `÷ React alone ${f2(ratio(p, x))}; ${f1(p)} / ${f1(r)} / ${f1(x)} ms`));
      }
    }
    rows.push(
      peerRow('keystroke 12 fields ÷ plain RJSF', ratio(key12.product.ready, key12.rjsf.ready), 1, `÷ React alone ${f2(ratio(key12.product.ready, key12.react.ready))}; ${f2(key12.product.ready)} / ${f2(key12.rjsf.ready)} / ${f2(key12.react.ready)} ms`),
      peerRow('keystroke 200 fields ÷ plain RJSF', ratio(key200.product.ready, key200.rjsf.ready), 0.25, `÷ React alone ${f2(ratio(key200.product.ready, key200.react.ready))}; ${f2(key200.product.ready)} / ${f2(key200.rjsf.ready)} / ${f2(key200.react.ready)} ms`),
    );
    return rows;
  } finally {
    await browser.close();
    await peers.close();
    await bank.stop();
  }
}

if (isMain(import.meta.url)) emit(await runBrowser());
