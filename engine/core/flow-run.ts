// One running journey: which step the customer is on, what each step holds, and the
// pipeline that moves it forward (validate -> checks -> authenticate -> call -> map -> next).
// A MobX store, so any view re-renders from it; no React and no DOM here. Its statuses and
// what moves them are data (run-chart.ts); the work is in its parts: loading (run-loading.ts),
// checks (run-checks.ts), submission (run-submission.ts), navigation (run-navigation.ts),
// saving (run-persistence.ts).
import { requestChecksArriving } from './request-checks';
import { makeAutoObservable, observableShallow } from 'mobx';
import type { Flow, Step, Mapping, VerificationStep } from './flow-types';
import type { CustomerFacingError, EngineDeps } from './deps';
import { applyMapping, type RunContext } from './context';
import { hasErrors, type FieldErrors } from './validation';
import { engineText } from './texts';
import { storageKey } from './run-storage-key';
import { BUSY, move, type RunStatus } from './run-chart';
import type { RunError } from './run-errors';
import type { RunInner } from './run-inner';
import { persistRun, readSnapshot, RunSaver, snapshotOf, type RunSnapshot } from './run-persistence';
import { earlierStepsToLoad, loadMore, loadStep, prepareDefaults } from './run-loading';
import { validateStep } from './run-checks';
import { logicOpsPending } from './logic-ops-on-demand';
import { failRun } from './run-errors';
import { passVerification, submitStep } from './run-submission';
import { advance, backTarget, backToStep, canGoBack } from './run-navigation';

export type { RunStatus, RunEvent } from './run-chart';
export type { RunError } from './run-errors';
export type { RunSnapshot } from './run-persistence';
export { storageKey } from './run-storage-key';
export { formKey } from './run-checks';

export class FlowRun {
  readonly flow: Flow;
  readonly runId: string;
  stepId: string;
  history: string[] = [];
  data: Record<string, unknown> = {};
  loaded: Record<string, Record<string, unknown>> = {};
  response: Record<string, unknown> = {};
  query: Record<string, string> = {};
  idempotencyKeys: Record<string, string> = {};
  status: RunStatus = 'idle';
  error: RunError | null = null;
  fieldErrors: FieldErrors = {};
  /** Counts refused submits, so a view can react to each one (and not to every keystroke). */
  refusals = 0;
  /** Paged list steps: the last page shown and whether another follows (by step id). */
  pages: Record<string, { pageNo: number; more: boolean }> = {};
  /** A next page is on its way (the rows stay on screen meanwhile). */
  loadingMore = false;
  private readonly inner: RunInner;

  constructor(
    flow: Flow,
    private readonly deps: EngineDeps,
    options: { query?: Record<string, string>; snapshot?: RunSnapshot } = {},
  ) {
    const snap = options.snapshot;
    this.flow = flow;
    this.runId = snap ? snap.runId : deps.newId();
    this.stepId = snap ? snap.stepId : flow.start;
    this.inner = { deps, failedStage: null, busy: false, loadingStepId: null, saver: new RunSaver(() => persistRun(this, this.inner), !!deps.storage) };
    if (snap) {
      this.history = snap.history;
      this.data = snap.data;
      this.response = snap.response;
      this.query = snap.query;
      this.idempotencyKeys = snap.idempotencyKeys;
      // A run interrupted mid-call resumes idle: the idempotency key makes a retry safe.
      this.status = snap.status === 'done' || snap.status === 'cancelled' ? snap.status : 'idle';
    } else {
      this.query = options.query ?? {};
    }
    // The definition is immutable data: only the run's own state is observable. The bank's
    // answers (loaded, response) are observed per step and replaced whole, never edited in
    // place: making every row of an account list or a directory observable cost more than the
    // rest of the step's first render.
    makeAutoObservable<FlowRun, 'deps' | 'inner'>(this, {
      loaded: observableShallow,
      response: observableShallow,
      flow: false,
      deps: false,
      inner: false,
    });
  }

  /** Restores the run saved for this flow, if any and not finished. */
  static resume(flow: Flow, deps: EngineDeps): FlowRun | null {
    const snap = readSnapshot(flow, deps.storage?.load(storageKey(flow.id)));
    return snap ? new FlowRun(flow, deps, { snapshot: snap }) : null;
  }

  get step(): Step {
    const step = this.flow.steps[this.stepId];
    if (!step) throw new Error(`Flow ${this.flow.id} has no step ${this.stepId}`);
    return step;
  }

  /**
   * Where the customer is in a journey whose flow declares its steps indicator (flow.progress):
   * the current step's place (1-based) among the counted steps, with their ids; undefined on a
   * step that is not counted (a result, a detour) or in a flow without the indicator.
   */
  get progress(): { current: number; total: number; stepIds: readonly string[] } | undefined {
    const counted = this.flow.progress;
    const at = counted?.indexOf(this.stepId) ?? -1;
    if (!counted || at < 0) return undefined;
    return { current: at + 1, total: counted.length, stepIds: counted };
  }

