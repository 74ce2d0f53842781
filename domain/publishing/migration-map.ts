// A migration map (docs/publishing.md): for an urgent fix, a version customers are running is
// withdrawn and each of its steps names the step of a newer version a run standing there
// continues on. The bank refuses a map that leaves a step without one; the shell and the replay
// move runs by it (engine/core/run-migration.ts).

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
