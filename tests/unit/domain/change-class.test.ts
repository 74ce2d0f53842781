// Approval by what a change touches (docs/publishing.md): planted drafts of the transfer
// journey, one of each kind of change the docs list, each classified as the docs say, and the
// number of approvers each class needs.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APPROVERS_NEEDED, classifyChange, type ChangeClass } from '../../../domain/publishing/change-class';

type Flow = { steps: Record<string, Record<string, any>>; [key: string]: any };
const base = JSON.parse(fs.readFileSync('generated/journeys/transfer.create/flow.json', 'utf8')) as Flow;

/** A copy of the journey with one planted change. */
function planted(change: (f: Flow) => void): Flow {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}

const DRAFTS: [string, ChangeClass, (f: Flow) => void][] = [
  ['a note reworded', 'texts', (f) => (f.steps.confirm!.notes[0].en += ' Check twice.')],
  ['a step title', 'texts', (f) => (f.steps.input!.title.en = 'Send money')],
  ['the confirm button label', 'texts', (f) => (f.steps.confirm!.confirmLabel = { en: 'Send', 'zh-TW': '發送', 'zh-CN': '发送' })],
  ['a field error message', 'texts', (f) => (f.steps.input!.messages['amount.required'].en = 'Enter an amount')],
  ['a line the result page shows', 'texts', (f) => f.steps.result!.fields.pop()],
  ['the menu keywords', 'texts', (f) => f.menu.keywords.en.push('pay')],
  ['the order of the form fields', 'texts', (f) => f.steps.input!.ui['ui:order'].reverse()],
  ['the journey description', 'texts', (f) => (f.description = 'Transfers.')],
  ['the form schema', 'form', (f) => (f.steps.input!.schema = { type: 'object' })],
  ['a check removed', 'form', (f) => f.steps.input!.checks.pop()],
  ['a check loosened', 'form', (f) => (f.steps.input!.checks[1].rule = { '<=': [{ var: 'data.input.amount' }, 100000000] })],
  ['where a picker takes its items', 'form', (f) => (f.steps.input!.ui.fromAccount['ui:options'].itemsFrom = 'loaded.input.payees')],
  ['what a step reads from the bank', 'form', (f) => (f.steps.input!.load[0].request.purpose.const = 'all')],
  ['a next step changed', 'structure', (f) => (f.steps.input!.next = 'result')],
  ['a page added', 'structure', (f) => (f.steps.extra = { kind: 'result', route: '/transfer-pay/transfer-success', title: { en: 'x' } })],
  ['where back leads', 'structure', (f) => (f.steps.result!.backTo = '/mine/index')],
  ['the first step', 'structure', (f) => (f.start = 'confirm')],
  ['a route', 'structure', (f) => (f.steps.result!.route = '/transfer-pay/elsewhere')],
  ['the transaction code submitted', 'money', (f) => (f.steps.confirm!.submit.tx = 'ITSI300005')],
  ['the authentication', 'money', (f) => (f.steps.confirm!.auth = 'none')],
  ['the verification removed', 'money', (f) => delete f.steps.confirm!.verify],
  ['log-on no longer required', 'money', (f) => (f.login = false)],
  ['the amount mapped from another field', 'money', (f) => (f.steps.confirm!.submit.request.amount = 'data.input.fromAccount.available')],
  ['the confirm step removed', 'money', (f) => delete f.steps.confirm],
];

describe('a change classified by what it touches', () => {
  it.each(DRAFTS)('%s: %s', (_what, expected, change) => {
    const result = classifyChange(base, planted(change));
    expect(result.class).toBe(expected);
    expect(result.reasons.length).toBeGreaterThan(0);
  });

  it('nothing changed is texts with no reason; the version number alone is no change', () => {
    expect(classifyChange(base, planted((f) => (f.version = 9)))).toEqual({ class: 'texts', reasons: [] });
  });

  it('the highest class of several changes is the version\'s', () => {
    const both = planted((f) => {
      f.steps.input!.title.en = 'Send money';
      f.steps.confirm!.auth = 'none';
    });
    expect(classifyChange(base, both).class).toBe('money');
  });

  it('needs one approver for texts and two for anything that can move money or weaken a check', () => {
    expect(APPROVERS_NEEDED).toEqual({ texts: 1, form: 2, structure: 2, money: 2 });
  });
});
