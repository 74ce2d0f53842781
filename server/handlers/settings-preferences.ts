// Settings, what the bank tells the customer: ITSI170030-31 notification choices (security
// notices always on), ITSI170032-33 reminder settings.
import { customerOf, type Handler } from '../api/handler.js';
import { noticeChoices, setNoticeChoices } from '../services/customer/notices/preferences.js';
import { promptsOf, setPrompts } from '../services/customer/settings/prompts.js';

export const noticeChoicesGet: Handler<'ITSI170030'> = async (call) => noticeChoices(call.ctx.store.db, customerOf(call));

export const noticeChoicesSet: Handler<'ITSI170031'> = async (call, payload) => setNoticeChoices(call.ctx, customerOf(call), payload, call.ip);

export const promptsGet: Handler<'ITSI170032'> = async (call) => promptsOf(call.ctx.store.db, customerOf(call));

export const promptsSet: Handler<'ITSI170033'> = async (call, payload) => setPrompts(call.ctx, customerOf(call), payload, call.ip);
