// ITSI700001-ITSI700008, ITSI700011, ITSI700012: e-cheques (rules and accounts, issue, file,
// records, detail, deposit, stop one or several, pay a merchant, and the sandbox's test cheques).
import { customerOf, type Handler } from '../api/handler.js';
import { depositCheque } from '../services/e-cheques/deposit.js';
import { issueCheque } from '../services/e-cheques/issue.js';
import { payMerchant } from '../services/e-cheques/pay-merchant.js';
import { chequeAccounts, chequeDetail, chequeFile, listCheques } from '../services/e-cheques/query.js';
import { sandboxCheque } from '../services/e-cheques/sandbox.js';
import { stopCheque, stopCheques } from '../services/e-cheques/stop.js';

export const eChequeRules: Handler<'ITSI700001'> = async (call) => chequeAccounts(call.ctx, customerOf(call), call.lang);
export const eChequeIssue: Handler<'ITSI700002'> = async (call, payload) => issueCheque(call.ctx, customerOf(call), payload, call.lang);
export const eChequeFile: Handler<'ITSI700003'> = async (call, payload) => chequeFile(call.ctx, customerOf(call), payload.chequeId);
export const eChequeRecords: Handler<'ITSI700004'> = async (call, payload) => listCheques(call.ctx, customerOf(call), payload.role, payload.status, call.lang);
export const eChequeDetail: Handler<'ITSI700005'> = async (call, payload) => chequeDetail(call.ctx, customerOf(call), payload.chequeId, call.lang);
export const eChequeDeposit: Handler<'ITSI700006'> = async (call, payload) => depositCheque(call.ctx, customerOf(call), payload, call.lang);
export const eChequeStop: Handler<'ITSI700007'> = async (call, payload) => stopCheque(call.ctx, customerOf(call), payload, call.lang);
export const eChequeSandbox: Handler<'ITSI700008'> = async (call, payload) => sandboxCheque(call.ctx, payload, call.lang);
export const eChequeStopMany: Handler<'ITSI700011'> = async (call, payload) => stopCheques(call.ctx, customerOf(call), payload, call.lang);
export const eChequePayMerchant: Handler<'ITSI700012'> = async (call, payload) => payMerchant(call.ctx, customerOf(call), payload, call.lang);
