// Password guessing protection per login id: after 5 failed attempts the login id is locked
// for 15 minutes, whether or not it exists (so the lock reveals nothing about accounts).
import { isoAt } from '../clock.js';
import type { AppContext } from '../context.js';
import { BankError, TOO_MANY } from '../api/errors.js';

export async function assertNotLocked(ctx: AppContext, loginId: string): Promise<void> {
  const row = await ctx.store.db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('login_id', '=', loginId)
    .executeTakeFirst();
  if (row?.locked_until && Date.parse(row.locked_until) > ctx.clock.now()) throw new BankError(TOO_MANY);
}

export async function recordLoginFailure(ctx: AppContext, loginId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.store.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('login_failures').selectAll().where('login_id', '=', loginId).executeTakeFirst();
    // A lock that has run out starts a fresh count.
    const lockExpired = row?.locked_until != null && Date.parse(row.locked_until) <= now;
    const count = (row && !lockExpired ? row.failed_count : 0) + 1;
    const lockedUntil = count >= ctx.settings.loginMaxFailures ? isoAt(now + ctx.settings.loginLockMs) : null;
    const values = { failed_count: count, locked_until: lockedUntil, updated_at: isoAt(now) };
    await trx
      .insertInto('login_failures')
      .values({ login_id: loginId, ...values })
      .onConflict((oc) => oc.column('login_id').doUpdateSet(values))
      .execute();
  });
}

export async function clearLoginFailures(ctx: AppContext, loginId: string): Promise<void> {
  await ctx.store.db.deleteFrom('login_failures').where('login_id', '=', loginId).execute();
}
