// ITSI600001-ITSI600013: bill payment (merchants, accounts, pay, records, pending
// instructions, templates, e-receipts).
import type { ITSI600003Request, ITSI600006Request, ITSI600007Request } from '../../generated/types/api.js';
import { customerOf, type Handler } from '../api/handler.js';
import { billAccounts } from '../services/bills/accounts.js';
import { merchantDirectoryView } from '../services/bills/directory.js';
import { amendInstruction, deleteInstruction } from '../services/bills/instructions.js';
import { payBill } from '../services/bills/pay.js';
import { getBillPayment, listBillPayments, type BillRecordFilter } from '../services/bills/query.js';
import { getReceipt, listReceipts } from '../services/bills/receipts.js';
import { deleteTemplate, getTemplate, listTemplates, saveTemplate, type TemplateInput } from '../services/bills/templates.js';

export const billMerchants: Handler = async (call) => merchantDirectoryView(call.lang);
export const billPayAccounts: Handler = async (call) => billAccounts(call.ctx, customerOf(call));
export const billPay: Handler = async (call, payload) => payBill(call.ctx, customerOf(call), payload as unknown as ITSI600003Request);
export const billRecords: Handler = async (call, payload) => listBillPayments(call.ctx, customerOf(call), payload as BillRecordFilter);
export const billRecordDetail: Handler = async (call, payload) => getBillPayment(call.ctx, customerOf(call), String(payload.paymentId));
export const billAmend: Handler = async (call, payload) => amendInstruction(call.ctx, customerOf(call), payload as unknown as ITSI600006Request);
export const billDelete: Handler = async (call, payload) => deleteInstruction(call.ctx, customerOf(call), payload as unknown as ITSI600007Request);
export const billTemplates: Handler = async (call) => listTemplates(call.ctx, customerOf(call));
export const billTemplateSave: Handler = async (call, payload) => saveTemplate(call.ctx, customerOf(call), payload as unknown as TemplateInput);
export const billTemplateDelete: Handler = async (call, payload) => deleteTemplate(call.ctx, customerOf(call), String(payload.templateId));
export const billTemplateDetail: Handler = async (call, payload) => ({ template: await getTemplate(call.ctx, customerOf(call), String(payload.templateId)) });
export const eReceipts: Handler = async (call) => listReceipts(call.ctx, customerOf(call));
export const eReceiptDetail: Handler = async (call, payload) => getReceipt(call.ctx, customerOf(call), String(payload.receiptId));
