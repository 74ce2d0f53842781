// Fingerprint of an instruction, to tell a retry (same key, same instruction) from a reused
// key (same key, different instruction). The credential and the key itself are left out: a
// retry may carry a new one-time code.
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** Any request object: the generated `{CODE}Request` types are accepted as they are. */
export function requestHash(payload: object): string {
  const instruction = Object.fromEntries(Object.entries(payload).filter(([key]) => key !== 'auth' && key !== 'idempotencyKey'));
  return createHash('sha256').update(JSON.stringify(canonical(instruction))).digest('hex');
}
