// ITSI300004 FPS payee lookup / pre-check, ITSI300005 instant/small-value/express transfer,
// ITSI300006/300007 small-value limit, ITSI401013 whether limits may be increased.
import { BankError, TOO_MANY } from '../api/errors.js';
import { customerOf, type Handler } from '../api/handler.js';
import { lookupProxy } from '../services/money/fps/directory.js';
import { allowLookup } from '../services/money/fps/lookup-limit.js';
import { runCustomerChange } from '../services/money/transactions/customer-change.js';
import * as E from '../services/money/transfers/errors.js';
import { createInstantTransfer } from '../services/money/transfers/instant.js';
import { assessTransferRisk } from '../services/money/transfers/risk.js';
import { setSmallValueLimit, smallValueState } from '../services/money/transfers/small-value.js';
import { limitIncreaseStopped } from '../services/customer/security/limit-increase.js';
import { SECURITY_ERRORS } from '../services/customer/security/policy.js';
import { maskPayeeName } from '../../domain/transfers/fps-proxy.js';
import { SMALL_VALUE_MAX_LIMIT } from '../../domain/transfers/small-value.js';

export const fpsLookup: Handler<'ITSI300004'> = async (call, payload) => {
  const { ctx } = call;
  const customerId = customerOf(call);
  const { proxyType, proxyValue, currency, amount } = payload;
  if (!(await allowLookup(ctx, customerId))) throw new BankError(TOO_MANY);
  const found = await lookupProxy(ctx.store.db, proxyType, proxyValue);
  if (found.status === 'timeout') throw new BankError(E.PAYEE_NAME_TIMEOUT);
  if (found.status === 'deregistered') throw new BankError(E.FPS_NOT_REGISTERED);
  if (found.status !== 'found') throw new BankError(E.BENEFICIARY_INCORRECT);
  const now = ctx.clock.now();
  const [risk, smallValue] = await Promise.all([
    assessTransferRisk(ctx.store.db, customerId, currency, amount, now),
    smallValueState(ctx.store.db, customerId, now),
  ]);
  return {
    proxyType,
    proxyValue: found.proxyValue,
    payeeName: maskPayeeName(found.nameEn),
    bankCode: found.bankCode,
    highRisk: found.highRisk,
    warningAvailable: found.warningAvailable,
    needOptFlag: risk.needOptFlag,
    smallValueRemaining: currency === 'HKD' ? smallValue.remaining : 0,
  };
};

export const instantTransfer: Handler<'ITSI300005'> = async (call, payload) => {
  // The contract has no planId (additional properties are refused): only the plan runner may
  // say that a plan authorised a transfer.
  return createInstantTransfer(call.ctx, customerOf(call), payload, call.ip);
};

export const smallValueLimit: Handler<'ITSI300006'> = async (call) => {
  const state = await smallValueState(call.ctx.store.db, customerOf(call), call.ctx.clock.now());
  return { ...state, maxLimit: SMALL_VALUE_MAX_LIMIT };
};

export const setSmallValue: Handler<'ITSI300007'> = async (call, payload) => {
  const { ctx } = call;
  const customerId = customerOf(call);
  const { limit, auth } = payload;
  if (!Number.isSafeInteger(limit) || limit < 0 || limit > SMALL_VALUE_MAX_LIMIT) throw new BankError(E.SMALL_VALUE_LIMIT_INVALID);
  // stopIncreaseQuota 'Y' disables any increase: the bank enforces it, not only the browser.
  if ((await limitIncreaseStopped(ctx.store.db, customerId)) && limit > (await smallValueState(ctx.store.db, customerId, ctx.clock.now())).limit) {
    throw new BankError(SECURITY_ERRORS.limitIncreaseStopped);
  }
  await runCustomerChange(ctx, {
    customerId,
    auth,
    ip: call.ip,
    secondFactor: 'required',
    act: async (trx, _none, now) => {
      await setSmallValueLimit(trx, customerId, limit, now);
      return { ok: null };
    },
  });
  const state = await smallValueState(ctx.store.db, customerId, ctx.clock.now());
  return { ...state, maxLimit: SMALL_VALUE_MAX_LIMIT };
};

export const stopIncreaseQuota: Handler<'ITSI401013'> = async (call) => ({
  stopIncreaseQuota: (await limitIncreaseStopped(call.ctx.store.db, customerOf(call))) ? 'Y' : 'N',
});
