// Checks every schemas/api/*.json against api-contract.schema.json before anything is generated
// from it: a malformed contract would otherwise turn into wrong types and validators silently.
import Ajv from 'ajv';
import type { ApiContract } from './catalog';
import { readJson } from './json';
import { API_CONTRACT_SCHEMA_FILE, rel } from './paths';

export function assertContractsValid(contracts: ApiContract[]): void {
  // The contract schema describes the file layout; the embedded request/response schemas are
  // compiled (strictly) by the validator generator.
  const ajv = new Ajv({ allErrors: true, strict: true });
  const validate = ajv.compile(readJson(API_CONTRACT_SCHEMA_FILE) as object);
  const problems: string[] = [];
  for (const { file, ...contract } of contracts) {
    if (!validate(contract)) {
      for (const e of validate.errors ?? []) problems.push(`${rel(file)}: ${e.instancePath || '/'} ${e.message ?? e.keyword}`);
    }
  }
  if (problems.length) throw new Error(`invalid contracts:\n${problems.join('\n')}`);
}
