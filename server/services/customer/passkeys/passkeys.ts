// Passkeys: fingerprint / Face ID on the web as WebAuthn platform credentials. Registration
// after logon, logon with a passkey, and confirmation of an instruction with a passkey.
// Every answer is verified here (challenge, origin, rp id, user verification, signature,
// sign counter); the browser's word is never taken for any of it.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { BankError } from '../../../api/errors.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { consumeChallenge, issueChallenge, CHALLENGE_TTL_MS, type ChallengePurpose } from './challenges.js';
import { RP_NAME, relyingParty } from './relying-party.js';
import { ERR } from '../../../../generated/error-codes.js';

export const PASSKEY_REJECTED = ERR.FINGERPRINT_FACE_ID_VERIFICATION_FAILED;
export const NO_PASSKEY = ERR.NOT_REGISTERED_FINGERPRINT_FACE_ID;
/** Spec section 3: login methods 1 (fingerprint) and 4 (Face ID) are biometric. */
export const BIOMETRIC_LOGIN_METHODS = ['1', '4'] as const;
const MAX_PASSKEYS = 5;

function originOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { origin?: unknown };
    return typeof data.origin === 'string' ? data.origin : '';
  } catch {
    return '';
  }
}

function checkedOrigin(clientDataJSON: string): string {
  const origin = originOf(clientDataJSON);
  if (!relyingParty().allowsOrigin(origin)) throw new BankError(PASSKEY_REJECTED);
  return origin;
}

export async function registrationOptions(ctx: AppContext, customerId: string) {
  const customer = await ctx.store.db
    .selectFrom('customers')
    .select(['login_id', 'name_en'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const existing = await ctx.store.db.selectFrom('passkey_credentials').select('id').where('customer_id', '=', customerId).execute();
  const { challengeId, bytes } = await issueChallenge(ctx, 'register', customerId);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty().id,
    userName: customer.login_id,
    userDisplayName: customer.name_en,
    userID: new TextEncoder().encode(customerId),
    challenge: bytes,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.id })),
    // A platform authenticator with user verification is what "fingerprint / Face ID" means.
    authenticatorSelection: { authenticatorAttachment: 'platform', residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: [-7, -257],
  });
  // A plain copy: the WebAuthn JSON type is an interface, the contract an open object.
  return { challengeId, options: { ...options } };
}

export async function registerPasskey(
  ctx: AppContext,
  customerId: string,
  challengeId: string,
  response: RegistrationResponseJSON,
  ip?: string,
) {
  const expectedChallenge = await consumeChallenge(ctx, challengeId, 'register', customerId);
  const count = await ctx.store.db
    .selectFrom('passkey_credentials')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: checkedOrigin(response.response.clientDataJSON),
      expectedRPID: relyingParty().id,
      requireUserVerification: true,
    });
  } catch {
    verified = { verified: false as const };
  }
  if (!verified.verified || Number(count.n) >= MAX_PASSKEYS) {
    await recordAuthEvent(ctx, { event: 'passkey-register', outcome: 'failure', customerId, ip });
    throw new BankError(PASSKEY_REJECTED);
  }
  const { credential } = verified.registrationInfo;
  const now = isoAt(ctx.clock.now());
  await ctx.store.db
    .insertInto('passkey_credentials')
    .values({
      id: credential.id,
      customer_id: customerId,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ? JSON.stringify(credential.transports) : null,
      device_name: null,
      created_at: now,
      last_used_at: null,
    })
    .execute();
  await recordAuthEvent(ctx, { event: 'passkey-register', outcome: 'success', customerId, ip, detail: { credential: credential.id.slice(0, 12) } });
  return { credentialId: credential.id, loginMethods: [...BIOMETRIC_LOGIN_METHODS] };
}

