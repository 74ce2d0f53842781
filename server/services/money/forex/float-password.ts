// The customer's transaction ("float") password: set up once with the Mobile Token, changed with
// the current one, verified before a forex dealing (verifyFloatPwd), which answers a
// single-use ticket for business type 'forex' (the strengthened-verification tickets of
// security/tickets.ts). Stored hashed like the log-on password (Argon2id). Wrong passwords count on
// the customer's row: the log-on policy's number of failures (5) locks it for the log-on
// policy's lock time (15 minutes); a right one clears the count.
import type { Kysely, Transaction } from 'kysely';
import { floatPasswordProblem, floatPasswordStrength } from '../../../../domain/forex/index.js';
import { BankError } from '../../../api/errors.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { checkPassword, hashPassword } from '../../customer/security/password-hash.js';
import { issueTicket } from '../../customer/security/tickets.js';
import { runInstruction } from '../transactions/run.js';
import type { AuthCredential } from '../../customer/security/credentials.js';
import { ERR } from '../../../../generated/error-codes.js';

export const FLOAT_BIZ_TYPE = 'forex';

export const FLOAT_ERRORS = {
  notSet: ERR.NOT_SET_UP_TRANSACTION_PASSWORD_SET,
  alreadySet: ERR.TRANSACTION_PASSWORD_ALREADY_SET_UP_USE,
  rules: ERR.TRANSACTION_PASSWORD_MUST_6_DIGITS_NOT,
  mismatch: ERR.TWO_PASSWORDS_DO_NOT_MATCH,
  incorrect: ERR.INCORRECT_TRANSACTION_PASSWORD_ATTEMPTS_LEFT,
  locked: ERR.TOO_MANY_INCORRECT_TRANSACTION_PASSWORDS_LOCKED,
  sameAsOld: ERR.NEW_TRANSACTION_PASSWORD_MUST_DIFFER_FROM,
  ticket: ERR.VERIFY_TRANSACTION_PASSWORD_FIRST,
} as const;

type Db = Kysely<Database> | Transaction<Database>;

export async function floatStatus(ctx: AppContext, customerId: string) {
  const row = await ctx.store.db.selectFrom('float_passwords').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  const now = ctx.clock.now();
  const locked = !!row?.locked_until && Date.parse(row.locked_until) > now;
  return {
    isSet: !!row,
    ...(row ? { setAt: row.set_at, strength: row.strength as '1' | '2' | '3', attemptsLeft: locked ? 0 : ctx.settings.loginMaxFailures - row.failed_count } : {}),
    locked,
    ...(locked ? { lockedUntil: row!.locked_until! } : {}),
  };
}

function checkRules(password: string, confirm: string): string | null {
  if (password !== confirm) return FLOAT_ERRORS.mismatch;
  return floatPasswordProblem(password) ? FLOAT_ERRORS.rules : null;
}

/** Set up (ITSI140008): the first float password, confirmed with the Mobile Token. */
export async function openFloat(ctx: AppContext, customerId: string, request: { password: string; confirmPassword: string; auth: AuthCredential }, ip?: string) {
  const problem = checkRules(request.password, request.confirmPassword);
  if (problem) throw new BankError(problem);
  const hash = await hashPassword(request.password);
  return runInstruction(ctx, {
    customerId,
    request: { password: 'hidden' },
    auth: request.auth,
    ip,
    prepare: async (trx) => {
      const row = await trx.selectFrom('float_passwords').select('customer_id').where('customer_id', '=', customerId).executeTakeFirst();
      return row ? { error: FLOAT_ERRORS.alreadySet } : { ok: undefined };
    },
    secondFactor: 'required',
    act: async (trx, _p, step) => {
      const strength = floatPasswordStrength(request.password);
      await trx.insertInto('float_passwords').values({ customer_id: customerId, password_hash: hash, strength, set_at: isoAt(step.now), failed_count: 0, locked_until: null }).execute();
      await recordAuthEvent(ctx, { event: 'float-password-set', outcome: 'success', customerId, subject: customerId, ip }, trx);
      return { ok: { setAt: isoAt(step.now), strength } };
    },
  });
}

