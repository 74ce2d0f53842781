// Comparing the run's state with what a step entry or the fixture's outcome expects.
// Field errors are compared exactly (a new message is a change worth seeing); errors,
// responses and loaded data by subset, so a fixture pins only what it is about.
import { toJS } from 'mobx';
import type { FlowRun } from '../../engine/core/flow-run';
import type { Expectation, Outcome } from './fixture';
import { block, diffLines, show, subsetLines } from './diff';

export function checkState(label: string, run: FlowRun, expected: Expectation & Partial<Outcome>, problems: string[]): void {
  if (expected.step !== undefined && run.stepId !== expected.step) {
    problems.push(`${label}: the run is on step '${run.stepId}', expected '${expected.step}'${errorNote(run)}`);
  }
  if (expected.status !== undefined && run.status !== expected.status) {
    problems.push(`${label}: the run's status is '${run.status}', expected '${expected.status}'${errorNote(run)}`);
  }
  if (expected.fieldErrors !== undefined) {
    const lines = diffLines(expected.fieldErrors, toJS(run.fieldErrors));
    if (lines.length) problems.push(block(`${label}: field errors differ, expected (-) vs run (+):`, lines));
  }
  if (expected.error === null && run.error) {
    problems.push(`${label}: expected no error, the run has ${show(toJS(run.error))}`);
  } else if (expected.error) {
    if (!run.error) problems.push(`${label}: expected the error ${show(expected.error)}, the run has none`);
    else {
      const lines = subsetLines(expected.error, toJS(run.error), 'error');
      if (lines.length) problems.push(block(`${label}: the error differs, expected (-) vs run (+):`, lines));
    }
  }
  if (expected.links !== undefined) {
    const actual = linksOf(run);
    if (JSON.stringify(actual) !== JSON.stringify(expected.links)) problems.push(`${label}: the step's links are ${show(actual)}, expected ${show(expected.links)}`);
  }
  for (const key of ['response', 'loaded'] as const) {
    if (expected[key] === undefined) continue;
    const lines = subsetLines(expected[key], toJS(run[key]), key);
    if (lines.length) problems.push(block(`${label}: ${key} differs, expected (-) vs run (+):`, lines));
  }
}

/** The pages the step's navigate buttons open (their `to`), in order. */
export function linksOf(run: FlowRun): string[] {
  const buttons = (run.flow.steps[run.stepId] as { buttons?: { action?: string; to?: unknown }[] } | undefined)?.buttons ?? [];
  return buttons.flatMap((b) => (b.action === 'navigate' && typeof b.to === 'string' ? [b.to] : []));
}

function errorNote(run: FlowRun): string {
  return run.error ? ` (run error: ${show(toJS(run.error))})` : '';
}
