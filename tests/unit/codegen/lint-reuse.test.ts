// The reuse rules (codegen/lint/reuse.ts) and the codemod that satisfies them
// (codegen/share-copies.ts): a copied text or a copied block of 20+ lines is refused, and the
// codemod removes every copy without changing what any flow expands to.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandRefs } from '../../../codegen/lib/flow-refs';
import { readJson } from '../../../codegen/lib/json';
import { loadSharedParts, type SharedParts } from '../../../codegen/lib/shared-parts';
import { defaultCatalog } from '../../../codegen/lint/context';
import { formatProblem, lintAll, lintFiles } from '../../../codegen/lint/index';
import { buildReuseIndex, reuseProblems } from '../../../codegen/lint/reuse';
import { fragmentNameFor, shareCopies, tableNameFor, textKeyFor } from '../../../codegen/share-copies';
import { flowStats, overLimit } from '../../../codegen/text-stats';
import { CREATE_FLOW, ROOT, readFlow } from './helpers';

const yes = { 'zh-TW': '是', 'zh-CN': '是', en: 'Yes' };
const later = { 'zh-TW': '稍後', 'zh-CN': '稍后', en: 'Later' };
const other = { 'zh-TW': '其他', 'zh-CN': '其他', en: 'Other' };
/** An object that prints on `lines` lines with two-space indentation. */
const block = (lines: number, seed = 'k'): Record<string, number> => Object.fromEntries(Array.from({ length: lines - 2 }, (_, i) => [`${seed}${i}`, i]));
const parts = (fragments: Record<string, unknown> = {}): SharedParts => ({ dir: '/shared', texts: { yes }, tables: {}, fragments });

function problems(flows: Record<string, unknown>, shared: SharedParts = parts()): string[] {
  const index = buildReuseIndex(Object.entries(flows).map(([file, flow]) => ({ file, flow })));
  return Object.entries(flows).flatMap(([file, flow]) => reuseProblems(file, flow, shared, index).map((p) => `${p.file}: ${p.location} [${p.rule}]`));
}

