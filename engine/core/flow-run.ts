// One running journey: which step the customer is on, what each step holds, and the
// pipeline that moves it forward (validate -> checks -> authenticate -> call -> map -> next).
// A MobX store, so any view re-renders from it; no React and no DOM here.
import { makeAutoObservable, observableShallow, runInAction, toJS } from 'mobx';
import type { Flow, Step, FormStep, ListStep, Mapping, VerificationStep } from './flow-types';
import type { AuthCredential, CustomerFacingError, EngineDeps, VerifyRequest, VerifyResult } from './deps';
import { applyMapping, evaluateLogic, evaluateSource, type RunContext } from './context';
import { chooseNext } from './next-step';
import { addError, hasErrors, validateWith, type FieldErrors } from './validation';
import { engineText } from './texts';
import { storageKey } from './run-storage-key';
import { secretFieldsOf, withoutSecrets } from './secret-fields';
import { firstPage, joinPage, pageRequest, rowsPathInAnswer } from './paging';

export type RunStatus = 'idle' | 'loading' | 'submitting' | 'authenticating' | 'failed' | 'done' | 'cancelled';

export interface RunError {
  stage: 'load' | 'submit' | 'auth' | 'flow';
  message: string;
  code?: string;
  kind?: string;
  /** A page opened without its record (kind 'missing-record'): where the customer is taken. */
  goTo?: string;
}

/**
 * What survives a page reload: only what the customer did and the bank answered. The flow
 * definition comes from the page (a run saved by another version of the flow is not resumed:
 * that version's validators are gone with it) and reference data (accounts, directories) is
 * loaded again, so the snapshot stays a few hundred characters and is cheap to write.
 */
export interface RunSnapshot {
  v: 2;
  flowId: string;
  flowVersion: number;
  runId: string;
  stepId: string;
  history: string[];
  data: Record<string, unknown>;
  response: Record<string, unknown>;
  query: Record<string, string>;
  idempotencyKeys: Record<string, string>;
  status: RunStatus;
}

export { storageKey } from './run-storage-key';

export function formKey(flow: Flow, stepId: string): string {
  return `${flow.id}@${flow.version}/${stepId}`;
}

