// What of a run survives a page reload, and when it is written.
import { toJS } from 'mobx';
import type { Flow } from './flow-types';
import type { RunStatus } from './run-chart';
import type { FlowRun } from './flow-run';
import type { RunInner } from './run-inner';
import { storageKey } from './run-storage-key';
import { secretFieldsOf, withoutSecrets } from './secret-fields';

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

/** Typing is saved at most this often; a step change, a submit or hiding the page saves at once. */
const TYPING_SAVE_DELAY_MS = 400;

/** The saved run of this flow, when there is one this version of the flow can continue. */
export function readSnapshot(flow: Flow, raw: string | null | undefined): RunSnapshot | null {
  if (!raw) return null;
  try {
    const snap = JSON.parse(raw) as RunSnapshot;
    return snap.v === 2 && snap.flowId === flow.id && snap.flowVersion === flow.version ? snap : null;
  } catch {
    return null;
  }
}

/** The run as it may be saved: never a write-only field (see secret-fields.ts). */
export function snapshotOf(run: FlowRun): RunSnapshot {
  return withoutSecrets(run.flow, toJS({
    v: 2 as const,
    flowId: run.flow.id,
    flowVersion: run.flow.version,
    runId: run.runId,
    stepId: run.stepId,
    history: run.history,
    data: run.data,
    response: run.response,
    query: run.query,
    idempotencyKeys: run.idempotencyKeys,
    status: run.status,
  }));
}

export function persistRun(run: FlowRun, inner: RunInner): void {
  inner.saver.clear();
  if (run.status === 'cancelled') return;
  inner.deps.storage?.save(storageKey(run.flow.id), JSON.stringify(snapshotOf(run)));
}

/** Keystrokes come faster than anyone reloads: one write for a burst of them, not one each. */
export class RunSaver {
  private pending: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly write: () => void, private readonly enabled: boolean) {}

  get waiting(): boolean {
    return this.pending !== null;
  }

  schedule(): void {
    if (!this.enabled || this.pending !== null) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      this.write();
    }, TYPING_SAVE_DELAY_MS);
  }

  clear(): void {
    if (this.pending === null) return;
    clearTimeout(this.pending);
    this.pending = null;
  }
}

/**
 * After the bank answered, the write-only fields the submit sent are forgotten in memory too:
 * the step's own, and those of an earlier form its request read (a code typed on one page and
 * confirmed with the token on the next).
 */
export function forgetSecrets(run: FlowRun, stepId: string, request: unknown): void {
  const read = JSON.stringify(request ?? {});
  for (const id of Object.keys(run.flow.steps)) {
    if (id !== stepId && !read.includes(`data.${id}.`)) continue;
    const secret = secretFieldsOf(run.flow.steps[id]);
    const values = run.data[id];
    if (!secret.length || values === null || typeof values !== 'object') continue;
    for (const key of secret) delete (values as Record<string, unknown>)[key];
  }
}
