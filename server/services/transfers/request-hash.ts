// Fingerprint of a transfer instruction, to tell a retry (same key, same instruction) from
// a reused key (same key, different instruction). The one-time code and the key itself are
// left out: a retry may carry a new code.
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export function transferRequestHash(payload: Record<string, unknown>): string {
  const { auth: _auth, idempotencyKey: _key, ...instruction } = payload;
  return createHash('sha256').update(JSON.stringify(canonical(instruction))).digest('hex');
}
