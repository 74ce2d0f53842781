// Moving a run from a withdrawn version of its journey to the version that replaces it
// (docs/publishing.md, "Migration maps"): for an urgent fix, the bank withdraws a version and
// gives, for each of its steps, the step of the new version a run standing there continues on.
// The run keeps what the customer entered and what the bank answered, under the new step ids,
// and the idempotency key of a step already submitted, so a retry there is still the same
// instruction. Plain data in, plain data out: the shell applies it to a stored run before the
// interpreter is loaded, and the replay applies it to a fixture cut at any step.
import type { RunSnapshot } from './flow-run';

export interface MigrationMap {
  from: number;
  to: number;
  /** Each step of the withdrawn version -> the step of the new one a run there continues on. */
  steps: Record<string, string>;
}

/** Steps of the old version the map gives no target in the new one (every step of a linted flow is reachable). */
export function unmappedSteps(oldFlow: { steps: Record<string, unknown> }, newFlow: { steps: Record<string, unknown> }, steps: Record<string, string>): string[] {
  return Object.keys(oldFlow.steps).filter((id) => {
    const target = steps[id];
    return typeof target !== 'string' || !Object.hasOwn(newFlow.steps, target);
  });
}

function renameKeys<T>(record: Record<string, T>, steps: Record<string, string>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([id, value]) => [steps[id] ?? id, value]));
}

/** The stored run as it continues on the new version, or null when it was not on the map's old version. */
export function migrateSnapshot(snap: RunSnapshot, map: MigrationMap): RunSnapshot | null {
  if (snap.flowVersion !== map.from) return null;
  const to = map.steps[snap.stepId];
  if (!to) return null;
  return {
    ...snap,
    flowVersion: map.to,
    stepId: to,
    history: snap.history.map((id) => map.steps[id] ?? id),
    data: renameKeys(snap.data, map.steps),
    response: renameKeys(snap.response, map.steps),
    idempotencyKeys: renameKeys(snap.idempotencyKeys, map.steps),
  };
}
