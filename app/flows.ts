// The flows the browser has loaded so far. Each journey is its own chunk
// (generated/journeys/<flow id>/: the flow, its forms' validators, its contracts' request
// validators), fetched when one of its routes is first opened; the entry chunk only carries
// the route index (path and flow id), so adding a flow adds almost nothing to the others.
import type { Flow } from '../engine/core/flow-types';
import type { JourneyRoute } from '../generated/journeys';
import type { RouteHandle } from './routing/route-handle';
import { validatorTables } from './services';

const loaded = new Map<string, Flow>();
const provenances = new Map<string, { flow: string; tx: string[] }>();

/** The definition a money-moving request of the flow names (header `flow`), if `code` moves money. */
export function provenanceOf(flowId: string, code: string): string | undefined {
  const p = provenances.get(flowId);
  return p && p.tx.includes(code) ? p.flow : undefined;
}

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
  Object.assign(validatorTables.requestMoney, journey.requestMoney);
  let { flow, provenance } = journey;
  // A tab where the studio was opened runs the definitions as last saved there (docs/studio.md).
  if (import.meta.env.VITE_CUSTOMER_BUILD !== '1' && typeof sessionStorage !== 'undefined' && sessionStorage.getItem('sandbox-tools')) {
    const saved = await import('./sandbox/saved-definitions').then((m) => m.savedDefinition(flow.id));
    if (saved) [flow, provenance] = [saved.flow, provenance && { ...provenance, flow: saved.definition }];
  }
  if (provenance) provenances.set(flow.id, provenance);
  loaded.set(flow.id, flow);
  return flow;
}

/** What the shell needs of a flow route (page title, log-on rule, keep-alive), read from its flow. */
export function journeyHandle(flow: Flow, path: string): RouteHandle {
  const step = Object.values(flow.steps).find((s) => s.route === path);
  return {
    flowId: flow.id,
    title: step?.title ?? flow.title,
    login: flow.login === true,
    ...(step?.keepAlive ? { keepAlive: true } : {}),
  };
}
