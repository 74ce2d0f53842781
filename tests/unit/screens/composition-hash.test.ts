// A step's composition hash (server/studio/screens/composition.ts): what decides whether a
// step's screens are taken again.
import { describe, expect, it } from 'vitest';
import { canonical, flowComposition, stepHash, type FlowComposition } from '../../../server/studio/screens/composition';

const LAYER = 'a'.repeat(64);

function demo(): FlowComposition {
  return {
    path: 'flows/demo/demo.json',
    flowId: 'demo.flow',
    flow: {
      id: 'demo.flow',
      version: 1,
      title: { 'zh-TW': '示範', 'zh-CN': '示范', en: 'Demo' },
      start: 'input',
      steps: {
        input: { kind: 'form', title: { 'zh-TW': '輸入', 'zh-CN': '输入', en: 'Input' }, schema: { type: 'object' } },
        done: { kind: 'result', title: { 'zh-TW': '完成', 'zh-CN': '完成', en: 'Done' } },
      },
    },
    forms: { 'demo.flow@1/input': { type: 'object', properties: { amount: { type: 'integer' } } } },
    fixtures: [{ flow: 'demo.flow', name: 'one', steps: [] }],
  };
}

describe('composition hash', () => {
  it('is 16 hex digits and the same for the same composition, whatever the order of keys', () => {
    const a = demo();
    const b = demo();
    b.flow.steps.input = { schema: { type: 'object' }, title: { en: 'Input', 'zh-CN': '输入', 'zh-TW': '輸入' }, kind: 'form' };
    expect(stepHash(a, 'input', LAYER)).toMatch(/^[0-9a-f]{16}$/);
    expect(stepHash(a, 'input', LAYER)).toBe(stepHash(b, 'input', LAYER));
    expect(canonical({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
  });

  it("changes with the step's text, its form, the fixtures and the render layer", () => {
    const base = stepHash(demo(), 'input', LAYER);
    const text = demo();
    (text.flow.steps.input!.title as Record<string, string>).en = 'Enter';
    const form = demo();
    form.forms['demo.flow@1/input'] = { type: 'object' };
    const fixture = demo();
    fixture.fixtures.push({ flow: 'demo.flow', name: 'two', steps: [] });
    const title = demo();
    title.flow.title = { 'zh-TW': '示範', 'zh-CN': '示范', en: 'A demo' };
    for (const changed of [text, form, fixture, title]) expect(stepHash(changed, 'input', LAYER)).not.toBe(base);
    expect(stepHash(demo(), 'input', 'b'.repeat(64))).not.toBe(base);
  });

  it("does not change with another step's definition or another step's form", () => {
    const base = stepHash(demo(), 'done', LAYER);
    const other = demo();
    (other.flow.steps.input!.title as Record<string, string>).en = 'Enter';
    other.forms['demo.flow@1/input'] = { type: 'object' };
    expect(stepHash(other, 'done', LAYER)).toBe(base);
  });

  it('reads a journey as the engine runs it: shared texts expanded, forms resolved, its fixtures', () => {
    const c = flowComposition('transfer.create')!;
    expect(c.path).toBe('flows/transfer/transfer-create.json');
    expect(JSON.stringify(c.flow)).not.toContain('"$text"');
    expect(Object.keys(c.forms).some((k) => k.startsWith('transfer.create@'))).toBe(true);
    expect(c.fixtures.length).toBeGreaterThan(0);
    expect(c.fixtures.every((f) => f.flow === 'transfer.create')).toBe(true);
  });
});
