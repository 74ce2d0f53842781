// The order of `npm test`'s phases (tests/run.ts): each phase starts as soon as every phase it
// reads from has passed, so phases that need nothing of each other run side by side. After a
// failure no new phase starts (what comes after would only repeat it); the ones under way finish.

export interface ScheduledPhase {
  name: string;
  /** The phases whose work this one reads. */
  after: string[];
}

export interface PhaseOutcome {
  name: string;
  ok: boolean;
  /** It shared the machine with another phase at some moment. */
  together: boolean;
}

/**
 * Runs `phases` through `start` (which resolves with whether the phase passed), in the order
 * their `after` lists allow. Resolves with each phase that ran, in the order they ended; phases
 * after a failure, or after one that never ran, are left out.
 */
export async function runScheduled<P extends ScheduledPhase>(phases: P[], start: (phase: P) => Promise<boolean>): Promise<PhaseOutcome[]> {
  for (const phase of phases) {
    const unknown = phase.after.filter((name) => !phases.some((p) => p.name === name));
    if (unknown.length) throw new Error(`${phase.name} comes after phases that do not exist: ${unknown.join(', ')}`);
  }
  const ended: PhaseOutcome[] = [];
  const passed = new Set<string>();
  const underWay = new Set<string>();
  const shared = new Set<string>();
  const running = new Set<Promise<void>>();
  let failed = false;

  const launch = () => {
    for (const phase of phases) {
      const ready = phase.after.every((name) => passed.has(name));
      if (failed || !ready || underWay.has(phase.name) || ended.some((e) => e.name === phase.name)) continue;
      underWay.add(phase.name);
      const ran: Promise<void> = start(phase)
        .catch(() => false)
        .then((ok) => {
          running.delete(ran);
          underWay.delete(phase.name);
          ended.push({ name: phase.name, ok, together: shared.has(phase.name) });
          if (ok) passed.add(phase.name);
          else failed = true;
          launch();
        });
      running.add(ran);
    }
    // Phases only ever begin to share the machine when one starts, which is here.
    if (underWay.size > 1) for (const name of underWay) shared.add(name);
  };

  launch();
  while (running.size) await Promise.race(running);
  return ended;
}
