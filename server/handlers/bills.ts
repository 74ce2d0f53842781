// ITSI600001-ITSI600013: bill payment (merchants, accounts, pay, records, pending
// instructions, templates, e-receipts).
import { customerOf, type Handler } from '../api/handler.js';
import { billAccounts } from '../services/money/bills/accounts.js';
import { browseMerchants } from '../services/money/bills/browse.js';
import { merchantDirectoryView } from '../services/money/bills/directory.js';
import { eChequeMerchantIds } from '../services/money/e-cheques/merchants.js';
import { amendInstruction, deleteInstruction } from '../services/money/bills/instructions.js';
import { payBill } from '../services/money/bills/pay.js';
import { getBillPayment, listBillPayments } from '../services/money/bills/query.js';
import { getReceipt, listReceipts } from '../services/money/bills/receipts.js';
import { deleteTemplate, getTemplate, listTemplates, saveTemplate } from '../services/money/bills/templates.js';

export const billMerchants: Handler<'ITSI600001'> = async (call) => merchantDirectoryView(call.lang);
export const billPayAccounts: Handler<'ITSI600002'> = async (call) => billAccounts(call.ctx, customerOf(call));
export const billPay: Handler<'ITSI600003'> = async (call, payload) => payBill(call.ctx, customerOf(call), payload);
export const billRecords: Handler<'ITSI600004'> = async (call, payload) => listBillPayments(call.ctx, customerOf(call), payload);
export const billRecordDetail: Handler<'ITSI600005'> = async (call, payload) => getBillPayment(call.ctx, customerOf(call), payload.paymentId);
export const billAmend: Handler<'ITSI600006'> = async (call, payload) => amendInstruction(call.ctx, customerOf(call), payload);
export const billDelete: Handler<'ITSI600007'> = async (call, payload) =>
  deleteInstruction(call.ctx, customerOf(call), payload);
export const billTemplates: Handler<'ITSI600008'> = async (call) => listTemplates(call.ctx, customerOf(call));
export const billTemplateSave: Handler<'ITSI600009'> = async (call, payload) => saveTemplate(call.ctx, customerOf(call), payload);
export const billTemplateDelete: Handler<'ITSI600010'> = async (call, payload) => deleteTemplate(call.ctx, customerOf(call), payload.templateId);
export const billTemplateDetail: Handler<'ITSI600011'> = async (call, payload) => ({ template: await getTemplate(call.ctx, customerOf(call), payload.templateId) });
export const eReceipts: Handler<'ITSI600012'> = async (call) => listReceipts(call.ctx, customerOf(call));
export const eReceiptDetail: Handler<'ITSI600013'> = async (call, payload) => getReceipt(call.ctx, customerOf(call), payload.receiptId);
export const merchantBrowse: Handler<'ITSI800003'> = async (call, payload) =>
  browseMerchants(call.lang, payload.category, await eChequeMerchantIds(call.ctx.store.db), payload.eCheque === 'Y');
