// A step's input checked before anything is sent: the form's schema with the flow's messages,
// then the step's cross-field checks.
import type { Flow, FormStep, ListStep } from './flow-types';
import { evaluateLogic } from './context';
import { logicOpsPending } from './logic-ops-on-demand';
import { addError, hasErrors, validateWith, type FieldErrors } from './validation';
import { engineText } from './texts';
import { failRun } from './run-errors';
import type { FlowRun } from './flow-run';
import type { RunInner } from './run-inner';

export function formKey(flow: Flow, stepId: string): string {
  return `${flow.id}@${flow.version}/${stepId}`;
}

/** Schema validation with the flow's messages, then the step's cross-field checks. */
export function validateStep(run: FlowRun, inner: RunInner): boolean {
  const step = run.step;
  const locale = inner.deps.locale();
  const errors: FieldErrors = {};
  const form = step.kind === 'form' ? (step as FormStep) : step.kind === 'list' ? (step as ListStep).filter : undefined;
  if (form) {
    const entry = inner.deps.formValidators[formKey(run.flow, run.stepId)];
    if (!entry) {
      // Without its generated validator a form is never sent unchecked.
      failRun(run, inner, 'flow', { message: engineText('journeyUpdated', locale) });
      return false;
    }
    Object.assign(errors, validateWith(entry.validate, run.data[run.stepId] ?? {}, form.messages, locale));
  }
  // Checks naming an operation whose module is still on its way are not run: a form handed on
  // without waiting (checkForm) is not handed on yet; proceed() waits for them first.
  if (!hasErrors(errors) && step.checks?.length && logicOpsPending(run.flow)) {
    run.fieldErrors = errors;
    return false;
  }
  if (!hasErrors(errors)) {
    for (const check of step.checks ?? []) {
      if (!evaluateLogic(check.rule, run.context)) addError(errors, check.field ?? '', check.message[locale]);
    }
  }
  run.fieldErrors = errors;
  return !hasErrors(errors);
}