/** Options for a logon (any passkey of the bank, discoverable) or a confirmation (the customer's own). */
export async function assertionOptions(ctx: AppContext, purpose: Exclude<ChallengePurpose, 'register'>, customerId: string | null) {
  let allowCredentials: { id: string; transports?: string[] }[] | undefined;
  if (customerId) {
    const rows = await ctx.store.db.selectFrom('passkey_credentials').select(['id', 'transports']).where('customer_id', '=', customerId).execute();
    if (rows.length === 0) throw new BankError(NO_PASSKEY);
    allowCredentials = rows.map((r) => ({ id: r.id, transports: r.transports ? (JSON.parse(r.transports) as string[]) : undefined }));
  }
  const { challengeId, bytes } = await issueChallenge(ctx, purpose, customerId);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    challenge: bytes,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials,
  });
  return { challengeId, options: { ...options } };
}

/**
 * Verifies a passkey assertion and advances the credential's sign counter. Returns the
 * customer the passkey belongs to. `customerId` null means a logon (the passkey says who).
 * `db` is the caller's transaction when the passkey confirms an instruction written in it, so
 * the challenge, the counter and the audit event commit (or not) with that transaction.
 */
export async function verifyAssertion(
  ctx: AppContext,
  purpose: Exclude<ChallengePurpose, 'register'>,
  customerId: string | null,
  challengeId: string,
  response: AuthenticationResponseJSON,
  ip?: string,
  db: Kysely<Database> = ctx.store.db,
): Promise<string> {
  const event = purpose === 'login' ? 'passkey-login' : 'passkey-confirm';
  let expectedChallenge: string;
  try {
    expectedChallenge = await consumeChallenge(ctx, challengeId, purpose, customerId, db);
  } catch (error) {
    // Unknown, used (a replay), expired, or issued for another purpose or customer.
    await recordAuthEvent(ctx, { event, outcome: 'failure', customerId, ip, detail: { reason: 'challenge' } }, db);
    throw error;
  }
  const row = await db.selectFrom('passkey_credentials').selectAll().where('id', '=', String(response.id)).executeTakeFirst();
  if (!row || (customerId !== null && row.customer_id !== customerId)) {
    await recordAuthEvent(ctx, { event, outcome: 'failure', customerId, ip, detail: { reason: 'unknown-credential' } }, db);
    throw new BankError(PASSKEY_REJECTED);
  }
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: checkedOrigin(response.response.clientDataJSON),
      expectedRPID: relyingParty().id,
      requireUserVerification: true,
      credential: {
        id: row.id,
        publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
        counter: Number(row.counter),
      },
    });
    if (!result.verified) throw new Error('not verified');
    newCounter = result.authenticationInfo.newCounter;
  } catch (error) {
    // A counter that went backwards means a cloned authenticator: refuse and log it.
    const reason = error instanceof Error && /counter/i.test(error.message) ? 'counter' : 'signature';
    await recordAuthEvent(ctx, { event, outcome: 'failure', customerId: row.customer_id, ip, detail: { reason } }, db);
    throw new BankError(PASSKEY_REJECTED);
  }
  await db
    .updateTable('passkey_credentials')
    .set({ counter: newCounter, last_used_at: isoAt(ctx.clock.now()) })
    .where('id', '=', row.id)
    .execute();
  await recordAuthEvent(ctx, { event, outcome: 'success', customerId: row.customer_id, ip }, db);
  return row.customer_id;
}

export async function passkeysOf(ctx: AppContext, customerId: string) {
  const rows = await ctx.store.db
    .selectFrom('passkey_credentials')
    .select(['id', 'created_at', 'last_used_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .execute();
  return {
    loginMethods: rows.length > 0 ? [...BIOMETRIC_LOGIN_METHODS] : [],
    passkeys: rows.map((r) => ({ credentialId: r.id, createdAt: r.created_at, lastUsedAt: r.last_used_at ?? undefined })),
  };
}

export async function removePasskey(ctx: AppContext, customerId: string, credentialId: string, ip?: string) {
  const result = await ctx.store.db
    .deleteFrom('passkey_credentials')
    .where('id', '=', credentialId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw new BankError(NO_PASSKEY);
  await recordAuthEvent(ctx, { event: 'passkey-remove', outcome: 'success', customerId, ip });
  return passkeysOf(ctx, customerId);
}
