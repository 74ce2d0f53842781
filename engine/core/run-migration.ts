// Moving a run from a withdrawn version of its journey to the version that replaces it by its
// migration map (domain/publishing/migration-map.ts, docs/publishing.md). The run keeps what
// the customer entered and what the bank answered, under the new step ids, and the idempotency
// key of a step already submitted, so a retry there is still the same instruction. Plain data in, plain data out: the shell applies it to a stored run before the
// interpreter is loaded, and the replay applies it to a fixture cut at any step.
import type { RunSnapshot } from './flow-run';
import type { MigrationMap } from '../../domain/publishing/migration-map';

export type { MigrationMap } from '../../domain/publishing/migration-map';
export { unmappedSteps } from '../../domain/publishing/migration-map';

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
