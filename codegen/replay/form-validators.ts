// The form validators of a definition the build does not ship (a draft in the bank's registry),
// compiled here with the build's own Ajv set-up (codegen/lib/ajv.ts) from each form's schema as
// the build resolves it. Node only: compiling makes code at run time, which the browser's
// Content-Security-Policy forbids; the browser gets a published version's validators precompiled
// in its bundle (server/services/bank/flow-registry/bundle.ts).
import type { FormValidatorEntry } from '../../engine/core/deps';
import type { CompiledValidator } from '../../engine/core/validation';
import { createAjv } from '../lib/ajv';
import { flowForms, formKey } from '../lib/flow-forms';
import { resolveFormSchema } from '../lib/form-schema';

/** Validators by form key (`<id>@<version>/<step>`); a form whose schema does not resolve is left out (the engine then refuses it). */
export function compileFormValidators(
  flow: { id?: unknown; version?: unknown },
  flowFile: string,
  /** Validators already compiled, by the schema's JSON: many drafts (or mutants) share most forms. */
  cache?: Map<string, CompiledValidator>,
): Record<string, FormValidatorEntry> {
  const out: Record<string, FormValidatorEntry> = {};
  for (const form of flowForms(flow)) {
    const { schema, problems } = resolveFormSchema(form.schema, flowFile);
    if (problems.length) continue;
    const json = cache ? JSON.stringify(schema) : '';
    // An Ajv of its own per form: two forms may carry the same schema $id.
    const validate = cache?.get(json) ?? (createAjv().compile(schema as object) as unknown as CompiledValidator);
    cache?.set(json, validate);
    out[formKey(flow, form.stepId)] = { validate };
  }
  return out;
}
