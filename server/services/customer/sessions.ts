// Logon sessions. The client holds a random 32-byte token; the database holds only its
// SHA-256, so a leaked database cannot be replayed as sessions. A session ends after an idle
// period or an absolute lifetime, whichever comes first.
import { createHash, randomBytes } from 'node:crypto';
import { isoAt } from '../../clock.js';
import type { AppContext } from '../../context.js';
import { BankError, SESSION_TIMEOUT } from '../../api/errors.js';
import { prepared } from '../../db/prepared.js';

const SEEN_REFRESH_MS = 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function createSession(ctx: AppContext, customerId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = isoAt(ctx.clock.now());
  await ctx.store.db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), customer_id: customerId, created_at: now, last_seen_at: now })
    .execute();
  return token;
}

export interface ActiveSession {
  customerId: string;
  tokenHash: string;
}

/** The session of a token, refreshed; TE800000001 when missing, unknown or expired. */
export async function authenticate(ctx: AppContext, token: unknown): Promise<ActiveSession> {
  // base64url of 32 bytes is 43 characters; anything else cannot be one of ours.
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw new BankError(SESSION_TIMEOUT);
  const tokenHash = hashToken(token);
  const { db } = ctx.store;
  const row = await sessionByHash.first(db, { tokenHash });
  if (!row) throw new BankError(SESSION_TIMEOUT);

  const now = ctx.clock.now();
  const idleFor = now - Date.parse(row.last_seen_at);
  const age = now - Date.parse(row.created_at);
  if (idleFor > ctx.settings.sessionIdleMs || age > ctx.settings.sessionAbsoluteMs) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    throw new BankError(SESSION_TIMEOUT);
  }
  // Refreshed at most once a second: a busy client's requests in the same second would each
  // rewrite the row (a write and a commit per request) to move the idle limit by milliseconds.
  if (idleFor >= SEEN_REFRESH_MS) {
    await ctx.store.bookkeeping.updateTable('sessions').set({ last_seen_at: isoAt(now) }).where('token_hash', '=', tokenHash).execute();
  }
  return { customerId: row.customer_id, tokenHash };
}

const sessionByHash = prepared<{ tokenHash: string }>()((db, p) => db.selectFrom('sessions').selectAll().where('token_hash', '=', p.tokenHash));

export async function endSession(ctx: AppContext, tokenHash: string): Promise<void> {
  await ctx.store.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Removes sessions that can no longer be used (housekeeping; authenticate checks anyway). */
export async function purgeExpiredSessions(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await ctx.store.db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('last_seen_at', '<', isoAt(now - ctx.settings.sessionIdleMs)),
        eb('created_at', '<', isoAt(now - ctx.settings.sessionAbsoluteMs)),
      ]),
    )
    .execute();
}
