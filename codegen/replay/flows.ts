// The flows a fixture can name, read from flows/ with the flow loader the build uses
// (references to flows/shared/ expanded), so a fixture always replays against the journey
// exactly as the app bundles it today.
import type { Flow } from '../../engine/core/flow-types';
import { readFlows } from '../lib/flows';

let cache: Record<string, Flow> | undefined;

export function flowsById(): Record<string, Flow> {
  cache ??= Object.fromEntries(
    readFlows().map(({ flow }) => [(flow as Flow).id, flow as Flow]),
  );
  return cache;
}
