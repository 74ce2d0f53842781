// Shared by the codegen tests: repository paths and a deep copy of a real flow to break.
import path from 'node:path';
import { readFlow as readExpandedFlow } from '../../../codegen/lib/flows';

export const ROOT = path.resolve(__dirname, '../../..');
export const BROKEN_DIR = path.join(__dirname, 'broken');
export const CREATE_FLOW = path.join(ROOT, 'flows/transfer/transfer-create.json');
export const RECORD_FLOW = path.join(ROOT, 'flows/transfer/transfer-record.json');

/** Tests break flows freely, so a flow is loosely typed here. */
export type AnyJson = any;

/** A real flow as the engine receives it (references to flows/shared/ expanded), a fresh copy. */
export function readFlow(file: string): AnyJson {
  return readExpandedFlow(file) as AnyJson;
}

export function brokenFixture(rule: string): string {
  return path.join(BROKEN_DIR, `${rule}.json`);
}