  get context(): RunContext {
    return {
      data: this.data,
      loaded: this.loaded,
      response: this.response,
      query: this.query,
      user: this.deps.user(),
      now: this.deps.now().toISOString(),
    };
  }

  get isBusy(): boolean {
    return BUSY.has(this.status);
  }

  /**
   * Back waits: the bank works on the run (a submit, an authentication, a step loading after an
   * earlier one). A first step still loading what it shows can be left at once: nothing was
   * sent, and a slow read must not hold the customer on the page.
   */
  get holdsBack(): boolean {
    return this.isBusy && !(this.status === 'loading' && this.history.length === 0);
  }

  /** Back inside the flow is possible: there is an earlier step and this one allows it. */
  get canGoBack(): boolean {
    return canGoBack(this);
  }

  /**
   * Waiting for data the current step shows: its own, or an earlier step's after a reload.
   * Also before the loads have started, so a step never shows its form empty first and then
   * swaps it for the loading state.
   */
  get awaitingData(): boolean {
    if (this.status !== 'loading' && this.status !== 'idle') return false;
    const ownMissing = (this.step.load?.length ?? 0) > 0 && this.loaded[this.stepId] === undefined;
    return ownMissing || earlierStepsToLoad(this).length > 0;
  }

  /** Loads what the current step needs; a step already loaded (e.g. after a reload) is kept. */
  async start(): Promise<void> {
    if (this.status === 'done' || this.status === 'cancelled') return;
    prepareDefaults(this);
    // A list or detail step only shows the bank's data, which may have changed since it was
    // loaded (a record amended in another journey): it loads again whenever it is shown.
    const readOnly = this.step.kind === 'list' || this.step.kind === 'detail';
    const needsLoad = !this.loaded[this.stepId] || this.inner.failedStage === 'load' || readOnly || earlierStepsToLoad(this).length > 0;
    if (!needsLoad) return;
    if (this.inner.loadingStepId === this.stepId) return;
    await loadStep(this, this.inner);
    // A form's defaults may read what the step itself loads (a modify form shows the record).
    this.prepareDefaults();
  }

  /** Keeps what the customer types (so a reload loses nothing); once errors show, they follow the edits. */
  setStepData(data: unknown): void {
    this.data[this.stepId] = data;
    if (hasErrors(this.fieldErrors)) validateStep(this, this.inner);
    this.inner.saver.schedule();
  }

  /** One field of the current step changed: only what reads that field reacts. */
  setField(name: string, value: unknown): void {
    this.setFieldAt([name], value);
  }

