// ITSI150001-ITSI150003: mortgages (the customer's loans, the repayment schedule, the
// calculator); ITSI098008 / ITSI098009: the branch network of spec section 7.
import { customerOf, type Handler } from '../api/handler.js';
import { branchList, branchName } from '../services/bank/branches/index.js';
import { calculateMortgage, listMortgages, mortgageSchedule } from '../services/money/mortgage/index.js';

export const mortgageList: Handler<'ITSI150001'> = async (call) => listMortgages(call.ctx, customerOf(call), call.lang);
export const mortgageDetail: Handler<'ITSI150002'> = async (call, payload) => mortgageSchedule(call.ctx, customerOf(call), payload.loanNo, call.lang);
export const mortgageCalculator: Handler<'ITSI150003'> = async (_call, payload) => calculateMortgage(payload);
export const branchListHandler: Handler<'ITSI098008'> = async (call, payload) => branchList(call.ctx.store.db, payload, call.lang);
export const branchNameHandler: Handler<'ITSI098009'> = async (call, payload) => branchName(call.ctx.store.db, payload.branchCode, call.lang);
