// Secrets a customer types into a form (a transaction password) are marked `writeOnly: true`
// in the form's JSON Schema. They are sent with the step's submit but never written to the
// run's storage: a reload asks for them again instead of finding them in session storage.
import type { Flow } from './flow-types';

function secretKeys(schema: unknown): string[] {
  const props = (schema as { properties?: Record<string, { writeOnly?: boolean }> } | undefined)?.properties;
  return props ? Object.entries(props).filter(([, p]) => p?.writeOnly === true).map(([k]) => k) : [];
}

/** The run's data without the write-only fields of every form step. */
export function withoutSecrets<S extends { data: Record<string, unknown> }>(flow: Flow, snapshot: S): S {
  const data: Record<string, unknown> = { ...snapshot.data };
  for (const [id, step] of Object.entries(flow.steps)) {
    const keys = step.kind === 'form' ? secretKeys(step.schema) : [];
    const values = data[id];
    if (!keys.length || !values || typeof values !== 'object') continue;
    const kept = { ...(values as Record<string, unknown>) };
    keys.forEach((k) => delete kept[k]);
    data[id] = kept;
  }
  return { ...snapshot, data };
}
