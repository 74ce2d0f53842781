// New flows, one template per step kind: each starts with a step of that kind and passes the
// flow linter as it is, so a product owner can name it, save it, and then make it their own.
// Texts are in the three languages (the studio's, locales/studio/) and become the new flow's own;
// transaction codes are read-only ones every customer has.
import { STUDIO, type TextKey } from './texts';

export type StepKind = 'form' | 'confirm' | 'result' | 'list' | 'detail';
export const STEP_KINDS: StepKind[] = ['form', 'confirm', 'result', 'list', 'detail'];

/** A template's text in the three languages (locales/studio/, `template_<name>`): it becomes the new flow's own. */
const text = (key: `template_${string}` & TextKey) => STUDIO.local(key);

export function templateSteps(kind: StepKind, route: string): Record<string, unknown> {
  const done = {
    kind: 'result',
    route: `${route}-success`,
    template: 'success',
    title: text('template_done'),
    message: text('template_received'),
  };
  switch (kind) {
    case 'form':
      return {
        input: {
          kind: 'form',
          route,
          title: text('template_newJourney'),
          schema: { type: 'object', required: ['note'], properties: { note: { type: 'string', minLength: 1, maxLength: 35 } } },
          ui: { note: { 'ui:widget': 'text' } },
          fields: { note: { label: text('template_note') } },
          messages: { 'note.required': text('template_noteRequired') },
          submitLabel: { $text: 'next' },
          next: 'done',
        },
        done,
      };
    case 'confirm':
      return {
        confirm: {
          kind: 'confirm',
          route,
          title: text('template_confirm'),
          fields: [{ label: text('template_customerName'), value: 'user.customerName' }],
          next: 'done',
        },
        done,
      };
    case 'result':
      return { done: { ...done, route } };
    case 'list':
      return {
        list: {
          kind: 'list',
          route,
          title: text('template_myAccounts'),
          load: [{ tx: 'ITSI200001', request: { purpose: { const: 'transfer-out' } }, into: 'accounts', pick: 'accounts' }],
          items: 'loaded.list.accounts',
          item: {
            title: { label: text('template_accountNo'), value: 'item.accountNo', format: 'account' },
            amount: { label: text('template_available'), value: 'item.available', format: 'money', currency: 'item.currency' },
          },
          empty: text('template_noAccounts'),
        },
      };
    case 'detail':
      return {
        detail: {
          kind: 'detail',
          route,
          title: text('template_bankDate'),
          load: [{ tx: 'ITSI421017', request: { getCoreTime: { const: 'Y' } }, into: 'core' }],
          fields: [{ label: text('template_bankDate'), value: 'loaded.detail.core.coreTime' }],
        },
      };
  }
}

/** The text of a new flow `<area>.<name>` whose first step is of `kind`. */
export function newFlowText(area: string, name: string, kind: StepKind): string {
  const route = `/${area}/${name}`;
  const all = templateSteps(kind, route);
  const flow = {
    $schema: '../../schemas/flow-authoring.schema.json',
    id: `${area}.${name}`,
    version: 1,
    description: `A new journey that starts with a ${kind} step.`,
    title: text('template_newJourney'),
    login: true,
    start: Object.keys(all)[0],
    steps: all,
  };
  return `${JSON.stringify(flow, null, 2)}\n`;
}
