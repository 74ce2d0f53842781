// Benchmark: the engine's cost against the same two screens written by hand. The product's
// Pay New Bill and transfer steps beside bench/hand-written/ — the same screens written in
// React with the same libraries, the app's own shell parts and widgets, the same generated
// validators and checks, the same requests in the same order — both served by the sandbox
// bank (same origin, same session, same compression and headers), loaded interleaved in one
// Chromium tab. Prints product ÷ hand-written for bytes, ready at 1× and 4× CPU, a keystroke
// and a step transition. Method and budgets: bench/README.md ("browser-hand-written").
import os from 'node:os';
import type { Page } from 'playwright-core';
import { emit, fmt, isMain, type BenchRow } from './lib/result';
import { prepareHandWritten, prepareProduct } from './browser/prepare';
import { startBank } from './browser/bank-server';
import { MeasuredPage, launch, median, newPhoneContext } from './browser/chromium';
import { logOn } from './browser/logon';
import { measureKeystrokes } from './browser/keystroke';
import { fillBill, measureTransition, type StepButtons } from './browser/transition';
import { TIMED_JOURNEYS } from './browser/journeys';
import { apiCallsDuring } from './browser/api-calls';
import { HAND_WRITTEN_BASE } from './hand-written/paths';

const KB = 1000;
const LOADS = Number(process.env.BENCH_BROWSER_LOADS ?? 7);
const TRANSITIONS = Number(process.env.BENCH_TRANSITION_SAMPLES ?? 7);
/** The issue's goal: the product's step at most 1.15× the hand-written one's bytes and ready times. */
const WEIGHT_RATIO = 1.15;

interface Screen {
  name: string;
  route: string;
  buttons: StepButtons;
  /** The field typed into for the keystroke (the same id on both: RJSF's root_<name>). */
  typed: string;
}

const transfer = TIMED_JOURNEYS.find((j) => j.name === 'transfer')!;
const SCREENS: Screen[] = [
  { name: 'Pay New Bill', route: '/transfer-pay/newbill-create', buttons: { fill: fillBill, forward: 'Agree and Continue', back: 'Amend' }, typed: '#root_billNo' },
  { name: 'transfer', route: '/transfer-pay/transfer-create', buttons: { fill: transfer.fill, forward: 'Next', back: 'Amend' }, typed: '#root_notes' },
];
type Side = 'product' | 'hand';

/** A stored run would make the product's next load resume it: every load starts the journey afresh. */
async function forgetRuns(page: Page): Promise<void> {
  await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('flow-run:')).forEach((k) => sessionStorage.removeItem(k)));
}

