// Moving between a flow's steps: on to the next step the flow names, back to an earlier one.
import { runInAction } from 'mobx';
import { chooseNext } from './next-step';
import { move } from './run-chart';
import { persistRun } from './run-persistence';
import { loadStep, prepareDefaults } from './run-loading';
import type { FlowRun } from './flow-run';
import type { RunInner } from './run-inner';

/** On to the step `next` chooses; the run is done when there is none. Resolves true when it moved. */
export async function advance(run: FlowRun, inner: RunInner): Promise<boolean> {
  const next = chooseNext(run.step.next, run.context);
  if (!next || !(next in run.flow.steps)) {
    runInAction(() => move(run, 'finish'));
    persistRun(run, inner);
    return false;
  }
  runInAction(() => {
    run.history.push(run.stepId);
    run.stepId = next;
    run.fieldErrors = {};
    move(run, run.flow.steps[next]?.kind === 'result' ? 'finish' : 'enter');
  });
  runInAction(() => prepareDefaults(run));
  persistRun(run, inner);
  if (run.status !== 'done') {
    await loadStep(run, inner);
    runInAction(() => prepareDefaults(run));
  }
  return true;
}

/** Back inside the flow is possible: there is an earlier step and this one allows it. */
export function canGoBack(run: FlowRun): boolean {
  if (run.isBusy || run.step.noBack) return false;
  const target = run.step.backTo;
  if (target && !target.startsWith('/')) return target in run.flow.steps;
  return run.history.length > 0;
}

/** The step Back returns to: the step's own backTo inside the flow, else the one before. */
export function backTarget(run: FlowRun): string | undefined {
  const own = run.step.backTo;
  return own && !own.startsWith('/') ? own : run.history[run.history.length - 1];
}

/** Returns to an earlier step of this run (browser back lands here too). */
export function backToStep(run: FlowRun, inner: RunInner, stepId: string): boolean {
  if (run.isBusy || run.step.noBack) return false;
  const index = run.history.lastIndexOf(stepId);
  if (index < 0 && !(stepId in run.flow.steps && run.step.backTo === stepId)) return false;
  const dropped = index < 0 ? [run.stepId] : [...run.history.slice(index + 1), run.stepId];
  run.history = index < 0 ? run.history : run.history.slice(0, index);
  // An amended request is a new instruction: the steps after the target get fresh keys.
  for (const id of dropped) delete run.idempotencyKeys[id];
  run.stepId = stepId;
  move(run, 'back');
  run.error = null;
  run.fieldErrors = {};
  persistRun(run, inner);
  return true;
}