describe('reuse rules', () => {
  it('refuses an inline text equal to a catalogue text, and takes the reference', () => {
    expect(problems({ a: { title: yes } })).toEqual(['a: title [shared-text-copy]']);
    expect(problems({ a: { title: { $text: 'yes' } } })).toEqual([]);
  });

  it('refuses a text written in two flows, or twice in one; a text written once passes', () => {
    expect(problems({ a: { title: later }, b: { steps: { s: { title: later } } } })).toEqual(['a: title [repeated-text]', 'b: steps.s.title [repeated-text]']);
    expect(problems({ a: { title: later, note: later } })).toEqual(['a: title [repeated-text]', 'a: note [repeated-text]']);
    expect(problems({ a: { title: later }, b: { title: other } })).toEqual([]);
  });

  it('counts a text in a shared fragment or code table as written there', () => {
    const index = buildReuseIndex([{ file: 'a', flow: { title: later } }], [{ file: 'flows/shared/fragments/f.json', value: { label: later } }]);
    expect(reuseProblems('a', { title: later }, parts(), index).map((p) => p.message)).toEqual([
      '"Later" is written also in flows/shared/fragments/f.json: share it in flows/shared/texts.json (npm run flows:share)',
    ]);
  });

  it('refuses a block of 20+ lines written again, once at its outermost copy; a shorter one passes', () => {
    const big = { inner: block(22), extra: 1 };
    expect(problems({ a: { steps: { s: big } }, b: { steps: { t: big } } })).toEqual(['a: steps.s [repeated-block]', 'b: steps.t [repeated-block]']);
    expect(problems({ a: { steps: { s: block(19), t: block(19) } } })).toEqual([]);
    expect(problems({ a: { steps: { s: block(20), t: block(20) } } })).toEqual(['a: steps.s [repeated-block]', 'a: steps.t [repeated-block]']);
    expect(problems({ a: { steps: { s: block(20) } }, b: { steps: { s: block(20, 'other') } } })).toEqual([]);
  });

  it('names the fragment a block already is', () => {
    const index = buildReuseIndex([]);
    const found = reuseProblems('a', { steps: { s: block(20) } }, parts({ twin: block(20) }), index);
    expect(found.map((p) => p.message)).toEqual(['these 20 lines are the fragment "twin": write {"$fragment": "twin"}']);
  });

  it('judges the journey files the linter reads against the others; a flow kept elsewhere is not judged', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reuse-lint-'));
    try {
      const flow = JSON.parse(fs.readFileSync(CREATE_FLOW, 'utf8'));
      flow.steps.input.title = later;
      const file = path.join(dir, 'flows/transfer/transfer-create.json');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(flow));
      const index = () => buildReuseIndex([{ file: 'flows/other/x.json', flow: { title: later } }]);
      const found = (flowsDir: string) => lintFiles([file], { ...defaultCatalog(), reuse: { index, flowsDir } }).filter((p) => p.rule === 'repeated-text');
      expect(found(path.join(dir, 'flows')).map((p) => p.location)).toEqual(['steps.input.title']);
      expect(found(path.join(dir, 'elsewhere'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes every journey of flows/ and the texts of the shared parts', () => {
    const rules = new Set(['shared-text-copy', 'repeated-text', 'repeated-block']);
    expect(lintAll().filter((p) => rules.has(p.rule)).map(formatProblem)).toEqual([]);
  });
});

describe('npm run flows:share', () => {
  it('names a text after its English, a fragment after where it was first written, a code table after its field', () => {
    const taken = (names: string[]) => (name: string) => names.includes(name);
    expect(textKeyFor("The payee's {{name}} account, 2 days", taken([]))).toBe('thePayeesAccount2Days');
    expect(textKeyFor('Amount', taken(['amount']))).toBe('amount2');
    expect(fragmentNameFor('flows/transfer/transfer-create.json', ['steps', 'input', 'schema', 'properties', 'fromAccount'], taken([]))).toBe('transfer-create.input.fromAccount');
    expect(fragmentNameFor('flows/a/b.json', ['steps', 's', 'checks', 0, 'rule', '<='], taken(['b.s.checks.0.rule']))).toBe('b.s.checks.0.rule-2');
    expect(tableNameFor('flows/settings/feedback.json', ['steps', 'input', 'ui', 'category', 'ui:options', 'labels'], taken([]))).toBe('feedbackCategory');
  });

  it('removes every copy from two journeys written out in full, and what they expand to stays the same', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-copies-'));
    try {
      const shared = path.join(dir, 'shared');
      fs.mkdirSync(shared);
      fs.writeFileSync(path.join(shared, 'texts.json'), `${JSON.stringify({ yes }, null, 2)}\n`);
      // The editor's schema lists table names, so the real tables come along (unused, unchanged).
      fs.cpSync(path.join(ROOT, 'flows/shared/code-tables'), path.join(shared, 'code-tables'), { recursive: true });
      const files = ['transfer-create', 'transfer-express'].map((name) => {
        const file = path.join(dir, 'transfer', `${name}.json`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, `${JSON.stringify(readFlow(path.join(ROOT, 'flows/transfer', `${name}.json`)), null, 2)}\n`);
        return file;
      });
      const before = files.map((f) => fs.readFileSync(f, 'utf8'));
      const expanded = before.map((text) => JSON.parse(text));

      const first = shareCopies(files, shared);
      expect(first.texts).toBeGreaterThan(10);
      expect(first.fragments).toBeGreaterThan(0);
      const after = loadSharedParts(shared);
      expect(files.map((f) => expandRefs(readJson(f), after).value)).toEqual(expanded);
      const index = buildReuseIndex(files.map((file) => ({ file, flow: readJson(file) })));
      expect(files.flatMap((file) => reuseProblems(file, readJson(file), after, index))).toEqual([]);
      // Run again: nothing left to do.
      expect(shareCopies(files, shared).files).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run flows:stats', () => {
  it('counts inline texts written again, and those equal to a catalogue text', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-stats-'));
    try {
      fs.mkdirSync(path.join(dir, 'shared'));
      fs.writeFileSync(path.join(dir, 'shared/texts.json'), JSON.stringify({ yes }));
      fs.writeFileSync(path.join(dir, 'a.json'), JSON.stringify({ title: yes, note: later, other }));
      fs.writeFileSync(path.join(dir, 'b.json'), JSON.stringify({ title: later }));
      const s = flowStats(dir);
      expect([s.inline, s.inlineCopies, s.inlineShared]).toEqual([4, 2, 1]);
      expect(overLimit(s)).toContain('inline texts');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds flows/ under 5 % copies by every measure', () => {
    const s = flowStats();
    expect(overLimit(s), JSON.stringify(s)).toEqual([]);
  });
});
