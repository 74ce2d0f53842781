// Migration maps (docs/publishing.md): an urgent fix withdraws a version and moves its runs to
// the new one step by step. Here the fix renames the transfer's confirm step; every fixture of
// the journey, cut before each of its step entries and resumed on the new version after the
// stored run is moved, finishes with the fixture's outcome. A map that sends a step elsewhere
// is caught by the same replay, and one that leaves a step out is refused before any replay.
import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../engine/core/flow-types';
import { migrateSnapshot, unmappedSteps, type MigrationMap } from '../../../engine/core/run-migration';
import { formValidators } from '../../../generated/validators/forms.js';
import { flowsById } from '../../replay/flows';
import { fixtureFiles, loadFixtures } from '../../replay/load';
import { replayAcrossMigration } from '../../replay/migrate';

const FLOW_ID = 'transfer.create';
const oldFlow = flowsById()[FLOW_ID]!;

/** The flow with step `from` renamed `to` everywhere a step is named (targets, answers, inputs). */
function renameStep(flow: Flow, from: string, to: string): Flow {
  const visit = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => visit(v, key));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, k)]));
    if (typeof value !== 'string') return value;
    if (value === from && (key === 'start' || key === 'next' || key === 'go')) return to;
    return value.replace(new RegExp(`^(response|data|loaded)\\.${from}(?=\\.|$)`), `$1.${to}`);
  };
  const renamed = visit(flow) as Flow;
  renamed.steps = Object.fromEntries(Object.entries(renamed.steps).map(([id, step]) => [id === from ? to : id, step]));
  return { ...renamed, version: flow.version + 1 };
}

const newFlow = renameStep(oldFlow, 'confirm', 'review');
const identity = Object.fromEntries(Object.keys(oldFlow.steps).map((id) => [id, id]));
const map: MigrationMap = { from: oldFlow.version, to: newFlow.version, steps: { ...identity, confirm: 'review' } };
// The new version's forms are the old ones under its own version and step ids.
const newForms = Object.fromEntries(
  Object.entries(formValidators)
    .filter(([key]) => key.startsWith(`${FLOW_ID}@${oldFlow.version}/`))
    .map(([key, entry]) => {
      const step = key.slice(key.indexOf('/') + 1);
      return [`${FLOW_ID}@${newFlow.version}/${map.steps[step] ?? step}`, entry];
    }),
);
const fixtures = loadFixtures(fixtureFiles()).flatMap((l) => (l.fixture?.flow === FLOW_ID ? [l.fixture] : []));

describe('a migration map for an urgent fix', () => {
  it('is refused when a step of the withdrawn version has nowhere to continue', () => {
    expect(unmappedSteps(oldFlow, newFlow, map.steps)).toEqual([]);
    expect(unmappedSteps(oldFlow, newFlow, identity)).toEqual(['confirm']);
    const { result: _left, ...short } = map.steps;
    expect(unmappedSteps(oldFlow, newFlow, short)).toEqual(['result']);
  });

  it('moves a stored run: its step, history, answers and idempotency keys under the new ids', () => {
    const snap = {
      v: 2 as const, flowId: FLOW_ID, flowVersion: oldFlow.version, runId: 'run-1', stepId: 'confirm', history: ['input'],
      data: { input: { amount: 1 } }, response: { confirm: { ok: true } }, query: {}, idempotencyKeys: { confirm: 'key-0000000000000001' }, status: 'idle' as const,
    };
    expect(migrateSnapshot(snap, map)).toEqual({ ...snap, flowVersion: newFlow.version, stepId: 'review', response: { review: { ok: true } }, idempotencyKeys: { review: 'key-0000000000000001' } });
    expect(migrateSnapshot({ ...snap, flowVersion: 99 }, map)).toBeNull();
  });

  it('has fixtures to prove it with', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))('%s: cut before every step entry, it finishes on the new version', async (_name, fixture) => {
    for (let cut = 0; cut < fixture.steps.length; cut += 1) {
      expect(await replayAcrossMigration(fixture, oldFlow, newFlow, map, cut, newForms), `cut before steps[${cut}]`).toEqual([]);
    }
  });

  it('catches a map that sends a step to the wrong place', async () => {
    const wrong: MigrationMap = { ...map, steps: { ...map.steps, confirm: 'input' } };
    const reachesConfirm = fixtures.find((f) => f.steps.some((s, i) => s.step === 'confirm' && i > 0))!;
    const cut = reachesConfirm.steps.findIndex((s) => s.step === 'confirm');
    expect(await replayAcrossMigration(reachesConfirm, oldFlow, newFlow, wrong, cut, newForms)).not.toEqual([]);
  });
});
