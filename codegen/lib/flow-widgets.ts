// A flow's forms with their default widgets written out (widget-choice.ts): the
// form of each form step and the filter of each list step whose schema is written in the flow.
// A schema named by $ref (schemas/forms/) is left as it is: its forms name their widgets.
import { isObject } from './json';
import { defaultWidget, withDefaultWidgets } from './widget-choice';

/** The holders of a flow's forms (a form step, a list step's filter) with an inline schema. */
export function inlineForms(flow: unknown): Record<string, unknown>[] {
  const steps = isObject(flow) && isObject(flow.steps) ? Object.values(flow.steps) : [];
  return steps.flatMap((step) => {
    if (!isObject(step)) return [];
    const holder = step.kind === 'form' ? step : step.kind === 'list' && isObject(step.filter) ? step.filter : undefined;
    return holder && isObject(holder.schema) && holder.schema.$ref === undefined ? [holder] : [];
  });
}

/** Writes the default widgets into the flow's forms (in place: the flow is a fresh expansion). */
export function fillDefaultWidgets(flow: unknown): void {
  for (const holder of inlineForms(flow)) {
    const ui = withDefaultWidgets(holder.schema, holder.ui);
    if (Object.keys(ui).length) holder.ui = ui;
  }
}

export interface DefaultEntry {
  /** Where the entry is in the flow as written: [...holder, 'ui', property..., key]. */
  path: (string | number)[];
  key: 'ui:widget' | 'ui:field';
  name: string;
}

/**
 * The `ui:widget` / `ui:field` entries of a flow as written that name the default the schema
 * already chooses, at every depth of nested objects and in the entries of lists (`items`, as
 * widget-choice.ts chooses for them): the codemod drops them, the linter refuses them.
 */
export function defaultEntries(flow: unknown): DefaultEntry[] {
  const out: DefaultEntry[] = [];
  const steps = isObject(flow) && isObject(flow.steps) ? flow.steps : {};
  /** One value's ui: its own default entry, or those of its parts (an object) or its entries (a list). */
  const value = (prop: unknown, own: unknown, at: (string | number)[]) => {
    if (!isObject(own)) return;
    const choice = defaultWidget(prop);
    if (choice && own[choice.key] === choice.name && own[choice.key === 'ui:widget' ? 'ui:field' : 'ui:widget'] === undefined) {
      out.push({ path: [...at, choice.key], key: choice.key, name: choice.name });
    } else if (!choice && own['ui:widget'] === undefined && own['ui:field'] === undefined) {
      if (isObject(prop) && prop.type === 'array') value(prop.items, own.items, [...at, 'items']);
      else visit(prop, own, at);
    }
  };
  const visit = (schema: unknown, ui: unknown, at: (string | number)[]) => {
    if (!isObject(schema) || !isObject(schema.properties) || !isObject(ui)) return;
    for (const [name, prop] of Object.entries(schema.properties)) value(prop, ui[name], [...at, name]);
  };
  for (const [id, step] of Object.entries(steps)) {
    if (!isObject(step)) continue;
    if (step.kind === 'form' && isObject(step.schema) && step.schema.$ref === undefined) visit(step.schema, step.ui, ['steps', id, 'ui']);
    if (step.kind === 'list' && isObject(step.filter) && isObject(step.filter.schema) && step.filter.schema.$ref === undefined) {
      visit(step.filter.schema, step.filter.ui, ['steps', id, 'filter', 'ui']);
    }
  }
  return out;
}
