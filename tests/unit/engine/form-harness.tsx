// Renders a form schema through the engine as a journey would: a one-step flow (a form, then a
// result) around it, the schema compiled by the project's Ajv set-up as codegen compiles the
// flows' forms, the project's kit in the customer's language, a real FlowRun.
import { act, render } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createAjv } from '../../../codegen/lib/ajv';
import { FlowRun, type Flow, type Locale } from '../../../engine/core';
import type { CompiledValidator } from '../../../engine/core/validation';
import { EngineKitContext, FlowStepView, type EngineKit } from '../../../engine/react';
import { deps as stepDeps, kit as stepKit } from './step-kit';
import '../widgets/dom-stubs';

const title = { 'zh-TW': '表格', 'zh-CN': '表格', en: 'Form' };

export function testFlow(schema: RJSFSchema, uiSchema: UiSchema = {}, fields?: object): Flow {
  return {
    id: 'test.form',
    version: 1,
    title,
    start: 'input',
    steps: {
      input: { kind: 'form', route: '/test/form', title, schema, ui: uiSchema, fields, next: 'done' },
      done: { kind: 'result', route: '/test/done', template: 'success', title, message: title },
    },
  } as unknown as Flow;
}

export function compiled(schema: RJSFSchema): CompiledValidator {
  return createAjv().compile(schema) as unknown as CompiledValidator;
}

/** The form step of `schema` on the page, in `locale`; the run and the flow's form key. */
export async function renderFormStep(schema: RJSFSchema, uiSchema: UiSchema = {}, locale: Locale = 'en', setup: { fields?: object; kit?: Partial<EngineKit> } = {}) {
  const flow = testFlow(schema, uiSchema, setup.fields);
  const entry = { schema, hash: 'test', validate: compiled(schema) };
  const forms = { 'test.form@1/input': entry };
  const run = new FlowRun(flow, { ...stepDeps(async () => ({})), formValidators: forms as never, locale: () => locale });
  await act(() => run.start());
  const view = render(
    <EngineKitContext.Provider value={{ ...stepKit(), locale, forms: forms as never, ...setup.kit }}>
      <FlowStepView run={run} />
    </EngineKitContext.Provider>,
  );
  return { run, view };
}