/** Typing is saved at most this often; a step change, a submit or hiding the page saves at once. */
const TYPING_SAVE_DELAY_MS = 400;

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
  private failedStage: 'load' | 'submit' | null = null;
  // Set synchronously before the first await of a submit, so a second tap is ignored.
  private busy = false;
  // The step whose load is under way: the page starting the step again must not load it twice.
  private loadingStepId: string | null = null;
  // A save of typed data waiting to be written (see TYPING_SAVE_DELAY_MS).
  private pendingSave: ReturnType<typeof setTimeout> | null = null;

  constructor(
    flow: Flow,
    private readonly deps: EngineDeps,
    options: { query?: Record<string, string>; snapshot?: RunSnapshot } = {},
  ) {
    const snap = options.snapshot;
    this.flow = flow;
    this.runId = snap ? snap.runId : deps.newId();
    this.stepId = snap ? snap.stepId : flow.start;
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
    makeAutoObservable<FlowRun, 'deps' | 'busy' | 'failedStage' | 'loadingStepId' | 'pendingSave'>(this, {
      loaded: observableShallow,
      response: observableShallow,
      flow: false,
      deps: false,
      busy: false,
      failedStage: false,
      loadingStepId: false,
      pendingSave: false,
    });
  }

  /** Restores the run saved for this flow, if any and not finished. */
  static resume(flow: Flow, deps: EngineDeps): FlowRun | null {
    const raw = deps.storage?.load(storageKey(flow.id));
    if (!raw) return null;
    try {
      const snap = JSON.parse(raw) as RunSnapshot;
      if (snap.v !== 2 || snap.flowId !== flow.id || snap.flowVersion !== flow.version) return null;
      return new FlowRun(flow, deps, { snapshot: snap });
    } catch {
      return null;
    }
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
    return this.status === 'loading' || this.status === 'submitting' || this.status === 'authenticating';
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
    if (this.isBusy || this.step.noBack) return false;
    const target = this.step.backTo;
    if (target && !target.startsWith('/')) return target in this.flow.steps;
    return this.history.length > 0;
  }

  /** Loads what the current step needs; a step already loaded (e.g. after a reload) is kept. */
  async start(): Promise<void> {
    if (this.status === 'done' || this.status === 'cancelled') return;
    this.prepareDefaults();
    // A list or detail step only shows the bank's data, which may have changed since it was
    // loaded (a record amended in another journey): it loads again whenever it is shown.
    const readOnly = this.step.kind === 'list' || this.step.kind === 'detail';
    const needsLoad = !this.loaded[this.stepId] || this.failedStage === 'load' || readOnly || this.earlierStepsToLoad().length > 0;
    if (!needsLoad) return;
    if (this.loadingStepId === this.stepId) return;
    await this.loadStep();
    // A form's defaults may read what the step itself loads (a modify form shows the record).
    this.prepareDefaults();
  }

  /** Keeps what the customer types (so a reload loses nothing); once errors show, they follow the edits. */
  setStepData(data: unknown): void {
    this.data[this.stepId] = data;
    if (hasErrors(this.fieldErrors)) this.validateStep();
    this.schedulePersist();
  }

  /** One field of the current step changed: only what reads that field reacts. */
  setField(name: string, value: unknown): void {
    const current = this.data[this.stepId];
    if (current && typeof current === 'object') (current as Record<string, unknown>)[name] = value;
    else this.data[this.stepId] = { [name]: value };
    if (hasErrors(this.fieldErrors)) this.validateStep();
    this.schedulePersist();
  }

  /** Writes a waiting save now (the page is being hidden or left). */
  flush(): void {
    if (this.pendingSave === null) return;
    this.persist();
  }

  /**
   * Waiting for data the current step shows: its own, or an earlier step's after a reload.
   * Also before the loads have started, so a step never shows its form empty first and then
   * swaps it for the loading state.
   */
  get awaitingData(): boolean {
    if (this.status !== 'loading' && this.status !== 'idle') return false;
    const ownMissing = (this.step.load?.length ?? 0) > 0 && this.loaded[this.stepId] === undefined;
    return ownMissing || this.earlierStepsToLoad().length > 0;
  }

  /** The step pipeline. Resolves true when the run moved to another step. */
  async proceed(formData?: unknown): Promise<boolean> {
    if (this.busy || this.status === 'done' || this.status === 'cancelled') return false;
    this.busy = true;
    try {
      if (formData !== undefined) this.data[this.stepId] = formData;
      this.error = null;
      if (!this.validateStep()) {
        this.refusals += 1;
        return false;
      }
      const step = this.step;
      if (step.kind === 'verification' && !(await this.passVerification(step))) return false;
      if (step.submit) {
        const sent = await this.submit(step);
        if (!sent) return false;
      }
      return await this.advance();
    } finally {
      this.busy = false;
    }
  }

  /** A form that hands its data on (goTo): validates and checks it without moving the run. */
  checkForm(formData: unknown): boolean {
    if (this.busy) return false;
    this.data[this.stepId] = formData;
    this.error = null;
    if (this.validateStep()) return true;
    this.refusals += 1;
    return false;
  }

  /** List steps: validates the filter and loads the list again with it (a paged list from its first page). */
  async applyFilter(filter: unknown): Promise<boolean> {
    if (this.busy) return false;
    this.data[this.stepId] = filter;
    if (!this.validateStep()) return false;
    this.busy = true;
    try {
      await this.loadStep();
      return this.status !== 'failed';
    } finally {
      this.busy = false;
    }
  }

  /** List steps: back to the filter's defaults, loaded again. */
  async resetFilter(): Promise<void> {
    if (this.busy) return;
    delete this.data[this.stepId];
    this.fieldErrors = {};
    this.prepareDefaults();
    this.busy = true;
    try {
      await this.loadStep();
    } finally {
      this.busy = false;
    }
  }

  /** Paged lists: pulled down, the list loads again from page 1 (the rows stay until it answers). */
  async refresh(): Promise<void> {
    if (this.busy || this.step.kind !== 'list') return;
    this.busy = true;
    try {
      await this.loadStep();
    } finally {
      this.busy = false;
    }
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
    if (this.busy || (this.step.kind !== 'list' && this.step.kind !== 'detail')) return;
    const payload = applyMapping(this.context, request);
    const check = this.deps.requestValidators?.[tx];
    if (this.deps.requestMoney?.[tx] || (check && !check(payload))) throw { message: engineText('invalidRequest', locale) } satisfies CustomerFacingError;
    this.busy = true;
    try {
      await this.deps.call(tx, payload, { flowId: this.flow.id, version: this.flow.version });
      await this.loadStep();
    } finally {
      this.busy = false;
    }
  }

  /** Paged lists: the next page, after the rows shown. Throws when the bank does not answer (the view offers a retry). */
  async loadMore(): Promise<void> {
    const step = this.step as ListStep;
    const stepId = this.stepId;
    const paging = step.kind === 'list' ? step.paging : undefined;
    const page = this.pages[stepId];
    const load = paging && step.load?.find((l) => l.into === paging.load);
    const rest = rowsPathInAnswer(step, stepId);
    if (!paging || !load || !rest || !page?.more || this.loadingMore || this.busy) return;
    this.loadingMore = true;
    try {
      const pageNo = page.pageNo + 1;
      const data = (await this.deps.call(load.tx, pageRequest(paging, applyMapping(this.context, load.request), pageNo))) as Record<string, unknown>;
      const answer = load.pick ? data?.[load.pick] : data;
      runInAction(() => {
        // The customer may have left the list meanwhile: a late page is dropped.
        if (this.stepId !== stepId || !this.loaded[stepId]) return;
        const joined = joinPage(paging, this.loaded[stepId][paging.load], answer, rest, pageNo);
        this.loaded[stepId] = { ...this.loaded[stepId], [paging.load]: joined.answer };
        this.pages[stepId] = joined.state;
      });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  /** Retries the stage that failed (a submit reuses its idempotency key: the bank acts once). */
  async retry(): Promise<boolean> {
    if (this.failedStage === 'load') {
      await this.loadStep();
      return this.status !== 'failed';
    }
    if (this.failedStage === 'submit') return this.proceed();
    return false;
  }

  /** Goes back one step inside the flow (Amend). Returns false when the flow has no earlier step. */
  back(): boolean {
    if (!this.canGoBack) return false;
    const target = this.step.backTo && !this.step.backTo.startsWith('/') ? this.step.backTo : this.history[this.history.length - 1];
    return target ? this.backToStep(target) : false;
  }

  /** Returns to an earlier step of this run (browser back lands here too). */
  backToStep(stepId: string): boolean {
    if (this.isBusy || this.step.noBack) return false;
    const index = this.history.lastIndexOf(stepId);
    if (index < 0 && !(stepId in this.flow.steps && this.step.backTo === stepId)) return false;
    const dropped = index < 0 ? [this.stepId] : [...this.history.slice(index + 1), this.stepId];
    this.history = index < 0 ? this.history : this.history.slice(0, index);
    // An amended request is a new instruction: the steps after the target get fresh keys.
    for (const id of dropped) delete this.idempotencyKeys[id];
    this.stepId = stepId;
    this.status = 'idle';
    this.error = null;
    this.fieldErrors = {};
    this.persist();
    return true;
  }

  cancel(): void {
    this.status = 'cancelled';
    this.clearPendingSave();
    this.deps.storage?.remove(storageKey(this.flow.id));
  }

  /** The run as it may be saved: never a write-only field (see secret-fields.ts). */
  snapshot(): RunSnapshot {
    return withoutSecrets(this.flow, toJS({
      v: 2 as const,
      flowId: this.flow.id,
      flowVersion: this.flow.version,
      runId: this.runId,
      stepId: this.stepId,
      history: this.history,
      data: this.data,
      response: this.response,
      query: this.query,
      idempotencyKeys: this.idempotencyKeys,
      status: this.status,
    }));
  }

  /**
   * After the bank answered, the write-only fields the submit sent are forgotten in memory too:
   * the step's own, and those of an earlier form its request read (a code typed on one page and
   * confirmed with the token on the next).
   */
  private forgetSecrets(stepId: string, request: unknown): void {
    const read = JSON.stringify(request ?? {});
    for (const id of Object.keys(this.flow.steps)) {
      if (id !== stepId && !read.includes(`data.${id}.`)) continue;
      const secret = secretFieldsOf(this.flow.steps[id]);
      const values = this.data[id];
      if (!secret.length || values === null || typeof values !== 'object') continue;
      for (const key of secret) delete (values as Record<string, unknown>)[key];
    }
  }

  private persist(): void {
    this.clearPendingSave();
    if (this.status === 'cancelled') return;
    this.deps.storage?.save(storageKey(this.flow.id), JSON.stringify(this.snapshot()));
  }

  // Keystrokes come faster than anyone reloads: one write for a burst of them, not one each.
  private schedulePersist(): void {
    if (!this.deps.storage || this.pendingSave !== null) return;
    this.pendingSave = setTimeout(() => {
      this.pendingSave = null;
      this.persist();
    }, TYPING_SAVE_DELAY_MS);
  }

  private clearPendingSave(): void {
    if (this.pendingSave === null) return;
    clearTimeout(this.pendingSave);
    this.pendingSave = null;
  }

  /** Earlier steps whose reference data is not here (a resumed run does not keep it). */
  private earlierStepsToLoad(): string[] {
    return this.history.filter((id) => this.flow.steps[id]?.load?.length && this.loaded[id] === undefined);
  }

  private prepareDefaults(): void {
    const step = this.step;
    if (this.data[this.stepId] !== undefined) return;
    if (step.kind === 'form') {
      // Defaults wait for the step's own load, which they may read.
      if (step.load?.length && this.loaded[this.stepId] === undefined) return;
      this.data[this.stepId] = applyMapping(this.context, (step as FormStep).defaults);
    } else if (step.kind === 'list' && (step as ListStep).filter) {
      const filter = (step as ListStep).filter!;
      const props = (filter.schema as { properties?: Record<string, { default?: unknown }> }).properties ?? {};
      const fromSchema = Object.fromEntries(
        Object.entries(props).filter(([, p]) => p.default !== undefined).map(([k, p]) => [k, p.default]),
      );
      this.data[this.stepId] = { ...fromSchema, ...applyMapping(this.context, filter.defaults) };
    }
  }

  private async loadStep(): Promise<void> {
    const step = this.step;
    const stepId = this.stepId;
    const earlier = this.earlierStepsToLoad();
    if (!step.load?.length && earlier.length === 0) return;
    if (stepId === this.flow.start && this.opensWithoutItsRecord(step)) {
      // A bookmark, a reload or a shared link without the id the page shows: nothing to ask
      // the bank about. Said in the customer's words, and where the flow says, they are taken.
      const locale = this.deps.locale();
      const goTo = this.flow.reachedFrom;
      runInAction(() => {
        this.status = 'failed';
        this.failedStage = null;
        this.error = goTo
          ? { stage: 'load', kind: 'missing-record', message: engineText('openedWithoutRecord', locale), goTo }
          : { stage: 'load', kind: 'missing-record', message: engineText('missingRecord', locale) };
      });
      return;
    }
    this.loadingStepId = stepId;
    this.status = 'loading';
    this.error = null;
    try {
      const [results, earlierResults] = await Promise.all([
        this.fetchLoads(step),
        Promise.all(earlier.map(async (id) => [id, await this.fetchLoads(this.flow.steps[id]!)] as const)),
      ]);
      runInAction(() => {
        for (const [id, loaded] of earlierResults) this.loaded[id] = loaded;
        if (step.load?.length) this.loaded[stepId] = results;
        const paging = step.kind === 'list' ? (step as ListStep).paging : undefined;
        const rest = rowsPathInAnswer(step as ListStep, stepId);
        if (paging && rest) this.pages[stepId] = firstPage(paging, results[paging.load], rest);
        // Form defaults may read what was just loaded (an amend form starts from the record);
        // values already present (typed, or from the query) win.
        if (step.kind === 'form' && (step as FormStep).defaults) {
          const current = (this.data[stepId] ?? {}) as Record<string, unknown>;
          this.data[stepId] = { ...applyMapping(this.context, (step as FormStep).defaults), ...current };
        }
        this.status = 'idle';
        this.failedStage = null;
        this.persist();
      });
    } catch (e) {
      this.fail('load', e);
    } finally {
      if (this.loadingStepId === stepId) this.loadingStepId = null;
    }
  }

  /**
   * Whether a load of the step reads the address's query for something its request needs, and
   * the address does not have it (the contract's request validator refuses what would be sent).
   */
  private opensWithoutItsRecord(step: Step): boolean {
    return (step.load ?? []).some((load) => {
      const readsMissing = Object.values(load.request ?? {}).some(
        (source) => typeof source === 'string' && source.startsWith('query.') && !this.query[source.slice('query.'.length).split('.')[0]!],
      );
      if (!readsMissing) return false;
      const check = this.deps.requestValidators?.[load.tx];
      return check !== undefined && !check(applyMapping(this.context, load.request));
    });
  }

  private async fetchLoads(step: Step): Promise<Record<string, unknown>> {
    const paging = step.kind === 'list' ? (step as ListStep).paging : undefined;
    const results = await Promise.all(
      (step.load ?? []).map(async (load) => {
        const mapped = applyMapping(this.context, load.request) as Record<string, unknown>;
        // A paged list always (re)starts at its first page.
        const request = paging?.load === load.into ? pageRequest(paging, mapped, 1) : mapped;
        const data = (await this.deps.call(load.tx, request)) as Record<string, unknown>;
        return [load.into, load.pick ? data?.[load.pick] : data] as const;
      }),
    );
    return Object.fromEntries(results);
  }

  /** Schema validation with the flow's messages, then the step's cross-field checks. */
  private validateStep(): boolean {
    const step = this.step;
    const locale = this.deps.locale();
    const errors: FieldErrors = {};
    const form = step.kind === 'form' ? (step as FormStep) : step.kind === 'list' ? (step as ListStep).filter : undefined;
    if (form) {
      const entry = this.deps.formValidators[formKey(this.flow, this.stepId)];
      if (!entry) {
        // Without its generated validator a form is never sent unchecked.
        this.fail('flow', { message: engineText('journeyUpdated', locale) });
        return false;
      }
      Object.assign(errors, validateWith(entry.validate, this.data[this.stepId] ?? {}, form.messages, locale));
    }
    if (!hasErrors(errors)) {
      for (const check of step.checks ?? []) {
        if (!evaluateLogic(check.rule, this.context)) addError(errors, check.field ?? '', check.message[locale]);
      }
    }
    this.fieldErrors = errors;
    return !hasErrors(errors);
  }

  /**
   * `verifyNow`: the bank refused the first submit with one of the step's verify.whenRefused
   * codes (a check only the bank can make, e.g. a large transfer in a short time): verify,
   * then submit again, once.
   */
  private async submit(step: Step, verifyNow = false): Promise<boolean> {
    const submit = step.submit!;
    const locale = this.deps.locale();
    const payload = applyMapping(this.context, submit.request);
    if (submit.idempotent) {
      this.idempotencyKeys[this.stepId] ??= this.deps.newId();
      payload.idempotencyKey = this.idempotencyKeys[this.stepId];
      this.persist();
    }
    if (step.verify && (verifyNow || step.verify.when === undefined || evaluateLogic(step.verify.when, this.context))) {
      const verified = await this.verify({ bizType: step.verify.bizType });
      if (!verified) return false;
      if (verified.ticket) payload.verifyTicket = verified.ticket;
    }
    // authSkipWhen: the bank waives the second factor in this case by its own rule (the
    // contract's authWaiver), e.g. a small-value transfer within the customer's limit.
    const waived = step.authSkipWhen !== undefined && evaluateLogic(step.authSkipWhen, this.context) === true;
    if (step.auth && step.auth !== 'none' && !waived) {
      const credential = await this.authenticate(step.auth, payload, submit.tx);
      if (!credential) return false;
      payload.auth = credential;
    }
    const check = this.deps.requestValidators?.[submit.tx];
    if (check && !check(payload)) {
      // The flow maps a request its contract refuses: never send it.
      this.fail('flow', { message: engineText('invalidRequest', locale) });
      return false;
    }
    this.status = 'submitting';
    try {
      const data = (await this.deps.call(submit.tx, payload, { flowId: this.flow.id })) as Record<string, unknown>;
      runInAction(() => {
        this.response[this.stepId] = data;
        const derived = applyMapping(this.context, submit.response);
        this.response[this.stepId] = { ...data, ...derived };
        this.forgetSecrets(this.stepId, submit.request);
        this.failedStage = null;
      });
      return true;
    } catch (e) {
      // A refusal the customer can fix here (the payee's account not found, say) is said under
      // its field, and the step stays as it is, as a check of the form would.
      const code = (e as Partial<CustomerFacingError> | undefined)?.code;
      if (code && !payload.verifyTicket && step.verify?.whenRefused?.includes(code)) {
        runInAction(() => {
          this.status = 'idle';
        });
        return this.submit(step, true);
      }
      const field = code ? submit.fieldFor?.[code] : undefined;
      if (field) {
        const message = (e as Partial<CustomerFacingError>).message || engineText('unexpected', locale);
        runInAction(() => {
          this.status = 'idle';
          this.fieldErrors = { [field]: [message] };
          this.refusals += 1;
        });
        return false;
      }
      this.fail('submit', e);
      return false;
    }
  }

  private async authenticate(method: string, payload: Record<string, unknown>, tx: string): Promise<AuthCredential | null> {
    const authenticator = this.deps.authenticators[method];
    const locale = this.deps.locale();
    if (!authenticator) {
      this.fail('auth', { message: engineText('authUnavailable', locale) });
      return null;
    }
    this.status = 'authenticating';
    try {
      const money = this.deps.requestMoney?.[tx];
      const credential = await authenticator({ method, flowId: this.flow.id, stepId: this.stepId, tx, payload, ...(money ? { money } : {}) });
      runInAction(() => {
        this.status = 'idle';
      });
      return credential;
    } catch (e) {
      this.fail('auth', e);
      return null;
    }
  }

  /**
   * A verification step: its bizType, or the caller's modes (theMods, a JSON list), from the
   * context; once passed, what was verified and the ticket are the step's response.
   */
  private async passVerification(step: VerificationStep): Promise<boolean> {
    const read = (source: VerificationStep['bizType']) => (source === undefined ? undefined : evaluateSource(this.context, source));
    const bizType = read(step.bizType);
    let theMods = read(step.theMods);
    const given = theMods !== undefined && theMods !== '';
    try {
      if (typeof theMods === 'string' && given) theMods = JSON.parse(theMods);
    } catch {
      theMods = null;
    }
    const modes = Array.isArray(theMods) && theMods.length > 0 && theMods.every((m) => typeof m === 'string') ? (theMods as string[]) : undefined;
    // theMods when the link gives them (and then they must be a list of modes), else the bizType.
    if (given ? !modes : typeof bizType !== 'string' || !bizType) {
      this.fail('flow', { message: engineText('invalidRequest', this.deps.locale()) });
      return false;
    }
    const asked = modes ? { theMods: modes } : { bizType: bizType as string };
    const result = await this.verify(asked);
    if (!result) return false;
    runInAction(() => {
      this.response[this.stepId] = { ...asked, verified: true, ...(result.ticket ? { ticket: result.ticket } : {}) };
    });
    return true;
  }

  /**
   * Verification: waits for the verification's event and continues only when it carries what
   * was asked (the step's bizType, or its theMods). Cancelled (null): back to the step, nothing
   * is sent.
   */
  private async verify(asked: Pick<VerifyRequest, 'bizType' | 'theMods'>): Promise<VerifyResult | null> {
    const locale = this.deps.locale();
    if (!this.deps.verifier) {
      this.fail('auth', { message: engineText('authUnavailable', locale) });
      return null;
    }
    this.status = 'authenticating';
    try {
      const result = await this.deps.verifier({ ...asked, flowId: this.flow.id, stepId: this.stepId });
      if (result && (asked.theMods ? String(result.theMods) !== String(asked.theMods) : result.bizType !== asked.bizType)) {
        this.fail('auth', { message: engineText('authUnavailable', locale) });
        return null;
      }
      runInAction(() => {
        this.status = 'idle';
      });
      return result;
    } catch (e) {
      this.fail('auth', e);
      return null;
    }
  }

  private async advance(): Promise<boolean> {
    const next = chooseNext(this.step.next, this.context);
    if (!next || !(next in this.flow.steps)) {
      runInAction(() => {
        this.status = 'done';
      });
      this.persist();
      return false;
    }
    runInAction(() => {
      this.history.push(this.stepId);
      this.stepId = next;
      this.fieldErrors = {};
      this.status = this.flow.steps[next]?.kind === 'result' ? 'done' : 'idle';
    });
    this.prepareDefaults();
    this.persist();
    if (this.status !== 'done') {
      await this.loadStep();
      this.prepareDefaults();
    }
    return true;
  }

  private fail(stage: RunError['stage'], e: unknown): void {
    const err = (e ?? {}) as Partial<CustomerFacingError>;
    runInAction(() => {
      this.status = 'failed';
      this.failedStage = stage === 'load' || stage === 'submit' ? stage : null;
      this.error = {
        stage,
        message: typeof err.message === 'string' && err.message ? err.message : engineText('unexpected', this.deps.locale()),
        ...(err.code ? { code: err.code } : {}),
        ...(err.kind ? { kind: err.kind } : {}),
      };
      this.persist();
    });
  }
}
