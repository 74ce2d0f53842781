// The password box: the customer confirms with the online-banking password. Wrong passwords
// count on the same per-login-id counter as the log-on page (login_failures), so the box is no
// side door for guessing: 5 wrong in either place lock both for 15 minutes.
import type { Kysely } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { TOO_MANY } from '../../../api/errors.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { checkPassword } from './password-hash.js';
import { SECURITY_ERRORS } from './policy.js';

/** Returns an error code or null; runs on `db` so it can sit inside the caller's transaction. */
export async function verifyPasswordBox(
  ctx: AppContext,
  db: Kysely<Database>,
  customerId: string,
  password: string,
  ip?: string,
): Promise<string | null> {
  const customer = await db.selectFrom('customers').select(['login_id', 'password_hash']).where('id', '=', customerId).executeTakeFirstOrThrow();
  const loginId = customer.login_id;
  const now = ctx.clock.now();
  const guard = await db.selectFrom('login_failures').selectAll().where('login_id', '=', loginId).executeTakeFirst();
  const audit = { customerId, subject: loginId, ip };
  if (guard?.locked_until && Date.parse(guard.locked_until) > now) {
    await recordAuthEvent(ctx, { event: 'password-box', outcome: 'locked', ...audit }, db);
    return TOO_MANY;
  }
  if ((await checkPassword(password, customer.password_hash)).ok) {
    await db.deleteFrom('login_failures').where('login_id', '=', loginId).execute();
    await recordAuthEvent(ctx, { event: 'password-box', outcome: 'success', ...audit }, db);
    return null;
  }
  const lockExpired = guard?.locked_until != null && Date.parse(guard.locked_until) <= now;
  const count = (guard && !lockExpired ? guard.failed_count : 0) + 1;
  const lockedUntil = count >= ctx.settings.loginMaxFailures ? isoAt(now + ctx.settings.loginLockMs) : null;
  const values = { failed_count: count, locked_until: lockedUntil, updated_at: isoAt(now) };
  await db
    .insertInto('login_failures')
    .values({ login_id: loginId, ...values })
    .onConflict((oc) => oc.column('login_id').doUpdateSet(values))
    .execute();
  await recordAuthEvent(ctx, { event: 'password-box', outcome: lockedUntil ? 'locked' : 'failure', ...audit, detail: { failures: count } }, db);
  return lockedUntil ? TOO_MANY : SECURITY_ERRORS.passwordIncorrect;
}
