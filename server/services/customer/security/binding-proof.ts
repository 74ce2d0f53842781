// Binding a new mobile token or passkey needs proof beyond the session (a stolen session alone
// must not bind a device of its own): an SMS one-time code sent to the registered mobile for
// the binding's transaction code, and the online-banking password, both checked in one
// database transaction. Every binding is then notified by SMS to the registered mobile.
import { hkDate, hkTime, isoAt } from '../../../clock.js';
import { BankError } from '../../../api/errors.js';
import type { AppContext } from '../../../context.js';
import type { Lang } from '../../../i18n/translate.js';
import { newId } from '../../../ids.js';
import { auditSmsCheck, verifySmsCode, type SmsCheck } from '../sms/challenges.js';
import { bindingNoticeText, type BindingKind } from '../sms/messages.js';
import { verifyPasswordBox } from './password-box.js';
import type { ITSI510001Request } from '../../../../generated/types/api.js';

/** The proof a new binding needs (ITSI510001 and ITSI498006 carry the same two parts). */
export type BindingProof = Pick<ITSI510001Request, 'sms' | 'password'>;

/** Checks the SMS code (sent for `purpose`) and then the password; throws the first failure. */
export async function verifyBindingProof(ctx: AppContext, customerId: string, purpose: string, proof: BindingProof, ip?: string): Promise<void> {
  let smsCheck: SmsCheck = null;
  const error = await ctx.store.db.transaction().execute(async (trx): Promise<{ code: string; params?: Record<string, string> } | null> => {
    smsCheck = await verifySmsCode(ctx, trx, { customerId, purpose, transactionId: proof.sms.transactionId }, { method: 'sms-otp', challengeId: proof.sms.challengeId, otp: proof.sms.otp });
    if (smsCheck) return { code: smsCheck.error, ...(smsCheck.params ? { params: smsCheck.params } : {}) };
    const passwordError = await verifyPasswordBox(ctx, trx, customerId, proof.password.password, ip);
    return passwordError ? { code: passwordError } : null;
  });
  await auditSmsCheck(ctx, customerId, purpose, smsCheck, ip);
  if (error) throw new BankError(error.code, error.params);
}

/** The SMS notice of a new binding to the customer's registered mobile (the sandbox outbox). */
export async function notifyBinding(ctx: AppContext, customerId: string, kind: BindingKind, lang: Lang): Promise<void> {
  const customer = await ctx.store.db.selectFrom('customers').select('mobile').where('id', '=', customerId).executeTakeFirst();
  if (!customer?.mobile) return;
  const now = ctx.clock.now();
  const at = `${hkDate(now)} ${hkTime(now)}`;
  await ctx.store.db.insertInto('sms_outbox').values({ id: newId('SO'), mobile: customer.mobile, body: bindingNoticeText(lang, kind, at), created_at: isoAt(now) }).execute();
}
