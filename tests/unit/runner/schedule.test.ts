// `npm test`'s phases start as soon as what they read is there, side by side, and nothing new
// starts after a failure (tests/runner/schedule.ts).
import { describe, expect, it } from 'vitest';
import { runScheduled, type ScheduledPhase } from '../../runner/schedule';

/** Phases that end when the test says so, recording the order of starts and ends. */
function harness() {
  const events: string[] = [];
  const finish = new Map<string, (ok: boolean) => void>();
  const start = (phase: ScheduledPhase) =>
    new Promise<boolean>((resolve) => {
      events.push(`start ${phase.name}`);
      finish.set(phase.name, (ok) => {
        events.push(`end ${phase.name}`);
        resolve(ok);
      });
    });
  /** Lets the scheduler react to what has ended so far. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const end = async (name: string, ok = true) => {
    finish.get(name)!(ok);
    await settle();
  };
  return { events, start, end, settle };
}

const PHASES: ScheduledPhase[] = [
  { name: 'codegen', after: [] },
  { name: 'build', after: ['codegen'] },
  { name: 'unit', after: ['codegen'] },
  { name: 'browser', after: ['build'] },
  { name: 'writers', after: ['unit', 'browser'] },
];

describe('runScheduled', () => {
  it('starts each phase once every phase it reads has passed, side by side with the others', async () => {
    const h = harness();
    const done = runScheduled(PHASES, h.start);
    await h.settle();
    expect(h.events).toEqual(['start codegen']);
    await h.end('codegen');
    expect(h.events.slice(-2)).toEqual(['start build', 'start unit']);
    await h.end('build');
    expect(h.events.at(-1)).toBe('start browser');
    await h.end('browser');
    // "writers" also reads "unit", still under way.
    expect(h.events).not.toContain('start writers');
    await h.end('unit');
    expect(h.events.at(-1)).toBe('start writers');
    await h.end('writers');
    const outcomes = await done;
    expect(outcomes.map((o) => [o.name, o.ok, o.together])).toEqual([
      ['codegen', true, false],
      ['build', true, true],
      ['browser', true, true],
      ['unit', true, true],
      ['writers', true, false],
    ]);
  });

  it('starts nothing new after a failure, and lets the phases under way finish', async () => {
    const h = harness();
    const done = runScheduled(PHASES, h.start);
    await h.settle();
    await h.end('codegen');
    await h.end('build', false);
    expect(h.events).not.toContain('start browser');
    await h.end('unit');
    const outcomes = await done;
    expect(outcomes.map((o) => [o.name, o.ok])).toEqual([
      ['codegen', true],
      ['build', false],
      ['unit', true],
    ]);
    expect(h.events).not.toContain('start writers');
  });

  it('counts a phase that throws as failed', async () => {
    const outcomes = await runScheduled([{ name: 'a', after: [] }, { name: 'b', after: ['a'] }], async () => {
      throw new Error('could not start');
    });
    expect(outcomes).toEqual([{ name: 'a', ok: false, together: false }]);
  });

  it('refuses a phase that comes after one that does not exist', async () => {
    await expect(runScheduled([{ name: 'a', after: ['nowhere'] }], async () => true)).rejects.toThrow('a comes after phases that do not exist: nowhere');
  });
});