  /**
   * A value inside the current step's data changed, at a path of keys and array indexes
   * (['payees', 0, 'name']). Containers on the way that are missing are made, as RJSF's form
   * does, so only what reads that value reacts.
   */
  setFieldAt(path: readonly (string | number)[], value: unknown): void {
    if (path.length === 0) return this.setStepData(value);
    if (!this.data[this.stepId] || typeof this.data[this.stepId] !== 'object') this.data[this.stepId] = {};
    // Read back: MobX stores a copy of what is assigned, and the write below must reach it (a
    // first value written into the plain object was lost, then the schema's defaults replaced it).
    let node = this.data[this.stepId] as Record<string | number, unknown>;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i]!;
      const next = node[key];
      if (!next || typeof next !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
      // What MobX stored, not the plain value handed in: the next write must reach the run.
      node = node[key] as Record<string | number, unknown>;
    }
    node[path[path.length - 1]!] = value;
    if (hasErrors(this.fieldErrors)) validateStep(this, this.inner);
    this.inner.saver.schedule();
  }

  /** Writes a waiting save now (the page is being hidden or left). */
  flush(): void {
    if (this.inner.saver.waiting) persistRun(this, this.inner);
  }

  /** The step pipeline. Resolves true when the run moved to another step. */
  async proceed(formData?: unknown): Promise<boolean> {
    if (this.inner.busy || this.status === 'done' || this.status === 'cancelled') return false;
    this.inner.busy = true;
    try {
      if (formData !== undefined) this.data[this.stepId] = formData;
      this.error = null;
      // The heavy operations only checks name load beside the first screen (logic-ops-on-demand.ts):
      // almost always in by the time Next is pressed, when this waits not even a microtask.
      const pending = logicOpsPending(this.flow);
      if (pending && !(await pending.then(() => true, () => false))) {
        // Their code could not be fetched: said as any unexpected failure; Next asks again.
        failRun(this, this.inner, 'flow', {});
        return false;
      }
      if (!validateStep(this, this.inner)) {
        this.refusals += 1;
        return false;
      }
      const step = this.step;
      if (step.kind === 'verification' && !(await this.passVerification(step))) return false;
      if (step.submit && !(await this.submit(step))) return false;
      return await this.advance();
    } finally {
      this.inner.busy = false;
    }
  }

  /** A form that hands its data on (goTo): validates and checks it without moving the run. */
  checkForm(formData: unknown): boolean {
    if (this.inner.busy) return false;
    this.data[this.stepId] = formData;
    this.error = null;
    if (validateStep(this, this.inner)) return true;
    this.refusals += 1;
    return false;
  }

  /** List steps: validates the filter and loads the list again with it (a paged list from its first page). */
  async applyFilter(filter: unknown): Promise<boolean> {
    if (this.inner.busy) return false;
    this.data[this.stepId] = filter;
    if (!validateStep(this, this.inner)) return false;
    await this.whileBusy(() => this.loadStep());
    return this.status !== 'failed';
  }

  /** List steps: back to the filter's defaults, loaded again. */
  async resetFilter(): Promise<void> {
    if (this.inner.busy) return;
    delete this.data[this.stepId];
    this.fieldErrors = {};
    prepareDefaults(this);
    await this.whileBusy(() => this.loadStep());
  }

  /** Paged lists: pulled down, the list loads again from page 1 (the rows stay until it answers). */
  async refresh(): Promise<void> {
    if (this.inner.busy || this.step.kind !== 'list') return;
    await this.whileBusy(() => this.loadStep());
  }

  /**
   * A list or detail step's button that acts on what the page shows (mark every notice read):
   * calls a transaction that moves no money with the request mapped from the step's context,
   * then loads the step again so the page shows the bank's new state. Rejects with a
   * customer-facing error when the bank refuses (the page stays as it was); never sends a
   * request its contract refuses, nor one of a money-moving contract (those go through a
   * submit with its authentication and idempotency key).
   */
  async callThenReload(tx: string, request: Mapping | undefined): Promise<void> {
    const locale = this.deps.locale();
    if (this.inner.busy || (this.step.kind !== 'list' && this.step.kind !== 'detail')) return;
    // The request validators come after the first screen: the check waits for them, and a
    // request is never sent without it.
    const arriving = requestChecksArriving(this.deps, this.flow.id);
    if (arriving && !(await arriving)) throw { message: engineText('unexpected', locale) } satisfies CustomerFacingError;
    // A second tap that waited beside this one finds the run busy and sends nothing.
    if (arriving && this.inner.busy) return;
    const payload = applyMapping(this.context, request);
    const check = this.deps.requestValidators?.[tx];
    if (this.deps.requestMoney?.[tx] || (check && !check(payload))) throw { message: engineText('invalidRequest', locale) } satisfies CustomerFacingError;
    await this.whileBusy(async () => {
      await this.deps.call(tx, payload, { flowId: this.flow.id, version: this.flow.version });
      await this.loadStep();
    });
  }

  /** Paged lists: the next page, after the rows shown. Throws when the bank does not answer (the view offers a retry). */
  async loadMore(): Promise<void> {
    await loadMore(this, this.inner);
  }

  /** Retries the stage that failed (a submit reuses its idempotency key: the bank acts once). */
  async retry(): Promise<boolean> {
    if (this.inner.failedStage === 'load') {
      await this.loadStep();
      return this.status !== 'failed';
    }
    if (this.inner.failedStage === 'submit') return this.proceed();
    return false;
  }

  /** Goes back one step inside the flow (Amend). Returns false when the flow has no earlier step. */
  back(): boolean {
    if (!this.canGoBack) return false;
    const target = backTarget(this);
    return target ? this.backToStep(target) : false;
  }

  /** Returns to an earlier step of this run (browser back lands here too). */
  backToStep(stepId: string): boolean {
    return backToStep(this, this.inner, stepId);
  }

  cancel(): void {
    move(this, 'cancel');
    this.inner.saver.clear();
    this.deps.storage?.remove(storageKey(this.flow.id));
  }

  /** The run as it may be saved: never a write-only field (see secret-fields.ts). */
  snapshot(): RunSnapshot {
    return snapshotOf(this);
  }

  // The parts' work runs through these methods so that what each does before its first await
  // is one MobX action, as if written here.
  private loadStep(): Promise<void> {
    return loadStep(this, this.inner);
  }

  private prepareDefaults(): void {
    prepareDefaults(this);
  }

  private submit(step: Step): Promise<boolean> {
    return submitStep(this, this.inner, step);
  }

  private passVerification(step: VerificationStep): Promise<boolean> {
    return passVerification(this, this.inner, step);
  }

  private advance(): Promise<boolean> {
    return advance(this, this.inner);
  }

  private async whileBusy(work: () => Promise<void>): Promise<void> {
    this.inner.busy = true;
    try {
      await work();
    } finally {
      this.inner.busy = false;
    }
  }
}
