// The run's states as data. A run is in one status at a time; an event the run meets moves it to
// the status this table names, and an event the table does not name for the current status
// leaves it where it is (a late answer to a cancelled run, say). FlowRun changes its status
// only through `nextStatus`; the path coverage and the flow graph read the same stages
// (`stepStages`) to tell which ways a step can end a journey.

export type RunStatus = 'idle' | 'loading' | 'submitting' | 'authenticating' | 'failed' | 'done' | 'cancelled';

export type RunEvent =
  /** The step's loads (or an earlier step's, after a reload) start. */
  | 'load'
  /** They answered. */
  | 'loaded'
  /** A second factor or a strengthened verification is asked of the customer. */
  | 'authenticate'
  /** It came back: passed, or cancelled by the customer (the step stays). */
  | 'authenticated'
  /** The step's transaction is sent. */
  | 'submit'
  /** The bank refused on a field, or wants a verification first: the step stays as it is. */
  | 'refused'
  /** A load, an authentication, the call or the flow itself failed (the step offers a retry). */
  | 'fail'
  /** The run moved to a step the customer acts on. */
  | 'enter'
  /** The run reached a result or a step with no next. */
  | 'finish'
  /** Back to an earlier step (Amend, browser back). */
  | 'back'
  | 'cancel';

type Chart = Readonly<Record<RunStatus, Readonly<Partial<Record<RunEvent, RunStatus>>>>>;

/** Where a run waiting for the customer may go: a step's loads, its verification, its call, on or back. */
const ACTING = { load: 'loading', authenticate: 'authenticating', submit: 'submitting', enter: 'idle', finish: 'done', back: 'idle', fail: 'failed', cancel: 'cancelled' } as const;

export const RUN_CHART: Chart = {
  idle: { ...ACTING, refused: 'idle' },
  // A list filter applied while the rows load starts the load again.
  loading: { load: 'loading', loaded: 'idle', fail: 'failed', cancel: 'cancelled' },
  authenticating: { authenticated: 'idle', fail: 'failed', cancel: 'cancelled' },
  // The answer itself moves no status: the run goes on to the next step (enter, finish) or
  // stays on this one (refused).
  submitting: { enter: 'idle', finish: 'done', refused: 'idle', fail: 'failed', cancel: 'cancelled' },
  // A retry starts the failed stage again.
  failed: { ...ACTING },
  // Browser back from a result lands on an earlier step again.
  done: { back: 'idle', cancel: 'cancelled' },
  cancelled: {},
};

export function nextStatus(status: RunStatus, event: RunEvent): RunStatus {
  return RUN_CHART[status][event] ?? status;
}

/** The statuses in which the bank works on the run (the customer waits). */
export const BUSY: ReadonlySet<RunStatus> = new Set<RunStatus>(['loading', 'submitting', 'authenticating']);

/** How a journey can end on a step: finished, or cut short at one of the step's stages. */
export type PathEnd = 'done' | 'load failed' | 'submit failed' | 'auth cancelled' | 'verify cancelled';

export interface StepStage {
  /** What the run does at this stage. */
  stage: 'load' | 'verify' | 'auth' | 'submit';
  /** The run's status while the stage is under way. */
  status: RunStatus;
  /** How the stage ends the journey when it does not pass. */
  end: Exclude<PathEnd, 'done'>;
}

/** A step as written (the flow JSON) or as run: only what decides its stages is read. */
export interface StagedStep {
  load?: unknown;
  submit?: unknown;
  verify?: unknown;
  auth?: unknown;
}

/**
 * The stages a run passes through on a step, in order: its loads when it has any; with a
 * submit, the strengthened verification it asks, the second factor, then the call.
 */
export function stepStages(step: StagedStep): StepStage[] {
  const stages: StepStage[] = [];
  if (Array.isArray(step.load) && step.load.length > 0) stages.push({ stage: 'load', status: 'loading', end: 'load failed' });
  if (step.submit && typeof step.submit === 'object') {
    if (step.verify) stages.push({ stage: 'verify', status: 'authenticating', end: 'verify cancelled' });
    if (typeof step.auth === 'string' && step.auth !== 'none') stages.push({ stage: 'auth', status: 'authenticating', end: 'auth cancelled' });
    stages.push({ stage: 'submit', status: 'submitting', end: 'submit failed' });
  }
  return stages;
}

/** Moves a run by an event (inside the caller's action: the status is observable). */
export function move(run: { status: RunStatus }, event: RunEvent): void {
  run.status = nextStatus(run.status, event);
}
