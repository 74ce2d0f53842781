// Secrets a customer types into a form (a password, a PIN, a transaction password) are marked
// `writeOnly: true` in the form's JSON Schema. They are sent with the step's submit but never
// written to the run's saved state (a reload asks for them again), and forgotten in memory
// once the bank has answered. The linter requires it of every `password` widget.
import type { Flow } from './flow-types';

function secretKeys(schema: unknown): string[] {
  const props = (schema as { properties?: Record<string, { writeOnly?: boolean }> } | undefined)?.properties;
  return props ? Object.entries(props).filter(([, p]) => p?.writeOnly === true).map(([k]) => k) : [];
}

/** The write-only fields of a step's form. */
export function secretFieldsOf(step: { kind: string; schema?: unknown } | undefined): string[] {
  return step?.kind === 'form' ? secretKeys(step.schema) : [];
}

/** The run's data without the write-only fields of every form step, nor a verification step's ticket. */
export function withoutSecrets<S extends { data: Record<string, unknown>; response: Record<string, unknown> }>(flow: Flow, snapshot: S): S {
  const data: Record<string, unknown> = { ...snapshot.data };
  const response: Record<string, unknown> = { ...snapshot.response };
  for (const [id, step] of Object.entries(flow.steps)) {
    const verified = response[id];
    if (step.kind === 'verification' && verified && typeof verified === 'object') {
      const { ticket: _ticket, ...kept } = verified as Record<string, unknown>;
      response[id] = kept;
    }
    const keys = step.kind === 'form' ? secretKeys(step.schema) : [];
    const values = data[id];
    if (!keys.length || !values || typeof values !== 'object') continue;
    const kept = { ...(values as Record<string, unknown>) };
    keys.forEach((k) => delete kept[k]);
    data[id] = kept;
  }
  return { ...snapshot, data, response };
}
