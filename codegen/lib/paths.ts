// Where the build-time tools read and write. Everything is resolved from the repository root,
// so the tools behave the same whatever directory they are started from.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SCHEMAS_DIR = path.join(ROOT, 'schemas');
export const API_DIR = path.join(SCHEMAS_DIR, 'api');
export const ENTITIES_DIR = path.join(SCHEMAS_DIR, 'entities');
export const FLOW_SCHEMA_FILE = path.join(SCHEMAS_DIR, 'flow.schema.json');
export const API_CONTRACT_SCHEMA_FILE = path.join(SCHEMAS_DIR, 'api-contract.schema.json');
export const VOCABULARY_FILE = path.join(SCHEMAS_DIR, 'vocabulary.json');
export const FLOWS_DIR = path.join(ROOT, 'flows');
export const GENERATED_DIR = path.join(ROOT, 'generated');

/** Repository-relative path with forward slashes, as printed in reports. */
export function rel(file: string): string {
  return path.relative(ROOT, path.resolve(file)).split(path.sep).join('/');
}
/** Texts, code tables and step fragments that flows reference instead of copying. */
export const SHARED_DIR = path.join(FLOWS_DIR, 'shared');
/** The flow language as editors see it: flow.schema.json plus reference forms and name enums. */
export const FLOW_AUTHORING_SCHEMA_FILE = path.join(SCHEMAS_DIR, 'flow-authoring.schema.json');
