// ITSI140001-ITSI140015: forex (rate board, cash rates, history, accounts, quote, exchange,
// records, rate alerts, securities overview) and the transaction (float) password.
import { customerOf, type Handler } from '../api/handler.js';
import { createAlert, deleteAlert, listAlerts } from '../services/money/forex/alerts.js';
import { cashRatesAnswer, forexAccounts, historyAnswer, rateBoardAnswer } from '../services/money/forex/board.js';
import { exchange, exchangeRecords, quoteExchange } from '../services/money/forex/exchange.js';
import { floatStatus, modifyFloat, openFloat, verifyFloat } from '../services/money/forex/float-password.js';
import { overviewTab, verifyModes } from '../services/money/forex/overview.js';
import { securitiesOverview } from '../services/money/forex/securities.js';

export const forexBoard: Handler<'ITSI140001'> = async (call) => rateBoardAnswer(call.ctx);
export const forexCashRates: Handler<'ITSI140002'> = async (call) => cashRatesAnswer(call.ctx);
export const forexQuote: Handler<'ITSI140003'> = async (call, payload) => quoteExchange(call.ctx, customerOf(call), payload);
export const forexExchange: Handler<'ITSI140004'> = async (call, payload) => exchange(call.ctx, customerOf(call), payload, call.ip);
export const forexRecords: Handler<'ITSI140005'> = async (call, payload) => exchangeRecords(call.ctx, customerOf(call), payload);
export const forexHistory: Handler<'ITSI140006'> = async (call, payload) => historyAnswer(call.ctx, payload.currency, payload.range ?? '1H');
export const forexAccountsHandler: Handler<'ITSI140007'> = async (call) => forexAccounts(call.ctx, customerOf(call));
export const floatOpen: Handler<'ITSI140008'> = async (call, payload) => openFloat(call.ctx, customerOf(call), payload, call.ip);
export const floatModify: Handler<'ITSI140009'> = async (call, payload) => modifyFloat(call.ctx, customerOf(call), payload, call.ip);
export const floatVerify: Handler<'ITSI140010'> = async (call, payload) => verifyFloat(call.ctx, customerOf(call), payload.password, call.ip);
export const securitiesHandler: Handler<'ITSI140011'> = async (call) => securitiesOverview(call.ctx, customerOf(call));
export const forexAlerts: Handler<'ITSI140012'> = async (call) => listAlerts(call.ctx, customerOf(call));
export const forexAlertCreate: Handler<'ITSI140013'> = async (call, payload) => createAlert(call.ctx, customerOf(call), payload);
export const forexAlertDelete: Handler<'ITSI140014'> = async (call, payload) => deleteAlert(call.ctx, customerOf(call), payload.alertId);
export const floatStatusHandler: Handler<'ITSI140015'> = async (call) => floatStatus(call.ctx, customerOf(call));
export const forexOverview: Handler<'ITSI140016'> = async (call, payload) => overviewTab(call.ctx, customerOf(call), payload.active);
export const forexVerifyModes: Handler<'ITSI140017'> = async (call, payload) => verifyModes(call.ctx, customerOf(call), payload.theMods);
