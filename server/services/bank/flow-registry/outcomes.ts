// What a version's runs met (docs/publishing.md, "Staged rollout"): every money-moving request
// that names a definition counts as answered or refused for that version, and the analytics the
// bank already collects tell how many runs of it started and how many reached a result. A
// version rolling out with a threshold is compared with the version everyone else gets: once
// enough requests (or runs) were counted, a refusal or abandonment rate past the other's by more
// than its threshold rolls it back, by the bank itself. Runs already on it finish on it, as after
// any rollback; the studio tells its author and approvers (notices.ts).
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { prepared } from '../../../db/prepared.js';
import type { FlowDefinition } from '../flow-provenance.js';
import type { Rollout } from '../../../../domain/publishing/rollout.js';
import { builtFlowText } from './accepted.js';
import { currentVersion, rollback, versionsOf } from './registry.js';

const DEFAULT_MIN_REQUESTS = 20;

// Counted on every money-moving request that names its definition: built and compiled once
// (db/prepared.ts), the counts as parameters.
const countOutcome = prepared<{ flowId: string; number: number; answered: number; refused: number }>()((db, p) =>
  db
    .insertInto('flow_version_outcomes')
    .values({ flow_id: p.flowId, number: p.number, answered: p.answered, refused: p.refused })
    .onConflict((oc) =>
      oc.columns(['flow_id', 'number']).doUpdateSet({
        answered: sql`flow_version_outcomes.answered + ${p.answered}`,
        refused: sql`flow_version_outcomes.refused + ${p.refused}`,
      }),
    ),
);

export async function recordOutcome(ctx: AppContext, definition: FlowDefinition, answered: boolean): Promise<void> {
  await countOutcome.run(ctx.store.db, { flowId: definition.flowId, number: definition.version, answered: answered ? 1 : 0, refused: answered ? 0 : 1 });
  if (!answered) await judge(ctx, definition.flowId, definition.version);
}

/** The analytics' name of a journey version (`reserve1` of a page view): `<flowId>:<number>`. */
export function versionTag(flowId: string, number: number): string {
  return `${flowId}:${number}`;
}

/** After a batch of page views: the versions they name are judged on their abandoned runs. */
export async function judgeTaggedVersions(ctx: AppContext, tags: string[]): Promise<void> {
  for (const tag of new Set(tags)) {
    const m = /^([\w.-]+):(\d+)$/.exec(tag);
    if (m) await judge(ctx, m[1]!, Number(m[2]));
  }
}

export interface Rates {
  requests: number;
  refusedRate: number;
  runs: number;
  abandonedRate: number;
}

/** Where a journey's runs start and end: the start step's route and its result steps' routes. */
function runRoutes(compiled: string): { start: string; ends: string[] } | undefined {
  const flow = JSON.parse(compiled) as { start?: string; steps?: Record<string, { kind?: string; route?: string }> };
  const start = flow.start ? flow.steps?.[flow.start]?.route : undefined;
  const ends = Object.values(flow.steps ?? {}).flatMap((s) => (s.kind === 'result' && s.route && s.route !== start ? [s.route] : []));
  // A journey whose result shares the start's page cannot be told apart there: no abandonment for it.
  return start && ends.length ? { start, ends: [...new Set(ends)] } : undefined;
}

async function compiledOf(db: Kysely<Database>, flowId: string, number: number): Promise<string | undefined> {
  const row = await db.selectFrom('flow_versions').select('compiled').where('flow_id', '=', flowId).where('number', '=', number).executeTakeFirst();
  return row?.compiled ?? builtFlowText(flowId);
}

/** A version's refusal rate over its requests, and its abandonment rate over its runs started. */
export async function ratesOf(db: Kysely<Database>, flowId: string, number: number): Promise<Rates> {
  const o = await db.selectFrom('flow_version_outcomes').selectAll().where('flow_id', '=', flowId).where('number', '=', number).executeTakeFirst();
  const requests = o ? o.answered + o.refused : 0;
  const compiled = await compiledOf(db, flowId, number);
  const routes = compiled ? runRoutes(compiled) : undefined;
  let runs = 0;
  let finished = 0;
  if (routes) {
    const views = await db
      .selectFrom('analytics_events')
      .select(['page', db.fn.countAll<number>().as('n')])
      .where('reserve1', '=', versionTag(flowId, number))
      .where('type', '=', 'pageview')
      .where('page', 'in', [routes.start, ...routes.ends])
      .groupBy('page')
      .execute();
    for (const v of views) {
      if (v.page === routes.start) runs += Number(v.n);
      else finished += Number(v.n);
    }
  }
  return {
    requests,
    refusedRate: requests ? o!.refused / requests : 0,
    runs,
    // Runs still under way count as not finished, for both versions alike.
    abandonedRate: runs ? Math.max(0, runs - finished) / runs : 0,
  };
}

/** The version customers outside a rollout get: the newest older trusted one with no rollout, else the build's. */
async function comparedWith(ctx: AppContext, flowId: string, number: number, basedOn: number): Promise<number> {
  const older = (await versionsOf(ctx, flowId)).find((v) => v.number < number && v.state === 'published' && v.trusted && !v.rollout);
  return older?.number ?? basedOn;
}

/** Rolls the version back when it is the current one and its refusals or abandoned runs pass its thresholds. */
async function judge(ctx: AppContext, flowId: string, number: number): Promise<void> {
  const db = ctx.store.db;
  const version = await db.selectFrom('flow_versions').select(['rollout', 'based_on', 'state']).where('flow_id', '=', flowId).where('number', '=', number).executeTakeFirst();
  const rollout = version?.rollout ? (JSON.parse(version.rollout) as Rollout) : null;
  if (!version || version.state !== 'published' || !rollout || (rollout.maxRefusedRate === undefined && rollout.maxAbandonedRate === undefined)) return;
  const enough = rollout.minRequests ?? DEFAULT_MIN_REQUESTS;
  const mine = await ratesOf(db, flowId, number);
  const otherNumber = await comparedWith(ctx, flowId, number, version.based_on);
  const other = await ratesOf(db, flowId, otherNumber);
  const refused = rollout.maxRefusedRate !== undefined && mine.requests >= enough && mine.refusedRate > other.refusedRate + rollout.maxRefusedRate;
  const abandoned = rollout.maxAbandonedRate !== undefined && mine.runs >= enough && mine.abandonedRate > other.abandonedRate + rollout.maxAbandonedRate;
  if (!refused && !abandoned) return;
  // Only the version new runs get is rolled back (a newer one published since is another matter).
  if ((await currentVersion(ctx, flowId))?.number !== number) return;
  const why = refused
    ? { reason: 'refused-rate', rate: mine.refusedRate, comparedRate: other.refusedRate, comparedWith: otherNumber, requests: mine.requests }
    : { reason: 'abandoned-rate', rate: mine.abandonedRate, comparedRate: other.abandonedRate, comparedWith: otherNumber, runs: mine.runs };
  await rollback(ctx, flowId, 'bank', why);
  ctx.log.warn({ flowId, number, ...why }, 'version rolled back by the bank: past its rollout threshold');
}
