// ITSI120001-ITSI120007: time deposits (products and rates, placement, list, detail, early withdrawal).
import { BankError } from '../api/errors.js';
import { customerOf, type Handler } from '../api/handler.js';
import { placeDeposit, placementQuote } from '../services/money/deposits/place.js';
import { depositProducts, depositView, listDeposits, ownDeposit } from '../services/money/deposits/records.js';
import { withdrawalQuote, withdrawDeposit } from '../services/money/deposits/withdraw.js';
import { ERR } from '../../generated/error-codes.js';

export const depositProductsHandler: Handler<'ITSI120001'> = async (call, payload) => depositProducts(call.ctx, customerOf(call), payload);
export const depositQuote: Handler<'ITSI120002'> = async (call, payload) => placementQuote(call.ctx, customerOf(call), payload);
export const depositPlace: Handler<'ITSI120003'> = async (call, payload) => placeDeposit(call.ctx, customerOf(call), payload);
export const depositList: Handler<'ITSI120004'> = async (call, payload) => listDeposits(call.ctx, customerOf(call), payload.status);
export const depositDetail: Handler<'ITSI120005'> = async (call, payload) => {
  const row = await ownDeposit(call.ctx.store.db, customerOf(call), payload.depositNo);
  if (!row) throw new BankError(ERR.TIME_DEPOSIT_NOT_FOUND);
  return { deposit: await depositView(call.ctx.store.db, row) };
};
export const depositWithdrawalQuote: Handler<'ITSI120006'> = async (call, payload) => withdrawalQuote(call.ctx, customerOf(call), payload);
export const depositWithdraw: Handler<'ITSI120007'> = async (call, payload) => withdrawDeposit(call.ctx, customerOf(call), payload);
