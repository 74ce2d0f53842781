// `npm run snapshots`: the screen snapshots of every step of every journey, in three languages
// and five channels (docs/testing.md, "Screen snapshots").
//   npm run snapshots                 take again the steps whose composition changed, compare, report
//   npm run snapshots -- --all        take every step again and compare
//   npm run snapshots -- --update     record what the changed steps show now as the baseline
//   npm run snapshots -- <flow id>…   only these journeys
// A step whose composition hash is its baseline's is not taken: with nothing changed no browser
// starts. Differences go to the studio's screen review (#/studio?view=screens) for QA to accept
// or refuse; the run fails while any screen differs from the baseline or has a layout finding
// the baseline does not allow (docs/decisions.md, "Screen snapshots").
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { startBankProcess, type BankProcess } from '../../load/lib/bank-process';
import { DEMO_STAFF, STAFF_PASSWORD } from '../../server/seed/staff-accounts';
import { flowCompositions, renderLayerHash, stepHash } from '../../server/studio/screens/composition';
import { BASELINE_DIR, emptyBaseline, keepSteps, readBaseline, writeBaseline, type FlowBaseline } from '../../server/studio/screens/baseline';
import { readReview, SCREENS_DIR, writeReview, type ReviewItem } from '../../server/studio/screens/review';
import { SCREEN_IDS, stepTaker } from './capture';
import { recordStep } from './record';

const ROOT = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const update = args.includes('--update');
const all = args.includes('--all');
const only = args.filter((a) => !a.startsWith('--'));
/** The pages' clock: a weekday morning in Hong Kong, so a date or greeting on a screen never moves. */
export const SCREENS_TIME = new Date('2026-03-02T10:00:00+08:00');
const PAGES = Math.max(1, Number(process.env.SNAPSHOT_PAGES ?? 2));
const VERIFIED = path.join(SCREENS_DIR, 'verified.json');

interface Target {
  flow: string;
  step: string;
  hash: string;
}

