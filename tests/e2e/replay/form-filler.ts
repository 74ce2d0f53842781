// Puts a step entry's `input` (or a list's `filter`) into the form on screen, field by field,
// with the driver of each field's ui:field / ui:widget, in the flow's ui:order (the amount
// reads its currency from the account chosen before it).
import type { Locator, Page } from '@playwright/test';
import type { Flow, Step } from '../../../engine/core/flow-types';
import type { Fixture } from '../../replay/fixture';
import { CLEARABLE, DRIVERS } from './field-drivers';

type Ui = Record<string, unknown>;

function uiOf(step: Step): Ui {
  if (step.kind === 'form') return step.ui ?? {};
  if (step.kind === 'list') return step.filter?.ui ?? {};
  return {};
}

/** The widget a field is drawn with; without a hint RJSF draws booleans as checkboxes, the rest as text. */
function widgetOf(fieldUi: Ui, value: unknown): string {
  const named = fieldUi['ui:field'] ?? fieldUi['ui:widget'];
  if (typeof named === 'string') return named;
  return typeof value === 'boolean' ? 'checkbox' : 'text';
}

export async function fillForm(
  page: Page,
  form: Locator,
  flow: Flow,
  fixture: Fixture,
  step: Step,
  input: Record<string, unknown>,
): Promise<void> {
  const ui = uiOf(step);
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]).filter((name) => name !== '*') : [];
  const names = [...order, ...Object.keys(input).filter((name) => !order.includes(name))];
  for (const name of names) {
    const fieldUi = (ui[name] ?? {}) as Ui;
    const widget = widgetOf(fieldUi, input[name]);
    const present = Object.hasOwn(input, name);
    // The engine submits exactly `input`, while the page keeps what an earlier visit to the
    // step entered (after Amend): a value the entry leaves out is taken out where it can be.
    if (!present && !CLEARABLE.has(widget)) continue;
    const driver = DRIVERS[widget];
    if (!driver) throw new Error(`no browser driver for the widget '${widget}' of field '${name}'`);
    const options = (fieldUi['ui:options'] ?? {}) as Record<string, unknown>;
    await driver({ page, form, flow, fixture, step, path: name, options, input }, input[name]);
  }
}
