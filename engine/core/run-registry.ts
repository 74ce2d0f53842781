// Keeps one run per flow for the session: a page that mounts a flow gets the run in
// progress (also after a reload, from storage) or a new one.
import type { Flow } from './flow-types';
import type { EngineDeps } from './deps';
import { FlowRun } from './flow-run';
import { RUN_STORAGE_PREFIX, storageKey } from './run-storage-key';

export class RunRegistry {
  private readonly runs = new Map<string, FlowRun>();

  constructor(private readonly deps: EngineDeps) {}

  /** The current run of a flow; `fresh` discards a finished or abandoned one. */
  get(flow: Flow, options: { query?: Record<string, string>; fresh?: boolean } = {}): FlowRun {
    const existing = this.runs.get(flow.id) ?? FlowRun.resume(flow, this.deps) ?? undefined;
    if (existing && !options.fresh) {
      this.runs.set(flow.id, existing);
      return existing;
    }
    const run = new FlowRun(flow, this.deps, options.query ? { query: options.query } : {});
    this.runs.set(flow.id, run);
    return run;
  }

  peek(flowId: string): FlowRun | undefined {
    return this.runs.get(flowId);
  }

  discard(flowId: string): void {
    this.runs.delete(flowId);
    this.deps.storage?.remove(storageKey(flowId));
  }

  /** Writes every run's waiting save now: the page is being hidden, and may never come back. */
  flush(): void {
    for (const run of this.runs.values()) run.flush();
  }

  /** Logging out ends every run: nothing of one customer's journey survives for the next. */
  clear(): void {
    const storage = this.deps.storage;
    for (const key of storage?.keys() ?? []) if (key.startsWith(RUN_STORAGE_PREFIX)) storage?.remove(key);
    this.runs.clear();
  }
}
