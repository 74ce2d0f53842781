// The transaction contracts in schemas/api/, compiled once at start with Ajv (draft-07).
// The front end validates against the same files, so both sides agree on the wire format.
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { SCHEMAS_DIR } from '../config.js';
import { requestHeaderSchema } from './header-schema.js';

export interface Contract {
  code: string;
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
  validateRequest: ValidateFunction;
  validateResponse: ValidateFunction;
}

export interface ContractSet {
  get(code: string): Contract | undefined;
  codes(): string[];
  validateHeader: ValidateFunction;
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function jsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

// Compiled once per process and folder: compiling is the slow part, the result is immutable.
const compiled = new Map<string, ContractSet>();

export function loadContracts(schemasDir: string = SCHEMAS_DIR): ContractSet {
  let set = compiled.get(schemasDir);
  if (!set) {
    set = compileContracts(schemasDir);
    compiled.set(schemasDir, set);
  }
  return set;
}

function compileContracts(schemasDir: string): ContractSet {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  // Entities are registered by their $id so the contracts' relative $refs
  // (../entities/user.json) resolve against the contracts' own $ids.
  for (const file of jsonFiles(path.join(schemasDir, 'entities'))) ajv.addSchema(readJson(file));

  const contracts = new Map<string, Contract>();
  for (const file of jsonFiles(path.join(schemasDir, 'api'))) {
    const raw = readJson(file);
    const code = String(raw.code);
    if (path.basename(file, '.json') !== code) throw new Error(`Contract ${file} declares code ${code}`);
    contracts.set(code, {
      code,
      title: String(raw.title),
      login: raw.login === true,
      moneyMoving: raw.moneyMoving === true,
      sandboxOnly: raw.sandboxOnly === true,
      ...(Array.isArray(raw.factors) ? { factors: raw.factors.map(String) } : {}),
      ...(Array.isArray(raw.fallbackFactors) ? { fallbackFactors: raw.fallbackFactors.map(String) } : {}),
      ...(typeof raw.verify === 'string' ? { verify: raw.verify } : {}),
      highRisk: raw.highRisk === true,
      validateRequest: ajv.compile(raw.request as object),
      validateResponse: ajv.compile(raw.response as object),
    });
  }

  return {
    get: (code) => contracts.get(code),
    codes: () => [...contracts.keys()],
    validateHeader: ajv.compile(requestHeaderSchema),
  };
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
