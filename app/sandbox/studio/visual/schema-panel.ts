// The property panels are read from the flow authoring schema (schemas/flow-authoring.schema.json):
// for a step kind, every property its definition lists, each with the control its type asks for
// (a text in three languages, a line of text, a number, a yes/no, a choice of the schema's enum)
// and the schema's own description as its help. A property the flow language gains appears in
// the panel without editor code; one whose value is a structure (a list, a mapping) is left to
// the JSON view. Pure (tests/unit/studio/visual/schema-panel.test.ts).
import authoring from '../../../../schemas/flow-authoring.schema.json';

type Schema = Record<string, unknown>;
const defs = (authoring as unknown as { definitions: Record<string, Schema> }).definitions;

export type Control =
  | { kind: 'local-text' }
  | { kind: 'text'; pattern?: string }
  | { kind: 'number'; integer: boolean }
  | { kind: 'flag' }
  | { kind: 'choice'; options: string[] }
  | { kind: 'structure' };

export interface PanelProperty {
  /** The path under the part the panel edits (['submit', 'tx'] for a nested one). */
  path: string[];
  control: Control;
  description?: string;
  required: boolean;
}

const FRAGMENT_REF = '#/definitions/FragmentRef';

/**
 * The definition a schema names, through its $refs and through the "or a fragment" wrapper every
 * definition has (anyOf: [the value, FragmentRef]): a panel edits the value itself.
 */
function deref(schema: Schema): Schema {
  let s = schema;
  for (;;) {
    if (typeof s.$ref === 'string') {
      s = defs[s.$ref.replace('#/definitions/', '')]!;
      continue;
    }
    const options = Array.isArray(s.anyOf) ? (s.anyOf as Schema[]) : undefined;
    if (options?.length === 2 && options.some((o) => o.$ref === FRAGMENT_REF)) {
      s = options.find((o) => o.$ref !== FRAGMENT_REF)!;
      continue;
    }
    return s;
  }
}

function isLocalText(schema: Schema): boolean {
  return schema.$ref === '#/definitions/LocalText';
}

/** Properties of a definition, with those of every allOf part (StepCommon and the kind's own). */
function propertiesOf(schema: Schema): { props: Record<string, Schema>; required: string[] } {
  const s = deref(schema);
  let props: Record<string, Schema> = { ...((s.properties as Record<string, Schema>) ?? {}) };
  let required = [...((s.required as string[]) ?? [])];
  for (const part of (s.allOf as Schema[]) ?? []) {
    const inner = propertiesOf(part);
    props = { ...props, ...inner.props };
    required = [...required, ...inner.required];
  }
  return { props, required };
}

function controlOf(schema: Schema): Control {
  if (isLocalText(schema)) return { kind: 'local-text' };
  const s = deref(schema);
  if (Array.isArray(s.enum)) return { kind: 'choice', options: s.enum.map(String) };
  if (s.type === 'string') return { kind: 'text', ...(typeof s.pattern === 'string' ? { pattern: s.pattern } : {}) };
  if (s.type === 'integer' || s.type === 'number') return { kind: 'number', integer: s.type === 'integer' };
  if (s.type === 'boolean') return { kind: 'flag' };
  return { kind: 'structure' };
}

/** A step kind's definition in the authoring schema: form → FormStep. */
export function stepDefinition(kind: string): Schema | undefined {
  return defs[`${kind[0]?.toUpperCase()}${kind.slice(1)}Step`];
}

/**
 * The panel of a step of the kind: each property with its control; an object property with
 * plain properties of its own (submit: tx, idempotent) is opened one level.
 */
export function stepPanel(kind: string, skip: readonly string[] = []): PanelProperty[] {
  const def = stepDefinition(kind);
  if (!def) return [];
  const { props, required } = propertiesOf(def);
  const out: PanelProperty[] = [];
  for (const [name, schema] of Object.entries(props)) {
    if (name === 'kind' || skip.includes(name)) continue;
    const control = controlOf(schema);
    const description = (deref(schema).description ?? schema.description) as string | undefined;
    if (control.kind === 'structure' && deref(schema).type === 'object' && deref(schema).properties) {
      const inner = propertiesOf(schema);
      for (const [sub, subSchema] of Object.entries(inner.props)) {
        const c = controlOf(subSchema);
        if (c.kind !== 'structure') out.push({ path: [name, sub], control: c, description: (deref(subSchema).description ?? subSchema.description) as string | undefined, required: false });
      }
      continue;
    }
    out.push({ path: [name], control, description, required: required.includes(name) });
  }
  return out;
}

/** The shared texts' keys, as the schema lists them for {"$text": …}. */
export const SHARED_TEXT_KEYS: readonly string[] = ((deref(defs.TextRef!).properties as Record<string, Schema>).$text!.enum as string[]) ?? [];

/** A field's texts: read from FieldText (label, placeholder, help). */
export function fieldTextParts(): string[] {
  return Object.keys((deref(defs.FieldText!).properties as object) ?? {});
}
