// ITSI800001-ITSI800002: physical cheque books and their bulk stop.
import { customerOf, type Handler } from '../api/handler.js';
import { listChequeBooks } from '../services/money/cheques/books.js';
import { stopCheques } from '../services/money/cheques/stop.js';

export const chequeBooks: Handler<'ITSI800001'> = async (call) => listChequeBooks(call.ctx, customerOf(call));
export const chequeStop: Handler<'ITSI800002'> = async (call, payload) => stopCheques(call.ctx, customerOf(call), payload);
