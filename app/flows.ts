// The flows the browser has loaded so far. Each journey is its own chunk
// (generated/journeys/<flow id>/: the flow, its forms' validators, its contracts' request
// validators), fetched when one of its routes is first opened; the entry chunk only carries
// the route index (path, flow id, title, log-on), so adding a flow adds nothing to the others.
import type { Flow } from '../engine/core/flow-types';
import type { JourneyRoute } from '../generated/journeys';
import { validatorTables } from './services';

const loaded = new Map<string, Flow>();

/** A flow whose journey chunk has been loaded (the route's `lazy` loads it before the page renders). */
export function flowById(id: string): Flow | undefined {
  return loaded.get(id);
}

/** Fetches the route's journey chunk once and fills the engine's validator tables from it. */
export async function loadJourney(route: JourneyRoute): Promise<Flow> {
  const cached = loaded.get(route.flowId);
  if (cached) return cached;
  const journey = await route.load();
  Object.assign(validatorTables.formValidators, journey.formValidators);
  Object.assign(validatorTables.requestValidators, journey.requestValidators);
  loaded.set(journey.flow.id, journey.flow);
  return journey.flow;
}