export async function runBrowserHandWritten(): Promise<BenchRow[]> {
  prepareProduct();
  prepareHandWritten();
  const loadAtStart = os.loadavg()[0]!;
  const bank = await startBank('bench/hand-written/bank.ts');
  const browser = await launch();
  try {
    const measured = await MeasuredPage.open(await newPhoneContext(browser));
    const page = measured.page;
    const url = (side: Side, screen: Screen) => `${bank.url}${side === 'product' ? '/' : `${HAND_WRITTEN_BASE}index.html`}#${screen.route}`;
    await logOn(page, bank.url, 'chan.taiman', '/mine/index');
    const load = async (side: Side, screen: Screen, rate = 1) => {
      const ms = await measured.loadUntilReady(url(side, screen), rate);
      await forgetRuns(page);
      return ms;
    };

    // The same requests in the same order, or no comparison: the step's load, then Next.
    for (const screen of SCREENS) {
      const calls = {} as Record<Side, string[]>;
      for (const side of ['product', 'hand'] as const) {
        const loading = await apiCallsDuring(page, async () => void (await load(side, screen)));
        await screen.buttons.fill(page);
        const next = await apiCallsDuring(page, async () => {
          await page.getByRole('button', { name: screen.buttons.forward, exact: true }).click();
          await page.locator('[data-step="confirm"]').waitFor();
        });
        calls[side] = [...loading, '— Next —', ...next];
        await forgetRuns(page);
      }
      if (JSON.stringify(calls.product) !== JSON.stringify(calls.hand)) {
        throw new Error(`${screen.name}: the hand-written screen's requests differ from the product's\nproduct: ${calls.product.join(' | ')}\nhand-written: ${calls.hand.join(' | ')}`);
      }
      process.stderr.write(`${screen.name}: the same ${calls.product.length - 1} bank calls in the same order: ${calls.product.join(' | ')}\n`);
    }

    // Ready times (and bytes, on the first load of each), interleaved, at 1× and 4×.
    const key = (side: Side, screen: Screen) => `${side} ${screen.name}`;
    const ready = new Map<string, Record<number, number[]>>();
    const bytes = new Map<string, number>();
    const bytesUntilQuiet = new Map<string, number>();
    for (const rate of [1, 4]) {
      for (let i = 0; i < LOADS + 1; i += 1) {
        for (const screen of SCREENS) {
          for (const side of ['product', 'hand'] as const) {
            const ms = await load(side, screen, rate);
            if (!bytes.has(key(side, screen))) {
              bytes.set(key(side, screen), measured.firstScreenScriptBytes);
              bytesUntilQuiet.set(key(side, screen), measured.scriptBytes);
            }
            const samples = ready.get(key(side, screen)) ?? { 1: [], 4: [] };
            ready.set(key(side, screen), samples);
            // The first round only warms the server and the browser's code caches up.
            if (i > 0) samples[rate]!.push(ms);
          }
        }
      }
    }

    // A keystroke at 1× and a step transition (Next → the confirm step painted, the bank's time
    // taken out) at 4×, each side in turn.
    const keys = new Map<string, number>();
    const transitions = new Map<string, number>();
    for (const screen of SCREENS) {
      for (const side of ['product', 'hand'] as const) {
        await load(side, screen);
        keys.set(key(side, screen), (await measureKeystrokes(page, screen.typed)).ready);
        await forgetRuns(page);
      }
      for (const side of ['product', 'hand'] as const) {
        transitions.set(key(side, screen), (await measureTransition(measured, url(side, screen), 4, TRANSITIONS, screen.buttons)).frontEnd);
        await forgetRuns(page);
      }
    }

    const load1 = `load average ${loadAtStart.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`;
    const rows: BenchRow[] = [];
    for (const screen of SCREENS) {
      const p = key('product', screen);
      const h = key('hand', screen);
      const row = (what: string, product: number, hand: number, unit: string, limit: number, how: string): BenchRow => ({
        name: `browser: ${screen.name} ${what} ÷ hand-written`,
        value: product / hand,
        unit: 'x',
        budget: { kind: 'max', limit },
        detail: `${fmt(product)} / ${fmt(hand)} ${unit}; ${how}`,
      });
      rows.push(
        row(
          'JS on the wire',
          bytes.get(p)! / KB,
          bytes.get(h)! / KB,
          'kB',
          WEIGHT_RATIO,
          `scripts asked for before ready, as received (brotli), fresh load logged on; with what follows until the network is quiet ${fmt(bytesUntilQuiet.get(p)! / KB)} / ${fmt(bytesUntilQuiet.get(h)! / KB)} kB`,
        ),
        row('ready 1x', median(ready.get(p)![1]!), median(ready.get(h)![1]!), 'ms', WEIGHT_RATIO, `navigation start → first enabled input, median of ${LOADS} interleaved loads; ${load1}`),
        row('ready 4x', median(ready.get(p)![4]!), median(ready.get(h)![4]!), 'ms', WEIGHT_RATIO, `CDP CPU throttling 4, median of ${LOADS} interleaved loads`),
        row('keystroke', keys.get(p)!, keys.get(h)!, 'ms', 1, `${screen.typed.slice(1)}, input event → ready to paint, median of 40 keys, 1x CPU`),
        row('step transition 4x', transitions.get(p)!, transitions.get(h)!, 'ms', 1, `${screen.buttons.forward} → confirm painted minus bank time, median of ${TRANSITIONS}`),
      );
    }
    return rows;
  } finally {
    await browser.close();
    await bank.stop();
  }
}

if (isMain(import.meta.url)) emit(await runBrowserHandWritten());
