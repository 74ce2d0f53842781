// Path coverage: the paths a flow's step graph has, and the ones a replay walks.
import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../engine/core/flow-types';
import { PathTracker, coverageReport, flowPaths, formatCoverage, pathKey } from '../../replay/coverage';
import { flowsById } from '../../replay/flows';
import { replayFixture } from '../../replay/replay';
import { realFixture } from './helpers';

const branching = {
  id: 'test.branching',
  version: 1,
  start: 'input',
  steps: {
    input: { kind: 'form', route: '/a', load: [{ tx: 'ITSI200001', into: 'accounts' }], next: 'confirm' },
    confirm: {
      kind: 'confirm',
      route: '/b',
      auth: 'mobile-token',
      backTo: 'input',
      submit: { tx: 'ITSI300001', request: {} },
      next: [{ when: { '==': [1, 1] }, go: 'received' }, 'result', 'input'],
    },
    received: { kind: 'result', route: '/c' },
    result: { kind: 'result', route: '/d' },
  },
};

describe('flowPaths', () => {
  it('lists each branch and each failure the steps allow, without following loops back', () => {
    expect(flowPaths(branching).map(pathKey)).toEqual([
      'input ✗ load failed',
      'input → confirm ✗ auth cancelled',
      'input → confirm ✗ submit failed',
      'input → confirm → received',
      'input → confirm → result',
    ]);
  });

  it('has no path for a flow without a valid start', () => {
    expect(flowPaths({ ...branching, start: 'nowhere' })).toEqual([]);
  });
});

describe('PathTracker on real replays', () => {
  it('follows Amend back to input and records the completed path once', async () => {
    const tracker = new PathTracker();
    const result = await replayFixture(realFixture('create-amend-en.json'), { observe: tracker.observe });
    expect(result.problems).toEqual([]);
    expect([...tracker.walked]).toEqual(['input → confirm → result']);
  });

  it('records a submit failure before the retry that succeeds', async () => {
    const tracker = new PathTracker();
    const result = await replayFixture(realFixture('create-network-retry-en.json'), { observe: tracker.observe });
    expect(result.problems).toEqual([]);
    expect([...tracker.walked]).toContain('input → confirm ✗ submit failed');
  });

  it('records a cancelled token confirmation', async () => {
    const tracker = new PathTracker();
    await replayFixture(realFixture('create-token-cancelled-zh-tw.json'), { observe: tracker.observe });
    expect([...tracker.walked]).toContain('input → confirm ✗ auth cancelled');
  });
});

describe('coverageReport', () => {
  it('splits each flow’s paths into covered and uncovered and prints both', () => {
    const flows = { 'test.branching': branching as unknown as Flow };
    const report = coverageReport(flows, new Map([['test.branching', new Set(['input → confirm → result', 'not a path'])]]));
    expect(report).toEqual([
      {
        flow: 'test.branching',
        covered: ['input → confirm → result'],
        uncovered: ['input ✗ load failed', 'input → confirm ✗ auth cancelled', 'input → confirm ✗ submit failed', 'input → confirm → received'],
      },
    ]);
    const text = formatCoverage(report);
    expect(text).toContain('test.branching: 1/5 paths covered');
    expect(text).toContain('  ✓ input → confirm → result');
    expect(text).toContain('  · input → confirm → received');
    expect(text).toContain('path coverage: 1/5 paths in 1 flows');
  });

  it('covers every flow in flows/', () => {
    const report = coverageReport(flowsById(), new Map());
    expect(report.map((r) => r.flow)).toContain('transfer.create');
    expect(report.every((r) => r.covered.length === 0)).toBe(true);
  });
});

describe('the transfer and bill journeys', () => {
  // Every path of every flow in flows/transfer and flows/bill is walked by a passing fixture:
  // a new branch, load or submit there needs its fixture (npm run replay -- --coverage lists it).
  it('have every path covered by the fixtures', async () => {
    const { defaultFlowFiles } = await import('../../../codegen/lib/flows');
    const { fixtureFiles, loadFixtures } = await import('../../replay/load');
    const fs = await import('node:fs');
    const areaFlows = new Set(
      defaultFlowFiles()
        .filter((file) => /[\\/]flows[\\/](transfer|bill)[\\/]/.test(file))
        .map((file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string }).id),
    );
    expect(areaFlows.size).toBeGreaterThanOrEqual(20);
    const walked = new Map<string, Set<string>>();
    for (const item of loadFixtures(fixtureFiles())) {
      if (!item.fixture || !areaFlows.has(item.fixture.flow)) continue;
      const tracker = new PathTracker();
      const result = await replayFixture(item.fixture, { observe: tracker.observe });
      if (!result.ok) continue;
      const seen = walked.get(item.fixture.flow) ?? new Set<string>();
      tracker.walked.forEach((p) => seen.add(p));
      walked.set(item.fixture.flow, seen);
    }
    const all = flowsById();
    const report = coverageReport(Object.fromEntries([...areaFlows].map((id) => [id, all[id]!])), walked);
    expect(report.filter((f) => f.uncovered.length > 0).map((f) => `${f.flow}: ${f.uncovered.join('; ')}`)).toEqual([]);
  });
});
