// The hub's multiple verify (/open/multiple-verify?theMods=[...]): the caller names the modes
// and their order; the customer passes each (the same checks, counters and locks as
// everywhere: security/mode-proofs.ts) and the bank issues a single-use ticket that records
// exactly the modes passed (verify_tickets.modes), for the caller's service to spend.
import type { ITSI190030Request } from '../../../../generated/types/api.js';
import { BankError } from '../../../api/errors.js';
import type { AppContext } from '../../../context.js';
import { assertBindingSettled } from '../security/cooling-off.js';
import { allProofsPresent, checkModes, type Failure, type ModeName, type ModeProofs } from '../security/mode-proofs.js';
import { SECURITY_ERRORS } from '../security/policy.js';
import { issueTicket } from '../security/tickets.js';
import { auditSmsCheck, type SmsCheck } from '../sms/challenges.js';

/** The business type of the hub's tickets: a caller checks the modes the ticket names. */
export const MULTIPLE_VERIFY_BIZ_TYPE = 'multiple-verify';
/** Its SMS codes are sent for this transaction code (ITSI320001 purpose). */
export const MULTIPLE_VERIFY_SMS_PURPOSE = 'ITSI190030';

export async function multipleVerifyModes(ctx: AppContext, customerId: string, request: ITSI190030Request, ip?: string) {
  const modes = request.theMods as ModeName[];
  const proofs: ModeProofs = { token: request.token, password: request.password, sms: request.sms, face: request.face, float: request.float };
  // Every proof present before any is checked: a missing one costs no code.
  if (!allProofsPresent(modes, proofs)) throw new BankError(SECURITY_ERRORS.verificationModes);
  // A token still in its cooling-off period proves nothing yet.
  if (proofs.token) await assertBindingSettled(ctx, customerId, { method: 'mobile-token', deviceId: proofs.token.deviceId }, ip);
  let sms: SmsCheck | undefined;
  const failure = await ctx.store.db.transaction().execute(async (trx): Promise<Failure | null> => {
    const checked = await checkModes(ctx, trx, customerId, modes, proofs, MULTIPLE_VERIFY_SMS_PURPOSE, ip);
    sms = checked.sms;
    return checked.failure;
  });
  if (sms !== undefined) await auditSmsCheck(ctx, customerId, MULTIPLE_VERIFY_SMS_PURPOSE, sms, ip);
  if (failure) throw new BankError(failure.error, failure.params);
  return { theMods: request.theMods, ...(await issueTicket(ctx, customerId, MULTIPLE_VERIFY_BIZ_TYPE, modes, ip)) };
}
