// The texts table and where a linter problem is shown in the visual editor.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setTextAt, sharedMatches, textRows } from '../../../../app/sandbox/studio/visual/texts-table';
import { problemsOf, problemTarget, unplacedProblems } from '../../../../app/sandbox/studio/visual/problems';

const flow = JSON.parse(fs.readFileSync('flows/qr/qrcode-collection.json', 'utf8'));
const shared = JSON.parse(fs.readFileSync('flows/shared/texts.json', 'utf8'));

describe('the texts table', () => {
  it('lists each text written in the journey with where it is', () => {
    const rows = textRows(flow, flow);
    expect(rows.map((r) => r.path.join('.'))).toContain('steps.input.fields.amount.placeholder');
    expect(rows.every((r) => r.missing.length === 0 && r.stale.length === 0)).toBe(true);
  });

  it('marks a missing language, and the languages not changed with one that was', () => {
    let f = setTextAt(flow, ['steps', 'none', 'title'], 'en', 'Not registered with FPS');
    f = setTextAt(f, ['steps', 'none', 'message'], 'zh-CN', '');
    const rows = textRows(f, flow);
    expect(rows.find((r) => r.path.join('.') === 'steps.none.title')!.stale).toEqual(['zh-TW', 'zh-CN']);
    expect(rows.find((r) => r.path.join('.') === 'steps.none.message')!.missing).toEqual(['zh-CN']);
  });

  it('offers shared texts whose words contain what is typed', () => {
    expect(sharedMatches(shared, 'collect', 'en')).toContain('collectWithQrCode');
    expect(sharedMatches(shared, 'c', 'en')).toEqual([]);
  });
});

describe('problems on the part they concern', () => {
  it('finds the field in any of its four places, else the step', () => {
    expect(problemTarget('steps.input.schema.properties.note.maxLength')).toEqual({ step: 'input', field: 'note' });
    expect(problemTarget('steps.input.fields.note.label.en')).toEqual({ step: 'input', field: 'note' });
    expect(problemTarget('steps.input.messages["note.maxLength"]')).toEqual({ step: 'input', field: 'note' });
    expect(problemTarget('steps.input.ui["ui:order"]')).toEqual({ step: 'input' });
    expect(problemTarget('steps.code.next')).toEqual({ step: 'code' });
    expect(problemTarget('(flow)')).toEqual({});
  });

  it('splits problems between steps, fields and the rest', () => {
    const problems = [
      { rule: 'schema', location: 'steps.input.fields.note.label', message: 'a' },
      { rule: 'graph', location: 'steps.input.next', message: 'b' },
      { rule: 'json', location: '(file)', message: 'c' },
    ];
    expect(problemsOf(problems, 'input', 'note').map((p) => p.message)).toEqual(['a']);
    expect(problemsOf(problems, 'input').map((p) => p.message)).toEqual(['b']);
    expect(unplacedProblems(problems, ['input']).map((p) => p.message)).toEqual(['c']);
  });
});
