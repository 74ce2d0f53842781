// Mobile-token PIN (ITSI500001 verify, ITSI500002 change), transaction confirmation code
// challenge (ITSI500003), strengthened verification (ITSI500004 index, ITSI500005 multiple
// verify) and the soft-token amount check (ITSI404173).
import { BankError } from '../api/errors.js';
import { customerOf, type Handler } from '../api/handler.js';
import { translate } from '../i18n/translate.js';
import { verifyCredential } from '../services/security/credentials.js';
import { SECURITY_ERRORS, SECURITY_POLICY } from '../services/security/policy.js';
import { issueTicket, modesFor, verificationNeeded, type VerifyMode } from '../services/security/tickets.js';
import { changePin, verifyPin } from '../services/security/token-pin.js';
import { issueChallenge } from '../services/security/transaction-code.js';
import { toHkdEquivalent } from '../services/security/soft-amount.js';

export const tokenPinVerify: Handler = async (call, payload) => {
  const ok = await verifyPin(call.ctx, String(payload.clientDeviceId), String(payload.pin), call.ip);
  return { returnCode: '1', returnMsg: translate('security.pinOk', call.lang), unlockKey: ok.unlockKey };
};

export const tokenPinChange: Handler = async (call, payload) => {
  await changePin(call.ctx, customerOf(call), String(payload.clientDeviceId), String(payload.oldPin), String(payload.newPin), call.ip);
  return { returnCode: '1', returnMsg: translate('security.pinChanged', call.lang) };
};

export const transactionCodeChallenge: Handler = async (call, payload) =>
  issueChallenge(call.ctx, customerOf(call), String(payload.clientDeviceId), call.ip);

export const verificationIndex: Handler = async (call, payload) => {
  const bizType = String(payload.bizType);
  return {
    bizType,
    needVerify: await verificationNeeded(call.ctx.store.db, customerOf(call), bizType),
    theMods: modesFor(bizType),
  };
};

export const multipleVerify: Handler = async (call, payload) => {
  const customerId = customerOf(call);
  const bizType = String(payload.bizType);
  const required = modesFor(bizType);
  const offered = payload.theMods as VerifyMode[];
  // Every mode the bank requires must be offered and passed; fewer is never enough.
  if (!required.every((m) => offered.includes(m))) throw new BankError(SECURITY_ERRORS.verificationModes);
  const token = payload.token as { deviceId: string; otp: string; challengeId?: string } | undefined;
  const password = payload.password as { password: string } | undefined;
  // Every proof must be present before any is checked, so a missing one costs no code.
  const proofs: Record<VerifyMode, unknown> = { token, password, sms: undefined };
  if (required.some((m) => proofs[m] === undefined)) throw new BankError(SECURITY_ERRORS.verificationModes);
  const error = await call.ctx.store.db.transaction().execute(async (trx) => {
    for (const mode of required) {
      const failed =
        mode === 'token'
          ? token
            ? await verifyCredential(
                call.ctx,
                trx,
                customerId,
                token.challengeId
                  ? { method: 'transaction-code', deviceId: token.deviceId, challengeId: token.challengeId, otp: token.otp }
                  : { method: 'mobile-token', deviceId: token.deviceId, otp: token.otp },
                call.ip,
              )
            : SECURITY_ERRORS.verificationModes
          : mode === 'password'
            ? password
              ? await verifyCredential(call.ctx, trx, customerId, { method: 'password', ...password }, call.ip)
              : SECURITY_ERRORS.verificationModes
            : SECURITY_ERRORS.verificationModes;
      if (failed) return failed;
    }
    return null;
  });
  if (error) throw new BankError(error);
  return { bizType, ...(await issueTicket(call.ctx, customerId, bizType, required, call.ip)) };
};

export const softAmountCheck: Handler = async (call, payload) => {
  customerOf(call);
  const hkd = toHkdEquivalent(String(payload.softCcy), Number(payload.softAmt));
  return { flag: hkd >= SECURITY_POLICY.softConfirmThresholdHkd ? '1' : '0', thresholdHkd: SECURITY_POLICY.softConfirmThresholdHkd };
};
