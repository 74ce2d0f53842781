// One entry point for the `auth` a protected request carries, whatever the authenticator:
// the mobile token's time code, the transaction confirmation code (OCRA), the password box
// or a passkey (fingerprint / Face ID on the web) answering a 'confirm' challenge.
// Runs inside the caller's transaction and returns an error code (or null) so the attempt
// counters are committed even when the request is refused.
import type { Transaction } from 'kysely';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { BankError } from '../../../api/errors.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { verifyMobileToken } from '../token/verify.js';
import { verifyAssertion } from '../passkeys/passkeys.js';
import { verifyPasswordBox } from './password-box.js';
import { verifyTransactionCode } from './transaction-code.js';
import { SECURITY_ERRORS } from './policy.js';
import { prepared } from '../../../db/prepared.js';
import { ERR } from '../../../../generated/error-codes.js';

const tokenLock = prepared<{ customerId: string; deviceId: string }>()((db, p) =>
  db.selectFrom('token_security').select('locked_until').where('device_id', '=', p.deviceId).where('customer_id', '=', p.customerId),
);

export type AuthCredential =
  | { method: 'mobile-token'; deviceId: string; otp: string }
  | { method: 'transaction-code'; deviceId: string; challengeId: string; otp: string }
  | { method: 'password'; password: string }
  | PasskeyCredential;

export interface PasskeyCredential {
  method: 'passkey';
  challengeId: string;
  credential: AuthenticationResponseJSON;
}

export async function verifyCredential(
  ctx: AppContext,
  trx: Transaction<Database>,
  customerId: string,
  auth: AuthCredential,
  ip?: string,
): Promise<string | null> {
  switch (auth.method) {
    case 'mobile-token': {
      // A token whose PIN is temporarily locked signs nothing until the lock runs out.
      const security = await tokenLock.first(trx, { customerId, deviceId: auth.deviceId });
      if (security?.locked_until && Date.parse(security.locked_until) > ctx.clock.now()) return SECURITY_ERRORS.tokenLockedForSigning;
      const seen: { replay?: boolean } = {};
      const error = await verifyMobileToken(ctx, trx, customerId, auth.deviceId, auth.otp, seen);
      const outcome = error === null ? 'success' : error === ERR.MOBILE_TOKEN_LOCKED_AFTER_TOO_MANY ? 'locked' : 'failure';
      const detail = error ? { error, ...(seen.replay ? { reason: 'replay' } : {}) } : undefined;
      await recordAuthEvent(ctx, { event: 'token-otp', outcome, customerId, subject: auth.deviceId, ip, detail }, trx);
      return error;
    }
    case 'transaction-code':
      return verifyTransactionCode(ctx, trx, customerId, auth, ip);
    case 'password':
      return verifyPasswordBox(ctx, trx, customerId, auth.password, ip);
    case 'passkey':
      return verifyPasskey(ctx, trx, customerId, auth, ip);
    default:
      return SECURITY_ERRORS.verificationModes;
  }
}

/**
 * A 'confirm' challenge of this customer answered by one of this customer's passkeys. Runs
 * on the transaction: the used challenge, the sign counter and the audit event commit with
 * it, so a refused instruction still spends its challenge.
 */
async function verifyPasskey(
  ctx: AppContext,
  trx: Transaction<Database>,
  customerId: string,
  auth: PasskeyCredential,
  ip?: string,
): Promise<string | null> {
  try {
    await verifyAssertion(ctx, 'confirm', customerId, auth.challengeId, auth.credential, ip, trx);
    return null;
  } catch (error) {
    if (error instanceof BankError) return error.code;
    throw error;
  }
}
