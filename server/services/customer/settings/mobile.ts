// Changing the registered mobile number (settings/myself, spec section 5's phone rules): the
// new number must be a valid mobile, local (Hong Kong, no country code) or +country code. The
// bank sends an SMS code to the NEW number, so the customer proves it is theirs, and the change
// is confirmed with the second factor as well. Then, as spec section 4 says, the small-value
// transfer daily limit falls to zero; the old number is told by SMS and an FPS registration of
// the old number ends (the number may pass to someone else). The audit log names the event,
// never a number.
import { randomBytes } from 'node:crypto';
import { displayPhone } from '../../../../domain/profile/contact.js';
import { mobileNumber } from '../../../../domain/profile/mobile-number.js';
import { BankError, TOO_MANY } from '../../../api/errors.js';
import { hkDate, hkTime, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { newId } from '../../../ids.js';
import type { Lang } from '../../../i18n/translate.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { raiseNotice } from '../notices/raise.js';
import type { AuthCredential } from '../security/credentials.js';
import { sendSmsCode } from '../sms/challenges.js';
import { SMS_CODE_TTL_MS, SMS_ERRORS, SMS_RESEND_AFTER_MS, mobileKey } from '../sms/rules.js';
import { changeOutcome, refuse } from '../../money/transactions/customer-change.js';
import { maskMobile } from '../users.js';
import { securityNotice } from './security-notices.js';
import { endSmallValueService } from './small-value-reset.js';
import { mobileChangedSms } from './mobile-messages.js';
import { ERR } from '../../../../generated/error-codes.js';

/** The SMS code to the new number confirms this transaction code. */
export const MOBILE_CHANGE_PURPOSE = 'ITSI170028';
/** Changes a customer may start within an hour (each sends an SMS). */
export const MOBILE_CHANGES_PER_HOUR = 5;

export const MOBILE_ERRORS = {
  /** Not a valid mobile number (a landline, or no number at all). */
  invalid: ERR.VALID_MOBILE_NUMBER_LOCAL_NUMBER_AS,
  same: ERR.NEW_MOBILE_NUMBER_SAME_AS_CURRENT,
  /** The change is unknown, used or expired. */
  expired: ERR.MOBILE_NUMBER_CHANGE_EXPIRED_START,
} as const;

/** Step 1: the new number; the bank sends it an SMS code. */
export async function startMobileChange(ctx: AppContext, input: { customerId: string; mobile: string; lang: Lang; ip?: string }) {
  const e164 = mobileNumber(input.mobile);
  if (!e164) throw new BankError(MOBILE_ERRORS.invalid);
  const db = ctx.store.db;
  const now = ctx.clock.now();
  const customer = await db.selectFrom('customers').select('mobile').where('id', '=', input.customerId).executeTakeFirstOrThrow();
  if (mobileKey(customer.mobile) === mobileKey(e164)) throw new BankError(MOBILE_ERRORS.same);
  const recent = await db
    .selectFrom('mobile_changes')
    .select(['created_at'])
    .where('customer_id', '=', input.customerId)
    .where('created_at', '>', isoAt(now - 60 * 60_000))
    .orderBy('created_at', 'desc')
    .execute();
  const last = recent[0];
  if (last && Date.parse(last.created_at) + SMS_RESEND_AFTER_MS > now) {
    throw new BankError(SMS_ERRORS.resendTooEarly, { seconds: String(Math.ceil((Date.parse(last.created_at) + SMS_RESEND_AFTER_MS - now) / 1000)) });
  }
  if (recent.length >= MOBILE_CHANGES_PER_HOUR) throw new BankError(TOO_MANY);
  const transactionId = `MC${randomBytes(12).toString('hex')}`;
  const to = displayPhone(e164);
  const sent = await sendSmsCode(ctx, { customerId: input.customerId, purpose: MOBILE_CHANGE_PURPOSE, transactionId, lang: input.lang, to, ...(input.ip ? { ip: input.ip } : {}) });
  const changeId = newId('MC');
  await db
    .insertInto('mobile_changes')
    .values({ id: changeId, customer_id: input.customerId, new_mobile: e164, challenge_id: sent.challengeId, transaction_id: transactionId, status: 'pending', created_at: isoAt(now), expires_at: isoAt(now + SMS_CODE_TTL_MS) })
    .execute();
  await recordAuthEvent(ctx, { event: 'mobile-change-code', outcome: 'success', customerId: input.customerId, ip: input.ip ?? null });
  return { changeId, challengeId: sent.challengeId, transactionId, maskedMobile: sent.maskedMobile, expiresAt: sent.expiresAt, resendAt: sent.resendAt };
}

/** Step 2: the SMS code from the new number and the second factor; the number changes. */
export async function confirmMobileChange(ctx: AppContext, input: { customerId: string; changeId: string; otp: string; auth: AuthCredential; lang: Lang; ip?: string }) {
  const now = ctx.clock.now();
  const at = isoAt(now);
  const outcome = await changeOutcome(ctx, {
    customerId: input.customerId,
    auth: input.auth,
    ip: input.ip,
    prepare: async (trx) => {
      const change = await trx.selectFrom('mobile_changes').selectAll().where('id', '=', input.changeId).where('customer_id', '=', input.customerId).executeTakeFirst();
      if (!change || change.status !== 'pending' || Date.parse(change.expires_at) <= now) return refuse(MOBILE_ERRORS.expired);
      return { ok: change };
    },
    // The second factor first: a wrong token code does not use up the SMS code's attempts.
    secondFactor: [
      'required',
      { sms: (change) => ({ purpose: MOBILE_CHANGE_PURPOSE, transactionId: change.transaction_id, credential: { method: 'sms-otp', challengeId: change.challenge_id, otp: input.otp } }) },
    ],
    act: async (trx, change) => {
      const customer = await trx.selectFrom('customers').select('mobile').where('id', '=', input.customerId).executeTakeFirstOrThrow();
      const mobile = displayPhone(change.new_mobile);
      await trx.updateTable('mobile_changes').set({ status: 'used' }).where('id', '=', change.id).execute();
      await trx.updateTable('customers').set({ mobile }).where('id', '=', input.customerId).execute();
      await endSmallValueService(trx, input.customerId, at);
      // The old number may be given to someone else: payments to it must not keep coming here.
      const oldE164 = `+${mobileKey(customer.mobile)}`;
      await trx
        .updateTable('fps_registrations')
        .set({ state: '3', updated_at: at })
        .where('customer_id', '=', input.customerId)
        .where('proxy_type', '=', 'MOBN')
        .where('proxy_value', '=', oldE164)
        .where('state', 'in', ['1', '4'])
        .execute();
      const when = `${hkDate(now)} ${hkTime(now)}`;
      await trx.insertInto('sms_outbox').values({ id: newId('SO'), mobile: customer.mobile, body: mobileChangedSms(input.lang, maskMobile(mobile), when), created_at: at }).execute();
      await raiseNotice(ctx, trx, input.customerId, 'security', securityNotice('mobile-changed', when));
      return { ok: { old: customer.mobile, mobile } };
    },
  });
  const failed = 'error' in outcome;
  await recordAuthEvent(ctx, { event: 'mobile-change', outcome: failed ? 'failure' : 'success', customerId: input.customerId, ip: input.ip ?? null, ...(failed ? { detail: { error: outcome.error } } : {}) });
  if (failed) throw new BankError(outcome.error, outcome.params);
  return { mobile: maskMobile(outcome.ok.mobile), changedAt: at, smallValueLimit: 0 };
}
