// The flows a fixture can name, read straight from flows/ (the same files the app bundles),
// so a fixture always replays against the journey as it is written today.
import fs from 'node:fs';
import type { Flow } from '../../engine/core/flow-types';
import { FLOWS_DIR, listJsonFiles } from './files';

let cache: Record<string, Flow> | undefined;

export function flowsById(): Record<string, Flow> {
  cache ??= Object.fromEntries(
    listJsonFiles(FLOWS_DIR).map((file) => {
      const flow = JSON.parse(fs.readFileSync(file, 'utf8')) as Flow;
      return [flow.id, flow];
    }),
  );
  return cache;
}
