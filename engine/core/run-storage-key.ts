// Where a run in progress is kept between reloads (session storage). A module of its own so
// the shell can forget stored runs at log-out without loading the interpreter.
export const RUN_STORAGE_PREFIX = 'flow-run:';

export function storageKey(flowId: string): string {
  return `${RUN_STORAGE_PREFIX}${flowId}`;
}
