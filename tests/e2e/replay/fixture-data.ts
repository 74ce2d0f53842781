// What a step's pickers list, read from the fixture instead of the page: a widget option such
// as itemsFrom 'loaded.input.accounts' names a load of the flow, and the fixture's scripted
// answer to that load's transaction is what the page received. The drivers need it to know
// an account's type (its grouping on screen) and whether a payee is a saved one.
import type { Flow } from '../../../engine/core/flow-types';
import type { Fixture } from '../../replay/fixture';
import { getPath } from '../../replay/paths';

/** The value at a 'loaded.{step}.{into}[.rest]' path as the fixture's answers make it. */
export function loadedFromFixture(flow: Flow, fixture: Fixture, contextPath: unknown): unknown {
  if (typeof contextPath !== 'string') return undefined;
  const [root, stepId, into, ...rest] = contextPath.split('.');
  if (root !== 'loaded' || !stepId || !into) return undefined;
  const load = flow.steps[stepId]?.load?.find((l) => l.into === into);
  if (!load) return undefined;
  const call = fixture.calls.find((c) => c.tx === load.tx && 'data' in c.response);
  if (!call || !('data' in call.response)) return undefined;
  // The engine keeps one field of the answer when the load says `pick`.
  const loaded = load.pick ? call.response.data[load.pick] : call.response.data;
  return rest.length ? getPath(loaded, rest.join('.')) : loaded;
}

/** The rows of a loaded list, or [] when the path names nothing the fixture answers. */
export function loadedRows(flow: Flow, fixture: Fixture, contextPath: unknown): Record<string, unknown>[] {
  const value = loadedFromFixture(flow, fixture, contextPath);
  return Array.isArray(value) ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null) : [];
}
