// Which widget draws a form property, chosen from its schema by ranked testers (as JSON Forms
// chooses renderers): every tester that fits the property gives a rank, the highest wins.
// A flow names a widget (`ui:widget`) or a field (`ui:field`) only to differ from this choice;
// the flow expansion writes the choice out for every property that names none
// (codegen/lib/flow-refs.ts, as it expands shared parts), so the engine receives each form with its widgets, and the
// linter refuses a name equal to the choice (codegen/lint/default-widget.ts).

export interface WidgetChoice {
  /** `ui:widget` draws one value; `ui:field` draws a whole object (an account, say). */
  key: 'ui:widget' | 'ui:field';
  name: string;
}

type Schema = Record<string, unknown>;

interface Tester {
  rank: number;
  fits: (schema: Schema) => boolean;
  choice: WidgetChoice;
}

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const props = (schema: Schema): Schema => (isObject(schema.properties) ? schema.properties : {});
const widget = (name: string): WidgetChoice => ({ key: 'ui:widget', name });

/** An account the customer picks from theirs: an object with its id and number (entities/account.json). */
function isAccount(schema: Schema): boolean {
  if (typeof schema.$ref === 'string') return /(^|\/)account\.json(#.*)?$/.test(schema.$ref);
  return schema.type === 'object' && 'accountId' in props(schema) && 'accountNo' in props(schema);
}

export const WIDGET_TESTERS: readonly Tester[] = [
  // The type alone: a line of text, a tick box, an amount (money is an integer of minor units).
  { rank: 1, fits: (s) => s.type === 'string', choice: widget('text') },
  { rank: 1, fits: (s) => s.type === 'boolean', choice: widget('checkbox') },
  { rank: 1, fits: (s) => s.type === 'integer', choice: widget('amount') },
  // A choice among the schema's values.
  { rank: 2, fits: (s) => Array.isArray(s.enum) && (s.type === 'string' || s.type === 'integer'), choice: widget('select') },
  // A box that must be ticked: terms the customer accepts.
  { rank: 2, fits: (s) => s.type === 'boolean' && s.const === true, choice: widget('terms') },
  // By format.
  { rank: 3, fits: (s) => s.type === 'string' && s.format === 'date', choice: widget('date') },
  // By reference or shape.
  { rank: 3, fits: isAccount, choice: { key: 'ui:field', name: 'account' } },
];

/** The widget the testers choose for a property, or null when none fits (RJSF lays it out). */
export function defaultWidget(schema: unknown): WidgetChoice | null {
  if (!isObject(schema)) return null;
  let best: Tester | null = null;
  for (const tester of WIDGET_TESTERS) if (tester.fits(schema) && (!best || tester.rank > best.rank)) best = tester;
  return best ? best.choice : null;
}

/** The ui of one value with its chosen widget, or its parts' (an object), or its entries' (an array). */
function withChoice(prop: unknown, ui: unknown): Schema {
  const own: Schema = isObject(ui) ? { ...ui } : {};
  if (own['ui:widget'] !== undefined || own['ui:field'] !== undefined || !isObject(prop)) return own;
  const choice = defaultWidget(prop);
  if (choice) own[choice.key] = choice.name;
  else if (prop.type === 'object') Object.assign(own, withDefaultWidgets(prop, own));
  else if (prop.type === 'array' && isObject(prop.items)) {
    // Each entry of a list is drawn as a property of its item schema would be.
    const items = withChoice(prop.items, own.items);
    if (Object.keys(items).length) own.items = items;
  }
  return own;
}

/**
 * The form's ui with the chosen widget of every property that names neither a widget nor a
 * field, at every depth of nested objects and in the entries of lists. The given ui is not changed.
 */
export function withDefaultWidgets(schema: unknown, ui: unknown): Schema {
  const out: Schema = isObject(ui) ? { ...ui } : {};
  if (!isObject(schema)) return out;
  for (const [name, prop] of Object.entries(props(schema))) {
    const own = withChoice(prop, out[name]);
    if (Object.keys(own).length) out[name] = own;
  }
  return out;
}