function readVerified(): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(VERIFIED, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

async function staffSession(baseURL: string): Promise<string> {
  const qa = DEMO_STAFF.find((s) => s.loginId === 'qa.one')!;
  const otp = new TOTP({ period: 30, secret: Secret.fromBase32(qa.totpSecret) }).generate();
  const response = await fetch(`${baseURL}/api/studio/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: qa.loginId, password: STAFF_PASSWORD, otp }),
  });
  if (!response.ok) throw new Error(`staff sign-in: HTTP ${response.status}`);
  return JSON.stringify(await response.json());
}

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

async function takeAll(targets: Target[], baselines: Map<string, FlowBaseline>, verified: Record<string, string>): Promise<ReviewItem[]> {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) throw new Error('No build in dist/: run `npx vite build` (or `npm run build`) first.');
  fs.mkdirSync(path.join(ROOT, 'data'), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(ROOT, 'data', 'screens-'));
  let bank: BankProcess | undefined;
  const browser = await chromium.launch({ ...(process.env.CHROMIUM_PATH || SYSTEM_CHROMIUM ? { executablePath: process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM } : {}), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    bank = await startBankProcess({ env: { PORT: '0', DATABASE_URL: path.join(dataDir, 'bank.sqlite') } });
    const baseURL = `http://127.0.0.1:${bank.port}`;
    const session = await staffSession(baseURL);
    const context = await browser.newContext({ baseURL, viewport: { width: 1640, height: 1000 }, deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'en-GB' });
    await context.addInitScript((v) => sessionStorage.setItem('studio-staff-session', v), session);
    // Once for the context, before its pages open (two pages setting it at once race).
    await context.clock.setFixedTime(SCREENS_TIME);
    const items: ReviewItem[] = [];
    const queue = [...targets];
    let done = 0;
    // Two pages: while one renders its next step, the other's pictures are cut and measured.
    const worker = async () => {
      const page = await context.newPage();
      const takeStep = stepTaker(page);
      for (let target = queue.shift(); target; target = queue.shift()) {
        const taken = await takeStep(target.flow, target.step);
        const outcome = recordStep(baselines.get(target.flow) ?? emptyBaseline(target.flow), target, taken, update ? 'update' : 'compare');
        baselines.set(target.flow, outcome.baseline);
        items.push(...outcome.items);
        if (!update && !outcome.items.length) verified[`${target.flow}/${target.step}`] = target.hash;
        done += 1;
        if (done % 20 === 0 || done === targets.length) console.log(`  taken ${done} of ${targets.length} steps`);
        // Each screen's findings, as the page measured them.
        for (const [screen, t] of Object.entries(taken)) {
          if (t.findings.length) console.log(`  ${target.flow} ${target.step} ${screen}: ${t.findings.map((f) => `${f.key} (${f.detail})`).join('; ')}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PAGES, targets.length) }, worker));
    return items;
  } finally {
    await browser.close();
    await bank?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const begun = performance.now();
  const renderLayer = renderLayerHash();
  const compositions = flowCompositions(only.length ? (id) => only.includes(id) : undefined);
  const verified = readVerified();
  const baselines = new Map(compositions.map((c) => [c.flowId, readBaseline(c.flowId)]));
  const targets: Target[] = [];
  let steps = 0;
  for (const c of compositions) {
    for (const step of Object.keys(c.flow.steps)) {
      steps += 1;
      const hash = stepHash(c, step, renderLayer);
      const recorded = baselines.get(c.flowId)!.steps[step]?.hash;
      if (all || (recorded !== hash && verified[`${c.flowId}/${step}`] !== hash)) targets.push({ flow: c.flowId, step, hash });
    }
  }
  console.log(`Screen snapshots: ${steps} steps of ${compositions.length} journeys, ${steps * SCREEN_IDS.length} screens; ${targets.length} steps to take${all ? ' (--all)' : ' (composition changed)'}.`);
  const items = targets.length ? await takeAll(targets, baselines, verified) : [];

  // Steps and journeys the flows no longer have.
  const gone: string[] = [];
  for (const c of compositions) {
    const b = baselines.get(c.flowId)!;
    const stale = Object.keys(b.steps).filter((s) => !(s in c.flow.steps));
    if (stale.length) gone.push(...stale.map((s) => `${c.flowId} ${s}`));
    if (update) baselines.set(c.flowId, keepSteps(b, Object.keys(c.flow.steps)));
  }
  if (!only.length) {
    const known = new Set(compositions.map((c) => `${c.flowId}.json`));
    for (const name of fs.existsSync(BASELINE_DIR) ? fs.readdirSync(BASELINE_DIR) : []) {
      if (known.has(name) || !name.endsWith('.json')) continue;
      gone.push(name.replace(/\.json$/, ''));
      if (update) fs.rmSync(path.join(BASELINE_DIR, name));
    }
  }
  if (update) for (const b of baselines.values()) if (Object.keys(b.steps).length) writeBaseline(b);
  if (gone.length && !update) console.log(`In the baseline but no longer in the flows (npm run snapshots -- --update drops them): ${gone.join(', ')}`);

  if (!update) {
    // The review keeps a refusal of the same picture and tree. Every step of the journeys run was
    // either taken again or matches its baseline by hash: only the entries of journeys this run
    // left out (flow ids named) are kept.
    const previous = readReview();
    const kept = previous.items.filter((i) => only.length > 0 && !only.includes(i.flow));
    for (const item of items) {
      const was = previous.items.find((p) => p.flow === item.flow && p.step === item.step && p.screen === item.screen);
      if (was?.state === 'refused' && was.shot.tree === item.shot.tree && was.shot.picture === item.shot.picture) item.state = 'refused';
    }
    writeReview({ items: [...kept, ...items] });
    fs.mkdirSync(SCREENS_DIR, { recursive: true });
    fs.writeFileSync(VERIFIED, `${JSON.stringify(verified)}\n`);
    for (const item of [...kept, ...items]) {
      console.log(`  differs: ${item.flow} ${item.step} ${item.screen}: ${item.reasons.join(', ')}${item.state === 'refused' ? ' (refused)' : ''}${item.newFindings.length ? `; new findings: ${item.newFindings.join('; ')}` : ''}`);
    }
  }
  let allowed = 0;
  let onScreens = 0;
  for (const b of baselines.values()) {
    for (const step of Object.values(b.steps)) {
      for (const s of Object.values(step.screens)) {
        allowed += s.findings.length;
        if (s.findings.length) onScreens += 1;
      }
    }
  }
  const failing = update ? [] : readReview().items;
  console.log(
    `Layout findings the baseline allows: ${allowed} on ${onScreens} screens (studio: #/studio?view=screens).\n` +
      (update
        ? `Baseline recorded for ${targets.length} steps in tests/snapshots/.`
        : failing.length
          ? `${failing.length} screens differ from the baseline: review them in the studio (#/studio?view=screens) or run \`npm run snapshots -- --update\`.`
          : 'Every screen is as its baseline.') +
      ` ${((performance.now() - begun) / 1000).toFixed(1)} s.`,
  );
  return failing.length ? 1 : 0;
}

process.exitCode = await main();
