// Where a field of the form layer sits in the step's data, and what of the run it reads and
// writes (a FlowRun is one; a test may hand a small observable store).
import type { FlowRun } from '../core/flow-run';

/** Keys and array indexes from the form's root: ['payees', 0, 'name']. */
export type FormPath = readonly (string | number)[];

export type FormStore = Pick<FlowRun, 'stepId' | 'data' | 'loaded' | 'fieldErrors' | 'context' | 'setFieldAt' | 'setStepData'>;

/** A field's element id, as RJSF 6 makes it: the prefix and the path joined by '_'. */
export function fieldId(prefix: string, path: FormPath): string {
  return [prefix, ...path].join('_');
}
