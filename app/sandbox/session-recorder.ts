// The session recorder (sandbox and development only, never in the customers' build): follows
// one real run of a journey — the customer's steps and inputs, every transaction the engine
// sends and the bank's answer, each credential and verification — and writes it as a replay
// fixture (tests/fixtures/README.md, schemas/fixture.schema.json).
//
// What changes from run to run becomes a pattern, so the fixture replays: the idempotency key,
// ids the page made up (UUIDs), date-times taken from the clock. What must never be kept is
// masked: one-time codes, passwords, PINs, signatures and tokens keep only their shape (every
// digit becomes 0, every letter x), in the step entry and in the request that carried them.
//
// Plain TypeScript on the engine's public surface (types only), so the same code records in the
// browser (app/sandbox/tools.tsx) and in the unit tests.
import { anonymise } from './fixture-privacy';
import type { AuthCredential, EngineDeps, VerifyRequest, VerifyResult } from '../../engine/core/deps';
import type { FlowRun } from '../../engine/core/flow-run';

type Json = Record<string, unknown>;

export const MASKED = '<masked>';
export const ID_PATTERN = '^[A-Za-z0-9_-]{16,64}$';
export const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = new RegExp(DATE_TIME_PATTERN);
/** Keys whose values are secrets: kept only as their shape. */
const SECRET_KEY = /pass(word|code)?|pin|otp|code|token|secret|signature|assertion|cipher|encrypted|cvv|response|proof/i;
/** Calls the strengthened verification makes; the replay's verifier makes them from `verify`. */
const VERIFY_CODES = new Set(['ITSI500004', 'ITSI500003', 'ITSI320001', 'ITSI500005']);

export interface RecordedCall {
  tx: string;
  request: Json;
  response: { data: Json } | { error: { code: string; message: string; kind?: string } };
}

export interface RecordedEntry {
  step: string;
  input?: unknown;
  filter?: Json;
  action?: 'back' | 'retry' | 'authCancel';
  auth?: AuthCredential;
  verify?: { cancel?: true; proofs?: Json };
  expect?: Json;
}

export interface RecordingMeta {
  flow: string;
  flowVersion: number;
  /** The definition the run was on, as its requests name it (`<id>@<version>#<hash>`): the fixture replays on exactly it. */
  definition?: string;
  locale: string;
  channel: 'app' | 'mini' | 'alipay' | 'web';
  user: unknown;
  query: Record<string, string>;
  now: string;
}

const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The shape of a secret: 560392 → 000000, Abc-12 → Xxx-00. */
export function shapeOf(value: string): string {
  return value.replace(/[0-9]/g, '0').replace(/[a-z]/g, 'x').replace(/[A-Z]/g, 'X');
}

function patternOf(value: string): string {
  return /^[0-9]+$/.test(value) ? `^[0-9]{${value.length}}$` : `^[\\s\\S]{${value.length}}$`;
}

/** Every string leaf under a value, with its dotted path. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, prefix ? `${prefix}.${i}` : String(i)));
  if (isObject(value)) return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

function setAt(target: unknown, path: string, next: unknown): void {
  const parts = path.split('.');
  const last = parts.pop()!;
  let cur = target as Json;
  for (const p of parts) cur = cur[p] as Json;
  cur[last] = next;
}

/** Replaces secret leaves (by key, anywhere under a secret key too) by their shape; returns the originals. */
function maskSecrets(value: unknown, underSecret = false, found: Map<string, string> = new Map()): Map<string, string> {
  if (Array.isArray(value)) value.forEach((v, i) => {
    if (typeof v === 'string' && underSecret) {
      found.set(v, shapeOf(v));
      value[i] = shapeOf(v);
    } else maskSecrets(v, underSecret, found);
  });
  else if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      const secret = underSecret || (key !== 'method' && SECRET_KEY.test(key));
      if (typeof v === 'string' && secret && v.length > 0) {
        found.set(v, shapeOf(v));
        value[key] = shapeOf(v);
      } else maskSecrets(v, secret, found);
    }
  }
  return found;
}

export class SessionRecorder {
  readonly entries: RecordedEntry[] = [];
  readonly calls: RecordedCall[] = [];
  /** Things the fixture format cannot say; shown to the person recording. */
  readonly warnings: string[] = [];
  private current: RecordedEntry | null = null;
  /** Secret values seen (original → shape), to be masked wherever a request carries them. */
  private readonly secrets = new Map<string, string>();
  /** Strings that came from the bank: an id the bank gave is kept, one the page made up is a pattern. */
  private readonly fromBank = new Set<string>();
  private verifying = 0;
  private verifyCalls: RecordedCall[] = [];

  constructor(readonly meta: RecordingMeta) {}

  // --- what the engine sends ------------------------------------------------------------

  /** A transaction the engine sent and what came back. */
  called(call: RecordedCall): void {
    this.calls.push(call);
    if ('data' in call.response) for (const [, v] of leaves(call.response.data)) this.fromBank.add(v);
  }

  beginVerify(): void {
    this.verifying += 1;
    this.verifyCalls = [];
  }

