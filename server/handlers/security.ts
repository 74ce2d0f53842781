// Mobile-token PIN (ITSI500001 verify, ITSI500002 change), transaction confirmation code
// challenge (ITSI500003), strengthened verification (ITSI500004 index, ITSI500005 multiple
// verify) and the soft-token amount check (ITSI404173).
import { BankError } from '../api/errors.js';
import { customerOf, type Handler } from '../api/handler.js';
import { translate } from '../i18n/translate.js';
import { assertBindingSettled } from '../services/customer/security/cooling-off.js';
import { allProofsPresent, checkModes, type Failure, type ModeProofs } from '../services/customer/security/mode-proofs.js';
import { SECURITY_ERRORS, SECURITY_POLICY } from '../services/customer/security/policy.js';
import { issueTicket, modesFor, ticketBizType, verificationNeeded, type VerifyMode } from '../services/customer/security/tickets.js';
import { auditSmsCheck, type SmsCheck } from '../services/customer/sms/challenges.js';
import { changePin, verifyPin } from '../services/customer/security/token-pin.js';
import { issueChallenge } from '../services/customer/security/transaction-code.js';
import { toHkdEquivalent } from '../services/customer/security/soft-amount.js';

export const tokenPinVerify: Handler<'ITSI500001'> = async (call, payload) => {
  const ok = await verifyPin(call.ctx, payload.clientDeviceId, payload.pin, call.ip);
  return { returnCode: '1', returnMsg: translate('security.pinOk', call.lang), unlockKey: ok.unlockKey };
};

export const tokenPinChange: Handler<'ITSI500002'> = async (call, payload) => {
  await changePin(call.ctx, customerOf(call), payload.clientDeviceId, payload.oldPin, payload.newPin, call.ip);
  return { returnCode: '1', returnMsg: translate('security.pinChanged', call.lang) };
};

export const transactionCodeChallenge: Handler<'ITSI500003'> = async (call, payload) =>
  issueChallenge(call.ctx, customerOf(call), payload.clientDeviceId, call.ip);

export const verificationIndex: Handler<'ITSI500004'> = async (call, payload) => {
  const bizType = payload.bizType;
  const customerId = customerOf(call);
  return {
    bizType,
    needVerify: await verificationNeeded(call.ctx.store.db, customerId, bizType),
    theMods: await modesFor(call.ctx.store.db, customerId, bizType),
  };
};

/** The SMS code of a verification is sent for this transaction code (ITSI320001 purpose). */
const SMS_PURPOSE = 'ITSI500005';

function sameModes(required: VerifyMode[], offered: VerifyMode[]): boolean {
  return required.length === offered.length && required.every((m) => offered.includes(m));
}

export const multipleVerify: Handler<'ITSI500005'> = async (call, payload) => {
  const customerId = customerOf(call);
  const bizType = payload.bizType;
  const offered = payload.theMods;
  const proofs: ModeProofs = { token: payload.token, password: payload.password, sms: payload.sms };
  // A token still in its cooling-off period cannot pass strengthened verification.
  if (proofs.token) await assertBindingSettled(call.ctx, customerId, { method: 'mobile-token', deviceId: proofs.token.deviceId }, call.ip);
  let smsCheck: SmsCheck | undefined;
  const outcome = await call.ctx.store.db.transaction().execute(async (trx): Promise<Failure | { required: VerifyMode[] }> => {
    // The modes are decided again now: the client must have offered exactly what the bank
    // requires at this moment (a token activated since the index changes them), and every
    // proof must be present before any is checked, so a missing one costs no code.
    const required = await modesFor(trx, customerId, bizType);
    if (!sameModes(required, offered) || !allProofsPresent(required, proofs)) return { error: SECURITY_ERRORS.verificationModes };
    const checked = await checkModes(call.ctx, trx, customerId, required, proofs, SMS_PURPOSE, call.ip);
    smsCheck = checked.sms;
    return checked.failure ?? { required };
  });
  if (smsCheck !== undefined) await auditSmsCheck(call.ctx, customerId, SMS_PURPOSE, smsCheck, call.ip);
  if ('error' in outcome) throw new BankError(outcome.error, outcome.params);
  return { bizType, ...(await issueTicket(call.ctx, customerId, ticketBizType(bizType), outcome.required, call.ip)) };
};

export const softAmountCheck: Handler<'ITSI404173'> = async (call, payload) => {
  customerOf(call);
  const hkd = toHkdEquivalent(payload.softCcy, payload.softAmt);
  return { flag: hkd >= SECURITY_POLICY.softConfirmThresholdHkd ? '1' : '0', thresholdHkd: SECURITY_POLICY.softConfirmThresholdHkd };
};
