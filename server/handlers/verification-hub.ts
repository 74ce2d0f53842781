// The verification hub and its modules (docs/verification.md): mainland cards (ITSI190001-4),
// the electronic account (ITSI190010-11), the RMB remittance that needs a bound card
// (ITSI190020-21), the multiple verify of the caller's modes (ITSI190030) and the share-bill
// record (ITSI190035).
import { customerOf, type Handler } from '../api/handler.js';
import { bindCard, boundCards, checkCard, removeCard } from '../services/customer/verification/cards.js';
import { eAccountOffer, openEAccount } from '../services/customer/verification/e-account.js';
import { multipleVerifyModes } from '../services/customer/verification/multiple-verify.js';
import { remit, remittanceForm } from '../services/customer/verification/remittance.js';
import { shareBillRecord } from '../services/customer/verification/share-bill.js';

export const cardList: Handler<'ITSI190001'> = async (call) => boundCards(call.ctx, customerOf(call));
export const cardCheck: Handler<'ITSI190002'> = async (call, payload) => checkCard(call.ctx, customerOf(call), payload, call.ip);
export const cardBind: Handler<'ITSI190003'> = async (call, payload) => bindCard(call.ctx, customerOf(call), payload, call.ip);
export const cardRemove: Handler<'ITSI190004'> = async (call, payload) => removeCard(call.ctx, customerOf(call), payload.cardId, call.ip);
export const eAccountOfferHandler: Handler<'ITSI190010'> = async (call) => eAccountOffer(call.ctx, customerOf(call));
export const eAccountOpen: Handler<'ITSI190011'> = async (call, payload) => openEAccount(call.ctx, customerOf(call), payload, call.ip);
export const remittanceFormHandler: Handler<'ITSI190020'> = async (call) => remittanceForm(call.ctx, customerOf(call));
export const remittance: Handler<'ITSI190021'> = async (call, payload) => remit(call.ctx, customerOf(call), payload, call.ip);
export const hubMultipleVerify: Handler<'ITSI190030'> = async (call, payload) => multipleVerifyModes(call.ctx, customerOf(call), payload, call.ip);
export const shareBill: Handler<'ITSI190035'> = async (call, payload) => shareBillRecord(call.ctx, customerOf(call), payload, call.lang);
