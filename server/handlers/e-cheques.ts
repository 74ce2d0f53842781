// ITSI700001-ITSI700012: e-cheques (rules and accounts, issue, file, records, detail, deposit,
// stop one or several, the sandbox's test cheques, the drawer's signature, checking a file,
// paying a merchant).
import { customerOf, type Handler } from '../api/handler.js';
import { checkChequeFile } from '../services/money/e-cheques/check-file.js';
import { depositCheque } from '../services/money/e-cheques/deposit.js';
import { issueCheque } from '../services/money/e-cheques/issue.js';
import { payMerchant } from '../services/money/e-cheques/pay-merchant.js';
import { chequeAccounts, chequeDetail, chequeFile, listCheques } from '../services/money/e-cheques/query.js';
import { sandboxCheque } from '../services/money/e-cheques/sandbox.js';
import { voidCheque } from '../services/money/e-cheques/lapse.js';
import { signCheque } from '../services/money/e-cheques/sign.js';
import { stopCheque, stopCheques } from '../services/money/e-cheques/stop.js';

export const eChequeRules: Handler<'ITSI700001'> = async (call) => chequeAccounts(call.ctx, customerOf(call), call.lang);
export const eChequeIssue: Handler<'ITSI700002'> = async (call, payload) => issueCheque(call.ctx, customerOf(call), payload, call.lang);
export const eChequeFile: Handler<'ITSI700003'> = async (call, payload) => chequeFile(call.ctx, customerOf(call), payload.chequeId);
export const eChequeRecords: Handler<'ITSI700004'> = async (call, payload) => listCheques(call.ctx, customerOf(call), payload, call.lang);
export const eChequeDetail: Handler<'ITSI700005'> = async (call, payload) => chequeDetail(call.ctx, customerOf(call), payload.chequeId, call.lang);
export const eChequeDeposit: Handler<'ITSI700006'> = async (call, payload) => depositCheque(call.ctx, customerOf(call), payload, call.lang);
export const eChequeStop: Handler<'ITSI700007'> = async (call, payload) => stopCheque(call.ctx, customerOf(call), payload, call.lang);
export const eChequeSandbox: Handler<'ITSI700008'> = async (call, payload) => sandboxCheque(call.ctx, payload, call.lang);
export const eChequeSandboxVoid: Handler<'ITSI700013'> = async (call, payload) => voidCheque(call.ctx, payload.chequeNo, call.lang);
export const eChequeSign: Handler<'ITSI700009'> = async (call, payload) => signCheque(call.ctx, customerOf(call), payload, call.lang, call.ip);
export const eChequeCheckFile: Handler<'ITSI700010'> = async (call, payload) => checkChequeFile(call.ctx, customerOf(call), payload, call.lang);
export const eChequeStopMany: Handler<'ITSI700011'> = async (call, payload) => stopCheques(call.ctx, customerOf(call), payload, call.lang);
export const eChequePayMerchant: Handler<'ITSI700012'> = async (call, payload) => payMerchant(call.ctx, customerOf(call), payload, call.lang);
