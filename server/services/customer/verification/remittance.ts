// RMB remittance to the customer's own mainland account: the transaction that needs a bound
// mainland card. A customer without one gets the service-auth answer (spec section 8) with the
// block-redirect address PLZ_BIND_CARD, so the app opens the bind-card module and the customer
// comes back to retry. The remittance itself runs in the transaction skeleton (customer lock,
// idempotency, Mobile Token) and posts one balanced entry: the customer's CNY account is
// debited, the bank's mainland remittance account (owed to the mainland clearing bank) is
// credited. Daily limit: CNY 80,000 a Hong Kong day (domain/transfers/mainland-remittance.ts).
import type { Selectable, Transaction } from 'kysely';
import { REMITTANCE_CURRENCY, REMITTANCE_DAILY_LIMIT, REMITTANCE_MINIMUM, remittanceRemaining } from '../../../../domain/transfers/mainland-remittance.js';
import { formatMoney } from '../../../../domain/format/index.js';
import type { ITSI190021Request } from '../../../../generated/types/api.js';
import { serviceAuth } from '../../../api/errors.js';
import { hkCompactDate, hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { AccountsTable, BoundCardsTable, Database } from '../../../db/schema.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { newId, randomAlnum } from '../../../ids.js';
import { bankAccountId } from '../../money/transactions/bank-accounts.js';
import { answeredIn } from '../../money/transactions/idempotency.js';
import type { Outcome } from '../../money/transactions/outcome.js';
import { activeAccountsOf, ownAccount, PAYING_ACCOUNT_TYPES } from '../../money/transactions/own-account.js';
import { availableAfter, covers, postDebit } from '../../money/transactions/posting.js';
import { runInstruction, type Step } from '../../money/transactions/run.js';
import { availableBalance } from '../../money/ledger.js';
import { activeCards, CARD_ERRORS, cardView } from './cards.js';
import { ERR } from '../../../../generated/error-codes.js';

export const REMIT_ERRORS = {
  account: ERR.SELECT_ONE_CNY_ACCOUNTS,
  limit: ERR.OVER_DAILY_RMB_REMITTANCE_LIMIT_STILL,
  minimum: ERR.MINIMUM_REMITTANCE,
  insufficient: ERR.INSUFFICIENT_AVAILABLE_BALANCE_E300000001,
  keyReused: ERR.INSTRUCTION_ALREADY_USED_ANOTHER_REMITTANCE_START,
} as const;

type Db = Transaction<Database> | AppContext['store']['db'];

function productOf(a: Selectable<AccountsTable>) {
  return { 'zh-TW': a.product_zh_tw, 'zh-CN': a.product_zh_cn, en: a.product_en };
}

async function usedToday(db: Db, customerId: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('mainland_remittances')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('customer_id', '=', customerId)
    .where('hk_date', '=', hkDate(now))
    .executeTakeFirst();
  return toSafeIntegerOrZero(row?.total);
}

/** The customer's cards, or the service-auth answer that sends them to bind one. */
async function cardsOrBind(db: Db, customerId: string): Promise<Selectable<BoundCardsTable>[]> {
  const cards = await activeCards(db, customerId);
  if (!cards.length) throw serviceAuth('PLZ_BIND_CARD');
  return cards;
}

/** ITSI190020: the form's data. */
export async function remittanceForm(ctx: AppContext, customerId: string) {
  const db = ctx.store.db;
  const cards = await cardsOrBind(db, customerId);
  const accounts = (await activeAccountsOf(db, customerId)).filter((a) => a.currency === REMITTANCE_CURRENCY && PAYING_ACCOUNT_TYPES.includes(a.account_type));
  const used = await usedToday(db, customerId, ctx.clock.now());
  return {
    cards: cards.map(cardView),
    accounts: accounts.map((a) => ({ accountId: a.id, accountNo: a.account_no, accountType: a.account_type, currency: a.currency, available: availableBalance(a), productName: productOf(a) })),
    currency: REMITTANCE_CURRENCY,
    dailyLimit: REMITTANCE_DAILY_LIMIT,
    usedToday: used,
    remaining: remittanceRemaining(used),
    minimum: REMITTANCE_MINIMUM,
  };
}

interface Checked {
  account: Selectable<AccountsTable>;
  card: Selectable<BoundCardsTable>;
}

async function check(db: Db, customerId: string, request: ITSI190021Request, now: number): Promise<Outcome<Checked>> {
  const card = (await activeCards(db, customerId)).find((c) => c.id === request.cardId);
  if (!card) return { error: CARD_ERRORS.notFound };
  const account = await ownAccount(db, customerId, request.fromAccountId, { types: PAYING_ACCOUNT_TYPES, currencies: [REMITTANCE_CURRENCY] });
  if (!account) return { error: REMIT_ERRORS.account };
  if (request.amount < REMITTANCE_MINIMUM) return { error: REMIT_ERRORS.minimum, params: { minimum: formatMoney(REMITTANCE_MINIMUM, REMITTANCE_CURRENCY) } };
  const remaining = remittanceRemaining(await usedToday(db, customerId, now));
  if (request.amount > remaining) return { error: REMIT_ERRORS.limit, params: { remaining: formatMoney(remaining, REMITTANCE_CURRENCY) } };
  if (!covers(account, request.amount)) return { error: REMIT_ERRORS.insufficient };
  return { ok: { account, card } };
}

export interface RemitAnswer {
  remittance: {
    remittanceId: string;
    referenceNo: string;
    amount: number;
    currency: string;
    fromAccountNo: string;
    fromAccountType: string;
    cardId: string;
    bankCode: string;
    maskedCardNo: string;
    holderName: string;
    status: 'completed';
    createdAt: string;
  };
  availableAfter: number;
}

/** ITSI190021: the remittance (moves money). */
export async function remit(ctx: AppContext, customerId: string, request: ITSI190021Request, ip?: string): Promise<RemitAnswer> {
  // Without any bound card the customer is sent to bind one before anything else is asked.
  await cardsOrBind(ctx.store.db, customerId);
  return runInstruction<RemitAnswer, Checked>(ctx, {
    customerId,
    request,
    auth: request.auth,
    ip,
    once: {
      key: request.idempotencyKey,
      reusedCode: REMIT_ERRORS.keyReused,
      earlier: answeredIn('mainland_remittances', customerId, request.idempotencyKey),
      remember: async (trx, answer, step) => {
        await trx.updateTable('mainland_remittances').set({ request_hash: step.hash, response_json: JSON.stringify(answer) }).where('id', '=', answer.remittance.remittanceId).execute();
      },
    },
    // The form's refusals cost no one-time code.
    prepare: (trx, step) => check(trx, customerId, request, step.now),
    secondFactor: 'required',
    act: (trx, checked, step) => act(trx, customerId, request, checked, step),
  });
}

async function act(trx: Transaction<Database>, customerId: string, request: ITSI190021Request, { account, card }: Checked, step: Step): Promise<Outcome<RemitAnswer>> {
  const createdAt = isoAt(step.now);
  const referenceNo = `RM${hkCompactDate(step.now)}${randomAlnum(10)}`;
  const entryId = await postDebit(trx, {
    kind: 'mainland-remittance',
    fromAccountId: account.id,
    counterAccountId: await bankAccountId(trx, 'mainland-remittance', REMITTANCE_CURRENCY, createdAt),
    currency: REMITTANCE_CURRENCY,
    amount: request.amount,
    reference: referenceNo,
    createdAt,
  });
  const id = newId('MR');
  await trx
    .insertInto('mainland_remittances')
    .values({
      id,
      customer_id: customerId,
      card_id: card.id,
      from_account_id: account.id,
      currency: REMITTANCE_CURRENCY,
      amount: request.amount,
      reference_no: referenceNo,
      entry_id: entryId,
      hk_date: hkDate(step.now),
      created_at: createdAt,
      idempotency_key: request.idempotencyKey,
      request_hash: step.hash,
      response_json: null,
    })
    .execute();
  return {
    ok: {
      remittance: {
        remittanceId: id,
        referenceNo,
        amount: request.amount,
        currency: REMITTANCE_CURRENCY,
        fromAccountNo: account.account_no,
        fromAccountType: account.account_type,
        cardId: card.id,
        bankCode: card.bank_code,
        maskedCardNo: card.masked_card_no,
        holderName: card.holder_name,
        status: 'completed',
        createdAt,
      },
      availableAfter: availableAfter(account, request.amount),
    },
  };
}

/** Used by the share-bill record: one of the customer's remittances. */
export async function remittanceRecord(ctx: AppContext, customerId: string, id: string) {
  const row = await ctx.store.db.selectFrom('mainland_remittances').selectAll().where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) return undefined;
  const card = await ctx.store.db.selectFrom('bound_cards').select(['holder_name', 'masked_card_no']).where('id', '=', row.card_id).executeTakeFirst();
  return { amount: toSafeIntegerOrZero(row.amount), currency: row.currency, counterparty: card ? `${card.holder_name} ${card.masked_card_no}` : '', date: row.created_at, referenceNo: row.reference_no };
}

