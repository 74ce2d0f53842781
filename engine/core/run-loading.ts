// What a step shows before the customer acts: its loads (and an earlier step's after a
// reload), a paged list's further pages, and a form's or a filter's defaults.
import { requestChecksArriving } from './request-checks';
import { runInAction } from 'mobx';
import type { FormStep, ListStep, Step } from './flow-types';
import { applyMapping } from './context';
import { engineText } from './texts';
import { move } from './run-chart';
import { failRun } from './run-errors';
import { persistRun } from './run-persistence';
import { firstPage, joinPage, pageRequest, rowsPathInAnswer } from './paging';
import type { FlowRun } from './flow-run';
import type { RunInner } from './run-inner';

/** Earlier steps whose reference data is not here (a resumed run does not keep it). */
export function earlierStepsToLoad(run: FlowRun): string[] {
  return run.history.filter((id) => run.flow.steps[id]?.load?.length && run.loaded[id] === undefined);
}

export function prepareDefaults(run: FlowRun): void {
  const step = run.step;
  if (run.data[run.stepId] !== undefined) return;
  if (step.kind === 'form') {
    // Defaults wait for the step's own load, which they may read.
    if (step.load?.length && run.loaded[run.stepId] === undefined) return;
    run.data[run.stepId] = applyMapping(run.context, (step as FormStep).defaults);
  } else if (step.kind === 'list' && (step as ListStep).filter) {
    const filter = (step as ListStep).filter!;
    const props = (filter.schema as { properties?: Record<string, { default?: unknown }> }).properties ?? {};
    const fromSchema = Object.fromEntries(
      Object.entries(props).filter(([, p]) => p.default !== undefined).map(([k, p]) => [k, p.default]),
    );
    run.data[run.stepId] = { ...fromSchema, ...applyMapping(run.context, filter.defaults) };
  }
}

export async function loadStep(run: FlowRun, inner: RunInner): Promise<void> {
  const step = run.step;
  const stepId = run.stepId;
  const earlier = earlierStepsToLoad(run);
  if (!step.load?.length && earlier.length === 0) return;
  // Awaited only when a read lacks its value, so a step that loads normally moves to its
  // loading state at once.
  const missing = stepId === run.flow.start ? readsMissingFromAddress(run, step) : [];
  if (missing.length > 0 && (await opensWithoutItsRecord(run, inner, missing))) {
    // A bookmark, a reload or a shared link without the id the page shows: nothing to ask
    // the bank about. Said in the customer's words, and where the flow says, they are taken.
    const locale = inner.deps.locale();
    const goTo = run.flow.reachedFrom;
    runInAction(() => {
      move(run, 'fail');
      inner.failedStage = null;
      run.error = goTo
        ? { stage: 'load', kind: 'missing-record', message: engineText('openedWithoutRecord', locale), goTo }
        : { stage: 'load', kind: 'missing-record', message: engineText('missingRecord', locale) };
    });
    return;
  }
  inner.loadingStepId = stepId;
  move(run, 'load');
  run.error = null;
  try {
    const [results, earlierResults] = await Promise.all([
      fetchLoads(run, inner, step),
      Promise.all(earlier.map(async (id) => [id, await fetchLoads(run, inner, run.flow.steps[id]!)] as const)),
    ]);
    runInAction(() => {
      for (const [id, loaded] of earlierResults) run.loaded[id] = loaded;
      if (step.load?.length) run.loaded[stepId] = results;
      const paging = step.kind === 'list' ? (step as ListStep).paging : undefined;
      const rest = rowsPathInAnswer(step as ListStep, stepId);
      if (paging && rest) run.pages[stepId] = firstPage(paging, results[paging.load], rest);
      // Form defaults may read what was just loaded (an amend form starts from the record);
      // values already present (typed, or from the query) win.
      if (step.kind === 'form' && (step as FormStep).defaults) {
        const current = (run.data[stepId] ?? {}) as Record<string, unknown>;
        run.data[stepId] = { ...applyMapping(run.context, (step as FormStep).defaults), ...current };
      }
      move(run, 'loaded');
      inner.failedStage = null;
      persistRun(run, inner);
    });
  } catch (e) {
    failRun(run, inner, 'load', e);
  } finally {
    if (inner.loadingStepId === stepId) inner.loadingStepId = null;
  }
}

/**
 * Whether a load of the step reads the address's query for something its request needs, and
 * the address does not have it (the contract's request validator refuses what would be sent).
 */
/** The start step's reads that take a value the address does not carry (the record's id). */
function readsMissingFromAddress(run: FlowRun, step: Step): NonNullable<Step['load']> {
  return (step.load ?? []).filter((load) =>
    Object.values(load.request ?? {}).some(
      (source) => typeof source === 'string' && source.startsWith('query.') && !run.query[source.slice('query.'.length).split('.')[0]!],
    ),
  );
}

async function opensWithoutItsRecord(run: FlowRun, inner: RunInner, reads: NonNullable<Step['load']>): Promise<boolean> {
  // The request validators come after the first screen (app/pages/journey-prefetch.ts): only
  // an address without the id waits for them here, to tell a missing record from a bank refusal.
  await requestChecksArriving(inner.deps, run.flow.id);
  return reads.some((load) => {
    const check = inner.deps.requestValidators?.[load.tx];
    return check !== undefined && !check(applyMapping(run.context, load.request));
  });
}

async function fetchLoads(run: FlowRun, inner: RunInner, step: Step): Promise<Record<string, unknown>> {
  const paging = step.kind === 'list' ? (step as ListStep).paging : undefined;
  const results = await Promise.all(
    (step.load ?? []).map(async (load) => {
      const mapped = applyMapping(run.context, load.request) as Record<string, unknown>;
      // A paged list always (re)starts at its first page.
      const request = paging?.load === load.into ? pageRequest(paging, mapped, 1) : mapped;
      const data = (await inner.deps.call(load.tx, request)) as Record<string, unknown>;
      return [load.into, load.pick ? data?.[load.pick] : data] as const;
    }),
  );
  return Object.fromEntries(results);
}

/** Paged lists: the next page, after the rows shown. Throws when the bank does not answer (the view offers a retry). */
export async function loadMore(run: FlowRun, inner: RunInner): Promise<void> {
  const step = run.step as ListStep;
  const stepId = run.stepId;
  const paging = step.kind === 'list' ? step.paging : undefined;
  const page = run.pages[stepId];
  const load = paging && step.load?.find((l) => l.into === paging.load);
  const rest = rowsPathInAnswer(step, stepId);
  if (!paging || !load || !rest || !page?.more || run.loadingMore || inner.busy) return;
  run.loadingMore = true;
  try {
    const pageNo = page.pageNo + 1;
    const data = (await inner.deps.call(load.tx, pageRequest(paging, applyMapping(run.context, load.request), pageNo))) as Record<string, unknown>;
    const answer = load.pick ? data?.[load.pick] : data;
    runInAction(() => {
      // The customer may have left the list meanwhile: a late page is dropped.
      if (run.stepId !== stepId || !run.loaded[stepId]) return;
      const joined = joinPage(paging, run.loaded[stepId][paging.load], answer, rest, pageNo);
      run.loaded[stepId] = { ...run.loaded[stepId], [paging.load]: joined.answer };
      run.pages[stepId] = joined.state;
    });
  } finally {
    runInAction(() => {
      run.loadingMore = false;
    });
  }
}
