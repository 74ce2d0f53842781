// One step's fifteen screens as taken, against the baseline: which differ and why, their
// pictures written under test-results/screens/, and, with --update, the baseline written.
import fs from 'node:fs';
import path from 'node:path';
import { compareSignatures, parseSignature } from '../../domain/screens/signature';
import { acceptScreen, screenOf, type FlowBaseline, type ScreenShot } from '../../server/studio/screens/baseline';
import { pictureFile, SCREENS_DIR, type Reason, type ReviewItem } from '../../server/studio/screens/review';
import type { TakenScreen } from './capture';

/** Written beside and renamed: a new file, so an accepted picture linked to the old one keeps it. */
function put(file: string, png: Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, png);
  fs.renameSync(`${file}.tmp`, file);
}

/** The accepted picture is the current one: a hard link where the disk allows (4,470 pictures twice would be twice the space). */
function accept(current: string, accepted: string): void {
  fs.mkdirSync(path.dirname(accepted), { recursive: true });
  fs.rmSync(accepted, { force: true });
  try {
    fs.linkSync(current, accepted);
  } catch {
    fs.copyFileSync(current, accepted);
  }
}

/** Why a screen differs from its baseline entry (empty: it does not). */
export function reasonsFor(before: ScreenShot | undefined, shot: ScreenShot): Reason[] {
  if (!before) return ['new'];
  const reasons: Reason[] = [];
  if (!compareSignatures(parseSignature(before.picture), parseSignature(shot.picture)).same) reasons.push('picture');
  if (before.tree !== shot.tree) reasons.push('tree');
  if (shot.findings.some((f) => !before.findings.includes(f))) reasons.push('findings');
  return reasons;
}

export interface StepOutcome {
  baseline: FlowBaseline;
  /** The screens that differ, for QA's review (none with update). */
  items: ReviewItem[];
}

export function recordStep(
  baseline: FlowBaseline,
  target: { flow: string; step: string; hash: string },
  taken: Record<string, TakenScreen>,
  mode: 'compare' | 'update',
  dir = SCREENS_DIR,
): StepOutcome {
  const items: ReviewItem[] = [];
  let next = baseline;
  for (const [screen, t] of Object.entries(taken)) {
    const shot: ScreenShot = { tree: t.tree, picture: t.picture, findings: t.findings.map((f) => f.key).sort() };
    const before = screenOf(baseline, target.step, screen);
    const reasons = mode === 'update' ? [] : reasonsFor(before, shot);
    const current = pictureFile('current', target.flow, target.step, screen, dir);
    put(current, t.png);
    const accepted = pictureFile('accepted', target.flow, target.step, screen, dir);
    // The screen as the baseline has it is the one to compare the next change against.
    if (!reasons.length && (mode === 'update' || !fs.existsSync(accepted))) accept(current, accepted);
    if (mode === 'update') next = acceptScreen(next, target.step, screen, shot);
    if (reasons.length) {
      items.push({
        ...target,
        screen,
        reasons,
        shot,
        ...(before ? { before } : {}),
        newFindings: t.findings.filter((f) => !before?.findings.includes(f.key)).map((f) => `${f.key} (${f.detail})`),
        details: t.findings.map((f) => `${f.key} (${f.detail})`),
        state: 'changed',
      });
    }
  }
  if (mode === 'update') next = { ...next, steps: { ...next.steps, [target.step]: { ...next.steps[target.step]!, hash: target.hash } } };
  return { baseline: next, items };
}
