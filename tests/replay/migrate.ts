// Replays a fixture across a migration map (docs/publishing.md): the recorded journey is played
// on the withdrawn version up to a cut, the run is stored, moved by the map as the shell moves a
// stored run, resumed on the new version as after a reload, and played to the end there. It
// must reach the fixture's outcome. The bank may be asked again for what a reload asks again
// (reads); a money-moving call made twice is a failure, as it would be at the counter.
import { toJS } from 'mobx';
import { FlowRun, type RunSnapshot } from '../../engine/core/flow-run';
import type { Flow } from '../../engine/core/flow-types';
import type { EngineDeps } from '../../engine/core/deps';
import { migrateSnapshot, type MigrationMap } from '../../engine/core/run-migration';
import { apiContracts, apiValidators } from '../../generated/validators/api.js';
import { AuthScript } from './auth';
import { ScriptedBank } from './bank';
import { replayDeps } from './deps';
import { show } from './diff';
import { checkState } from './expect';
import type { Fixture } from './fixture';
import { performStep } from './steps';
import { VerifyScript } from './verify';

/** The problems of the fixture cut before its step entry `cut` and finished on `newFlow`; empty means it finished. */
export async function replayAcrossMigration(
  fixture: Fixture,
  oldFlow: Flow,
  newFlow: Flow,
  map: MigrationMap,
  cut: number,
  /** The new version's form validators (its published bundle brings them to the browser). */
  newForms: EngineDeps['formValidators'] = {},
): Promise<string[]> {
  const problems: string[] = [];
  // Reads may repeat (a resumed step loads again); money-moving calls may not.
  const calls = fixture.calls.map((c) => (apiContracts[c.tx as keyof typeof apiContracts]?.moneyMoving ? c : { ...c, times: Number.POSITIVE_INFINITY }));
  const bank = new ScriptedBank(calls, fixture.mask ?? [], apiValidators, problems);
  const auth = new AuthScript(problems);
  const verify = new VerifyScript(problems, bank.call);
  const base = replayDeps(fixture, bank.call, auth.authenticator, verify.verifier);
  const deps: EngineDeps = { ...base, formValidators: { ...base.formValidators, ...newForms } };
  let run = new FlowRun(oldFlow, deps, fixture.query ? { query: { ...fixture.query } } : {});
  await run.start();
  for (const [i, entry] of fixture.steps.entries()) {
    if (i === cut) {
      // The page is reloaded on a version that has been withdrawn: the shell moves the stored run.
      const moved = migrateSnapshot(toJS(run.snapshot()) as RunSnapshot, map);
      if (!moved) return [`cut at steps[${i}]: the run on step '${run.stepId}' could not be moved`];
      run = new FlowRun(newFlow, deps, { snapshot: moved });
      await run.start();
    }
    const onNew = i >= cut;
    const step = onNew ? (map.steps[entry.step] ?? entry.step) : entry.step;
    const label = `steps[${i}] (${entry.step}${onNew ? ` -> ${step} on version ${map.to}` : ''})`;
    if (bank.unmatched) break;
    if (run.stepId !== step) {
      problems.push(`${label}: the run is on step '${run.stepId}' (status '${run.status}'${run.error ? `, error ${show(toJS(run.error))}` : ''})`);
      return problems;
    }
    // A run reloaded after a failed call resumes idle (FlowRun): the customer confirms again
    // rather than tapping Retry, with the same idempotency key.
    const action = i === cut && entry.action === 'retry' ? { ...entry, action: 'proceed' as const } : entry;
    auth.begin(action, label);
    verify.begin(action, label);
    await performStep(run, action, label, problems);
    auth.end();
    verify.end();
  }
  if (bank.unmatched) return [...problems, 'replay stopped at the request no call matched'];
  // The outcome as the new version names its steps (the answers are kept under the new ids).
  const renamed = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).map(([id, v]) => [map.steps[id] ?? id, v]));
  const outcome = {
    ...fixture.outcome,
    step: map.steps[fixture.outcome.step] ?? fixture.outcome.step,
    ...(fixture.outcome.response ? { response: renamed(fixture.outcome.response) } : {}),
  };
  checkState('outcome', run, outcome, problems);
  return problems;
}
