// The journeys' runs as the shell sees them. The run registry (the interpreter with its
// authenticators and verifier, app/pages/run-registry.ts) is created by the flow page the
// first time a flow route opens, so the log-on page and the other shell pages do not carry
// it. Until then there is no run in memory: logging out only has to forget the runs that a
// reload would resume from session storage.
import type { RunRegistry } from '../engine/core/run-registry';
import type { FlowRun } from '../engine/core/flow-run';
import { RUN_STORAGE_PREFIX, storageKey } from '../engine/core/run-storage-key';

export interface RunStorage {
  keys(): string[];
  remove(key: string): void;
}

export class FlowRuns {
  private created: RunRegistry | null = null;

  constructor(private readonly storage: RunStorage) {}

  /** The registry, created by `create` on first use. */
  registry(create: () => RunRegistry): RunRegistry {
    return (this.created ??= create());
  }

  peek(flowId: string): FlowRun | undefined {
    return this.created?.peek(flowId);
  }

  discard(flowId: string): void {
    if (this.created) this.created.discard(flowId);
    else this.storage.remove(storageKey(flowId));
  }

  /** Writes every run's waiting save now (the page is being hidden). */
  flush(): void {
    this.created?.flush();
  }

  /** Logging out ends every run, in memory and stored. */
  clear(): void {
    if (this.created) this.created.clear();
    else for (const key of this.storage.keys()) if (key.startsWith(RUN_STORAGE_PREFIX)) this.storage.remove(key);
  }
}
