// What the address of a journey's step does when the run is somewhere else: a deep link from
// the bank app, a bookmark, a reload, browser Back or Forward, a page typed in. One rule for
// every journey, by the kind of route (docs/decisions.md):
//
// - the step the run is at: shown as it is (a reload of a confirm or a result page);
// - a step the customer's run has already been at: the run goes back to it, keeping what was
//   typed (an amended request gets fresh idempotency keys, engine/core/flow-run.ts);
// - the journey's first step: the start;
// - any later step the run has not reached (a confirm page without its input, a result without
//   a confirmation, a step of a finished run): the start, with a message saying why, since the
//   page cannot be shown without the steps before it and money must never move from a link;
// - while the bank works on the run, the address follows the run (nothing can move then).
//
// The shell's flow page applies it (app/pages/FlowPage.tsx); Back after a finished run that
// forbids it (noBack) is the page's own rule, applied before this.

/** What a run looks like to the rule. */
export interface VisitedRun {
  stepId: string;
  history: readonly string[];
  /** The bank works on the run (FlowRun.holdsBack: a first step still loading what it shows is not). */
  isBusy: boolean;
  /** The run's current step forbids going back (a result). */
  noBack: boolean;
  start: string;
}

export type DirectVisit =
  | { go: 'stay' }
  | { go: 'back'; stepId: string }
  | { go: 'current' }
  | { go: 'start'; notice: boolean };

/** The decision for the step the address names (`urlStep`), or the run's step when it names none. */
export function directVisit(run: VisitedRun, urlStep: string | undefined): DirectVisit {
  if (urlStep === undefined || urlStep === run.stepId) return urlStep === undefined ? { go: 'current' } : { go: 'stay' };
  if (run.isBusy) return { go: 'current' };
  if (!run.noBack && run.history.includes(urlStep)) return { go: 'back', stepId: urlStep };
  return { go: 'start', notice: urlStep !== run.start };
}
