// Mainland debit cards bound to a customer (the /open/onlogin-add-card module). Binding is two
// calls: the card is checked (ITSI190002: number, bank, the holder's name is the customer's own,
// the reserved mobile) and kept as a request; the SMS code the customer then asks for
// (ITSI320001, purpose ITSI190003) goes to the card's reserved mobile, as the card's bank would
// send it; the binding (ITSI190003) takes that code. The whole card number is never stored: a
// fingerprint tells a card bound again, the masked number is what screens show.
import type { Selectable, Transaction } from 'kysely';
import { cardDigits, cardProblem, holderNameMatches, maskCardNo, normaliseMainlandMobile, type BindProblem } from '../../../../domain/cards/index.js';
import { BankError, TOO_MANY } from '../../../api/errors.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { BoundCardsTable, CardBindRequestsTable, Database } from '../../../db/schema.js';
import { forUpdate } from '../../../db/lock.js';
import { newId } from '../../../ids.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { sha256 } from '../security/secrets.js';
import { maskMobile } from '../sms/rules.js';
import { changeOutcome, refuse, runCustomerChange, type Prepared } from '../../money/transactions/customer-change.js';
import type { Outcome } from '../../money/transactions/outcome.js';
import { customerNames } from './names.js';
import { ERR } from '../../../../generated/error-codes.js';

export const BIND_PURPOSE = 'ITSI190003';
export const MAX_CARDS = 5;
/** A checked card waits this long for its SMS code. */
const REQUEST_TTL_MS = 10 * 60_000;
/** Card checks per customer per hour: the checks are cheap, guessing card numbers must not be. */
const CHECKS_PER_HOUR = 5;

export const CARD_ERRORS = {
  cardNumber: ERR.CARD_NUMBER_INCORRECT,
  bank: ERR.CARD_NUMBER_DOES_NOT_BELONG_BANK,
  holderName: ERR.CARD_HOLDER_S_NAME_MUST_OWN,
  mobile: ERR.MAINLAND_MOBILE_NUMBER_CARD_S_BANK,
  alreadyBound: ERR.CARD_ALREADY_BOUND,
  tooMany: ERR.BIND_MOST_MAINLAND_BANK_CARDS,
  request: ERR.BINDING_REQUEST_EXPIRED_CARD_DETAILS,
  keyReused: ERR.INSTRUCTION_ALREADY_USED_ANOTHER_CARD_START,
  notFound: ERR.CARD_NOT_FOUND,
} as const;

const PROBLEM_CODES: Record<BindProblem, string> = {
  cardNumber: CARD_ERRORS.cardNumber,
  luhn: CARD_ERRORS.cardNumber,
  unknownBank: CARD_ERRORS.bank,
  bankMismatch: CARD_ERRORS.bank,
  mobile: CARD_ERRORS.mobile,
  holderName: CARD_ERRORS.holderName,
};

type Db = Transaction<Database> | AppContext['store']['db'];

export function cardView(row: Selectable<BoundCardsTable>) {
  return {
    cardId: row.id,
    bankCode: row.bank_code,
    maskedCardNo: row.masked_card_no,
    holderName: row.holder_name,
    maskedMobile: maskMobile(row.reserved_mobile),
    boundAt: row.bound_at,
  };
}

export function activeCards(db: Db, customerId: string) {
  return db.selectFrom('bound_cards').selectAll().where('customer_id', '=', customerId).where('status', '=', 'active').orderBy('bound_at').execute();
}

export async function boundCards(ctx: AppContext, customerId: string) {
  const cards = await activeCards(ctx.store.db, customerId);
  return { hasBindCard: cards.length ? 'Y' : 'N', cards: cards.map(cardView), maxCards: MAX_CARDS };
}

const fingerprint = (customerId: string, digits: string) => sha256(`card:${customerId}:${digits}`);

/** ITSI190002: checks the card and keeps it for the SMS code; nothing is sent yet. */
export async function checkCard(ctx: AppContext, customerId: string, card: { bankCode: string; cardNo: string; holderName: string; reservedMobile: string }, ip?: string) {
  const problem = cardProblem(card) ?? (holderNameMatches(card.holderName, await customerNames(ctx, customerId)) ? undefined : 'holderName');
  const now = ctx.clock.now();
  type Checked = { requestId: string; bankCode: string; maskedCardNo: string; holderName: string; maskedMobile: string; expiresAt: string };
  const outcome = await changeOutcome(ctx, {
    customerId,
    ip,
    secondFactor: 'none',
    act: async (trx): Promise<Outcome<Checked>> => {
      const recent = await trx.selectFrom('card_bind_requests').select('id').where('customer_id', '=', customerId).where('created_at', '>', isoAt(now - 3_600_000)).execute();
      if (recent.length >= CHECKS_PER_HOUR) return { error: TOO_MANY };
      // A refused check counts too: it is the guess that must not be cheap.
      const id = newId('CB');
      const digits = cardDigits(card.cardNo);
      const base = { id, customer_id: customerId, card_fingerprint: fingerprint(customerId, digits), masked_card_no: problem ? '' : maskCardNo(digits), bank_code: card.bankCode, holder_name: card.holderName.trim(), created_at: isoAt(now), expires_at: isoAt(now + REQUEST_TTL_MS) };
      if (problem) {
        await trx.insertInto('card_bind_requests').values({ ...base, reserved_mobile: '', status: 'refused' }).execute();
        return { error: PROBLEM_CODES[problem] };
      }
      const cards = await activeCards(trx, customerId);
      if (cards.some((c) => c.card_fingerprint === base.card_fingerprint)) return { error: CARD_ERRORS.alreadyBound };
      if (cards.length >= MAX_CARDS) return { error: CARD_ERRORS.tooMany, params: { max: String(MAX_CARDS) } };
      // One card at a time: an earlier request waiting for its code is replaced.
      await trx.updateTable('card_bind_requests').set({ status: 'replaced' }).where('customer_id', '=', customerId).where('status', '=', 'pending').execute();
      const reserved = normaliseMainlandMobile(card.reservedMobile)!;
      await trx.insertInto('card_bind_requests').values({ ...base, reserved_mobile: reserved, status: 'pending' }).execute();
      return { ok: { requestId: id, bankCode: card.bankCode, maskedCardNo: base.masked_card_no, holderName: base.holder_name, maskedMobile: maskMobile(reserved), expiresAt: base.expires_at } };
    },
  });
  await recordAuthEvent(ctx, { event: 'card-check', outcome: 'error' in outcome ? 'failure' : 'success', customerId, ip, detail: { bank: card.bankCode, ...('error' in outcome ? { code: outcome.error } : {}) } });
  if ('error' in outcome) throw new BankError(outcome.error, outcome.params);
  return { request: outcome.ok };
}

