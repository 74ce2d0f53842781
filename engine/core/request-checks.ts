// The journey's request validators may arrive after its first screen (EngineDeps.requestChecksPending).
// Every use of them waits here, so none goes ahead without the check.
import type { EngineDeps } from './deps';

/**
 * Undefined when the flow's request validators are in `deps.requestValidators` (the caller
 * goes on at once, without a microtask's delay); otherwise a promise of whether they arrived.
 */
export function requestChecksArriving(deps: EngineDeps, flowId: string): Promise<boolean> | undefined {
  return deps.requestChecksPending?.(flowId)?.then(
    () => true,
    () => false,
  );
}
