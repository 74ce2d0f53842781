// Due work: a registration left "to be verified" for 30 minutes ends "failed", so that an
// abandoned verification never holds an identifier. Safe to run again or late.
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';

export const VERIFY_WINDOW_MS = 30 * 60_000;

export async function expireUnverifiedRegistrations(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const result = await ctx.store.db
    .updateTable('fps_registrations')
    .set({ state: '2', fail_reason: 'fps.failed.notVerified', updated_at: isoAt(now) })
    .where('state', '=', '4')
    .where('created_at', '<=', isoAt(now - VERIFY_WINDOW_MS))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
