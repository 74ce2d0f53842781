// What a version's runs met at the bank (docs/publishing.md, "Staged rollout"): every
// money-moving request that names a definition counts as answered or refused for that version.
// A version rolling out with a refusal threshold is compared with the version it replaced: once
// enough requests were made, a refusal rate past the replaced one's by more than the threshold
// rolls it back, by the bank itself. Runs already on it finish on it, as after any rollback.
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { FlowDefinition } from '../flow-provenance.js';
import type { Rollout } from '../../../domain/publishing/rollout.js';
import { currentVersion, rollback } from './registry.js';

const DEFAULT_MIN_REQUESTS = 20;

export async function recordOutcome(ctx: AppContext, definition: FlowDefinition, answered: boolean): Promise<void> {
  const db = ctx.store.db;
  await db
    .insertInto('flow_version_outcomes')
    .values({ flow_id: definition.flowId, number: definition.version, answered: answered ? 1 : 0, refused: answered ? 0 : 1 })
    .onConflict((oc) =>
      oc.columns(['flow_id', 'number']).doUpdateSet({
        answered: sql`flow_version_outcomes.answered + ${answered ? 1 : 0}`,
        refused: sql`flow_version_outcomes.refused + ${answered ? 0 : 1}`,
      }),
    )
    .execute();
  if (!answered) await judge(ctx, definition.flowId, definition.version);
}

const rate = (o: { answered: number; refused: number } | undefined) => (o && o.answered + o.refused > 0 ? o.refused / (o.answered + o.refused) : 0);

/** Rolls the version back when it is the current one and its refusals pass its threshold. */
async function judge(ctx: AppContext, flowId: string, number: number): Promise<void> {
  const db = ctx.store.db;
  const version = await db.selectFrom('flow_versions').select(['rollout', 'based_on', 'state']).where('flow_id', '=', flowId).where('number', '=', number).executeTakeFirst();
  const rollout = version?.rollout ? (JSON.parse(version.rollout) as Rollout) : null;
  if (!version || version.state !== 'published' || rollout?.maxRefusedRate === undefined) return;
  const outcomes = await db.selectFrom('flow_version_outcomes').selectAll().where('flow_id', '=', flowId).where('number', 'in', [number, version.based_on]).execute();
  const mine = outcomes.find((o) => o.number === number);
  if (!mine || mine.answered + mine.refused < (rollout.minRequests ?? DEFAULT_MIN_REQUESTS)) return;
  const replaced = outcomes.find((o) => o.number === version.based_on);
  if (rate(mine) <= rate(replaced) + rollout.maxRefusedRate) return;
  // Only the version new runs get is rolled back (a newer one published since is another matter).
  if ((await currentVersion(ctx, flowId))?.number !== number) return;
  await rollback(ctx, flowId, 'bank', { reason: 'refused-rate', rate: rate(mine), replacedRate: rate(replaced), requests: mine.answered + mine.refused });
  ctx.log.warn({ flowId, number, rate: rate(mine) }, 'version rolled back by the bank: refusals past its rollout threshold');
}
