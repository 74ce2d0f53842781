// Renders the transfer flow's input step exactly as a flow page does: FlowStepView inside an
// EngineKitContext built like app/pages/FlowKitProvider.tsx (minus routing and services).
import { cleanup, render } from '@testing-library/react';
import { EngineKitContext, FlowStepView, type EngineKit } from '../../engine/react';
import { FlowRun } from '../../engine/core';
import { fields, templates, widgetTexts, widgets } from '../../widgets';
import { stepRenderers } from '../../widgets/renderers';
import { formValidators } from '../../generated/validators/forms.js';
import { createFormatters } from '../../app/format';
import { BankDirectory } from '../../app/bank-directory';
import { scriptedDeps, transferFlow } from './transfer-fixtures';

const locale = 'en';
const kit: EngineKit = {
  locale,
  renderers: stepRenderers,
  widgets,
  fields,
  templates,
  forms: formValidators as unknown as EngineKit['forms'],
  formatters: createFormatters(locale, new BankDirectory(async () => ({ ownBankCode: '388', banks: [] }))),
  widgetText: (key) => (widgetTexts[locale] as Record<string, string>)[key] ?? key,
  onAction: () => {},
  navigate: () => {},
};

/** A run on the input step with its data loaded (accounts, banks, payees), ready to render. */
export async function loadedInputRun(): Promise<FlowRun> {
  const run = new FlowRun(transferFlow, scriptedDeps());
  await run.start();
  if (run.stepId !== 'input' || run.status === 'failed') throw new Error(`input step not ready: ${run.status}`);
  return run;
}

/** Renders the step; render() runs inside act(), so the form is committed when it returns. */
export function renderInputStep(run: FlowRun): void {
  const view = render(
    <EngineKitContext.Provider value={kit}>
      <FlowStepView run={run} />
    </EngineKitContext.Provider>,
  );
  const form = view.container.querySelector('form.flow-form');
  if (!form || !form.querySelector('input')) throw new Error('the transfer form did not render');
}

export { cleanup };
