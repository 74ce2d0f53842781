// Reading flow files: the default set is every flows/**/*.json except the shared parts
// (flows/shared/), and a flow is read with its references to those parts expanded, so every
// reader (codegen, lint, replay, tests) gets the flow exactly as the engine runs it.
import path from 'node:path';
import { expandRefs } from './flow-refs';
import { FLOWS_DIR, FLOW_AUTHORING_SCHEMA_FILE, FLOW_SCHEMA_FILE, SHARED_DIR, rel } from './paths';
import { isObject, listJsonFiles, readJson } from './json';
import { location } from '../lint/location';
import { sharedParts, type SharedParts } from './shared-parts';

const AUTHORING_SCHEMA = path.basename(FLOW_AUTHORING_SCHEMA_FILE);
const ENGINE_SCHEMA = path.basename(FLOW_SCHEMA_FILE);

export interface FlowFile {
  file: string;
  flow: unknown;
}

export function defaultFlowFiles(): string[] {
  return listJsonFiles(FLOWS_DIR).filter((file) => !file.startsWith(SHARED_DIR + path.sep));
}

/** One flow with its references expanded; throws on a reference that does not resolve. */
export function expandFlow(file: string, flow: unknown, parts: SharedParts = sharedParts()): unknown {
  const { value, problems } = expandRefs(flow, parts);
  if (problems.length) {
    const lines = problems.map((p) => `${rel(file)}: ${location(p.path)}: ${p.message}`);
    throw new Error(`unresolved references (npm run lint:flows):\n  ${lines.join('\n  ')}`);
  }
  // The file is written in the authoring language (with references); what it expands to is a
  // flow of flow.schema.json, and says so, as every flow did before references existed.
  if (isObject(value) && typeof value.$schema === 'string') value.$schema = value.$schema.replace(AUTHORING_SCHEMA, ENGINE_SCHEMA);
  return value;
}

export function readFlow(file: string, parts?: SharedParts): unknown {
  return expandFlow(file, readJson(file), parts);
}

export function readFlows(files: string[] = defaultFlowFiles()): FlowFile[] {
  return files.map((file) => ({ file: path.resolve(file), flow: readFlow(file) }));
}
