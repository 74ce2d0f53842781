// Replays one fixture: drives the real engine through the recorded journey against the
// scripted bank, and lists every departure from the recording. An empty list means pass.
import { toJS } from 'mobx';
import { FlowRun } from '../../engine/core/flow-run';
// The phone rules' operations, which the browser loads only with the flows that name them
// (engine/core/logic-ops-on-demand.ts); the replay runs every flow.
import '../../engine/core/phone-ops';
import '../../engine/core/identity-ops';
import type { Flow } from '../../engine/core/flow-types';
import { apiValidators } from '../../generated/validators/api.js';
import { AuthScript } from './auth';
import { VerifyScript } from './verify';
import { ScriptedBank } from './bank';
import { replayDeps } from './deps';
import { show } from './diff';
import { checkState } from './expect';
export { linksOf } from './expect';
import type { EngineDeps } from '../../engine/core/deps';
import type { Fixture, ReplayPlace, ReplayResult, StepEntry } from './fixture';
import { flowsById } from './flows';
import { resolveDefinition } from './definitions';
import { performStep } from './steps';

export type { Fixture, ReplayPlace, ReplayResult } from './fixture';

export interface ReplayOptions {
  /** Flows by id; defaults to every flow in flows/. */
  flows?: Record<string, Flow>;
  /** Called after the run starts (no entry) and after each step entry (path coverage). */
  observe?: (run: FlowRun, entry?: StepEntry) => void;
  /** Form validators of a definition the build does not ship (a draft), added to the build's. */
  formValidators?: EngineDeps['formValidators'];
}

export async function replayFixture(fixture: Fixture, options: ReplayOptions = {}): Promise<ReplayResult> {
  const problems: string[] = [];
  const where: Where = { at: undefined, seen: 0 };
  try {
    await play(fixture, options, problems, where);
  } catch (e) {
    problems.push(`the replay crashed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  }
  const ok = problems.length === 0;
  return { name: fixture.name, ok, problems, ...(ok ? {} : { at: where.at ?? { calls: true } }) };
}

/** The place of the first problem: noted when the list first grows past what was there before. */
interface Where {
  at: ReplayPlace | undefined;
  seen: number;
}

function note(where: Where, problems: string[], place: ReplayPlace): void {
  if (where.at === undefined && problems.length > where.seen) where.at = place;
  where.seen = problems.length;
}

async function play(fixture: Fixture, options: ReplayOptions, problems: string[], where: Where): Promise<void> {
  const build = (options.flows ?? flowsById())[fixture.flow];
  // A recording names the definition it was made on, and replays on exactly that one.
  const resolved = fixture.definition ? resolveDefinition(fixture.definition, build) : build ? { flow: build } : { problem: `no flow with id '${fixture.flow}' in flows/` };
  if ('problem' in resolved) {
    problems.push(resolved.problem);
    return;
  }
  const flow = resolved.flow;
  if (resolved.formValidators) options = { ...options, formValidators: { ...resolved.formValidators, ...options.formValidators } };
  if (Number.isNaN(Date.parse(fixture.now))) {
    problems.push(`'now' is not an ISO instant: ${show(fixture.now)}`);
    return;
  }
  const bank = new ScriptedBank(fixture.calls, fixture.mask ?? [], apiValidators, problems);
  const auth = new AuthScript(problems);
  const verify = new VerifyScript(problems, bank.call);
  const base = replayDeps(fixture, bank.call, auth.authenticator, verify.verifier);
  const deps = options.formValidators ? { ...base, formValidators: { ...base.formValidators, ...options.formValidators } } : base;
  // Problems found before the first step (the fixture's declared calls) are the calls' own.
  note(where, problems, { calls: true });
  const run = new FlowRun(flow, deps, fixture.query ? { query: { ...fixture.query } } : {});

  await run.start();
  options.observe?.(run);
  for (const [i, entry] of fixture.steps.entries()) {
    if (bank.unmatched) break;
    const label = `steps[${i}] (${entry.step})`;
    if (run.stepId !== entry.step) {
      const error = run.error ? `, error ${show(toJS(run.error))}` : '';
      problems.push(`${label}: the run is on step '${run.stepId}' (status '${run.status}'${error}); the rest is not replayed`);
      note(where, problems, { entry: i, step: entry.step, runStep: run.stepId });
      return;
    }
    auth.begin(entry, label);
    verify.begin(entry, label);
    await performStep(run, entry, label, problems);
    auth.end();
    verify.end();
    if (!bank.unmatched) options.observe?.(run, entry);
    if (!bank.unmatched && entry.expect) checkState(label, run, entry.expect, problems);
    note(where, problems, { entry: i, step: entry.step, runStep: run.stepId });
  }
  if (bank.unmatched) {
    problems.push('replay stopped at the request no call matched');
    return;
  }
  checkState('outcome', run, fixture.outcome, problems);
  bank.finish(fixture.sameAcrossCalls ?? []);
  note(where, problems, { outcome: true });
}
