// Password guessing protection per login id: after 5 failed attempts the login id is locked
// for 15 minutes, whether or not it exists (so the lock reveals nothing about accounts).
//
// An attempt is counted before its password is checked, and cleared when it was right: the
// check takes tens of milliseconds, and counting only afterwards let guesses sent in parallel
// (to one process or to several processes of the bank) all pass the lock check before any of
// them was counted. The count and the lock check are one transaction on a locked row, so on
// PostgreSQL concurrent attempts from any process take turns and none is lost.
import { isoAt } from '../../clock.js';
import type { AppContext } from '../../context.js';
import { forUpdate } from '../../db/lock.js';
import { BankError, TOO_MANY } from '../../api/errors.js';

/** Counts one attempt for the login id; throws E000000429 (counting nothing) while it is locked. */
export async function reserveLoginAttempt(ctx: AppContext, loginId: string): Promise<void> {
  const now = ctx.clock.now();
  const locked = await ctx.store.db.transaction().execute(async (trx) => {
    // The row must exist to be locked; a new one counts nothing yet.
    await trx
      .insertInto('login_failures')
      .values({ login_id: loginId, failed_count: 0, locked_until: null, updated_at: isoAt(now) })
      .onConflict((oc) => oc.column('login_id').doNothing())
      .execute();
    const row = await forUpdate(trx.selectFrom('login_failures').selectAll().where('login_id', '=', loginId), ctx.store.dialect).executeTakeFirstOrThrow();
    if (row.locked_until && Date.parse(row.locked_until) > now) return true;
    // A lock that has run out starts a fresh count.
    const count = (row.locked_until ? 0 : row.failed_count) + 1;
    const lockedUntil = count >= ctx.settings.loginMaxFailures ? isoAt(now + ctx.settings.loginLockMs) : null;
    await trx
      .updateTable('login_failures')
      .set({ failed_count: count, locked_until: lockedUntil, updated_at: isoAt(now) })
      .where('login_id', '=', loginId)
      .execute();
    return false;
  });
  if (locked) throw new BankError(TOO_MANY);
}

/** The right password: the attempts so far (this one included) no longer count. */
export async function clearLoginFailures(ctx: AppContext, loginId: string): Promise<void> {
  await ctx.store.db.deleteFrom('login_failures').where('login_id', '=', loginId).execute();
}
