// The deterministic simulation (server/simulation/): a short seeded run keeps every invariant
// through every journey it draws (payments, QR, e-cheques, forex, time deposits, log-on, token
// binding), a seed draws the same operations and leaves the same database twice, each fault
// kind is injected where the seed says, and a planted bug is found, shrunk to the one
// operation that shows it and reproduced exactly. The runs are slow on a busy machine (each
// operation is several real requests); the timeouts allow for that, the sizes are kept small.
import { describe, expect, it } from 'vitest';
import { doubleDebitOnRetry } from '../../../../server/simulation/bugs.js';
import { drawChunk, type Operation } from '../../../../server/simulation/operations.js';
import { runList, simulate } from '../../../../server/simulation/run.js';

const SLOW = 600_000;

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
  // About 900 operations in all (with the tests below): each checked at once for the keys it
  // sent and the journeys' states, the whole bank every 20 operations, after every clock move
  // and after the last.
  it.each([11, 12, 13])('keeps every invariant through seed %i (faults, restarts, races, clock jumps)', async (seed) => {
    const result = await simulate({ seed, operations: 200, fullCheckEvery: 20 });
    expect(result.failure?.problems ?? []).toEqual([]);
    expect(result.trace).toHaveLength(200);
    // The run did what it is for: money moved, faults fired, the clock jumped, every journey ran.
    expect(result.stats.answers['00000']).toBeGreaterThan(100);
    expect(Object.values(result.stats.faults).reduce((a, b) => a + b, 0)).toBeGreaterThan(5);
    expect(Object.keys(result.stats.operations)).toEqual(expect.arrayContaining(['clock', 'transfer', 'cheque', 'forex', 'deposit']));
    // Confirmed exchanges, placements and QR payments (the trace ends with the answers' codes).
    for (const journey of [/^forex .*\|00000/, /^deposit place \d+ .*00000/, /^transfer\/qr \d+ .*00000/, /^cheque issue \d+ 00000,00000/]) {
      expect(result.trace.some((line) => journey.test(line))).toBe(true);
    }
  }, SLOW);

  it('draws the same operations and leaves the same database for a seed, twice in a row', async () => {
    const options = { customers: 6, faults: true };
    expect(drawChunk(21, 0, 80, options)).toEqual(drawChunk(21, 0, 80, options));
    const first = await simulate({ seed: 21, operations: 80 });
    const second = await simulate({ seed: 21, operations: 80 });
    expect(second.trace).toEqual(first.trace);
    expect(second.stats.answers).toEqual(first.stats.answers);
    expect(second.stats.faults).toEqual(first.stats.faults);
    expect(second.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(second.digest).toBe(first.digest);
    // Another seed leaves another database.
    expect((await simulate({ seed: 22, operations: 20 })).digest).not.toBe(first.digest);
  }, SLOW);

  it.each(['kill', 'connection', 'commit-fails', 'commit-lost'] as const)('injects a %s fault into a transfer, and the retry moves the money once', async (kind) => {
    const result = await runList([transfer({ fault: { kind, at: kind.startsWith('commit') ? 2 : 6 } })], { seed: 1, operations: 1 });
    expect(result.problems).toEqual([]);
    expect(result.stats.faults[kind]).toBe(1);
    // The first send got no answer; the retry with the same key was confirmed.
    expect(result.trace[0]).toBe('transfer/same-bank 0 -,00000');
  }, SLOW);

  it('deposits an e-cheque once: a second deposit of the same file is refused, and a stop after it too', async () => {
    const ops: Operation[] = [
      { t: 'cheque', act: 'issue', c: 0, to: 1, amount: 50_000 },
      { t: 'cheque', act: 'deposit', n: 0, repeats: 1, fault: { kind: 'commit-lost', at: 1 } },
      { t: 'cheque', act: 'deposit', n: 0, repeats: 0 },
      { t: 'cheque', act: 'stop', n: 0, repeats: 0 },
      { t: 'clock', ms: 3 * 86_400_000 },
    ];
    const result = await runList(ops, { seed: 2, operations: ops.length });
    expect(result.problems).toEqual([]);
    expect(result.trace.slice(0, 4)).toEqual(['cheque issue 0 00000,00000', 'cheque deposit 1 -,00000', 'cheque deposit 1 E700000015', 'cheque stop 0 E700000018']);
  }, SLOW);

  it('exchanges at the held quote once when the answer is lost and the client retries', async () => {
    const ops: Operation[] = [{ t: 'forex', c: 0, sell: 'HKD', amount: 777_700, repeats: 1, fault: { kind: 'commit-lost', at: 1 } }];
    const result = await runList(ops, { seed: 3, operations: 1 });
    expect(result.problems).toEqual([]);
    expect(result.stats.faults['commit-lost']).toBe(1);
    expect(result.trace[0]).toMatch(/^forex 0 HKD .*\|-,00000$/);
  }, SLOW);

  it('refuses to bind a device bound to another customer, and binds a new one', async () => {
    const ops: Operation[] = [
      { t: 'bind', c: 0, device: 1, other: true },
      { t: 'bind', c: 0, device: 1, other: false },
    ];
    const result = await runList(ops, { seed: 4, operations: ops.length });
    expect(result.problems).toEqual([]);
    expect(result.trace).toEqual(['bind 0 other E500000014', 'bind 0 1 00000']);
  }, SLOW);

  it('finds a planted bug (a retried debit applied twice), shrinks it to one operation and reproduces it exactly', async () => {
    const found = await simulate({ seed: 15, operations: 60, bug: doubleDebitOnRetry });
    expect(found.failure).toBeDefined();
    const { shrunk, shrunkProblems } = found.failure!;
    expect(found.failure!.failing.length).toBeGreaterThan(shrunk.length);
    expect(shrunk).toHaveLength(1);
    // One payment sent again after a send that failed: a transfer, alone or in a race.
    expect(JSON.stringify(shrunk[0])).toMatch(/"t":"transfer".*"fault":\{"kind"/);
    expect(shrunkProblems.join('\n')).toMatch(/caches .* but postings sum to/);

    const again = await runList(shrunk, { seed: 15, operations: 60, bug: doubleDebitOnRetry });
    const thrice = await runList(shrunk, { seed: 15, operations: 60, bug: doubleDebitOnRetry });
    expect(again.problems).toEqual(shrunkProblems);
    expect(thrice.problems).toEqual(shrunkProblems);
    expect(thrice.trace).toEqual(again.trace);
    // Without the bug the same operations keep every invariant: the bank is not at fault.
    expect((await runList(shrunk, { seed: 15, operations: 60 })).problems).toEqual([]);
  }, SLOW);
});
