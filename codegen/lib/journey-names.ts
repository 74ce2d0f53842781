// How the build names a journey's chunk and fingerprints its definition. Shared by the code
// generation (codegen/gen/journeys.ts) and the bank (which accepts the definitions the build
// ships and the registry publishes), so both compute the same names and hashes.
import { createHash } from 'node:crypto';

/** A folder name for the flow's chunk (ids are dotted names such as `qr.web-to-app`). */
export function journeyDir(flowId: string): string {
  return flowId.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** The definition's fingerprint: SHA-256 of the generated flow.json, first 16 hex digits. */
export function flowHash(flowJson: string): string {
  return createHash('sha256').update(flowJson).digest('hex').slice(0, 16);
}