/** The reserved mobile the binding's SMS code goes to: the customer's newest waiting request. */
export async function pendingBindMobile(ctx: AppContext, customerId: string): Promise<string> {
  const row = await ctx.store.db
    .selectFrom('card_bind_requests')
    .select(['reserved_mobile', 'expires_at'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= ctx.clock.now()) throw new BankError(CARD_ERRORS.request);
  return row.reserved_mobile;
}

/** ITSI190003: the SMS code sent to the card's mobile binds the card; the same key answers the same binding. */
export async function bindCard(ctx: AppContext, customerId: string, request: { requestId: string; idempotencyKey: string; auth: { challengeId: string; otp: string } }, ip?: string) {
  const now = ctx.clock.now();
  type Card = ReturnType<typeof cardView>;
  const bound = await runCustomerChange(ctx, {
    customerId,
    ip,
    prepare: async (trx): Promise<Prepared<Selectable<CardBindRequestsTable>, Card>> => {
      const pending = await forUpdate(trx.selectFrom('card_bind_requests').selectAll().where('id', '=', request.requestId).where('customer_id', '=', customerId), ctx.store.dialect).executeTakeFirst();
      if (pending?.status === 'bound' && pending.idempotency_key === request.idempotencyKey && pending.response_json) return { answer: JSON.parse(pending.response_json) as Card };
      if (pending?.status === 'bound') return refuse(CARD_ERRORS.keyReused);
      if (!pending || pending.status !== 'pending' || Date.parse(pending.expires_at) <= now) return refuse(CARD_ERRORS.request);
      // The code must have gone to this card's reserved mobile, not to any other number.
      const challenge = await trx.selectFrom('sms_challenges').select('mobile').where('id', '=', request.auth.challengeId).where('customer_id', '=', customerId).executeTakeFirst();
      if (challenge && challenge.mobile !== pending.reserved_mobile) return refuse(CARD_ERRORS.request);
      return { ok: pending };
    },
    secondFactor: { sms: () => ({ purpose: BIND_PURPOSE, transactionId: request.idempotencyKey, credential: { method: 'sms-otp', ...request.auth } }) },
    act: async (trx, pending): Promise<Outcome<Card>> => {
      const cards = await activeCards(trx, customerId);
      if (cards.some((c) => c.card_fingerprint === pending.card_fingerprint)) return { error: CARD_ERRORS.alreadyBound };
      if (cards.length >= MAX_CARDS) return { error: CARD_ERRORS.tooMany, params: { max: String(MAX_CARDS) } };
      const row = {
        id: newId('BC'),
        customer_id: customerId,
        card_fingerprint: pending.card_fingerprint,
        masked_card_no: pending.masked_card_no,
        bank_code: pending.bank_code,
        holder_name: pending.holder_name,
        reserved_mobile: pending.reserved_mobile,
        status: 'active',
        bound_at: isoAt(now),
        removed_at: null,
      };
      await trx.insertInto('bound_cards').values(row).execute();
      const card = cardView(row);
      await trx
        .updateTable('card_bind_requests')
        .set({ status: 'bound', card_id: row.id, idempotency_key: request.idempotencyKey, response_json: JSON.stringify(card) })
        .where('id', '=', pending.id)
        .execute();
      await recordAuthEvent(ctx, { event: 'card-bound', outcome: 'success', customerId, subject: row.id, ip, detail: { bank: row.bank_code } }, trx);
      return { ok: card };
    },
  });
  return { card: bound };
}

/** ITSI190004: removes one of the customer's cards (weakens nothing: session only). */
export async function removeCard(ctx: AppContext, customerId: string, cardId: string, ip?: string) {
  const now = isoAt(ctx.clock.now());
  const row = await ctx.store.db.selectFrom('bound_cards').selectAll().where('id', '=', cardId).where('customer_id', '=', customerId).where('status', '=', 'active').executeTakeFirst();
  if (!row) throw new BankError(CARD_ERRORS.notFound);
  await ctx.store.db.updateTable('bound_cards').set({ status: 'removed', removed_at: now }).where('id', '=', row.id).execute();
  await recordAuthEvent(ctx, { event: 'card-removed', outcome: 'success', customerId, subject: row.id, ip });
  return { card: cardView(row) };
}