/**
 * Checks a float password inside `db` (the caller's transaction), counting a wrong one.
 * Returns null or an error code; the count is committed even when the caller refuses.
 */
export async function checkFloatPassword(ctx: AppContext, db: Db, customerId: string, password: string, ip?: string): Promise<string | null> {
  const row = await db.selectFrom('float_passwords').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) return FLOAT_ERRORS.notSet;
  const now = ctx.clock.now();
  const audit = { customerId, subject: customerId, ip };
  if (row.locked_until && Date.parse(row.locked_until) > now) {
    await recordAuthEvent(ctx, { event: 'float-password', outcome: 'locked', ...audit }, db);
    return FLOAT_ERRORS.locked;
  }
  if ((await checkPassword(password, row.password_hash)).ok) {
    await db.updateTable('float_passwords').set({ failed_count: 0, locked_until: null }).where('customer_id', '=', customerId).execute();
    await recordAuthEvent(ctx, { event: 'float-password', outcome: 'success', ...audit }, db);
    return null;
  }
  const lockExpired = row.locked_until !== null && Date.parse(row.locked_until) <= now;
  const count = (lockExpired ? 0 : row.failed_count) + 1;
  const lockedUntil = count >= ctx.settings.loginMaxFailures ? isoAt(now + ctx.settings.loginLockMs) : null;
  await db.updateTable('float_passwords').set({ failed_count: lockedUntil ? count : count, locked_until: lockedUntil }).where('customer_id', '=', customerId).execute();
  await recordAuthEvent(ctx, { event: 'float-password', outcome: lockedUntil ? 'locked' : 'failure', ...audit, detail: { failures: count } }, db);
  return lockedUntil ? FLOAT_ERRORS.locked : FLOAT_ERRORS.incorrect;
}

function throwWithAttempts(ctx: AppContext, code: string, failed: number): never {
  if (code === FLOAT_ERRORS.incorrect) throw new BankError(code, { remaining: String(Math.max(ctx.settings.loginMaxFailures - failed, 0)) });
  throw new BankError(code);
}

async function failures(ctx: AppContext, customerId: string): Promise<number> {
  const row = await ctx.store.db.selectFrom('float_passwords').select('failed_count').where('customer_id', '=', customerId).executeTakeFirst();
  return row?.failed_count ?? 0;
}

/** verifyFloatPwd (ITSI140010): the float password for a single-use 'forex' ticket. */
export async function verifyFloat(ctx: AppContext, customerId: string, password: string, ip?: string) {
  const error = await ctx.store.db.transaction().execute((trx) => checkFloatPassword(ctx, trx, customerId, password, ip));
  if (error) throwWithAttempts(ctx, error, await failures(ctx, customerId));
  const { ticket, expiresAt } = await issueTicket(ctx, customerId, FLOAT_BIZ_TYPE, ['password'], ip);
  return { ticket, expiresAt };
}

/** Change (ITSI140009): the current float password, then the new one twice. */
export async function modifyFloat(ctx: AppContext, customerId: string, request: { oldPassword: string; password: string; confirmPassword: string }, ip?: string) {
  const problem = checkRules(request.password, request.confirmPassword);
  if (problem) throw new BankError(problem);
  if (request.password === request.oldPassword) throw new BankError(FLOAT_ERRORS.sameAsOld);
  const hash = await hashPassword(request.password);
  const now = ctx.clock.now();
  const error = await ctx.store.db.transaction().execute(async (trx) => {
    const refused = await checkFloatPassword(ctx, trx, customerId, request.oldPassword, ip);
    if (refused) return refused;
    await trx.updateTable('float_passwords').set({ password_hash: hash, strength: floatPasswordStrength(request.password), set_at: isoAt(now) }).where('customer_id', '=', customerId).execute();
    await recordAuthEvent(ctx, { event: 'float-password-changed', outcome: 'success', customerId, subject: customerId, ip }, trx);
    return null;
  });
  if (error) throwWithAttempts(ctx, error, await failures(ctx, customerId));
  return { setAt: isoAt(now), strength: floatPasswordStrength(request.password) };
}
