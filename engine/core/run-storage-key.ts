// Where a run in progress is kept between reloads (session storage). A module of its own so
// the shell can forget stored runs at log-out without loading the interpreter.
export const RUN_STORAGE_PREFIX = 'flow-run:';

export function storageKey(flowId: string): string {
  return `${RUN_STORAGE_PREFIX}${flowId}`;
}

/**
 * The flow version an unfinished stored run started on, read without the interpreter: the
 * shell loads that version for it, so the run finishes on the definition it began with. A
 * finished run pins nothing: the next run takes the version new runs get.
 */
export function storedRunVersion(raw: string | null | undefined): number | undefined {
  if (!raw) return undefined;
  try {
    const snap = JSON.parse(raw) as { flowVersion?: unknown; status?: unknown };
    if (snap.status === 'done' || snap.status === 'cancelled') return undefined;
    return typeof snap.flowVersion === 'number' ? snap.flowVersion : undefined;
  } catch {
    return undefined;
  }
}
