// The mapping between the graph editor and the steps' `next`, and between the condition
// builder and JSON Logic.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as journey from '../../../../app/sandbox/studio/visual/journey';

// The flows are plain JSON here: read them without the types' narrowing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const { addBranch, addStep, branchesOf, connect, deleteStep, setCondition, unreachableAfterDelete } = journey as unknown as Record<'addBranch' | 'addStep' | 'branchesOf' | 'connect' | 'deleteStep' | 'setCondition' | 'unreachableAfterDelete', (...args: any[]) => any>;
import { conditionFields, toLogic, toQuery } from '../../../../app/sandbox/studio/visual/condition';

const flow = JSON.parse(fs.readFileSync('flows/qr/qrcode-collection.json', 'utf8'));

describe('the journey graph', () => {
  it('reads a next list as branches with the default last', () => {
    expect(branchesOf(flow.steps.input)).toEqual([
      { index: 0, when: { var: 'response.input.registered' }, go: 'code' },
      { index: 1, go: 'none' },
    ]);
  });

  it('adds a step from its kind\'s template on the start step\'s route, without a next', () => {
    const { flow: f, id } = addStep(flow, 'confirm');
    expect(id).toBe('confirm');
    expect(f.steps.confirm).toMatchObject({ kind: 'confirm', route: '/transfer-pay/qrcode-collection-create' });
    expect(f.steps.confirm.next).toBeUndefined();
    expect(addStep(f, 'confirm').id).toBe('confirm2');
  });

  it('reconnects a branch, connects a step without a next, and sets the default', () => {
    const { flow: f } = addStep(flow, 'confirm');
    let g = connect(f, 'input', 'confirm', 0);
    expect(g.steps.input.next[0]).toEqual({ when: { var: 'response.input.registered' }, go: 'confirm' });
    g = connect(g, 'confirm', 'code');
    expect(g.steps.confirm.next).toBe('code');
    expect(connect(g, 'input', 'code').steps.input.next[1]).toBe('code');
    expect(addBranch(g, 'confirm', 'none').steps.confirm.next).toEqual([{ when: true, go: 'none' }, 'code']);
  });

  it('tells what a deletion would leave unreachable, and deletes every way to the step', () => {
    const { flow: f } = addStep(flow, 'confirm');
    const g = connect(connect(f, 'input', 'confirm', 0), 'confirm', 'code');
    expect(unreachableAfterDelete(g, 'confirm')).toEqual(['code']);
    expect(unreachableAfterDelete(g, 'none')).toEqual([]);
    const h = deleteStep(g, 'none');
    expect(h.steps.input.next).toEqual([{ when: { var: 'response.input.registered' }, go: 'confirm' }]);
    expect(h.steps.code.backTo).toBe('input');
  });

  it('sets a branch condition and refuses a default as a branch', () => {
    const when = { '==': [{ var: 'response.input.registered' }, true] };
    expect(setCondition(flow, 'input', 0, when).steps.input.next[0].when).toEqual(when);
    expect(() => setCondition(flow, 'input', 1, when)).toThrow();
  });
});

describe('the condition builder', () => {
  it('reads and writes JSON Logic comparisons, one alone and several in a group', () => {
    const one = { '==': [{ var: 'response.input.registered' }, true] };
    expect(toLogic(toQuery(one)!)).toEqual(one);
    const two = { or: [{ '>': [{ var: 'data.input.amount' }, 100] }, { '==': [{ var: 'user.x' }, 'Y'] }] };
    expect(toLogic(toQuery(two)!)).toEqual(two);
    expect(toLogic({ combinator: 'and', rules: [{ field: 'a', operator: '=', value: 'true' }] })).toEqual({ '==': [{ var: 'a' }, true] });
    expect(toLogic({ combinator: 'and', rules: [] })).toBe(true);
  });

  it('leaves a condition it cannot show to the JSON view', () => {
    expect(toQuery({ var: 'response.input.registered' })).toBeNull();
  });

  it('offers the fields of the forms before the step and what the journey reads of its answers', () => {
    const fields = conditionFields(flow, 'input');
    expect(fields).toContain('data.input.amount');
    expect(fields).toContain('data.input.account');
    expect(fields).toContain('response.input.registered');
    expect(conditionFields(flow, 'code')).toContain('response.input.payload');
    // A condition replaced keeps what the journey read when opened on offer.
    const replaced = setCondition(flow, 'input', 0, true);
    expect(conditionFields(replaced, 'input')).not.toContain('response.input.registered');
    expect(conditionFields(replaced, 'input', flow)).toContain('response.input.registered');
  });
});
