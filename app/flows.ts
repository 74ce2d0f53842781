// The flows the browser has loaded so far. Each journey is its own chunk
// (generated/journeys/<flow id>/: the flow, its forms' validators, its contracts' request
// validators), fetched when one of its routes is first opened; the entry chunk only carries
// the route index (path and flow id), so adding a flow adds almost nothing to the others.
import type { Flow } from '../engine/core/flow-types';
import type { JourneyRoute } from '../generated/journeys';
import type { RouteHandle } from './routing/route-handle';
import { validatorTables } from './services';
import { currentPublished, importPublished, listedVersion, publishedListFresh, publishedVersion } from './published-journeys';
import { storageKey, storedRunVersion } from '../engine/core/run-storage-key';
import { migrateSnapshot, type MigrationMap } from '../engine/core/run-migration';
import { loadLogicOps } from '../engine/core/logic-ops-on-demand';
import type { RunSnapshot } from '../engine/core/flow-run';
import type { ValidateFunction } from 'ajv';

const loaded = new Map<string, Flow>();
/** By `<flow id>@<version>`: a run finishing on an older version names that version's definition. */
const provenances = new Map<string, { flow: string; tx: string[] }>();

/**
 * The definition a request of the flow names (header `flow`): every submit names it, so the bank
 * checks the fields it takes from a form against that definition's rules (docs/publishing.md).
 */
export function provenanceOf(flowId: string, version: number | undefined): string | undefined {
  return provenances.get(`${flowId}@${version ?? flowById(flowId)?.version}`)?.flow;
}

/** The flow a route of the journey shows now (loadJourney loaded it). */
export function flowById(id: string): Flow | undefined {
  return loaded.get(id);
}

/** Where each loaded flow came from: the build's chunk, or the registry's version of that number. */
const loadedFrom = new Map<string, 'build' | number>();

function storedVersion(flowId: string): number | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : storedRunVersion(sessionStorage.getItem(storageKey(flowId)));
}

/** Rewrites the stored run onto the map's new version; false (and the run forgotten) when it cannot move. */
function moveStoredRun(flowId: string, map: MigrationMap): boolean {
  const key = storageKey(flowId);
  try {
    const moved = migrateSnapshot(JSON.parse(sessionStorage.getItem(key) ?? 'null') as RunSnapshot, map);
    if (moved) {
      sessionStorage.setItem(key, JSON.stringify(moved));
      return true;
    }
  } catch {
    // An unreadable run is not resumed.
  }
  sessionStorage.removeItem(key);
  return false;
}

/** Whether the loaded flow is the one to show: a stored run's version, else what the registry lists (or the build's). */
function loadedIsWanted(flowId: string): boolean {
  const flow = loaded.get(flowId);
  if (!flow) return false;
  const pinned = storedVersion(flowId);
  if (pinned !== undefined) return flow.version === pinned;
  const listed = listedVersion(flowId);
  return loadedFrom.get(flowId) === (listed ?? 'build');
}

/** Whether the loaded flow may be shown at once, without asking the bank (the route's `peek`). */
export function journeyUpToDate(flowId: string): boolean {
  // A run in progress stays on its version whatever the list says: its steps never wait for it.
  return (publishedListFresh() || storedVersion(flowId) !== undefined) && loadedIsWanted(flowId);
}

/**
 * The journey's definition for the next screen: the version a stored run started on (it finishes
 * on it, docs/publishing.md), else the version the bank's registry publishes for new runs, else
 * the build's own chunk. Each is fetched once; its validators join the engine's tables.
 */
export async function loadJourney(route: JourneyRoute): Promise<Flow> {
  const { flowId } = route;
  if (journeyUpToDate(flowId)) return loaded.get(flowId)!;
  // The build's chunk is fetched beside the list: most journeys have no published version.
  const built = loaded.has(flowId) ? undefined : route.load();
  built?.catch(() => undefined);
  const current = await currentPublished(flowId);
  if (loadedIsWanted(flowId)) return loaded.get(flowId)!;
  const pinned = storedVersion(flowId);
  const asked = pinned === undefined ? current : pinned === current?.version ? current : await publishedVersion(flowId, pinned);
  // A version withdrawn for an urgent fix: the stored run moves to its replacement first.
  const published = asked && 'migrate' in asked ? (moveStoredRun(flowId, asked.migrate) ? asked.to : current) : asked;
  // A pinned version the registry does not have is the build's own (or gone: the run starts anew).
  const journey = (published && (await importPublished(published).catch(() => undefined))) || (await (built ?? route.load()));
  const fromRegistry = journey.flow.version === published?.version && journey.flow.id === flowId;
  Object.assign(validatorTables.formValidators, journey.formValidators);
  if (journey.loadRequestValidators) requestChecks.set(flowId, journey.loadRequestValidators);
  else {
    requestChecks.delete(flowId);
    Object.assign(validatorTables.requestValidators, journey.requestValidators);
  }
  Object.assign(validatorTables.requestMoney, journey.requestMoney);
  let { flow, provenance } = journey;
  // A tab where the studio was opened runs the definitions as last saved there (docs/studio.md).
  if (!fromRegistry && import.meta.env.VITE_CUSTOMER_BUILD !== '1' && typeof sessionStorage !== 'undefined' && sessionStorage.getItem('sandbox-tools')) {
    const saved = await import('./sandbox/saved-definitions').then((m) => m.savedDefinition(flow.id));
    if (saved) [flow, provenance] = [saved.flow, provenance && { ...provenance, flow: saved.definition }];
  }
  // The heavy JSON Logic operations the flow names (the phone rules): those only its checks name
  // keep loading beside the first screen, the others are in before it shows.
  await loadLogicOps(flow);
  if (provenance) provenances.set(`${flow.id}@${flow.version}`, provenance);
  loaded.set(flowId, flow);
  loadedFrom.set(flowId, fromRegistry ? flow.version : 'build');
  return flow;
}

/** The loader of each loaded journey's request validators, until they are in. */
const requestChecks = new Map<string, () => Promise<Record<string, ValidateFunction>>>();
const requestChecksLoading = new Map<string, Promise<void>>();

/**
 * Resolves once the journey's request validators are in the engine's table; undefined when they
 * are (or the journey carried them itself). Fetched once; a failed fetch is asked for again the
 * next time. The engine's submit waits for it (EngineDeps.requestChecksPending).
 */
export function requestChecksPending(flowId: string): Promise<void> | undefined {
  const load = requestChecks.get(flowId);
  if (!load) return undefined;
  let loading = requestChecksLoading.get(flowId);
  if (!loading) {
    loading = load().then(
      (validators) => {
        Object.assign(validatorTables.requestValidators, validators);
        if (requestChecks.get(flowId) === load) requestChecks.delete(flowId);
        requestChecksLoading.delete(flowId);
      },
      (error: unknown) => {
        requestChecksLoading.delete(flowId);
        throw error;
      },
    );
    requestChecksLoading.set(flowId, loading);
  }
  return loading;
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
