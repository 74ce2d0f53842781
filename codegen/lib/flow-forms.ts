// The forms a flow declares: the schema of each form step and the filter of each list step.
// Both the linter and the generator walk the same list, so their keys always agree.
import { isObject } from './json';

export interface FlowForm {
  stepId: string;
  /** Dotted location in the flow, for reports: steps.input or steps.list.filter. */
  location: string;
  schema: unknown;
  ui: Record<string, unknown>;
  fields: Record<string, unknown>;
  messages: Record<string, unknown>;
}

/** Key of a form's validators: `${flow.id}@${flow.version}/${stepId}` (what the engine looks up). */
export function formKey(flow: { id?: unknown; version?: unknown }, stepId: string): string {
  return `${String(flow.id)}@${String(flow.version)}/${stepId}`;
}

export function flowSteps(flow: unknown): [string, Record<string, unknown>][] {
  const steps = isObject(flow) && isObject(flow.steps) ? flow.steps : {};
  return Object.entries(steps).filter((entry): entry is [string, Record<string, unknown>] => isObject(entry[1]));
}

export function flowForms(flow: unknown): FlowForm[] {
  const forms: FlowForm[] = [];
  for (const [stepId, step] of flowSteps(flow)) {
    const holder = step.kind === 'form' ? step : step.kind === 'list' && isObject(step.filter) ? step.filter : undefined;
    if (!holder || !isObject(holder.schema)) continue;
    forms.push({
      stepId,
      location: holder === step ? `steps.${stepId}` : `steps.${stepId}.filter`,
      schema: holder.schema,
      ui: isObject(holder.ui) ? holder.ui : {},
      fields: isObject(holder.fields) ? holder.fields : {},
      messages: isObject(holder.messages) ? holder.messages : {},
    });
  }
  return forms;
}
