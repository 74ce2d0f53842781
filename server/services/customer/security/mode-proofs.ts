// The proofs of the verification modes, checked the one way whichever code asks for them
// (strengthened verification ITSI500005, the hub's multiple verify ITSI190030): the bound
// device's code, the online-banking password, an SMS code, an accepted face scan, the
// transaction (float) password. Runs inside the caller's transaction and returns the first
// failure (or null), so the counters and locks of a wrong proof commit while nothing is issued.
import type { Transaction } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { forUpdate } from '../../../db/lock.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { checkFloatPassword, FLOAT_ERRORS } from '../../money/forex/float-password.js';
import { verifySmsCode, type SmsCheck } from '../sms/challenges.js';
import { verifyCredential } from './credentials.js';
import { SECURITY_POLICY } from './policy.js';
import { ERR } from '../../../../generated/error-codes.js';

export type ModeName = 'token' | 'password' | 'sms' | 'face' | 'float';

export interface ModeProofs {
  token?: { deviceId: string; otp: string; challengeId?: string };
  password?: { password: string };
  sms?: { challengeId: string; otp: string; transactionId: string };
  face?: { faceScanId: string };
  float?: { password: string };
}

export type Failure = { error: string; params?: Record<string, string> };

export const FACE_SCAN_INVALID = ERR.FACE_SCAN_EXPIRED_USED_SCAN_FACE;

/** What a check found: the first failure, and the SMS check to audit after the transaction. */
export interface ModesChecked {
  failure: Failure | null;
  sms?: SmsCheck;
}

/** Whether every mode has its proof: checked before any, so a missing one costs no code. */
export function allProofsPresent(modes: readonly ModeName[], proofs: ModeProofs): boolean {
  return modes.every((m) => proofs[m] !== undefined);
}

/** Checks the proofs of `modes` in order; stops at the first that fails. */
export async function checkModes(
  ctx: AppContext,
  trx: Transaction<Database>,
  customerId: string,
  modes: readonly ModeName[],
  proofs: ModeProofs,
  smsPurpose: string,
  ip?: string,
): Promise<ModesChecked> {
  let sms: SmsCheck | undefined;
  for (const mode of modes) {
    let failed: Failure | null;
    switch (mode) {
      case 'token': {
        const token = proofs.token!;
        const error = await verifyCredential(
          ctx,
          trx,
          customerId,
          token.challengeId
            ? { method: 'transaction-code', deviceId: token.deviceId, challengeId: token.challengeId, otp: token.otp }
            : { method: 'mobile-token', deviceId: token.deviceId, otp: token.otp },
          ip,
        );
        failed = error ? { error } : null;
        break;
      }
      case 'password': {
        const error = await verifyCredential(ctx, trx, customerId, { method: 'password', ...proofs.password! }, ip);
        failed = error ? { error } : null;
        break;
      }
      case 'sms': {
        const proof = proofs.sms!;
        sms = await verifySmsCode(ctx, trx, { customerId, purpose: smsPurpose, transactionId: proof.transactionId }, { method: 'sms-otp', challengeId: proof.challengeId, otp: proof.otp });
        failed = sms;
        break;
      }
      case 'face':
        failed = await useFaceScan(ctx, trx, customerId, proofs.face!.faceScanId, ip);
        break;
      case 'float':
        failed = await floatProof(ctx, trx, customerId, proofs.float!.password, ip);
        break;
    }
    if (failed) return { failure: failed, ...(sms !== undefined ? { sms } : {}) };
  }
  return { failure: null, ...(sms !== undefined ? { sms } : {}) };
}

/** A face scan this customer passed in the last few minutes, named for the first time. */
async function useFaceScan(ctx: AppContext, trx: Transaction<Database>, customerId: string, faceScanId: string, ip?: string): Promise<Failure | null> {
  const row = await forUpdate(trx.selectFrom('face_scans').selectAll().where('id', '=', faceScanId).where('customer_id', '=', customerId), ctx.store.dialect).executeTakeFirst();
  const now = ctx.clock.now();
  const ok = !!row && row.used_at === null && Date.parse(row.created_at) + SECURITY_POLICY.faceScanTtlMs > now;
  if (ok) await trx.updateTable('face_scans').set({ used_at: isoAt(now) }).where('id', '=', faceScanId).execute();
  await recordAuthEvent(ctx, { event: 'face-scan-used', outcome: ok ? 'success' : 'failure', customerId, ip }, trx);
  return ok ? null : { error: FACE_SCAN_INVALID };
}

/** The float password, with the attempts left after a wrong one (as verifyFloatPwd says them). */
async function floatProof(ctx: AppContext, trx: Transaction<Database>, customerId: string, password: string, ip?: string): Promise<Failure | null> {
  const error = await checkFloatPassword(ctx, trx, customerId, password, ip);
  if (!error) return null;
  if (error !== FLOAT_ERRORS.incorrect) return { error };
  const row = await trx.selectFrom('float_passwords').select('failed_count').where('customer_id', '=', customerId).executeTakeFirst();
  return { error, params: { remaining: String(Math.max(ctx.settings.loginMaxFailures - (row?.failed_count ?? 0), 0)) } };
}
