// @vitest-environment jsdom
// The form layer renders field by field: typing into one field writes that field into the run
// and re-renders it alone; the other fields keep their values and are not rendered again. The
// plan says what draws each property, or why a form cannot be drawn.
import '../widgets/dom-stubs';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { EngineKitContext, FlowStepView, type EngineKit } from '../../../engine/react';
import { planForm } from '../../../engine/react/form-plan';
import { fields, templates, widgets } from '../../../widgets';
import { stepRenderers } from '../../../widgets/renderers';
import { TextWidget } from '../../../widgets/basic/TextWidget';
import { formValidators } from '../../../generated/validators/forms.js';
import newBill from '../../../generated/journeys/bill.pay-new/flow.json';

const renders = new Map<string, number>();
function CountingText(props: WidgetProps) {
  renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
  return <TextWidget {...props} />;
}

function kit(): EngineKit {
  return {
    locale: 'en',
    renderers: stepRenderers,
    widgets: { ...widgets, text: CountingText },
    fields,
    templates,
    forms: formValidators as unknown as EngineKit['forms'],
    formatters: { money: (m, c) => `${c} ${m}`, account: (n) => n, bank: (c) => c, date: (d) => d, datetime: (d) => d },
    widgetText: (k) => k,
    onAction: () => undefined,
    navigate: () => undefined,
  };
}

const deps: EngineDeps = {
  call: async (code) => (code === 'ITSI600001' ? { merchants: [], categories: [] } : { accounts: [] }),
  formValidators,
  authenticators: {},
  locale: () => 'en',
  user: () => null,
  now: () => new Date('2026-11-23T02:00:00Z'),
  newId: () => 'k'.repeat(20),
};

describe('field-by-field form', () => {
  it('a keystroke re-renders its own field only and writes it into the run', async () => {
    const run = new FlowRun(newBill as unknown as Flow, deps);
    await act(() => run.start());
    render(
      <EngineKitContext.Provider value={kit()}>
        <FlowStepView run={run} />
      </EngineKitContext.Provider>,
    );
    const billNo = document.getElementById('root_billNo') as HTMLInputElement;
    const nickname = document.getElementById('root_nickname') as HTMLInputElement;
    await userEvent.type(nickname, 'Home');
    const before = { billNo: renders.get('root_billNo'), receiptName: renders.get('root_receiptName'), nickname: renders.get('root_nickname')! };
    await userEvent.type(billNo, '7098');
    expect((run.data.input as Record<string, unknown>).billNo).toBe('7098');
    expect((run.data.input as Record<string, unknown>).nickname).toBe('Home');
    expect(nickname.value).toBe('Home');
    expect(renders.get('root_billNo')! - before.billNo!).toBeGreaterThanOrEqual(4);
    expect(renders.get('root_nickname')).toBe(before.nickname);
    expect(renders.get('root_receiptName')).toBe(before.receiptName);
    // The schema's defaults and the flow's are in the run, as RJSF's form would have them.
    expect(run.data.input).toMatchObject({ currency: 'HKD', paymentDate: '2026-11-23' });
    // Next validates the whole form with the flow's messages under the fields.
    await userEvent.click(screen.getByRole('button', { name: /Agree and Continue|Next/ }));
    expect(Object.keys(run.fieldErrors)).toContain('merchant');
  });

  it('plans every kind of node, and says why a form cannot be drawn', () => {
    const k = { widgets, fields };
    const plan = (schema: object, ui = {}) => planForm(schema as never, ui, k);
    const nodes = (schema: object, ui = {}) => {
      const p = plan(schema, ui);
      return 'nodes' in p ? p.nodes : p.problem;
    };
    expect(nodes({ type: 'object', properties: { a: { type: 'string' } } })).toMatchObject([{ kind: 'widget', component: 'text' }]);
    expect(nodes({ type: 'object', properties: { list: { type: 'array', items: { type: 'string' } } } })).toMatchObject([{ kind: 'array', item: { kind: 'widget', component: 'text' } }]);
    expect(nodes({ type: 'object', properties: { group: { type: 'object', properties: { b: { type: 'boolean' } } } } })).toMatchObject([{ kind: 'object', children: [{ kind: 'widget', component: 'checkbox' }] }]);
    expect(nodes({ type: 'object', properties: { acct: { type: 'object' } } }, { acct: { 'ui:field': 'account' } })).toMatchObject([{ kind: 'field', component: 'account' }]);
    expect(nodes({ type: 'object', properties: { n: { type: 'number' } } })).toBe('n: no widget for a number');
    expect(nodes({ type: 'object', properties: { a: { type: 'string' } }, oneOf: [] })).toBe('the form: oneOf is not laid out by the form layer');
    expect(nodes({ type: 'object', properties: { g: { type: 'object', properties: { c: { anyOf: [] } } } } })).toBe('g.c: anyOf is not laid out by the form layer');
    expect(nodes({ type: 'object', properties: { a: { type: 'string' } } }, { a: { 'ui:widget': 'nope' } })).toBe('a: no widget "nope" in the kit');
    // Where: the path of the schema that cannot be drawn (the flow linter reports it there).
    expect(plan({ type: 'object', properties: { list: { type: 'array', items: { type: 'object', properties: { k: { if: {} } } } } } })).toEqual({
      problem: 'list.items.k: if is not laid out by the form layer',
      at: ['properties', 'list', 'items', 'properties', 'k'],
    });
  });
});
