// The studio's own logic: linter locations found in the editor's text, the save dialog's diff,
// and the preview's run brought to a step by the flow's fixtures with their sample data.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { location } from '../../../codegen/lint/location';
import { locate, parseLocation } from '../../../app/sandbox/studio/json-locations';
import { diagnosticsFor } from '../../../app/sandbox/studio/json-locations';
import { changedLines } from '../../../app/sandbox/studio/SaveDialog';
import { previewRun } from '../../../app/sandbox/studio/preview-run';
import type { StudioFixture } from '../../../app/sandbox/studio/studio-api';
import { flowsById } from '../../replay/flows';
import { fixtureFiles, loadFixtures } from '../../replay/load';
import { formValidators } from '../../../generated/validators/forms.js';

const doc = (text: string) => EditorState.create({ doc: text, extensions: [json()] });

describe('linter locations in the text', () => {
  it('reads back what the linter writes', () => {
    for (const segments of [['steps', 'confirm', 'fields', 2, 'value'], ['steps', 'a b', 'x'], [], ['menu', 'keywords', 'zh-TW', 0]]) {
      expect(parseLocation(location(segments))).toEqual(segments);
    }
    expect(parseLocation('(file)')).toEqual([]);
  });

  it('marks the property on its line, or the nearest value that is there', () => {
    const text = '{\n  "steps": {\n    "confirm": {\n      "kind": "confirn",\n      "title": { "$text": "confirm" }\n    }\n  }\n}\n';
    const state = doc(text);
    const kind = locate(state, ['steps', 'confirm', 'kind']);
    expect(text.slice(kind.from, kind.to)).toBe('"kind": "confirn"');
    expect(kind.exact).toBe(true);
    // Inside what a shared text expands to: the reference is shown.
    const title = locate(state, ['steps', 'confirm', 'title', 'en']);
    expect(title.exact).toBe(false);
    expect(text.slice(title.from, title.to)).toBe('"title": { "$text": "confirm" }');
    const [d] = diagnosticsFor(state, [{ rule: 'schema', location: 'steps.confirm.kind', message: 'must be one of …' }]);
    expect(text.slice(d!.from, d!.to)).toBe('"kind": "confirn"');
  });

  it('places a JSON syntax error where the parser stopped', () => {
    const text = '{"id": }';
    let message = '';
    try {
      JSON.parse(text);
    } catch (e) {
      message = (e as Error).message;
    }
    const [d] = diagnosticsFor(doc(text), [{ rule: 'json', location: '(file)', message }]);
    expect(d!.from).toBe(text.indexOf('}'));
  });
});

describe('the save dialog', () => {
  it('shows removed and added lines with a little context and folds the rest', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n') + '\n';
    const after = before.replace('line 10\n', 'line ten\n');
    const lines = changedLines(before, after);
    expect(lines.filter((l) => l.mark === '-').map((l) => l.text)).toEqual(['line 10']);
    expect(lines.filter((l) => l.mark === '+').map((l) => l.text)).toEqual(['line ten']);
    expect(lines.filter((l) => l.mark === '…')).toHaveLength(2);
    expect(lines.filter((l) => l.mark === ' ')).toHaveLength(6);
  });
});

describe('the preview run', () => {
  const flow = flowsById()['transfer.create']!;
  const fixtures = loadFixtures(fixtureFiles())
    .flatMap((l) => (l.fixture && l.fixture.flow === 'transfer.create' ? [{ ...l.fixture, file: l.file }] : [])) as StudioFixture[];

  it('walks a fixture of the pane\'s language to the step, with its recorded answers', async () => {
    const { run, fixture } = await previewRun({ flow, locale: 'zh-TW', validators: formValidators, fixtures }, 'confirm');
    expect(run.stepId).toBe('confirm');
    expect(run.status).toBe('idle');
    expect(fixture).toMatch(/zh-TW/);
    expect((run.data.input as { payee: { name: string } }).payee.name).toBeTruthy();
  });

  it('fills a form with what the fixture\'s customer typed', async () => {
    const { run } = await previewRun({ flow, locale: 'en', validators: formValidators, fixtures }, 'input');
    expect(run.stepId).toBe('input');
    expect((run.data.input as { amount?: number }).amount).toBeGreaterThan(0);
  });

  it('opens a step no fixture reaches, and says when no sample answer exists', async () => {
    const text = fs.readFileSync(path.resolve('flows/transfer/transfer-plan-detail.json'), 'utf8');
    const plan = { ...JSON.parse(text), title: { 'zh-TW': 'x', 'zh-CN': 'x', en: 'x' } };
    for (const step of Object.values(plan.steps) as { title?: unknown }[]) step.title = { 'zh-TW': 'x', 'zh-CN': 'x', en: 'x' };
    const { run, fixture } = await previewRun({ flow: plan, locale: 'en', validators: {}, fixtures: [] }, 'detail');
    expect(fixture).toBeUndefined();
    expect(run.stepId).toBe('detail');
    expect(run.status).toBe('failed');
    expect(run.error?.message).toContain('No sample answer for ITSI300013');
  });
});
