// What the bank serves of the registry to the shell (docs/publishing.md): the versions new runs
// get, a version a run is pinned to, and the compiled files of both. Nothing is served whose
// fingerprint no longer holds: a version changed by hand, or a file whose content no longer
// matches the digest recorded when it was published.
import type { AppContext } from '../../context.js';
import { flowHash } from '../../../codegen/lib/journey-names.js';
import { sha256 } from './bundle.js';
import { approvalState } from './approvals.js';

export interface ServedVersion {
  flowId: string;
  version: number;
  hash: string;
  /** The entry module's name under /journeys/bundles/. */
  bundle: string;
  /** Its steps' routes: a route a published version added is one the build's router does not know. */
  routes: string[];
}

function routesOf(compiled: string): string[] {
  const steps = (JSON.parse(compiled) as { steps?: Record<string, { route?: unknown }> }).steps ?? {};
  return [...new Set(Object.values(steps).flatMap((s) => (typeof s.route === 'string' ? [s.route] : [])))];
}

/** For each journey with a published version: the newest intact one and its bundle. */
export async function publishedJourneys(ctx: AppContext): Promise<ServedVersion[]> {
  const rows = await ctx.store.db
    .selectFrom('flow_versions as v')
    .innerJoin('journey_bundles as b', (join) => join.onRef('b.flow_id', '=', 'v.flow_id').onRef('b.number', '=', 'v.number').on('b.entry', '=', 1))
    .select(['v.flow_id', 'v.number', 'v.hash', 'v.compiled', 'v.change_class', 'v.created_by', 'b.name'])
    .where('v.state', '=', 'published')
    .orderBy('v.flow_id')
    .orderBy('v.number', 'desc')
    .execute();
  const current = new Map<string, ServedVersion>();
  for (const row of rows) {
    if (current.has(row.flow_id) || flowHash(row.compiled) !== row.hash || !(await approvalState(ctx.store.db, row)).enough) continue;
    current.set(row.flow_id, { flowId: row.flow_id, version: row.number, hash: row.hash, bundle: row.name, routes: routesOf(row.compiled) });
  }
  return [...current.values()];
}

/** A version a run may still use (published or retired, intact; not withdrawn: its runs move), with its bundle. */
export async function servedVersion(ctx: AppContext, flowId: string, number: number): Promise<ServedVersion | undefined> {
  const row = await ctx.store.db
    .selectFrom('flow_versions as v')
    .innerJoin('journey_bundles as b', (join) => join.onRef('b.flow_id', '=', 'v.flow_id').onRef('b.number', '=', 'v.number').on('b.entry', '=', 1))
    .select(['v.flow_id', 'v.number', 'v.hash', 'v.compiled', 'v.state', 'v.change_class', 'v.created_by', 'b.name'])
    .where('v.flow_id', '=', flowId)
    .where('v.number', '=', number)
    .executeTakeFirst();
  if (!row || row.state === 'draft' || row.state === 'withdrawn' || flowHash(row.compiled) !== row.hash) return undefined;
  // Every approval's signature is checked again: a version whose class or fingerprint changed since is not served.
  if (!(await approvalState(ctx.store.db, row)).enough) return undefined;
  return { flowId: row.flow_id, version: row.number, hash: row.hash, bundle: row.name, routes: routesOf(row.compiled) };
}

/** A compiled file, if its content is what was published and (for an entry) its version may still run. */
export async function bundleFile(ctx: AppContext, name: string): Promise<string | undefined> {
  const row = await ctx.store.db.selectFrom('journey_bundles').selectAll().where('name', '=', name).executeTakeFirst();
  if (!row || sha256(row.code) !== row.sha256) return undefined;
  if (row.entry === 1 && !(await servedVersion(ctx, row.flow_id, row.number))) return undefined;
  return row.code;
}

/**
 * How long a process answers the list from memory. A version published or rolled back through
 * this process is listed at once (the registry forgets the list); through another process on
 * the same PostgreSQL, within this time. The shell asks again at most every 30 seconds, so a new
 * run gets a published journey within a minute.
 */
export const LIST_TTL_MS = 10_000;
// Per bank (a process may hold several, as the tests do).
const remembered = new WeakMap<AppContext, { list: ServedVersion[]; at: number }>();

export async function publishedJourneysNow(ctx: AppContext, now = Date.now()): Promise<ServedVersion[]> {
  const known = remembered.get(ctx);
  if (known && now - known.at <= LIST_TTL_MS) return known.list;
  const list = await publishedJourneys(ctx);
  remembered.set(ctx, { list, at: now });
  return list;
}

/** What new runs get has changed through this bank: its next list is read from the database. */
export function forgetPublishedList(ctx: AppContext): void {
  remembered.delete(ctx);
}
