// ITSI100001 log on, ITSI100002 log off, ITSI100003 profile of the session.
import bcrypt from 'bcryptjs';
import { BankError } from '../api/errors.js';
import { customerOf, type Handler } from '../api/handler.js';
import { recordAuthEvent } from '../services/audit.js';
import { assertNotLocked, clearLoginFailures, recordLoginFailure } from '../services/login-guard.js';
import { createSession, endSession } from '../services/sessions.js';
import { toUser } from '../services/users.js';

// Compared against when the login id does not exist, so both failures take the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-password', 10);

export const login: Handler = async ({ ctx, lang, ip }, payload) => {
  const loginId = String(payload.loginId).toLowerCase();
  const password = String(payload.password);
  try {
    await assertNotLocked(ctx, loginId);
  } catch (error) {
    await recordAuthEvent(ctx, { event: 'login', outcome: 'locked', subject: loginId, ip });
    throw error;
  }

  const customer = await ctx.store.db.selectFrom('customers').selectAll().where('login_id', '=', loginId).executeTakeFirst();
  const ok = await bcrypt.compare(password, customer?.password_hash ?? DUMMY_HASH);
  if (!customer || !ok) {
    await recordLoginFailure(ctx, loginId);
    await recordAuthEvent(ctx, { event: 'login', outcome: 'failure', customerId: customer?.id, subject: loginId, ip });
    // One answer for an unknown id and a wrong password: nothing to enumerate.
    throw new BankError('E100000001');
  }
  await clearLoginFailures(ctx, loginId);
  const token = await createSession(ctx, customer.id);
  await recordAuthEvent(ctx, { event: 'login', outcome: 'success', customerId: customer.id, subject: loginId, ip });
  return { token, user: toUser(customer, lang) };
};

export const logout: Handler = async (call) => {
  if (call.tokenHash) await endSession(call.ctx, call.tokenHash);
  await recordAuthEvent(call.ctx, { event: 'logout', outcome: 'success', customerId: call.customerId, ip: call.ip });
  return {};
};

export const profile: Handler = async (call) => {
  const customer = await call.ctx.store.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', customerOf(call))
    .executeTakeFirstOrThrow();
  return { user: toUser(customer, call.lang) };
};
