// One-time WebAuthn challenges. A challenge is stored with its purpose and customer, lives
// two minutes, and is deleted the moment it is presented, so an answer can be checked at
// most once whatever its outcome.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { newId } from '../../../ids.js';
import { BankError } from '../../../api/errors.js';
import { ERR } from '../../../../generated/error-codes.js';

export const CHALLENGE_TTL_MS = 2 * 60_000;
export const CHALLENGE_UNUSABLE = ERR.VERIFICATION_REQUEST_EXPIRED_ALREADY_USED;

export type ChallengePurpose = 'register' | 'login' | 'confirm';

export async function issueChallenge(
  ctx: AppContext,
  purpose: ChallengePurpose,
  customerId: string | null,
): Promise<{ challengeId: string; challenge: string; bytes: Uint8Array<ArrayBuffer> }> {
  // The options carry base64url(bytes); that text is what the authenticator signs.
  const bytes = new Uint8Array(randomBytes(32)) as Uint8Array<ArrayBuffer>;
  const challenge = Buffer.from(bytes).toString('base64url');
  const challengeId = newId('PC');
  await ctx.store.db
    .insertInto('passkey_challenges')
    .values({
      id: challengeId,
      customer_id: customerId,
      purpose,
      challenge,
      expires_at: isoAt(ctx.clock.now() + CHALLENGE_TTL_MS),
    })
    .execute();
  return { challengeId, challenge, bytes };
}

/**
 * Takes the challenge out of the store; E510000001 when unknown, used, expired or not this
 * purpose/customer. `db` is the caller's transaction when the answer confirms an instruction
 * in one (SQLite runs a transaction on one connection: a query beside it would wait forever).
 */
export async function consumeChallenge(
  ctx: AppContext,
  challengeId: string,
  purpose: ChallengePurpose,
  customerId: string | null,
  db: Kysely<Database> = ctx.store.db,
): Promise<string> {
  const row = await db.selectFrom('passkey_challenges').selectAll().where('id', '=', challengeId).executeTakeFirst();
  if (!row) throw new BankError(CHALLENGE_UNUSABLE);
  const deleted = await db.deleteFrom('passkey_challenges').where('id', '=', challengeId).executeTakeFirst();
  // Two concurrent answers: only the one that deleted the row may go on.
  if (Number(deleted.numDeletedRows) !== 1) throw new BankError(CHALLENGE_UNUSABLE);
  const expired = Date.parse(row.expires_at) < ctx.clock.now();
  if (expired || row.purpose !== purpose || (customerId !== null && row.customer_id !== customerId)) {
    throw new BankError(CHALLENGE_UNUSABLE);
  }
  return row.challenge;
}

/** Housekeeping: drops expired challenges (consumeChallenge refuses them anyway). */
export async function purgeExpiredChallenges(ctx: AppContext): Promise<void> {
  await ctx.store.db.deleteFrom('passkey_challenges').where('expires_at', '<', isoAt(ctx.clock.now())).execute();
}
