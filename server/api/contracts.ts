// The transaction contracts of schemas/api/, as `npm run codegen` precompiled them: the bank
// checks every request and its own answer with the same validators the browser and the
// tests use, so the two sides cannot read one contract differently.
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { ApiCode, ApiMap, RequestHeader } from '../../generated/types/api.js';
import { apiContracts, apiValidators, isApiCode, validateRequestHeader } from '../../generated/validators/api.js';

export interface Contract<C extends ApiCode = ApiCode> {
  code: C;
  title: string;
  login: boolean;
  moneyMoving: boolean;
  sandboxOnly: boolean;
  /** The auth methods that may confirm this code (docs/security.md); none: the code takes no auth. */
  factors?: string[];
  /** Accepted besides `factors` only while the customer has no usable mobile token. */
  fallbackFactors?: string[];
  /** Business type of the strengthened verification the customer may need. */
  verify?: string;
  /** A binding still in its cooling-off period cannot confirm it. */
  highRisk: boolean;
  /** Spec section 6's service prerequisites (server/api/prerequisites.ts). */
  prerequisites?: string[];
  validateRequest: ValidateFunction<ApiMap[C]['request']>;
  validateResponse: ValidateFunction<ApiMap[C]['response']>;
}

export interface ContractSet {
  get(code: string): Contract | undefined;
  codes(): ApiCode[];
  validateHeader: ValidateFunction<RequestHeader>;
}

let contracts: ContractSet | undefined;

export function loadContracts(): ContractSet {
  if (contracts) return contracts;
  const byCode = new Map<string, Contract>();
  for (const code of Object.keys(apiContracts).filter(isApiCode).sort()) {
    const info = apiContracts[code];
    byCode.set(code, {
      ...info,
      code,
      sandboxOnly: info.sandboxOnly === true,
      highRisk: info.highRisk === true,
      validateRequest: apiValidators[code].request,
      validateResponse: apiValidators[code].response,
    });
  }
  contracts = {
    get: (code) => byCode.get(code),
    codes: () => Object.keys(apiContracts).filter(isApiCode).sort(),
    validateHeader: validateRequestHeader,
  };
  return contracts;
}

/** Field names named by validation errors, dotted ("payee.accountNo"), without repeats. */
export function fieldsOf(errors: ErrorObject[] | null | undefined, prefix = ''): string[] {
  const names = new Set<string>();
  for (const e of errors ?? []) {
    const parts = e.instancePath.split('/').filter(Boolean);
    if (e.keyword === 'required') parts.push(String((e.params as { missingProperty: string }).missingProperty));
    if (e.keyword === 'additionalProperties') parts.push(String((e.params as { additionalProperty: string }).additionalProperty));
    const name = [prefix, ...parts].filter(Boolean).join('.');
    names.add(name || prefix || '(body)');
  }
  return [...names];
}
