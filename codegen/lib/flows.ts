// Reading flow files: the default set is every flows/**/*.json.
import path from 'node:path';
import { FLOWS_DIR } from './paths';
import { listJsonFiles, readJson } from './json';

export interface FlowFile {
  file: string;
  flow: unknown;
}

export function defaultFlowFiles(): string[] {
  return listJsonFiles(FLOWS_DIR);
}

export function readFlows(files: string[] = defaultFlowFiles()): FlowFile[] {
  return files.map((file) => ({ file: path.resolve(file), flow: readJson(file) }));
}
