// Decides whether a form can be rendered field by field (see FlatForm) and with what: every
// property of a flat object schema maps to one of the kit's widgets or fields. Anything RJSF
// would lay out itself (nested objects without a field, arrays, oneOf/anyOf/allOf,
// dependencies, conditionals, numbers without a widget) keeps the RJSF form.
import { orderProperties, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { EngineKit } from './kit';

export interface FieldPlan {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  required: boolean;
  /** A kit field (ui:field) renders the whole value; otherwise a widget renders it. */
  kind: 'field' | 'widget' | 'hidden';
  component: string;
}

const COMPOSED = ['oneOf', 'anyOf', 'allOf', 'dependencies', 'if', 'not', 'patternProperties', '$ref'] as const;

function widgetFor(schema: RJSFSchema, ui: UiSchema): string | null {
  const named = ui['ui:widget'];
  if (typeof named === 'string') return named;
  if (named !== undefined || schema.format) return null;
  if (schema.type === 'boolean') return 'checkbox';
  if (schema.type === 'string') return schema.enum ? 'select' : 'text';
  return null;
}

export function planFlatForm(schema: RJSFSchema, uiSchema: UiSchema, kit: Pick<EngineKit, 'widgets' | 'fields'>): FieldPlan[] | null {
  if (schema.type !== 'object' || !schema.properties || COMPOSED.some((k) => k in schema)) return null;
  const required = new Set(schema.required ?? []);
  let order: string[];
  try {
    order = orderProperties(Object.keys(schema.properties), uiSchema['ui:order'] as string[] | undefined);
  } catch {
    return null;
  }
  const plan: FieldPlan[] = [];
  for (const name of order) {
    const prop = schema.properties[name];
    if (!prop || typeof prop !== 'object' || COMPOSED.some((k) => k in prop)) return null;
    const ui = (uiSchema[name] ?? {}) as UiSchema;
    const field = ui['ui:field'];
    const base = { name, schema: prop as RJSFSchema, uiSchema: ui, required: required.has(name) };
    if (typeof field === 'string') {
      if (!kit.fields[field]) return null;
      plan.push({ ...base, kind: 'field', component: field });
      continue;
    }
    if (field !== undefined || prop.type === 'object' || prop.type === 'array') return null;
    const widget = widgetFor(prop as RJSFSchema, ui);
    if (widget === 'hidden') {
      plan.push({ ...base, kind: 'hidden', component: widget });
      continue;
    }
    if (!widget || !kit.widgets[widget]) return null;
    plan.push({ ...base, kind: 'widget', component: widget });
  }
  return plan;
}
