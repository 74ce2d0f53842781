// The owner's rules on what a request takes from a form (docs/publishing.md, "The bank checks the
// form's rules too"). The browser checks each form against its step's schema; a request that
// bypasses the browser meets only the contract, which is wider (a payee name of 140 characters
// where the published journey allows 20). So for a request that names its definition, each field
// it takes directly from a form (a submit's `request` mapping `data.<step>.<path>`) is checked
// against that form field's schema as the definition publishes it. Derived values (logic,
// constants, loaded data) are the contract's alone. Compiled once per definition: the text of a
// fingerprint never changes.
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../../../codegen/lib/ajv.js';
import { flowForms, flowSteps } from '../../../../codegen/lib/flow-forms.js';
import { lookupPointer, resolveFormSchema } from '../../../../codegen/lib/form-schema.js';
import { isObject } from '../../../../codegen/lib/json.js';

/** One request field taken directly from a form field, with that field's schema. */
export interface FieldRule {
  /** Where the request carries it (dotted: `payee.name`). */
  target: string;
  /** The form field (dotted, within its step's form data: `payee.name`) and its step. */
  field: string;
  stepId: string;
  /** The field's label in each language, when the definition gives one. */
  label?: Record<string, string>;
  validate: ValidateFunction;
}

/** By transaction code: the rules of each step that submits it (a request could come from any of them). */
export type FormRules = Map<string, FieldRule[][]>;

export interface RuleBreach {
  target: string;
  field: string;
  label?: Record<string, string>;
}

const FORM_SOURCE = /^data\.([^.]+)\.(.+)$/;

/** The field's schema within its form (only through `properties`: a field a conditional adds is left to the contract). */
function pointerOf(field: string): string {
  return `#${field
    .split('.')
    .map((p) => `/properties/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('')}`;
}

/** Compiles the rules of a definition as the engine runs it; `file` is its flow file (form schemas' `$ref`s are relative to it). */
export function compileFormRules(flow: unknown, file: string): FormRules {
  const ajv = createAjv();
  const forms = new Map<string, { key: string; schema: Record<string, unknown>; fields: Record<string, unknown> }>();
  for (const form of flowForms(flow)) {
    if (form.location !== `steps.${form.stepId}`) continue; // a list's filter is not a submitted form
    const { schema, problems } = resolveFormSchema(form.schema, file);
    if (problems.length) throw new Error(`${form.location}: the form's schema does not resolve`);
    const { $id: _id, ...root } = schema;
    const key = `https://forms.bank.invalid/${encodeURIComponent(form.stepId)}`;
    ajv.addSchema(root, key);
    forms.set(form.stepId, { key, schema: root, fields: form.fields });
  }
  const rules: FormRules = new Map();
  for (const [, step] of flowSteps(flow)) {
    const submit = step.submit;
    if (!isObject(submit) || typeof submit.tx !== 'string' || !isObject(submit.request)) continue;
    const stepRules: FieldRule[] = [];
    for (const [target, source] of Object.entries(submit.request)) {
      const m = typeof source === 'string' ? FORM_SOURCE.exec(source) : null;
      const form = m && forms.get(m[1]!);
      if (!m || !form) continue;
      const field = m[2]!;
      const pointer = pointerOf(field);
      if (!lookupPointer(form.schema, pointer).found) continue;
      const label = isObject(form.fields[field]) ? (form.fields[field] as { label?: unknown }).label : undefined;
      stepRules.push({
        target,
        field,
        stepId: m[1]!,
        ...(isObject(label) ? { label: label as Record<string, string> } : {}),
        validate: ajv.compile({ $ref: `${form.key}${pointer}` }),
      });
    }
    const list = rules.get(submit.tx) ?? [];
    list.push(stepRules);
    rules.set(submit.tx, list);
  }
  return rules;
}

function valueAt(payload: unknown, target: string): unknown {
  let cur: unknown = payload;
  for (const part of target.split('.')) {
    if (!isObject(cur)) return undefined;
    cur = cur[part];
  }
  return cur;
}

/**
 * The first field of the request a step's rules refuse, or undefined when every value meets
 * them. When several steps submit the code, a request that meets any one step's rules passes
 * (the request does not say which step sent it). A value the request leaves out is the
 * contract's to require.
 */
export function breachOf(steps: FieldRule[][] | undefined, payload: unknown): RuleBreach | undefined {
  if (!steps?.length) return undefined;
  let first: RuleBreach | undefined;
  for (const rules of steps) {
    const broken = rules.find((r) => {
      const value = valueAt(payload, r.target);
      return value !== undefined && !r.validate(value);
    });
    if (!broken) return undefined;
    first ??= { target: broken.target, field: broken.field, ...(broken.label ? { label: broken.label } : {}) };
  }
  return first;
}

