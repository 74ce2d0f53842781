// The validators generated from every API contract and every flow form are the largest part
// of the front end (about 135 kB gzipped). Only journeys use them, so they travel with the
// flow page's chunk instead of the first page: importing this module (FlowPage does) fills
// the engine's validator tables before any run on that page can validate or submit. Until
// then a form step refuses to go on (no validator, never unchecked).
import type { EngineDeps } from '../engine/core';
import { formValidators } from '../generated/validators/forms.js';
import { apiRequestValidators } from '../generated/validators/api-requests.js';

export function installValidators(deps: Pick<EngineDeps, 'formValidators' | 'requestValidators'>): void {
  Object.assign(deps.formValidators, formValidators);
  if (deps.requestValidators) Object.assign(deps.requestValidators, apiRequestValidators);
}

export { formValidators };
