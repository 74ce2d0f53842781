// The second factor of an instruction, checked inside its transaction. Which factors a code
// accepts is the API route's decision (api/factor-policy.ts, from the contract); here the
// credential itself is verified, always through the one entry point for every authenticator
// (security/credentials.ts), which also audits it and honours a token's PIN lock.
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { verifyCredential, type AuthCredential } from '../security/credentials.js';
import { OTP_INCORRECT } from '../token/verify.js';

/**
 * 'required': the request must carry a credential that verifies; 'none': the session is
 * enough; a function: the service decides (an FPS waiver, a plan authorised earlier) and
 * answers an error code or null.
 */
export type SecondFactor = 'required' | 'none' | ((trx: Transaction<Database>, now: number) => Promise<FactorRefusal | null>);

/** An error code, or one with message parameters (an SMS code's attempts left). */
export type FactorRefusal = string | { error: string; params?: Record<string, string> };

export async function checkSecondFactor(
  ctx: AppContext,
  trx: Transaction<Database>,
  customerId: string,
  auth: AuthCredential | undefined,
  rule: SecondFactor,
  now: number,
  ip?: string,
): Promise<FactorRefusal | null> {
  if (rule === 'none') return null;
  if (typeof rule === 'function') return rule(trx, now);
  // Two factors: the session is the first, this credential the second.
  if (!auth) return OTP_INCORRECT;
  return verifyCredential(ctx, trx, customerId, auth, ip);
}
