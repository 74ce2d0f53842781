// The built form entries (schema and validator) of a journey with a chunk in the app's build,
// for the previews. A version of another number names its forms by its own number: the impact
// review hands it the build's entry of the same step where the form is the same.
import type { FormEntry } from '../../../engine/react';
import type { FormValidatorEntry } from '../../../engine/core/deps';
import type { Flow } from '../../../engine/core/flow-types';

export type BuiltForms = Record<string, FormEntry & FormValidatorEntry>;

export async function builtForms(flowId: string): Promise<BuiltForms> {
  const { journeyRoutes } = await import('../../../generated/journeys');
  const route = journeyRoutes.find((r) => r.flowId === flowId);
  if (!route) return {};
  const journey = (await route.load()) as { formValidators: BuiltForms };
  return journey.formValidators;
}

/** The build's entries under `flow`'s own form keys, for each form whose schema is the build's. */
export function builtFor(flow: Flow, forms: Record<string, unknown>, built: BuiltForms): BuiltForms {
  const byStep = new Map(Object.entries(built).map(([key, entry]) => [key.slice(key.indexOf('/') + 1), entry]));
  const out: BuiltForms = {};
  for (const [key, schema] of Object.entries(forms)) {
    const entry = byStep.get(key.slice(key.indexOf('/') + 1));
    if (key.startsWith(`${flow.id}@`) && entry && JSON.stringify(entry.schema) === JSON.stringify(schema)) out[key] = entry;
  }
  return out;
}
