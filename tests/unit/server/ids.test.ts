// Random identifiers and reference characters (server/ids.ts): drawn from the system's
// cryptographic generator through one pool, each byte used once.
import { describe, expect, it } from 'vitest';
import { newId, randomAlnum } from '../../../server/ids.js';

describe('random identifiers', () => {
  it('an id is its prefix and 24 hex characters, never the same twice', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newId('TR')));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^TR[0-9a-f]{24}$/);
  });

  it('reference characters are uppercase letters and digits, each about equally often', () => {
    const text = Array.from({ length: 36_000 }, () => randomAlnum(10)).join('');
    expect(text).toMatch(/^[0-9A-Z]+$/);
    expect(text).toHaveLength(360_000);
    const counts = new Map<string, number>();
    for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(36);
    // 10,000 expected each, standard deviation about 100: the bounds are 6 of them. Bytes
    // taken modulo 36 without drawing again would give 0–3 about 11,250 each and fail here;
    // a fair draw stays inside in practice.
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(9_400);
      expect(n).toBeLessThan(10_600);
    }
  });
});