  /** A call the verification made on the bank directly (the browser's verifier uses the client). */
  verificationCall(call: RecordedCall): void {
    if (this.verifying > 0 && VERIFY_CODES.has(call.tx)) this.verifyCalls.push(copy(call));
  }

  authAnswered(credential: AuthCredential | null): void {
    const entry = this.current;
    if (!entry) return;
    if (!credential) {
      entry.action = 'authCancel';
      return;
    }
    const masked = copy(credential);
    for (const [original, shape] of maskSecrets(masked)) this.secrets.set(original, shape);
    entry.auth = masked;
  }

  verified(result: VerifyResult | null): void {
    this.verifying = Math.max(0, this.verifying - 1);
    const entry = this.current;
    const calls = this.verifyCalls;
    this.verifyCalls = [];
    // The verification's calls belong to the fixture: the replay's verifier makes them again.
    for (const c of calls) this.called(c);
    if (!entry) return;
    if (!result) {
      entry.verify = { cancel: true };
      if (calls.some((c) => c.tx !== 'ITSI500004')) this.warnings.push(`${entry.step}: the verification was cancelled after a code was sent; the replay cancels on the first sheet`);
      return;
    }
    const final = calls.find((c) => c.tx === 'ITSI500005');
    if (!final) return; // no verification was needed
    const { bizType: _b, theMods: _m, ...proofs } = copy(final.request);
    for (const [original, shape] of maskSecrets(proofs, false)) this.secrets.set(original, shape);
    entry.verify = { proofs };
  }

  // --- what the customer does -----------------------------------------------------------

  /** Wraps a run's actions (on the instance) so each becomes a step entry. */
  wrapRun(run: FlowRun): void {
    const proceed = run.proceed.bind(run);
    const applyFilter = run.applyFilter.bind(run);
    const back = run.back.bind(run);
    const backToStep = run.backToStep.bind(run);
    const retry = run.retry.bind(run);
    const loadMore = run.loadMore.bind(run);
    const target = run as unknown as Json;
    target.proceed = async (formData?: unknown) => {
      const entry: RecordedEntry = { step: run.stepId };
      const kind = run.step.kind;
      const input = formData !== undefined ? formData : kind === 'form' ? run.data[run.stepId] : undefined;
      if (input !== undefined) entry.input = this.maskInput(copy(input));
      return this.act(run, entry, () => proceed(formData));
    };
    target.applyFilter = async (filter: unknown) => this.act(run, { step: run.stepId, filter: this.maskInput(copy(filter)) as Json }, () => applyFilter(filter));
    target.retry = async () => this.act(run, { step: run.stepId, action: 'retry' }, () => retry());
    let inBack = false;
    target.back = () => {
      const entry: RecordedEntry = { step: run.stepId, action: 'back' };
      inBack = true;
      let moved: boolean;
      try {
        moved = back();
      } finally {
        inBack = false;
      }
      this.done(run, entry);
      return moved;
    };
    target.backToStep = (stepId: string) => {
      // The URL went back: one `back` per step left behind, as the replay goes back.
      const trail = [...run.history, run.stepId];
      const moved = backToStep(stepId);
      if (moved && !inBack) {
        const left = trail.slice(run.history.length + 1).reverse();
        left.forEach((step) => this.entries.push({ step, action: 'back' }));
        if (left.length === 1) this.entries[this.entries.length - 1]!.expect = { step: run.stepId, status: run.status };
        else this.warnings.push(`back to '${stepId}' left ${left.length} steps at once; check the replay goes back the same way`);
      }
      return moved;
    };
    target.loadMore = async () => {
      this.warnings.push(`${run.stepId}: a further page was loaded; replay fixtures have no step for that, so its call was left out`);
      const before = this.calls.length;
      await loadMore();
      this.calls.splice(before);
    };
  }

  private async act(run: FlowRun, entry: RecordedEntry, action: () => Promise<boolean>): Promise<boolean> {
    this.current = entry;
    try {
      return await action();
    } finally {
      this.done(run, entry);
    }
  }

  private done(run: FlowRun, entry: RecordedEntry): void {
    const expect: Json = { step: run.stepId, status: run.status };
    const fieldErrors = copy(run.fieldErrors) as Json;
    if (Object.keys(fieldErrors).length) expect.fieldErrors = fieldErrors;
    if (run.error && run.status === 'failed') expect.error = { stage: run.error.stage, ...(run.error.code ? { code: run.error.code } : {}) };
    entry.expect = expect;
    this.entries.push(entry);
    this.current = null;
  }

  private maskInput(input: unknown): unknown {
    if (!isObject(input)) return input;
    const found = new Map<string, string>();
    for (const [key, v] of Object.entries(input)) {
      if (typeof v === 'string' && v && /pass|pin|otp|secret|cvv/i.test(key)) {
        found.set(v, shapeOf(v));
        input[key] = shapeOf(v);
      }
    }
    for (const [original, shape] of found) this.secrets.set(original, shape);
    return input;
  }

  // --- the fixture ------------------------------------------------------------------------

