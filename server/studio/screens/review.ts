// The screens waiting for QA's decision (docs/testing.md, "Screen snapshots"): what the last
// run of `npm run snapshots` found different from the baseline, kept on this machine under
// test-results/screens/ (never committed), with the pictures: the last accepted one
// (accepted/) and the new one (current/). Accepting writes the screen into the committed
// baseline (baseline.ts); refusing keeps the baseline, and the screen stays listed as failing.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../codegen/lib/paths.js';
import { acceptScreen, readBaseline, writeBaseline, BASELINE_DIR, type ScreenShot } from './baseline.js';

export const SCREENS_DIR = path.join(ROOT, 'test-results', 'screens');

export type Reason = 'new' | 'picture' | 'tree' | 'findings';

export interface ReviewItem {
  flow: string;
  step: string;
  /** `<locale>/<channel>`. */
  screen: string;
  /** The step's composition hash when it was taken. */
  hash: string;
  reasons: Reason[];
  /** What the run took. */
  shot: ScreenShot;
  /** What the baseline holds, where it holds the screen. */
  before?: ScreenShot;
  /** Findings not allowed by the baseline, with their sizes. */
  newFindings: string[];
  /** Every finding of the screen as taken, with its size. */
  details: string[];
  state: 'changed' | 'refused';
}

export interface Review {
  items: ReviewItem[];
}

const SCREEN = /^(zh-TW|zh-CN|en)\/(app|mini|web|alipay|browser)$/;
const ID = /^[a-z0-9][a-z0-9.-]*$/;
const STEP = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** A picture's file: accepted/ or current/<flow>/<step>/<locale>.<channel>.png, from checked names only. */
export function pictureFile(which: 'accepted' | 'current', flow: string, step: string, screen: string, dir = SCREENS_DIR): string {
  if (!ID.test(flow) || !STEP.test(step) || !SCREEN.test(screen)) throw new Error('not a screen');
  return path.join(dir, which, flow, step, `${screen.replace('/', '.')}.png`);
}

const reviewFile = (dir: string) => path.join(dir, 'review.json');

export function readReview(dir = SCREENS_DIR): Review {
  try {
    return JSON.parse(fs.readFileSync(reviewFile(dir), 'utf8')) as Review;
  } catch {
    return { items: [] };
  }
}

export function writeReview(review: Review, dir = SCREENS_DIR): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(reviewFile(dir), `${JSON.stringify(review)}\n`);
}

export type Decision = 'accept' | 'refuse';

export interface DecisionResult {
  ok: boolean;
  reason?: 'not-found';
  item?: ReviewItem;
}

/**
 * QA's decision on one listed screen. Accepting writes it into the baseline; the step's hash
 * goes with the last of its screens accepted. Refusing marks it; it stays listed and failing.
 */
export function decide(flow: string, step: string, screen: string, decision: Decision, dirs = { screens: SCREENS_DIR, baseline: BASELINE_DIR }): DecisionResult {
  const review = readReview(dirs.screens);
  const item = review.items.find((i) => i.flow === flow && i.step === step && i.screen === screen);
  if (!item) return { ok: false, reason: 'not-found' };
  if (decision === 'refuse') {
    item.state = 'refused';
    writeReview(review, dirs.screens);
    return { ok: true, item };
  }
  const others = review.items.filter((i) => i !== item && i.flow === flow && i.step === step);
  writeBaseline(acceptScreen(readBaseline(flow, dirs.baseline), step, screen, item.shot, others.length ? undefined : item.hash), dirs.baseline);
  const current = pictureFile('current', flow, step, screen, dirs.screens);
  if (fs.existsSync(current)) {
    const accepted = pictureFile('accepted', flow, step, screen, dirs.screens);
    fs.mkdirSync(path.dirname(accepted), { recursive: true });
    // Removed first: it may be a hard link to an earlier picture (tests/screens/record.ts).
    fs.rmSync(accepted, { force: true });
    fs.copyFileSync(current, accepted);
  }
  writeReview({ items: review.items.filter((i) => i !== item) }, dirs.screens);
  return { ok: true, item };
}
