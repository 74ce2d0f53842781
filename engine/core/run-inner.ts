// What a run keeps for itself and its parts (loading, submission, navigation, persistence):
// not observable, not part of its public face.
import type { EngineDeps } from './deps';
import type { RunSaver } from './run-persistence';

export interface RunInner {
  readonly deps: EngineDeps;
  /** The stage a retry starts again. */
  failedStage: 'load' | 'submit' | null;
  // Set synchronously before the first await of a submit, so a second tap is ignored.
  busy: boolean;
  // The step whose load is under way: the page starting the step again must not load it twice.
  loadingStepId: string | null;
  readonly saver: RunSaver;
}
