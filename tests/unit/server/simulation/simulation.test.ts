// The deterministic simulation (server/simulation/): a short seeded run keeps every invariant,
// a seed runs the same way twice, each fault kind is injected where the seed says, and a planted
// bug is found, shrunk to the one operation that shows it and reproduced exactly.
import { describe, expect, it } from 'vitest';
import { doubleDebitOnRetry } from '../../../../server/simulation/bugs.js';
import type { Operation } from '../../../../server/simulation/operations.js';
import { runList, simulate } from '../../../../server/simulation/run.js';

const transfer = (extra: Partial<Operation & { t: 'transfer' }> = {}): Operation => ({
  t: 'transfer',
  c: 0,
  to: 1,
  dest: 'same-bank',
  from: 'savings',
  amount: 12_345,
  repeats: 1,
  together: false,
  abandon: false,
  ...extra,
});

describe('the deterministic simulation', () => {
  // About 1,200 operations in all (with the tests below): each checked at once for the keys it
  // sent, the whole bank every 20 operations, after every clock move and after the last.
  it.each([11, 12, 13, 14])('keeps every invariant through seed %i (faults, restarts, races, clock jumps)', async (seed) => {
    const result = await simulate({ seed, operations: 250, fullCheckEvery: 20 });
    expect(result.failure?.problems ?? []).toEqual([]);
    expect(result.trace).toHaveLength(250);
    // The run did what it is for: money moved, faults fired, the clock jumped.
    expect(result.stats.answers['00000']).toBeGreaterThan(100);
    expect(Object.values(result.stats.faults).reduce((a, b) => a + b, 0)).toBeGreaterThan(8);
    expect(result.stats.operations.clock).toBeGreaterThan(0);
  });

  it('runs a seed the same way twice', async () => {
    const first = await simulate({ seed: 21, operations: 80 });
    const second = await simulate({ seed: 21, operations: 80 });
    expect(second.trace).toEqual(first.trace);
    expect(second.stats.answers).toEqual(first.stats.answers);
    expect(second.stats.faults).toEqual(first.stats.faults);
  });

  it.each(['kill', 'connection', 'commit-fails', 'commit-lost'] as const)('injects a %s fault into a transfer, and the retry moves the money once', async (kind) => {
    const result = await runList([transfer({ fault: { kind, at: kind.startsWith('commit') ? 2 : 6 } })], { seed: 1, operations: 1 });
    expect(result.problems).toEqual([]);
    expect(result.stats.faults[kind]).toBe(1);
    // The first send got no answer; the retry with the same key was confirmed.
    expect(result.trace[0]).toBe('transfer/same-bank 0 -,00000');
  });

  it('finds a planted bug (a retried debit applied twice), shrinks it to one operation and reproduces it exactly', async () => {
    const found = await simulate({ seed: 9, operations: 60, bug: doubleDebitOnRetry });
    expect(found.failure).toBeDefined();
    const { shrunk, shrunkProblems } = found.failure!;
    expect(found.failure!.failing.length).toBeGreaterThan(shrunk.length);
    expect(shrunk).toHaveLength(1);
    expect(shrunk[0]).toMatchObject({ t: 'transfer', repeats: 1 });
    expect(shrunk[0]!.t === 'transfer' && shrunk[0]!.fault).toBeTruthy();
    expect(shrunkProblems.join('\n')).toMatch(/caches .* but postings sum to/);

    const again = await runList(shrunk, { seed: 9, operations: 60, bug: doubleDebitOnRetry });
    const thrice = await runList(shrunk, { seed: 9, operations: 60, bug: doubleDebitOnRetry });
    expect(again.problems).toEqual(shrunkProblems);
    expect(thrice.problems).toEqual(shrunkProblems);
    expect(thrice.trace).toEqual(again.trace);
    // Without the bug the same operations keep every invariant: the bank is not at fault.
    expect((await runList(shrunk, { seed: 9, operations: 60 })).problems).toEqual([]);
  });
});
