// @vitest-environment jsdom
// Flat forms render field by field: typing into one field writes that field into the run and
// re-renders it alone; the other fields keep their values and are not rendered again. Forms
// the field-by-field view cannot lay out stay with RJSF.
import '../widgets/dom-stubs';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { EngineKitContext, FlowStepView, type EngineKit } from '../../../engine/react';
import { planFlatForm } from '../../../engine/react/flat-form-plan';
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

  it('a form RJSF lays out fetches its RJSF validators on demand, once', async () => {
    const key = 'bill.pay-new@1/input';
    const { rjsf, ...rest } = formValidators[key]!;
    const loadRjsf = vi.fn(async () => rjsf);
    // Without the kit's text widget the form is not flat: RJSF lays it out with its own.
    const { text: _text, ...noText } = widgets;
    const run = new FlowRun(newBill as unknown as Flow, deps);
    await act(() => run.start());
    render(
      <EngineKitContext.Provider value={{ ...kit(), widgets: noText, forms: { [key]: { ...rest, loadRjsf } } as unknown as EngineKit['forms'] }}>
        <FlowStepView run={run} />
      </EngineKitContext.Provider>,
    );
    await screen.findAllByRole('textbox');
    await userEvent.type(document.getElementById('root_billNo') as HTMLInputElement, '12');
    expect((run.data.input as Record<string, unknown>).billNo).toBe('12');
    expect(loadRjsf).toHaveBeenCalledTimes(1);
  });

  it('leaves forms it cannot lay out to RJSF', () => {
    const k = { widgets, fields };
    expect(planFlatForm({ type: 'object', properties: { a: { type: 'string' } } }, {}, k)?.map((f) => f.component)).toEqual(['text']);
    expect(planFlatForm({ type: 'object', properties: { list: { type: 'array', items: { type: 'string' } } } }, {}, k)).toBeNull();
    expect(planFlatForm({ type: 'object', properties: { group: { type: 'object', properties: {} } } }, {}, k)).toBeNull();
    expect(planFlatForm({ type: 'object', properties: { n: { type: 'integer' } } }, {}, k)).toBeNull();
    expect(planFlatForm({ type: 'object', properties: { a: { type: 'string' } }, oneOf: [] }, {}, k)).toBeNull();
    expect(planFlatForm({ type: 'object', properties: { acct: { type: 'object' } } }, { acct: { 'ui:field': 'account' } }, k)?.[0]?.kind).toBe('field');
  });
});
