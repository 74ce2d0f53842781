// What the form layer (SchemaForm) draws for a form schema: a tree with a node per property.
// A property is drawn by one of the kit's widgets, by a kit field (ui:field, a whole object
// such as an account), as a group of its own properties (a nested object) or as a list of
// items (an array). A schema the layer cannot draw (oneOf/anyOf/allOf, dependencies,
// conditionals, $ref left in, a number with no widget, a widget the kit lacks) gets a reason
// instead of a plan; tests/unit/engine/form-conformance.test.tsx plans every form of flows/,
// and the flow linter plans each form as written (codegen/lint/rules/form-plan.ts), so an
// author meets the reason before the form is drawn. Pure (no React): the linter runs it in Node.
import { orderProperties, type RJSFSchema, type UiSchema } from '@rjsf/utils';

interface NodeBase {
  /** The property name (an array item's node is named by its array). */
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  required: boolean;
}

export type FormNode =
  /** A kit field (ui:field) renders the whole value; a widget renders one value. */
  | (NodeBase & { kind: 'field' | 'widget' | 'hidden'; component: string })
  | (NodeBase & { kind: 'object'; children: FormNode[] })
  | (NodeBase & { kind: 'array'; item: FormNode });

/**
 * The plan of a form: its root object's properties in order, or why it cannot be drawn and
 * where: `at` is the path of the schema that cannot be (['properties', 'payees', 'items', ...]).
 */
export type FormPlan = { nodes: FormNode[] } | { problem: string; at: string[] };

const COMPOSED = ['oneOf', 'anyOf', 'allOf', 'dependencies', 'if', 'not', 'patternProperties', '$ref'] as const;
/** The names the kit draws with (the engine's kit, or the linter's vocabulary). */
export interface PlanKit {
  widgets: Record<string, unknown>;
  fields: Record<string, unknown>;
}
type Kit = PlanKit;

class Unplannable extends Error {
  constructor(
    message: string,
    readonly at: string[],
  ) {
    super(message);
  }
}

function widgetFor(schema: RJSFSchema, ui: UiSchema): string | null {
  const named = ui['ui:widget'];
  if (typeof named === 'string') return named;
  if (named !== undefined || schema.format) return null;
  if (schema.type === 'boolean') return 'checkbox';
  if (schema.type === 'string') return schema.enum ? 'select' : 'text';
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function properties(schema: RJSFSchema, ui: UiSchema, kit: Kit, at: string, ptr: string[]): FormNode[] {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  let order: string[];
  try {
    order = orderProperties(Object.keys(props), ui['ui:order'] as string[] | undefined);
  } catch {
    throw new Unplannable(`${at || 'the form'}: ui:order does not fit its properties`, ptr);
  }
  return order.map((name) => {
    const prop = props[name];
    const here = [...ptr, 'properties', name];
    if (!isObject(prop)) throw new Unplannable(`${at}${name}: not a schema`, here);
    return node(name, prop as RJSFSchema, isObject(ui[name]) ? (ui[name] as UiSchema) : {}, required.has(name), kit, `${at}${name}`, here);
  });
}

function node(name: string, schema: RJSFSchema, ui: UiSchema, required: boolean, kit: Kit, at: string, ptr: string[]): FormNode {
  const composed = COMPOSED.find((k) => k in schema);
  if (composed) throw new Unplannable(`${at}: ${composed} is not laid out by the form layer`, ptr);
  const base = { name, schema, uiSchema: ui, required };
  const field = ui['ui:field'];
  if (typeof field === 'string') {
    if (!kit.fields[field]) throw new Unplannable(`${at}: the kit has no field "${field}"`, ptr);
    return { ...base, kind: 'field', component: field };
  }
  if (field !== undefined) throw new Unplannable(`${at}: ui:field must name a kit field`, ptr);
  if (schema.type === 'object' && ui['ui:widget'] === undefined) {
    return { ...base, kind: 'object', children: properties(schema, ui, kit, `${at}.`, ptr) };
  }
  if (schema.type === 'array' && ui['ui:widget'] === undefined) {
    if (!isObject(schema.items)) throw new Unplannable(`${at}: an array needs one items schema`, ptr);
    const itemUi = isObject(ui.items) ? (ui.items as UiSchema) : {};
    return { ...base, kind: 'array', item: node(name, schema.items as RJSFSchema, itemUi, true, kit, `${at}.items`, [...ptr, 'items']) };
  }
  const widget = widgetFor(schema, ui);
  if (widget === 'hidden') return { ...base, kind: 'hidden', component: widget };
  if (!widget || !kit.widgets[widget]) throw new Unplannable(`${at}: no widget ${widget ? `"${widget}" in the kit` : `for a ${String(schema.type)}`}`, ptr);
  return { ...base, kind: 'widget', component: widget };
}

export function planForm(schema: RJSFSchema, uiSchema: UiSchema, kit: Kit): FormPlan {
  try {
    if (schema.type !== 'object' || !schema.properties) throw new Unplannable('a form is an object with properties', []);
    const composed = COMPOSED.find((k) => k in schema);
    if (composed) throw new Unplannable(`the form: ${composed} is not laid out by the form layer`, []);
    return { nodes: properties(schema, uiSchema, kit, '', []) };
  } catch (error) {
    if (error instanceof Unplannable) return { problem: error.message, at: error.at };
    throw error;
  }
}
