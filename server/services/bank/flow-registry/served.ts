// What the bank serves of the registry to the shell (docs/publishing.md): the versions new runs
// get, a version a run is pinned to, and the compiled files of both. Nothing is served whose
// fingerprint no longer holds: a version changed by hand, or a file whose content no longer
// matches the digest recorded when it was published.
import crypto from 'node:crypto';
import type { AppContext } from '../../../context.js';
import { admits, type Rollout } from '../../../../domain/publishing/rollout.js';
import { flowHash } from '../../../../codegen/lib/journey-names.js';
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
  /** Who gets it while it rolls out; null: everyone. */
  rollout: Rollout | null;
}

function routesOf(compiled: string): string[] {
  const steps = (JSON.parse(compiled) as { steps?: Record<string, { route?: unknown }> }).steps ?? {};
  return [...new Set(Object.values(steps).flatMap((s) => (typeof s.route === 'string' ? [s.route] : [])))];
}

/** A customer's bucket for a version's rollout, 0 to 99: the same on every process and device. */
export function bucketOf(customerId: string, flowId: string, number: number): number {
  return crypto.createHash('sha256').update(`${customerId}|${flowId}|${number}`).digest().readUInt32BE(0) % 100;
}

export interface Caller {
  customerId?: string;
  channel?: string;
  language?: string;
}

/**
 * For each journey, the version this caller's new runs get: the newest trusted published version
 * whose rollout admits the caller (a customer outside its share, channels or languages gets the
 * one before it, or the build's).
 */
export function chooseFor(versions: ServedVersion[], caller: Caller): ServedVersion[] {
  const chosen = new Map<string, ServedVersion>();
  for (const v of versions) {
    if (chosen.has(v.flowId)) continue;
    // A widened rollout draws the buckets of the version it widens (its cohort).
    const bucket = caller.customerId ? bucketOf(caller.customerId, v.flowId, v.rollout?.cohort ?? v.version) : undefined;
    if (admits(v.rollout, { ...(bucket !== undefined ? { bucket } : {}), ...(caller.channel ? { channel: caller.channel } : {}), ...(caller.language ? { language: caller.language } : {}) })) chosen.set(v.flowId, v);
  }
  return [...chosen.values()];
}

/** Every intact, approved published version with its bundle and rollout, newest first per journey. */
export async function publishedVersions(ctx: AppContext): Promise<ServedVersion[]> {
  const rows = await ctx.store.db
    .selectFrom('flow_versions as v')
    .innerJoin('journey_bundles as b', (join) => join.onRef('b.flow_id', '=', 'v.flow_id').onRef('b.number', '=', 'v.number').on('b.entry', '=', 1))
    .select(['v.flow_id', 'v.number', 'v.hash', 'v.compiled', 'v.change_class', 'v.created_by', 'v.rollout', 'b.name'])
    .where('v.state', '=', 'published')
    .orderBy('v.flow_id')
    .orderBy('v.number', 'desc')
    .execute();
  const trusted: ServedVersion[] = [];
  for (const row of rows) {
    const intact = flowHash(row.compiled) === row.hash;
    const approval = await approvalState(ctx.store.db, row);
    if (intact && approval.enough) trusted.push(served(row));
    else reportUntrusted(ctx, row, intact ? `${approval.broken} signatures no longer match it` : 'its definition no longer matches its hash');
  }
  return trusted;
}

// Said once per version and process: the list is read again every few seconds.
const reported = new WeakMap<AppContext, Set<string>>();

/** A published version the bank will not serve is reported to the bank's operators (the studio shows it too). */
function reportUntrusted(ctx: AppContext, row: { flow_id: string; number: number }, why: string): void {
  const seen = reported.get(ctx) ?? new Set<string>();
  reported.set(ctx, seen);
  const key = `${row.flow_id}@${row.number}`;
  if (seen.has(key)) return;
  seen.add(key);
  ctx.log.error({ flowId: row.flow_id, number: row.number, why }, 'published version refused: it is not what was approved');
}

function served(row: { flow_id: string; number: number; hash: string; name: string; compiled: string; rollout: string | null }): ServedVersion {
  return { flowId: row.flow_id, version: row.number, hash: row.hash, bundle: row.name, routes: routesOf(row.compiled), rollout: row.rollout ? (JSON.parse(row.rollout) as Rollout) : null };
}

/** A version a run may still use (published or retired, intact; not withdrawn: its runs move), with its bundle. */
export async function servedVersion(ctx: AppContext, flowId: string, number: number): Promise<ServedVersion | undefined> {
  const row = await ctx.store.db
    .selectFrom('flow_versions as v')
    .innerJoin('journey_bundles as b', (join) => join.onRef('b.flow_id', '=', 'v.flow_id').onRef('b.number', '=', 'v.number').on('b.entry', '=', 1))
    .select(['v.flow_id', 'v.number', 'v.hash', 'v.compiled', 'v.state', 'v.change_class', 'v.created_by', 'v.rollout', 'b.name'])
    .where('v.flow_id', '=', flowId)
    .where('v.number', '=', number)
    .executeTakeFirst();
  if (!row || row.state === 'draft' || row.state === 'withdrawn' || flowHash(row.compiled) !== row.hash) return undefined;
  // Every approval's signature is checked again: a version whose class or fingerprint changed since is not served.
  if (!(await approvalState(ctx.store.db, row)).enough) return undefined;
  return served(row);
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

export async function publishedVersionsNow(ctx: AppContext, now = Date.now()): Promise<ServedVersion[]> {
  const known = remembered.get(ctx);
  if (known && now - known.at <= LIST_TTL_MS) return known.list;
  const list = await publishedVersions(ctx);
  remembered.set(ctx, { list, at: now });
  return list;
}

/** What new runs get has changed through this bank: its next list is read from the database. */
export function forgetPublishedList(ctx: AppContext): void {
  remembered.delete(ctx);
}
