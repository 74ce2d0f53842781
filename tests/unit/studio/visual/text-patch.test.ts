// Visual edits written back into the flow file's text: only what changed is touched.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffLines } from 'diff';
import { patchText } from '../../../../app/sandbox/studio/visual/text-patch';

const FILE = fs.readFileSync('flows/qr/qrcode-collection.json', 'utf8');

/** Lines removed plus lines added, as the save dialog's diff shows them. */
function changedLines(a: string, b: string): number {
  return diffLines(a, b).filter((part) => part.added || part.removed).reduce((n, part) => n + (part.count ?? 0), 0);
}

describe('patchText', () => {
  it('leaves an unchanged definition byte for byte as written', () => {
    expect(patchText(FILE, JSON.parse(FILE))).toBe(FILE);
  });

  it('changes one value on its own line and keeps one-line references as they are', () => {
    const flow = JSON.parse(FILE);
    flow.steps.input.schema.properties.amount.maximum = 5000;
    const out = patchText(FILE, flow);
    expect(JSON.parse(out)).toEqual(flow);
    expect(changedLines(FILE, out)).toBe(2);
    expect(out).toContain('"maximum": 5000');
    expect(out).toContain('"title": { "$text": "collectWithQrCode" }');
  });

  it('adds a key after the last one at the same indent, and removes one with its comma', () => {
    const flow = JSON.parse(FILE);
    flow.steps.input.messages['amount.pattern'] = { 'zh-TW': '甲', 'zh-CN': '甲', en: 'A' };
    delete flow.steps.input.messages['amount.type'];
    const out = patchText(FILE, flow);
    expect(JSON.parse(out)).toEqual(flow);
    expect(out).toContain('"amount.maximum": { "$text": "theAmountExceedsTheMaximumPlease" },\n        "amount.pattern": {\n          "zh-TW": "甲",');
    expect(out).not.toContain('amount.type');
  });

  it('removes the first key of an object, and a whole step', () => {
    const flow = JSON.parse(FILE);
    delete flow.steps.input.messages['account.required'];
    delete flow.steps.none;
    const out = patchText(FILE, flow);
    expect(JSON.parse(out)).toEqual(flow);
    expect(out).not.toContain('"none": {');
  });

  it('writes a reordered array item by item and a new array whole', () => {
    const flow = JSON.parse(FILE);
    flow.steps.input.ui['ui:order'] = ['amount', 'account'];
    flow.steps.input.next = [{ when: { '==': [{ var: 'response.input.registered' }, true] }, go: 'code' }, 'none'];
    const out = patchText(FILE, flow);
    expect(JSON.parse(out)).toEqual(flow);
    expect(changedLines(FILE, out)).toBeLessThan(12);
  });

  it('writes an object whose keys changed order whole', () => {
    const text = '{\n  "a": 1,\n  "b": 2\n}\n';
    expect(patchText(text, { b: 2, a: 1 })).toBe('{\n  "b": 2,\n  "a": 1\n}\n');
  });

  it('fills an empty object', () => {
    expect(JSON.parse(patchText('{ "a": {} }', { a: { b: [1] } }))).toEqual({ a: { b: [1] } });
  });
});
