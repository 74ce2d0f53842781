// ITSI100001 log on with the password (earns the second-factor step), ITSI100005 send the
// log-on SMS code, ITSI100004 complete the log-on with the second factor, ITSI100002 log off,
// ITSI100003 profile of the session.
import { BankError } from '../api/errors.js';
import { customerOf, type Handler } from '../api/handler.js';
import { recordAuthEvent } from '../services/bank/audit.js';
import { checkPassword, dummyPasswordHash, hashPassword } from '../services/customer/security/password-hash.js';
import { clearLoginFailures, reserveLoginAttempt } from '../services/customer/login-guard.js';
import { completeSecondFactor, LOGIN_SMS_PURPOSE, smsTargetOf, startSecondFactor, type SecondFactorProof } from '../services/customer/login/second-factor.js';
import { createSession, endSession } from '../services/customer/sessions.js';
import { sendSmsCode } from '../services/customer/sms/challenges.js';
import { toUser } from '../services/customer/users.js';
import { ERR } from '../../generated/error-codes.js';

/** Spec section 8: the password system was upgraded, the customer must reset the password. */
const PASSWORD_UPGRADE = ERR.PASSWORD_SYSTEM_UPGRADED_RESET_PASSWORD_BEFORE;

export const login: Handler<'ITSI100001'> = async ({ ctx, lang, ip }, payload) => {
  const loginId = payload.loginId.toLowerCase();
  const password = payload.password;
  try {
    // Counted now, before the slow check; cleared below when the password is right.
    await reserveLoginAttempt(ctx, loginId);
  } catch (error) {
    await recordAuthEvent(ctx, { event: 'login', outcome: 'locked', subject: loginId, ip });
    throw error;
  }

  const customer = await ctx.store.db.selectFrom('customers').selectAll().where('login_id', '=', loginId).executeTakeFirst();
  // Off the event loop (thread pool), capped; an unknown id costs the same as a wrong password.
  const { ok, upgrade } = await checkPassword(password, customer?.password_hash ?? (await dummyPasswordHash()));
  if (!customer || !ok) {
    await recordAuthEvent(ctx, { event: 'login', outcome: 'failure', customerId: customer?.id, subject: loginId, ip });
    // One answer for an unknown id and a wrong password: nothing to enumerate.
    throw new BankError(ERR.LOGIN_ID_PASSWORD_INCORRECT);
  }
  await clearLoginFailures(ctx, loginId);
  // A hash from before (bcrypt) is replaced by the current scheme on this successful log-on.
  if (upgrade) await ctx.store.db.updateTable('customers').set({ password_hash: await hashPassword(password) }).where('id', '=', customer.id).execute();
  // A password set under the old password system opens nothing: the customer resets it first
  // (the forgotten-password journey, which proves who they are by ID, birth date and SMS).
  if (customer.password_upgrade === 1) {
    await recordAuthEvent(ctx, { event: 'login', outcome: 'failure', customerId: customer.id, subject: loginId, ip, detail: { reason: 'password-upgrade' } });
    throw new BankError(PASSWORD_UPGRADE);
  }
  // The password is the first factor only: the session waits for the bound device or SMS.
  return { secondFactor: await startSecondFactor(ctx, customer, ip) };
};

export const loginSendSms: Handler<'ITSI100005'> = async ({ ctx, lang, ip }, payload) => {
  const { customerId, transactionId } = await smsTargetOf(ctx, payload.ticket);
  return sendSmsCode(ctx, { customerId, purpose: LOGIN_SMS_PURPOSE, transactionId, lang, ...(ip ? { ip } : {}) });
};

export const loginComplete: Handler<'ITSI100004'> = async ({ ctx, lang, ip }, payload) => {
  // The contract requires the device id with a token code and the challenge with an SMS code.
  const proof: SecondFactorProof =
    payload.method === 'token'
      ? { method: 'token', clientDeviceId: payload.clientDeviceId ?? '', otp: payload.otp }
      : { method: 'sms', challengeId: payload.challengeId ?? '', otp: payload.otp };
  const customerId = await completeSecondFactor(ctx, payload.ticket, proof, ip);
  const customer = await ctx.store.db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
  const token = await createSession(ctx, customer.id);
  await recordAuthEvent(ctx, { event: 'login', outcome: 'success', customerId: customer.id, subject: customer.login_id, ip, detail: { method: `password+${proof.method}` } });
  return { token, user: toUser(customer, lang) };
};

export const logout: Handler<'ITSI100002'> = async (call) => {
  if (call.tokenHash) await endSession(call.ctx, call.tokenHash);
  await recordAuthEvent(call.ctx, { event: 'logout', outcome: 'success', customerId: call.customerId, ip: call.ip });
  return {};
};

export const profile: Handler<'ITSI100003'> = async (call) => {
  const customer = await call.ctx.store.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', customerOf(call))
    .executeTakeFirstOrThrow();
  return { user: toUser(customer, call.lang) };
};
