// Migration maps (docs/publishing.md): for an urgent fix, a version customers are running is
// withdrawn and its runs continue on the version that replaces it, step by step. The bank
// refuses a map that leaves a step of the withdrawn version without a step of the new one to
// continue on; once it is stored, the withdrawn version is neither served nor accepted, and a
// shell resuming a run on it asks for the map instead (served.ts).
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { flowHash } from '../../../../codegen/lib/journey-names.js';
import { unmappedSteps, type MigrationMap } from '../../../../domain/publishing/migration-map.js';
import { forgetPublishedList } from './served.js';
import { appendAudit } from './audit-chain.js';
import { approvalState } from './approvals.js';

export type WithdrawResult =
  | { ok: true; map: MigrationMap }
  | { ok: false; reason: 'no-version' | 'not-running' | 'not-published' | 'not-newer' | 'altered' | 'unmapped'; unmapped?: string[] };

/**
 * Withdraws version `from` of a journey, moving its runs to `to` (published, newer) by `steps`.
 * Refused when a step of `from` has no step of `to` to continue on.
 */
export async function withdrawWithMap(ctx: AppContext, input: { flowId: string; from: number; to: number; steps: Record<string, string>; by: string }): Promise<WithdrawResult> {
  const { flowId, from, to, steps, by } = input;
  const result = await ctx.store.db.transaction().execute(async (trx): Promise<WithdrawResult> => {
    const rows = await trx.selectFrom('flow_versions').selectAll().where('flow_id', '=', flowId).where('number', 'in', [from, to]).execute();
    const old = rows.find((r) => r.number === from);
    const next = rows.find((r) => r.number === to);
    if (!old || !next) return { ok: false, reason: 'no-version' };
    if (old.state !== 'published' && old.state !== 'retired') return { ok: false, reason: 'not-running' };
    // Runs move only to a version customers may be given: published, intact and approved.
    if (next.state !== 'published' || !(await approvalState(trx, next)).enough) return { ok: false, reason: 'not-published' };
    if (to <= from) return { ok: false, reason: 'not-newer' };
    if (flowHash(old.compiled) !== old.hash || flowHash(next.compiled) !== next.hash) return { ok: false, reason: 'altered' };
    const unmapped = unmappedSteps(JSON.parse(old.compiled) as { steps: Record<string, unknown> }, JSON.parse(next.compiled) as { steps: Record<string, unknown> }, steps);
    if (unmapped.length) return { ok: false, reason: 'unmapped', unmapped };
    const at = isoAt(ctx.clock.now());
    // Only the withdrawn version's own steps are kept: the map says nothing else.
    const kept = Object.fromEntries(Object.keys((JSON.parse(old.compiled) as { steps: Record<string, unknown> }).steps).map((id) => [id, steps[id]!]));
    await trx.insertInto('flow_migration_maps').values({ flow_id: flowId, from_number: from, to_number: to, steps: JSON.stringify(kept), created_by: by, created_at: at }).execute();
    await trx.updateTable('flow_versions').set({ state: 'withdrawn', retired_by: by, retired_at: at }).where('flow_id', '=', flowId).where('number', '=', from).execute();
    await appendAudit(trx, ctx, { actor: by, action: 'withdraw', flowId, number: from, detail: { to, steps: kept } });
    return { ok: true, map: { from, to, steps: kept } };
  });
  if (result.ok) forgetPublishedList(ctx);
  return result;
}

/** The map a withdrawn version's runs move by, if it has one. */
export async function migrationMapOf(ctx: AppContext, flowId: string, from: number): Promise<MigrationMap | undefined> {
  const row = await ctx.store.db.selectFrom('flow_migration_maps').selectAll().where('flow_id', '=', flowId).where('from_number', '=', from).executeTakeFirst();
  return row ? { from: row.from_number, to: row.to_number, steps: JSON.parse(row.steps) as Record<string, string> } : undefined;
}
