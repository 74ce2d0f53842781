// The studio's staff (docs/publishing.md, "Staff and roles"): a log-on of their own, apart from
// customers, with a password and a TOTP second factor; sessions that end after 30 minutes idle
// or 8 hours in all; five wrong attempts lock the login id for 15 minutes, as for customers
// (login-guard.ts, under a `staff:` prefix so a staff id never locks a customer's).
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { checkPassword } from '../../customer/security/password-hash.js';
import { clearLoginFailures, reserveLoginAttempt } from '../../customer/login-guard.js';

import type { StaffMember, StaffRole } from '../../../../domain/publishing/staff.js';

export type { StaffMember, StaffRole } from '../../../../domain/publishing/staff.js';

export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_SESSION_MS = 8 * 60 * 60_000;
const TOTP_PERIOD = 30;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export type StaffLogOn = { ok: true; token: string; staff: StaffMember } | { ok: false };

/** Password and the authenticator's current code; a code is accepted once. */
export async function logOnStaff(ctx: AppContext, input: { loginId: string; password: string; otp: string }): Promise<StaffLogOn> {
  const guardId = `staff:${input.loginId}`;
  await reserveLoginAttempt(ctx, guardId);
  const row = await ctx.store.db.selectFrom('staff').selectAll().where('login_id', '=', input.loginId).executeTakeFirst();
  // The password is checked for an unknown id too, so the answer's time tells nothing.
  const password = await checkPassword(input.password, row?.password_hash ?? '$2a$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva');
  if (!row || !password.ok) return { ok: false };
  const now = ctx.clock.now();
  const delta = new TOTP({ period: TOTP_PERIOD, secret: Secret.fromBase32(row.totp_secret) }).validate({ token: input.otp, timestamp: now, window: 1 });
  if (delta === null) return { ok: false };
  const step = Math.floor(now / 1000 / TOTP_PERIOD) + delta;
  if (row.last_otp_step !== null && step <= row.last_otp_step) return { ok: false };
  await clearLoginFailures(ctx, guardId);
  const token = crypto.randomBytes(32).toString('base64url');
  await ctx.store.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ last_otp_step: step }).where('staff_id', '=', row.staff_id).execute();
    await trx.insertInto('staff_sessions').values({ token_hash: hashToken(token), staff_id: row.staff_id, created_at: isoAt(now), last_seen_at: isoAt(now) }).execute();
  });
  return { ok: true, token, staff: { staffId: row.staff_id, loginId: row.login_id, name: row.name, role: row.role as StaffRole } };
}

/** The staff member of a session that has neither been idle 30 minutes nor lasted 8 hours. */
export async function staffOfSession(ctx: AppContext, token: unknown): Promise<StaffMember | undefined> {
  if (typeof token !== 'string' || token.length < 20) return undefined;
  const now = ctx.clock.now();
  const row = await ctx.store.db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff as m', 'm.staff_id', 's.staff_id')
    .select(['s.token_hash', 's.created_at', 's.last_seen_at', 'm.staff_id', 'm.login_id', 'm.name', 'm.role'])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  if (now - Date.parse(row.last_seen_at) > STAFF_IDLE_MS || now - Date.parse(row.created_at) > STAFF_SESSION_MS) {
    await ctx.store.db.deleteFrom('staff_sessions').where('token_hash', '=', row.token_hash).execute();
    return undefined;
  }
  await ctx.store.db.updateTable('staff_sessions').set({ last_seen_at: isoAt(now) }).where('token_hash', '=', row.token_hash).execute();
  return { staffId: row.staff_id, loginId: row.login_id, name: row.name, role: row.role as StaffRole };
}

export async function endStaffSession(ctx: AppContext, token: string): Promise<void> {
  await ctx.store.db.deleteFrom('staff_sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Registers a public key (JWK) the staff member's browser made; its id is the SHA-256 of its members in order. */
export async function registerStaffKey(ctx: AppContext, staff: StaffMember, jwk: JsonWebKey): Promise<string> {
  const publicOnly = { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y };
  if (publicOnly.kty !== 'EC' || publicOnly.crv !== 'P-256' || typeof publicOnly.x !== 'string' || typeof publicOnly.y !== 'string') throw new Error('an ECDSA P-256 public key is required');
  crypto.createPublicKey({ key: publicOnly as crypto.JsonWebKey, format: 'jwk' });
  const text = JSON.stringify(publicOnly);
  const keyId = crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);
  await ctx.store.db
    .insertInto('staff_keys')
    .values({ key_id: keyId, staff_id: staff.staffId, public_key: text, created_at: isoAt(ctx.clock.now()) })
    .onConflict((oc) => oc.column('key_id').doNothing())
    .execute();
  return keyId;
}

