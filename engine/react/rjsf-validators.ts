// RJSF's validator set of a form. A journey's chunk carries only the engine's validators
// (codegen/gen/form-validators.ts, rjsfOnDemand); this set is fetched the first time one of
// its forms is laid out by RJSF (RjsfForm), which few forms are: flat ones never need it.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormEntry } from './kit';

const fetched = new WeakMap<FormEntry, Promise<ValidatorFunctions>>();

export function rjsfValidatorsOf(entry: FormEntry): Promise<ValidatorFunctions> {
  let promise = fetched.get(entry);
  if (!promise) {
    promise = entry.rjsf ? Promise.resolve(entry.rjsf) : entry.loadRjsf!();
    fetched.set(entry, promise);
  }
  return promise;
}