  toFixture(run: FlowRun, name: string): Json {
    const masks: { path: string; pattern: string; tx: string }[] = [];
    const addMask = (path: string, pattern: string, tx: string) => {
      if (!masks.some((m) => m.path === path && m.tx === tx)) masks.push({ path, pattern, tx });
    };
    const calls = this.calls.map((c) => {
      const request = copy(c.request);
      for (const [path, value] of leaves(request)) {
        if (path === 'idempotencyKey') {
          setAt(request, path, MASKED);
          addMask(path, ID_PATTERN, c.tx);
        } else if (this.secrets.has(value) || (path.startsWith('auth.') && path !== 'auth.method' && SECRET_KEY.test(path))) {
          setAt(request, path, MASKED);
          addMask(path, patternOf(this.secrets.get(value) ?? value), c.tx);
        } else if (UUID.test(value) && !this.fromBank.has(value)) {
          setAt(request, path, MASKED);
          addMask(path, ID_PATTERN, c.tx);
        } else if (DATE_TIME.test(value) && !this.fromBank.has(value)) {
          setAt(request, path, MASKED);
          addMask(path, DATE_TIME_PATTERN, c.tx);
        }
      }
      return { tx: c.tx, request, response: c.response };
    });
    const steps = this.entries.map((e) => copy(e));
    const outcome: Json = { step: run.stepId, status: run.status };
    if (run.status === 'failed' && run.error) outcome.error = { stage: run.error.stage, ...(run.error.code ? { code: run.error.code } : {}) };
    const { flow, flowVersion, definition, locale, channel, now } = this.meta;
    // Personal data replaced by consistent fakes before anything is written (fixture-privacy.ts).
    const safe = anonymise({ user: copy(this.meta.user), query: copy(this.meta.query), steps, calls, outcome });
    return {
      $schema: '../../../schemas/fixture.schema.json',
      name,
      description: `Recorded in the sandbox from ${definition ?? `${flow} v${flowVersion}`}, ${locale}, ${channel}; personal data replaced by fakes.`,
      flow,
      ...(definition ? { definition } : {}),
      locale,
      channel,
      ...(safe.user ? { user: safe.user } : {}),
      ...(Object.keys(safe.query).length ? { query: safe.query } : {}),
      now,
      steps: safe.steps,
      calls: safe.calls,
      ...(masks.length ? { mask: masks } : {}),
      outcome: safe.outcome,
    };
  }
}

const TAPPED = Symbol('recorder tap');

/**
 * Taps the engine's dependencies in place (once; runs keep a reference to the object), so
 * that while `active()` returns a recorder it sees every transaction, credential and
 * verification. Nothing changes for the run: answers and errors pass through untouched.
 */
export function tapDeps(deps: EngineDeps, active: () => SessionRecorder | null): void {
  const marked = deps as EngineDeps & { [TAPPED]?: true };
  if (marked[TAPPED]) return;
  marked[TAPPED] = true;
  const call = deps.call;
  deps.call = async (tx, payload, from) => {
    const recorder = active();
    const request = copy(payload ?? {}) as Json;
    try {
      const data = await call(tx, payload, from);
      recorder?.called({ tx, request, response: { data: copy((data ?? {}) as Json) } });
      return data;
    } catch (e) {
      const err = (e ?? {}) as { code?: string; message?: string; kind?: string };
      recorder?.called({
        tx,
        request,
        response: { error: { code: String(err.code ?? 'UNKNOWN'), message: String(err.message ?? ''), ...(err.kind ? { kind: err.kind } : {}) } },
      });
      throw e;
    }
  };
  for (const [name, authenticate] of Object.entries(deps.authenticators)) {
    deps.authenticators[name] = async (request) => {
      const credential = await authenticate(request);
      active()?.authAnswered(credential);
      return credential;
    };
  }
  const verifier = deps.verifier;
  if (verifier) {
    deps.verifier = async (request: VerifyRequest) => {
      const recorder = active();
      recorder?.beginVerify();
      let result: VerifyResult | null = null;
      try {
        result = await verifier(request);
        return result;
      } finally {
        recorder?.verified(result);
      }
    };
  }
}

/** The fixture's name for a recording: flow, locale and the instant (unique per recording). */
export function recordingName(meta: RecordingMeta): string {
  return `${meta.flow} recorded ${meta.locale} ${meta.now}`;
}

/**
 * The definition a flow is, named as its requests name it (`<id>@<version>#<hash>`): the first
 * 16 hex digits of the SHA-256 of its JSON as the build writes it (codegen/lib/journey-names.ts).
 */
export async function definitionOf(flow: { id: string; version: number }): Promise<string> {
  const bytes = new TextEncoder().encode(`${JSON.stringify(flow, null, 2)}\n`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${flow.id}@${flow.version}#${hex.slice(0, 16)}`;
}

/** The run's metadata at its start, as a recording keeps it. */
export function recordingMeta(run: FlowRun, deps: EngineDeps, channel: RecordingMeta['channel'], definition?: string): RecordingMeta {
  return {
    flow: run.flow.id,
    flowVersion: run.flow.version,
    ...(definition ? { definition } : {}),
    locale: deps.locale(),
    channel,
    user: deps.user(),
    query: copy(run.query),
    now: deps.now().toISOString(),
  };
}
