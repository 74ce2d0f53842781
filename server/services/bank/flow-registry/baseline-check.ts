// A new build against the registry (docs/publishing.md, "A new build against published
// versions"): for each journey with a published version, the build's baseline is either older
// (the published version stays what new runs get), the same definition written back and
// reviewed, or a conflict. A conflict is reported with what resolves it; nothing is replaced
// or ignored without a word, and the published version stays current until someone decides.
import type { AppContext } from '../../../context.js';
import { builtDefinition } from './accepted.js';
import { currentVersion } from './registry.js';

export interface BaselineConflict {
  flowId: string;
  published: { number: number; hash: string };
  built: { number: number; hash: string };
  message: string;
}

export async function baselineConflicts(ctx: AppContext): Promise<BaselineConflict[]> {
  const flowIds = await ctx.store.db.selectFrom('flow_versions').select('flow_id').where('state', '=', 'published').distinct().execute();
  const conflicts: BaselineConflict[] = [];
  for (const { flow_id: flowId } of flowIds) {
    const current = await currentVersion(ctx, flowId);
    const built = builtDefinition(flowId, true);
    if (!current || !built || built.number < current.number) continue;
    if (built.number === current.number && built.hash === current.hash) continue;
    conflicts.push({
      flowId,
      published: { number: current.number, hash: current.hash },
      built,
      message:
        `${flowId}: the build ships version ${built.number} (#${built.hash}) but version ${current.number} (#${current.hash}) is published and stays what new runs get. ` +
        'Write it back (npm run flows:write-back), review and rebuild, or retire it (roll back) to let the build\'s version through.',
    });
  }
  return conflicts;
}
