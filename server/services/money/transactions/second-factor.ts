// The second factor of an instruction, checked inside its transaction. Which factors a code
// accepts is the API route's decision (api/factor-policy.ts, from the contract); here the
// credential itself is verified, always through the one entry point for every authenticator
// (security/credentials.ts), which also audits it and honours a token's PIN lock. An SMS code
// is checked by sms/challenges.ts and audited by the skeleton once its transaction commits
// (customer-change.ts).
import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { verifyCredential, type AuthCredential } from '../../customer/security/credentials.js';
import { verifySmsCode, type SmsCheck, type SmsCredential } from '../../customer/sms/challenges.js';
import { OTP_INCORRECT } from '../../customer/token/verify.js';

/** The SMS code a change expects: sent for this purpose (transaction code) and transaction id. */
export interface SmsFactor {
  purpose: string;
  transactionId: string;
  credential: SmsCredential;
}

/**
 * 'required': the request must carry a credential that verifies; 'none': the session is
 * enough; `{ sms }`: an SMS one-time code, named from what `prepare` found; a function: the
 * service decides (an FPS waiver, a plan authorised earlier) and answers an error code or null.
 */
export type SecondFactor<P = unknown> =
  | 'required'
  | 'none'
  | { sms: (prepared: P) => SmsFactor }
  | ((trx: Transaction<Database>, now: number) => Promise<FactorRefusal | null>);

/** An error code, or one with message parameters (an SMS code's attempts left). */
export type FactorRefusal = string | { error: string; params?: Record<string, string> };

/** An SMS check made inside the transaction, audited after it commits. */
export interface SmsChecked {
  purpose: string;
  check: SmsCheck;
}

export async function checkSecondFactor<P = unknown>(
  ctx: AppContext,
  trx: Transaction<Database>,
  customerId: string,
  auth: AuthCredential | undefined,
  rule: SecondFactor<P>,
  now: number,
  ip?: string,
  sms?: { prepared: P; checked: SmsChecked[] },
): Promise<FactorRefusal | null> {
  if (rule === 'none') return null;
  if (typeof rule === 'function') return rule(trx, now);
  if (typeof rule === 'object') {
    if (!sms) throw new Error('an SMS factor needs what prepare found');
    const expected = rule.sms(sms.prepared);
    const check = await verifySmsCode(ctx, trx, { customerId, purpose: expected.purpose, transactionId: expected.transactionId }, expected.credential);
    sms.checked.push({ purpose: expected.purpose, check });
    return check;
  }
  // Two factors: the session is the first, this credential the second.
  if (!auth) return OTP_INCORRECT;
  return verifyCredential(ctx, trx, customerId, auth, ip);
}
