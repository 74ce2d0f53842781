// The committed baseline's file format (server/studio/screens/baseline.ts) and QA's decisions
// on it (server/studio/screens/review.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptScreen, emptyBaseline, formatBaseline, keepSteps, parseBaseline, readBaseline, screenOf, writeBaseline } from '../../../server/studio/screens/baseline';
import { decide, readReview, writeReview, type ReviewItem } from '../../../server/studio/screens/review';

const HASH = '0123456789abcdef';
const shot = (tree: string, findings: string[] = []) => ({ tree, picture: '100x60:ffffff', findings });

describe('screen baseline file', () => {
  it('keeps a tree shared by several screens once, and none left unused', () => {
    let b = emptyBaseline('demo.flow');
    for (const channel of ['app', 'mini', 'web']) b = acceptScreen(b, 'input', `en/${channel}`, shot('- button "Next"'));
    b = acceptScreen(b, 'input', 'zh-TW/app', shot('- button "下一步"'));
    expect(b.steps.input!.trees).toEqual(['- button "Next"', '- button "下一步"']);
    b = acceptScreen(b, 'input', 'en/web', shot('- button "Continue"'));
    b = acceptScreen(b, 'input', 'en/app', shot('- button "Continue"'));
    b = acceptScreen(b, 'input', 'en/mini', shot('- button "Continue"'));
    expect(b.steps.input!.trees).toEqual(['- button "Continue"', '- button "下一步"']);
    expect(screenOf(b, 'input', 'en/mini')?.tree).toBe('- button "Continue"');
  });

  it('sets the step hash only when told to (the last of its screens accepted)', () => {
    const b = acceptScreen(emptyBaseline('demo.flow'), 'input', 'en/app', shot('t'));
    expect(b.steps.input!.hash).toBe('0'.repeat(16));
    expect(acceptScreen(b, 'input', 'en/mini', shot('t'), HASH).steps.input!.hash).toBe(HASH);
  });

  it('reads back what it writes, sorted, and refuses what is not its format', () => {
    let b = acceptScreen(emptyBaseline('demo.flow'), 'result', 'en/app', shot('r', ['small-target: button "x"']), HASH);
    b = acceptScreen(b, 'input', 'zh-CN/web', shot('i'), HASH);
    const text = formatBaseline(b);
    expect(parseBaseline(text)).toEqual(b);
    expect(Object.keys(JSON.parse(text).steps)).toEqual(['input', 'result']);
    expect(() => parseBaseline(text.replace('"format": 1', '"format": 2'))).toThrow(/format 2/);
    expect(() => parseBaseline(text.replace(`"hash": "${HASH}"`, '"hash": "xyz"'))).toThrow(/16 hex/);
    expect(() => parseBaseline(text.replace('"aria": 0', '"aria": 5'))).toThrow(/no tree 5/);
    expect(() => parseBaseline(text.replace('"en/app"', '"fr/app"'))).toThrow(/locale/);
    expect(() => parseBaseline(text.replace('100x60:ffffff', '100x60:ff'))).toThrow(/does not fit/);
  });

  it('drops the steps a flow no longer has', () => {
    const b = acceptScreen(acceptScreen(emptyBaseline('demo.flow'), 'a', 'en/app', shot('a')), 'b', 'en/app', shot('b'));
    expect(Object.keys(keepSteps(b, ['b']).steps)).toEqual(['b']);
  });
});

describe('QA decisions on changed screens', () => {
  const dirs = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
    return { screens: path.join(root, 'screens'), baseline: path.join(root, 'snapshots') };
  };
  const item = (screen: string, tree: string): ReviewItem => ({
    flow: 'demo.flow',
    step: 'input',
    screen,
    hash: HASH,
    reasons: ['tree'],
    shot: shot(tree),
    newFindings: [],
    details: [],
    state: 'changed',
  });

  it('accepting writes the screen into the baseline; the hash goes with the last screen of the step', () => {
    const d = dirs();
    writeBaseline(acceptScreen(emptyBaseline('demo.flow'), 'input', 'en/app', shot('old'), 'fedcba9876543210'), d.baseline);
    writeReview({ items: [item('en/app', 'new'), item('en/mini', 'new')] }, d.screens);
    expect(decide('demo.flow', 'input', 'en/app', 'accept', d).ok).toBe(true);
    let b = readBaseline('demo.flow', d.baseline);
    expect(screenOf(b, 'input', 'en/app')?.tree).toBe('new');
    expect(b.steps.input!.hash).toBe('fedcba9876543210');
    expect(readReview(d.screens).items.map((i) => i.screen)).toEqual(['en/mini']);
    decide('demo.flow', 'input', 'en/mini', 'accept', d);
    b = readBaseline('demo.flow', d.baseline);
    expect(b.steps.input!.hash).toBe(HASH);
    expect(readReview(d.screens).items).toEqual([]);
  });

  it('refusing keeps the baseline and the screen listed', () => {
    const d = dirs();
    writeBaseline(acceptScreen(emptyBaseline('demo.flow'), 'input', 'en/app', shot('old'), 'fedcba9876543210'), d.baseline);
    const before = fs.readFileSync(path.join(d.baseline, 'demo.flow.json'), 'utf8');
    writeReview({ items: [item('en/app', 'new')] }, d.screens);
    expect(decide('demo.flow', 'input', 'en/app', 'refuse', d).ok).toBe(true);
    expect(fs.readFileSync(path.join(d.baseline, 'demo.flow.json'), 'utf8')).toBe(before);
    expect(readReview(d.screens).items.map((i) => i.state)).toEqual(['refused']);
    expect(decide('demo.flow', 'input', 'zh-TW/app', 'accept', d)).toEqual({ ok: false, reason: 'not-found' });
  });
});
