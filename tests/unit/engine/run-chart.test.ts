// The run's states are data: the chart is closed, the run changes its status only through it,
// and every status change the replay corpus makes is one of its edges.
import fs from 'node:fs';
import path from 'node:path';
import { observe } from 'mobx';
import { describe, expect, it } from 'vitest';
import { RUN_CHART, nextStatus, stepStages, type RunStatus } from '../../../engine/core/run-chart';
import type { FlowRun } from '../../../engine/core/flow-run';
import { fixtureFiles, loadFixtures } from '../../replay/load';
import { replayFixture } from '../../replay/replay';

const STATUSES = Object.keys(RUN_CHART) as RunStatus[];

describe('the run chart', () => {
  it('names only statuses of its own, and a cancelled run stays cancelled', () => {
    for (const status of STATUSES) for (const to of Object.values(RUN_CHART[status])) expect(STATUSES).toContain(to);
    expect(RUN_CHART.cancelled).toEqual({});
    expect(nextStatus('cancelled', 'load')).toBe('cancelled');
  });

  it('leaves the status where it is for an event it does not name', () => {
    expect(nextStatus('submitting', 'loaded')).toBe('submitting');
    expect(nextStatus('idle', 'submit')).toBe('submitting');
    expect(nextStatus('failed', 'load')).toBe('loading');
  });

  it('lists a step’s stages in the order the run passes them', () => {
    expect(stepStages({ load: [{}], submit: {}, verify: {}, auth: 'mobile-token' }).map((s) => s.stage)).toEqual(['load', 'verify', 'auth', 'submit']);
    expect(stepStages({ load: [], auth: 'mobile-token' })).toEqual([]);
    expect(stepStages({ submit: {}, auth: 'none' }).map((s) => s.end)).toEqual(['submit failed']);
  });

  it('is the one place the engine sets a run’s status', () => {
    const dir = path.resolve(__dirname, '../../../engine/core');
    const setters = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && f !== 'run-chart.ts')
      .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n').filter((line) => /\.status\s*=[^=]/.test(line)).map((line) => `${f}: ${line.trim()}`));
    // The constructor restores a saved run's status; nothing else assigns it.
    expect(setters).toEqual([
      "flow-run.ts: this.status = snap.status === 'done' || snap.status === 'cancelled' ? snap.status : 'idle';",
    ]);
  });

  it('has an edge for every status change of the replay corpus', async () => {
    const edges = new Set(STATUSES.flatMap((from) => Object.values(RUN_CHART[from]).map((to) => `${from} -> ${to}`)));
    const seen = new Set<string>();
    for (const item of loadFixtures(fixtureFiles())) {
      if (!item.fixture || item.problems.length) continue;
      const watched = new WeakSet<FlowRun>();
      await replayFixture(item.fixture, {
        observe: (run) => {
          if (watched.has(run)) return;
          watched.add(run);
          observe(run, 'status', (change) => void seen.add(`${change.oldValue} -> ${change.newValue}`));
        },
      });
    }
    expect(seen.size).toBeGreaterThan(5);
    expect([...seen].filter((edge) => !edges.has(edge))).toEqual([]);
  }, 120_000);
});
